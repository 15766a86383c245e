/**
 * Add User (superadmin): username, full name, email, role and a first password, which the new user must
 * change at first login. The page keeps what was typed, so closing the dialog or a refused save loses
 * nothing.
 */
import { UserPlus } from 'lucide-react';
import { type SubmitEvent, useEffect, useRef } from 'react';
import { ROLES } from '../../../domain/admin-user.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { SelectField, TextField } from '../../components/fields.tsx';
import { NEW_USER_LABELS, type NewUserErrors, type NewUserValues } from './new-user.ts';
import { PasswordField } from './PasswordField.tsx';
import { ROLE_DESCRIPTIONS } from './roles.ts';

const ROLE_OPTIONS = [
  { value: '', label: 'Choose a role…' },
  ...ROLES.map((role) => ({ value: role, label: role })),
];

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
  const set = <K extends keyof NewUserValues>(key: K, value: NewUserValues[K]) =>
    onChange({ ...values, [key]: value }, key);

  // After a refused save, the first field in error takes the focus so its message is read out.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return (
    <Dialog title="Add User" onClose={onClose}>
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
          label={NEW_USER_LABELS.username}
          name="username"
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={40}
          value={values.username}
          error={errors.username}
          hint="What they type to log in: 3-40 letters, digits, dots, hyphens or underscores."
          onChange={(event) => set('username', event.target.value)}
        />
        <TextField
          label={NEW_USER_LABELS.full_name}
          name="full_name"
          autoComplete="off"
          maxLength={100}
          value={values.full_name}
          error={errors.full_name}
          onChange={(event) => set('full_name', event.target.value)}
        />
        <TextField
          label={NEW_USER_LABELS.email}
          name="email"
          type="email"
          autoComplete="off"
          maxLength={120}
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <SelectField
          label={NEW_USER_LABELS.role}
          name="role"
          required
          options={ROLE_OPTIONS}
          value={values.role}
          error={errors.role}
          hint={values.role ? ROLE_DESCRIPTIONS[values.role] : 'What this person may do in the back-office.'}
          onChange={(event) => set('role', event.target.value as NewUserValues['role'])}
        />
        <PasswordField
          label={NEW_USER_LABELS.password}
          name="password"
          value={values.password}
          error={errors.password}
          hint="At least 10 characters, not a common password, without the username or the restaurant's name. Give it to the new user: they must change it at their first login."
          onChange={(value) => set('password', value)}
        />
        {errors.form && (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            <UserPlus size={18} aria-hidden />
            {saving ? 'Adding...' : 'Add User'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
