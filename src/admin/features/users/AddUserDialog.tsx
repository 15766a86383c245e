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
import { useT } from '../../i18n/i18n.ts';
import { type NewUserErrors, type NewUserValues, newUserLabels } from './new-user.ts';
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
  const roleOptions = [
    { value: '', label: t('users.chooseRole') },
    ...ROLES.map((role) => ({ value: role, label: role })),
  ];
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
        <SelectField
          label={labels.role}
          name="role"
          required
          options={roleOptions}
          value={values.role}
          error={errors.role}
          hint={values.role ? t(`users.role.${values.role}`) : t('users.roleHint')}
          onChange={(event) => set('role', event.target.value as NewUserValues['role'])}
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
