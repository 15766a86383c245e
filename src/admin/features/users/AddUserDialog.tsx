/**
 * Add User (superadmin): username, full name, email, role and a first password, which the new user must
 * change at first login. The page keeps what was typed, so closing the dialog or a refused save loses
 * nothing.
 */
import { UserPlus } from 'lucide-react';
import { type SubmitEvent, useEffect, useId, useRef } from 'react';
import type { Role } from '../../../domain/accounts/admin-user.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/fields.tsx';
import { useT } from '../../i18n/i18n.ts';
import { type NewUserErrors, type NewUserValues, newUserLabels, roleChoices } from './new-user.ts';
import { PasswordField } from './PasswordField.tsx';

export function AddUserDialog({
  values,
  errors,
  refusals,
  saving,
  onChange,
  onSubmit,
  onClose,
}: {
  values: NewUserValues;
  errors: NewUserErrors;
  /** How many saves were refused so far: after each, the first field in error takes the focus. */
  refusals: number;
  saving: boolean;
  onChange: (values: NewUserValues, changed: keyof NewUserValues) => void;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const t = useT();
  const labels = newUserLabels();
  const set = <K extends keyof NewUserValues>(key: K, value: NewUserValues[K]) =>
    onChange({ ...values, [key]: value }, key);

  // After a refused save, the first field in error takes the focus so its message is read out.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return (
    <Dialog title={t('users.add')} onClose={onClose}>
      <form
        ref={form}
        className="users-form"
        noValidate
        aria-busy={saving}
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!saving) onSubmit();
        }}
      >
        <TextField
          label={labels.username}
          name="username"
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={40}
          value={values.username}
          error={errors.username}
          hint={t('users.usernameHint')}
          onChange={(event) => set('username', event.target.value)}
        />
        <TextField
          label={labels.full_name}
          name="full_name"
          autoComplete="off"
          maxLength={100}
          value={values.full_name}
          error={errors.full_name}
          onChange={(event) => set('full_name', event.target.value)}
        />
        <TextField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="off"
          maxLength={120}
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <RoleChoice
          label={labels.role}
          value={values.role}
          error={errors.role}
          onChange={(role) => set('role', role)}
        />
        <PasswordField
          label={labels.password}
          name="password"
          value={values.password}
          error={errors.password}
          hint={t('users.passwordHint')}
          onChange={(value) => set('password', value)}
        />
        {errors.form && (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            <UserPlus size={18} aria-hidden />
            {saving ? t('users.adding') : t('users.add')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The roles side by side, each by its name with one line of what it may do, so the owner compares them
 * before choosing (a list of role ids says nothing to someone who has not read the code).
 */
function RoleChoice({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: Role | '';
  error?: string;
  onChange: (role: Role) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="field role-choice" aria-describedby={`${id}-hint`}>
      <legend>
        {label}
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p className="field-hint" id={`${id}-hint`}>
        {t('users.roleHint')}
      </p>
      {roleChoices().map(({ role, name, does }, index) => (
        <label key={role} className="role-choice-option">
          <input
            type="radio"
            name="role"
            value={role}
            required
            checked={value === role}
            // The first option takes the focus after a refused save, and says why.
            aria-invalid={error && index === 0 ? true : undefined}
            // Named by the role alone, its line read out as the description.
            aria-labelledby={`${id}-${role}-name`}
            aria-describedby={[error && `${id}-error`, `${id}-${role}`].filter(Boolean).join(' ')}
            onChange={() => onChange(role)}
          />
          <span>
            <span className="role-choice-name" id={`${id}-${role}-name`}>
              {name}
            </span>
            <span className="field-hint" id={`${id}-${role}`}>
              {does}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
