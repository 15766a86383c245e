/**
 * Change Password (SPEC §2, §5, §8). The server revokes every older token when the password changes and
 * answers with a fresh one, which replaces the stored token so this browser stays signed in. The new
 * password is typed twice, and each field can be shown while typing.
 */
import { KeyRound } from 'lucide-react';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { passwordProblem } from '../../../domain/password-policy.ts';
import { api } from '../../api.ts';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { useLeaveGuard } from '../../navigation.ts';
import { notifyFailure } from '../../notify.ts';
import { getAdminInfo, setToken } from '../../session.ts';

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORD_CHANGED = 'Password changed successfully!';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password';
export const PASSWORDS_DIFFER = 'The new passwords do not match';
/** The address of the form, for links that must land on it ("Change it in Settings"). */
export const CHANGE_PASSWORD_ANCHOR = 'change-password';

const PasswordChangedSchema = z.object({ access_token: z.string().min(1) });

export function ChangePasswordCard({ onChanged }: { onChanged?: () => void } = {}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [weak, setWeak] = useState<string>();
  const [busy, setBusy] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const againRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  useLeaveGuard(Boolean(current || next || again) && !busy);

  // A link to the form ("Change it in Settings") lands on its first field.
  useEffect(() => {
    if (location.hash !== `#${CHANGE_PASSWORD_ANCHOR}`) return;
    currentRef.current?.scrollIntoView({ block: 'center' });
    currentRef.current?.focus({ preventScroll: true });
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!current || !next || !again) {
      toast.error(FILL_ALL_FIELDS);
      return;
    }
    // The server's rule, checked before sending (the server also knows the common passwords).
    const problem = passwordProblem(next, { username: getAdminInfo()?.username });
    if (problem) {
      setWeak(problem);
      nextRef.current?.focus();
      return;
    }
    if (next !== again) {
      setMismatch(true);
      againRef.current?.focus();
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
      setAgain('');
      toast.success(PASSWORD_CHANGED);
      onChanged?.();
    } catch (error) {
      notifyFailure(error, PASSWORD_CHANGE_FAILED, { detailFirst: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="card settings-password"
      id={CHANGE_PASSWORD_ANCHOR}
      aria-labelledby="settings-password"
      tabIndex={-1}
    >
      <h2 id="settings-password">Change Password</h2>
      <form className="settings-form" noValidate onSubmit={submit}>
        <PasswordInput
          label="Current Password"
          toggleName="current password"
          autoComplete="current-password"
          value={current}
          inputRef={currentRef}
          onChange={setCurrent}
        />
        <PasswordInput
          label="New Password"
          toggleName="new password"
          autoComplete="new-password"
          value={next}
          hint="At least 10 characters (a passphrase of a few words is best), not a common password, and without your username or the restaurant's name."
          error={weak}
          inputRef={nextRef}
          onChange={(value) => {
            setNext(value);
            setWeak(undefined);
            setMismatch(false);
          }}
        />
        <PasswordInput
          label="Confirm New Password"
          toggleName="confirmed password"
          autoComplete="new-password"
          value={again}
          inputRef={againRef}
          error={mismatch ? PASSWORDS_DIFFER : undefined}
          onChange={(value) => {
            setAgain(value);
            setMismatch(false);
          }}
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

/**
 * What an account on a first password a superadmin chose sees on every page until it is changed: the
 * server refuses everything else (403) meanwhile.
 */
export function FirstPasswordScreen({
  isDefault,
  onChanged,
}: {
  /** The built-in account's first password, rather than one a superadmin gave. */
  isDefault: boolean;
  onChanged: () => void;
}) {
  return (
    <div className="settings-grid first-password">
      <p className="notice">
        ⚠️ You are still using {isDefault ? 'the default password' : 'the password a superadmin gave you'}.
        Choose your own before anything else: the other pages open once it is changed.{' '}
        <a
          href={`#${CHANGE_PASSWORD_ANCHOR}`}
          onClick={(event) => {
            event.preventDefault();
            document.querySelector<HTMLInputElement>(`#${CHANGE_PASSWORD_ANCHOR} input`)?.focus();
          }}
        >
          Change it now
        </a>
      </p>
      <ChangePasswordCard onChanged={onChanged} />
    </div>
  );
}
