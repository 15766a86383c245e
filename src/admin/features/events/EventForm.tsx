/**
 * The fields of an event (title, free-text schedule, description, optional image with a live preview),
 * used both by the Add Event form and for editing a card in place. Controlled: the page owns the values,
 * so nothing typed is lost when a save fails.
 */
import { type ReactNode, type SubmitEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { type EventInput, EventInputSchema } from '../../../domain/event.ts';
import { isSafeUrl } from '../../../domain/fields.ts';
import { fieldErrors } from '../../../domain/validation.ts';
import { TextAreaField, TextField } from '../../components/fields.tsx';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';

export const REQUIRED_FIELDS_MISSING = 'Please fill in all required fields';
/** SPEC §5: the fields an event cannot be saved without (the image is optional). */
const REQUIRED: ReadonlyArray<keyof EventInput> = ['title', 'date', 'description'];
export const DATE_EXAMPLE = 'Setiap Sabtu, 19:00 - 21:00';

/** What the form edits: every field of an event, the optional image as '' when there is none. */
export type EventValues = Required<EventInput>;
/** Valid fields, ready to send. */
export type EventFields = z.output<typeof EventInputSchema>;
type EventFieldErrors = Partial<Record<keyof EventInput, string>>;

/** How each field is named on screen, also in its error messages ("Title is required"). */
export const EVENT_FIELD_LABELS: Record<keyof EventInput, string> = {
  title: 'Title',
  date: 'Date / schedule',
  description: 'Description',
  image: 'Image URL',
};

export function EventForm({
  label,
  heading,
  values,
  saving,
  conflict,
  onChange,
  onSubmit,
  onCancel,
}: {
  /** Accessible name of the form ("Add Event", "Edit Malam Randai"). */
  label: string;
  heading?: ReactNode;
  values: EventValues;
  saving: boolean;
  /** Someone else saved this event meanwhile: the user's edits are kept, a new Save replaces theirs. */
  conflict?: boolean;
  onChange: (values: EventValues) => void;
  /** Called with the checked fields; invalid input stays in the form with its errors shown. */
  onSubmit: (fields: EventFields) => void;
  onCancel: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<EventFieldErrors>({});
  const [refusals, setRefusals] = useState(0);

  // Start typing right away: the first field takes the focus when the form opens.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);

  // After a refused save, the first field in error takes the focus so its message is read out.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const set = (key: keyof EventValues, value: string) => {
    onChange({ ...values, [key]: value });
    // The message goes once the user works on the field; Save checks everything again.
    if (errors[key]) setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  function submit() {
    if (saving) return;
    const parsed = EventInputSchema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      onSubmit(parsed.data);
      return;
    }
    setErrors(fieldErrors(parsed.error, EVENT_FIELD_LABELS, values));
    setRefusals((count) => count + 1);
    if (REQUIRED.some((key) => !values[key].trim())) toast.error(REQUIRED_FIELDS_MISSING);
  }

  const previewSrc = isSafeUrl(values.image.trim()) ? values.image.trim() : '';

  return (
    <form
      ref={form}
      className="events-form"
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
        <p className="notice events-conflict" role="alert">
          Someone else saved this event after you opened it. Your changes are still here: press Save again to
          replace their version, or Cancel to keep theirs.
        </p>
      )}
      <div className="events-form-layout">
        <div className="events-form-fields">
          <TextField
            label={EVENT_FIELD_LABELS.title}
            name="title"
            required
            maxLength={120}
            error={errors.title}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
          />
          <TextField
            label={EVENT_FIELD_LABELS.date}
            name="date"
            required
            maxLength={120}
            placeholder={DATE_EXAMPLE}
            error={errors.date}
            hint={`Free text, as visitors should read it, e.g. "${DATE_EXAMPLE}".`}
            value={values.date}
            onChange={(event) => set('date', event.target.value)}
          />
          <TextAreaField
            label={EVENT_FIELD_LABELS.description}
            name="description"
            required
            rows={4}
            maxLength={1000}
            error={errors.description}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
          <TextField
            label={`${EVENT_FIELD_LABELS.image} (optional)`}
            name="image"
            inputMode="url"
            autoComplete="off"
            maxLength={2048}
            placeholder="https://… or /images/events/photo.jpg"
            error={errors.image}
            hint="A web address, or a path on this website starting with /."
            value={values.image}
            onChange={(event) => set('image', event.target.value)}
          />
        </div>
        <div className="events-preview">
          <ImageWithFallback src={previewSrc} alt="Image preview" className="thumb" />
          <p className="field-hint">Preview</p>
        </div>
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
