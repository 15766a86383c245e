/**
 * A password a superadmin sets for someone else: the shared password input with a button that makes up a
 * readable one (shown, so it can be passed on).
 */
import { Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { useT } from '../../i18n/i18n.ts';
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
  const t = useT();
  return (
    <PasswordInput
      label={label}
      name={name}
      autoComplete="new-password"
      value={value}
      error={error}
      hint={hint}
      onChange={onChange}
      action={(show) => (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            onChange(generatePassword());
            show();
          }}
        >
          <Wand2 size={16} aria-hidden /> {t('users.generate')}
        </button>
      )}
    />
  );
}
