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

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value: shown under the field, read out with it, and marks it invalid. */
  error?: ReactNode;
  /**
   * Something staff should know about the value that does not stop the save (a certificate that has
   * ended): shown under the field and read out with it, without marking it invalid.
   */
  warning?: ReactNode;
  /** Marks the label of a required field. */
  required?: boolean;
  className?: string;
}

/** The ids that describe a control: its error first, then its warning, then its hint. */
function describedBy(
  id: string,
  { hint, error, warning }: Pick<FieldProps, 'hint' | 'error' | 'warning'>,
): string | undefined {
  const ids = [error && `${id}-error`, warning && `${id}-warning`, hint && `${id}-hint`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Props every control of a field gets: description and validity. */
export const controlProps = (id: string, props: Pick<FieldProps, 'hint' | 'error' | 'warning'>) => ({
  id,
  'aria-describedby': describedBy(id, props),
  'aria-invalid': props.error ? true : undefined,
});

export function Field({
  id,
  label,
  hint,
  error,
  warning,
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
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {warning && (
        <p className="field-warning" id={`${id}-warning`}>
          {warning}
        </p>
      )}
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
  error,
  warning,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      warning={warning}
      required={input.required}
      className={className}
    >
      <input type="text" {...controlProps(id, { hint, error, warning })} {...input} />
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  warning,
  className,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      warning={warning}
      required={textarea.required}
      className={className}
    >
      <textarea rows={3} {...controlProps(id, { hint, error, warning })} {...textarea} />
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  options,
  ...select
}: FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: ReadonlyArray<string | { value: string; label: string }>;
  }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} required={select.required} className={className}>
      <select {...controlProps(id, { hint, error })} {...select}>
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
