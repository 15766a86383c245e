/**
 * Reset password (superadmin): a new first password for someone who forgot theirs. It must be changed at
 * their next login, and every session they have open ends at once.
 */
import { KeyRound } from 'lucide-react';
import { type SubmitEvent, useRef, useState } from 'react';
import { type AdminUser, AdminUserSchema, PasswordResetSchema } from '../../../domain/accounts/admin-user.ts';
import { passwordProblem } from '../../../domain/accounts/password-policy.ts';
import { fieldErrors, problemsInDetail } from '../../../domain/shared/validation.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { sayProblem, sayProblems } from '../../i18n/problems.ts';
import { ApiError, api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { restaurantWords } from '../../shared/restaurant-words.ts';
import { PasswordField } from './PasswordField.tsx';

export function ResetPasswordDialog({
  user,
  onDone,
  onClose,
}: {
  user: AdminUser;
  onDone: (user: AdminUser) => void;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const t = useT();
  const LABELS = { new_password: t('users.resetNewPassword') };

  function refuse(message: string | undefined) {
    setError(message);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = PasswordResetSchema.safeParse({ new_password: password });
    if (!parsed.success) {
      refuse(sayProblems(fieldErrors(parsed.error, LABELS, { new_password: password })).new_password);
      return;
    }
    const problem = passwordProblem(
      password,
      { username: user.username, restaurant: restaurantWords() },
      LABELS.new_password,
    );
    if (problem) {
      refuse(sayProblem(problem));
      return;
    }
    setSaving(true);
    try {
      const updated = await api(`/api/admin/users/${encodeURIComponent(user.id)}/reset-password`, {
        method: 'POST',
        json: parsed.data,
        schema: AdminUserSchema,
      });
      onDone(updated);
    } catch (failure) {
      notifyFailure(failure, translate('users.resetFailed'));
      if (failure instanceof ApiError && failure.status === 400 && failure.detail) {
        const problems = sayProblems(fieldErrors(problemsInDetail(failure.detail), LABELS));
        refuse(problems.new_password ?? failure.detail);
      }
      setSaving(false);
    }
  }

  return (
    <Dialog title={t('users.resetTitle', { username: user.username })} onClose={onClose}>
      <form ref={form} className="users-form" noValidate aria-busy={saving} onSubmit={submit}>
        <p className="users-dialog-text">
          {t('users.resetTextBefore')} <strong>{user.full_name || user.username}</strong>
          {t('users.resetTextAfter')}
        </p>
        <PasswordField
          label={LABELS.new_password}
          name="new_password"
          value={password}
          error={error}
          hint={t('users.resetHint')}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
        />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            <KeyRound size={18} aria-hidden />
            {saving ? t('common.saving') : t('users.resetSubmit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
