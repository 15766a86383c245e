/**
 * Labelled form controls: every input gets a visible label tied to it, and an optional hint read out
 * with it. Use these instead of bare inputs so no field is ever unlabelled.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Marks the label of a required field. */
  required?: boolean;
  className?: string;
}

function Field({
  id,
  label,
  hint,
  required,
  className,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

export function TextField({
  label,
  hint,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} required={input.required} className={className}>
      <input id={id} type="text" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  className,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} required={textarea.required} className={className}>
      <textarea id={id} rows={3} aria-describedby={hint ? `${id}-hint` : undefined} {...textarea} />
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  className,
  options,
  ...select
}: FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: ReadonlyArray<string | { value: string; label: string }>;
  }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} required={select.required} className={className}>
      <select id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...select}>
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Field>
  );
}
