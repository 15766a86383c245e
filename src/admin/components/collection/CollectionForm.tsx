/**
 * The frame of a card's form, for adding an entry or editing one in place: checks the fields with the
 * shared schema on Save (a refused save marks each field in error and puts the focus on the first one),
 * Escape cancels, and a conflict notice says when someone else saved the entry meanwhile. Controlled: the
 * page owns the values, so nothing typed is lost when a save fails. The feature draws the fields.
 */
import { type ReactNode, type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../../domain/shared/validation.ts';
import { useT } from '../../i18n/i18n.ts';
import { sayProblems } from '../../i18n/problems.ts';
import { FormActions } from '../FormActions.tsx';

type FieldKey<V> = Extract<keyof V, string>;
export type FieldErrors<V> = Partial<Record<FieldKey<V>, string>>;

/** What the page hands to a feature's form: `V` are the values edited, `F` the checked fields. */
export interface CollectionFormProps<V, F> {
  /** Accessible name of the form ("Add Event", "Edit Malam Randai"). */
  label: string;
  /** Visible heading, when the form has one. */
  heading?: ReactNode;
  values: V;
  saving: boolean;
  /** Someone else saved this entry meanwhile: the user's edits are kept, a new Save replaces theirs. */
  conflict?: boolean;
  onChange: (values: V) => void;
  /** Called with the checked fields; invalid input stays in the form with its errors shown. */
  onSubmit: (fields: F) => void;
  onCancel: () => void;
}

/** What the frame hands to the feature's fields. */
export interface FieldControls<V> {
  errors: FieldErrors<V>;
  /** Changes one field; its error message goes once the user works on it (Save checks all again). */
  set: <K extends FieldKey<V>>(key: K, value: V[K]) => void;
}

export function CollectionForm<V extends Record<string, unknown>, F>({
  label,
  heading,
  values,
  saving,
  conflict,
  onChange,
  onSubmit,
  onCancel,
  schema,
  labels,
  noun,
  onRefused,
  children,
}: CollectionFormProps<V, F> & {
  /** Checks the values before they are sent. */
  schema: z.ZodType<F>;
  /** How each field is named on screen, also in its error messages ("Image URL is required"). */
  labels: Record<FieldKey<V>, string>;
  /** What the entry is called in the conflict notice ("image", "event"), in the admin's language. */
  noun: string;
  /** Called after a refused save, for a page that says more than the field messages. */
  onRefused?: (values: V) => void;
  children: (controls: FieldControls<V>) => ReactNode;
}) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [refusals, setRefusals] = useState(0);

  // Start typing right away: the first field takes the focus when the form opens.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  // After a refused save, the first field in error takes the focus so its message is read out.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const set = <K extends FieldKey<V>>(key: K, value: V[K]) => {
    onChange({ ...values, [key]: value });
    if (!errors[key]) return;
    setErrors((current) => {
      const rest = { ...current };
      delete rest[key];
      return rest;
    });
  };

  function submit() {
    if (saving) return;
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      onSubmit(parsed.data);
      return;
    }
    setErrors(sayProblems(fieldErrors(parsed.error, labels, values)));
    setRefusals((count) => count + 1);
    onRefused?.(values);
  }

  return (
    <form
      ref={form}
      className="collection-form"
      aria-label={label}
      noValidate
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      {heading}
      {conflict && (
        <p className="notice collection-conflict" role="alert">
          {t('collection.conflict', { noun })}
        </p>
      )}
      {children({ errors, set })}
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
