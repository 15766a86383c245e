/**
 * Change Password (SPEC §2, §5, §8). The server revokes every older token when the password changes and
 * answers with a fresh one, which replaces the stored token so this browser stays signed in. The new
 * password is typed twice, and each field can be shown while typing.
 */
import { KeyRound } from 'lucide-react';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { passwordProblem } from '../../../domain/accounts/password-policy.ts';
import { useLeaveGuard } from '../../app/navigation.ts';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { sayProblem } from '../../i18n/problems.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { restaurantWords } from '../../shared/restaurant-words.ts';
import { getAdminInfo, setToken } from '../../shared/session.ts';
import { LanguageCard } from './LanguageCard.tsx';

/** The address of the form, for links that must land on it ("Change it in Settings"). */
export const CHANGE_PASSWORD_ANCHOR = 'change-password';

const PasswordChangedSchema = z.object({ access_token: z.string().min(1) });

export function ChangePasswordCard({ onChanged }: { onChanged?: () => void } = {}) {
  const t = useT();
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
      toast.error(translate('password.fillAll'));
      return;
    }
    // The server's rule, checked before sending (the server also knows the common passwords).
    const problem = passwordProblem(
      next,
      { username: getAdminInfo()?.username, restaurant: restaurantWords() },
      translate('password.newInMessage'),
    );
    if (problem) {
      setWeak(sayProblem(problem));
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
      toast.success(translate('password.changed'));
      onChanged?.();
    } catch (error) {
      notifyFailure(error, translate('password.changeFailed'), { detailFirst: true });
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
      <h2 id="settings-password">{t('password.cardTitle')}</h2>
      <form className="settings-form" noValidate onSubmit={submit}>
        <PasswordInput
          label={t('password.current')}
          toggleName={t('password.currentName')}
          autoComplete="current-password"
          value={current}
          inputRef={currentRef}
          onChange={setCurrent}
        />
        <PasswordInput
          label={t('password.new')}
          toggleName={t('password.newName')}
          autoComplete="new-password"
          value={next}
          hint={t('password.newHint')}
          error={weak}
          inputRef={nextRef}
          onChange={(value) => {
            setNext(value);
            setWeak(undefined);
            setMismatch(false);
          }}
        />
        <PasswordInput
          label={t('password.confirm')}
          toggleName={t('password.confirmName')}
          autoComplete="new-password"
          value={again}
          inputRef={againRef}
          error={mismatch ? t('password.differ') : undefined}
          onChange={(value) => {
            setAgain(value);
            setMismatch(false);
          }}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <KeyRound size={18} aria-hidden />
            {busy ? t('password.changing') : t('password.cardTitle')}
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
  const t = useT();
  return (
    <div className="settings-grid first-password">
      <p className="notice">
        {t(isDefault ? 'password.stillDefault' : 'password.stillGiven')}{' '}
        <a
          href={`#${CHANGE_PASSWORD_ANCHOR}`}
          onClick={(event) => {
            event.preventDefault();
            document.querySelector<HTMLInputElement>(`#${CHANGE_PASSWORD_ANCHOR} input`)?.focus();
          }}
        >
          {t('password.changeNow')}
        </a>
      </p>
      <ChangePasswordCard onChanged={onChanged} />
      <LanguageCard />
    </div>
  );
}
