/**
 * A password a superadmin sets for someone else: labelled like the shared fields, with a show/hide toggle
 * and a button that makes up a readable one (shown, so it can be passed on).
 */
import { Eye, EyeOff, Wand2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { generatePassword } from './new-password.ts';

export function PasswordField({
  label,
  name,
  value,
  error,
  hint,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  error?: ReactNode;
  hint?: ReactNode;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <div className="users-password-row">
        <div className="password-row">
          <input
            id={id}
            name={name}
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            spellCheck={false}
            autoCapitalize="off"
            required
            maxLength={200}
            value={value}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            className="icon-button"
            aria-label={shown ? 'Hide password' : 'Show password'}
            aria-pressed={shown}
            onClick={() => setShown((current) => !current)}
          >
            {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </button>
        </div>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            onChange(generatePassword());
            setShown(true);
          }}
        >
          <Wand2 size={16} aria-hidden /> Generate
        </button>
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
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
