/**
 * Change Password (SPEC §2, §5, §8). The server revokes every older token when the password changes and
 * answers with a fresh one, which replaces the stored token so this browser stays signed in.
 */
import { KeyRound } from 'lucide-react';
import { type SubmitEvent, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { api } from '../../api.ts';
import { TextField } from '../../components/fields.tsx';
import { notifyFailure } from '../../notify.ts';
import { setToken } from '../../session.ts';

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORD_CHANGED = 'Password changed successfully!';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password';

const PasswordChangedSchema = z.object({ access_token: z.string().min(1) });

export function ChangePasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!current || !next) {
      toast.error(FILL_ALL_FIELDS);
      return;
    }
    setBusy(true);
    try {
      const { access_token } = await api('/api/admin/auth/change-password', {
        method: 'POST',
        json: { old_password: current, new_password: next },
        schema: PasswordChangedSchema,
      });
      setToken(access_token);
      setCurrent('');
      setNext('');
      toast.success(PASSWORD_CHANGED);
    } catch (error) {
      notifyFailure(error, PASSWORD_CHANGE_FAILED, { detailFirst: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card settings-password" aria-labelledby="settings-password">
      <h2 id="settings-password">Change Password</h2>
      <form className="settings-form" noValidate onSubmit={submit}>
        <TextField
          label="Current Password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label="New Password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          required
          value={next}
          hint="At least 8 characters, and not your username."
          onChange={(event) => setNext(event.target.value)}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <KeyRound size={18} aria-hidden />
            {busy ? 'Changing...' : 'Change Password'}
          </button>
        </div>
      </form>
    </section>
  );
}
