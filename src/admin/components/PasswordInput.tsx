/**
 * A password input with its label, a show/hide toggle, an optional hint and error, and optionally an
 * action beside it (the users' Generate button), which may show the password it fills in.
 */
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, type Ref, useId, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { controlProps, Field } from './fields.tsx';

export function PasswordInput({
  label,
  name,
  toggleName,
  value,
  autoComplete,
  hint,
  error,
  inputRef,
  action,
  onChange,
}: {
  label: string;
  name?: string;
  /** What the toggle's tooltip names ("new password"), in the admin's language; "password" when absent. */
  toggleName?: string;
  value: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
  error?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Rendered beside the input; `show()` reveals the password (after filling one in). */
  action?: (show: () => void) => ReactNode;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const t = useT();
  const what = toggleName ?? t('password.thePassword');
  const row = (
    <div className="password-row">
      <input
        ref={inputRef}
        name={name}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize="off"
        required
        maxLength={200}
        value={value}
        {...controlProps(id, { hint, error })}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="icon-button"
        aria-label={shown ? t('password.hide') : t('password.show')}
        title={shown ? t('password.hideThe', { what }) : t('password.showThe', { what })}
        aria-pressed={shown}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
      </button>
    </div>
  );
  return (
    <Field id={id} label={label} hint={hint} error={error} required>
      {action ? (
        <div className="users-password-row">
          {row}
          {action(() => setShown(true))}
        </div>
      ) : (
        row
      )}
    </Field>
  );
}
