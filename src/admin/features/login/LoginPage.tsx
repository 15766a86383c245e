/**
 * /admin/login (SPEC §2, §8): prefilled default credentials while they are still in use, show/hide password.
 * Rendered at build time (it needs no data), so it can be filled in before the admin's code arrives; the
 * island then takes over what was typed and keeps the field the user is in. Its code is asked for when the
 * form is first used (`client:firstuse`, which also enables the buttons and does again a click or a send
 * made meanwhile); without JavaScript the buttons stay disabled and the page says it is needed.
 */
import { type SubmitEvent, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { AdminLanguage } from '../../../domain/accounts/admin-language.ts';
import { readLoginHint, readLoginResponse } from '../../../domain/accounts/admin-session.ts';
import { toasts } from '../../../ui/lazy-toasts.tsx';
import { WAITS_FOR_CODE } from '../../../ui/waits-for-code.ts';
import { navigate } from '../../app/location.ts';
import { HOME_PATH } from '../../app/routes.ts';
import { TextField } from '../../components/fields.tsx';
import { LanguageSelect } from '../../components/LanguageSelect.tsx';
import { EyeIcon, EyeOffIcon } from '../../components/sign-in-icons.tsx';
import { sayServerMessage } from '../../i18n/server-words.ts';
import { setLanguage, useT } from '../../i18n/translate.ts';
import { ApiError, api, NetworkError } from '../../shared/api.ts';
import { saveSession } from '../../shared/session.ts';

/** SPEC §9: the dashboard opens 1 s after a successful login. */
export const REDIRECT_DELAY_MS = 1000;

/** Who may sign in with the built-in password still in use (read by the page before its code runs too). */
export const LOGIN_HINT_PATH = '/api/admin/auth/login-hint';

const noSubscription = () => () => undefined;

/** False while the page built ahead is hydrated (and at build time), true once this code runs it. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * `onSigningIn`: called when the form is sent, to fetch the code behind the login while the server checks
 * the password; `onSignedIn`: as soon as the login succeeded, to ask for what the first screen shows
 * during the welcome.
 */
export function LoginPage({
  onSigningIn,
  onSignedIn,
}: {
  onSigningIn?: () => void;
  onSignedIn?: (role: string | null) => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  /** The controls that wait for this code: disabled in the page built ahead, enabled there by its directive. */
  const untilHydrated = hydrated ? {} : { disabled: true, [WAITS_FOR_CODE]: '' };
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [hint, setHint] = useState<{ username: string; password: string } | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  /** A refusal said in the card when the toaster's code cannot be fetched (the connection dropped). */
  const [notice, setNotice] = useState<string | null>(null);
  /** Set once the user is in a field: what they type is never mixed with a prefill arriving late. */
  const touched = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  /** The language picked on this page, if any: it becomes the account's own at login. */
  const picked = useRef<AdminLanguage | null>(null);

  // What was typed into the page built ahead, before this code arrived: React keeps what the browser shows
  // at hydration but would put the (empty) state back on the next render, so it becomes the state now. The
  // fields are the same elements, so the one the user is in keeps the focus.
  useLayoutEffect(() => {
    const typed = (name: string) => {
      const field = form.current?.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    const [typedUsername, typedPassword] = [typed('username'), typed('password')];
    if (typedUsername) setUsername(typedUsername);
    if (typedPassword) setPassword(typedPassword);
    if (typedUsername || typedPassword || form.current?.contains(document.activeElement))
      touched.current = true;
  }, []);

  // The tab's title in the chosen language too.
  useEffect(() => {
    document.title = t('page.tabTitle', { title: t('page.login') });
  }, [t]);

  useEffect(() => {
    // The server tells the first account's username while it still has its first password, and the
    // password too only when it is the built-in default (never one the owner set on the server).
    api(LOGIN_HINT_PATH, { auth: false })
      .then((answer) => {
        const { username, password = '' } = readLoginHint(answer);
        if (!username) return;
        if (password) setHint({ username, password });
        // Focus events can lag behind focus (a page without system focus): where the focus is counts too.
        if (touched.current || form.current?.contains(document.activeElement)) return;
        // Into the fields in this same task, so nothing the user does can fall between check and fill.
        flushSync(() => {
          setUsername(username);
          setPassword(password);
        });
      })
      .catch(() => undefined);
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the form holds: a send made before the code ran is done again as it takes the form over, before
    // what was typed has become the state.
    const fields = new FormData(event.currentTarget);
    const sent = {
      username: String(fields.get('username') ?? '').trim(),
      password: String(fields.get('password') ?? ''),
    };
    setBusy(true);
    setNotice(null);
    // Whatever the answer, it is told in a toast: the toaster loads meanwhile, and what follows a sign-in too.
    const toast = toasts();
    onSigningIn?.();
    try {
      const answer = await api('/api/admin/auth/login', {
        method: 'POST',
        json: sent,
        auth: false,
      });
      // The dashboard follows 1 s after the answer (SPEC), however long the welcome takes to show.
      const answeredAt = performance.now();
      const result = readLoginResponse(answer);
      if (!result)
        throw new ApiError(
          200,
          t('common.unexpectedAnswer', { issues: 'access_token, admin, must_change_password' }),
        );
      saveSession(result.access_token, result.admin);
      // Until the first password is replaced the server opens nothing else: no figures to ask for.
      onSignedIn?.(result.must_change_password ? null : result.admin.role);
      // Who picks a language before signing in wants the back-office in it, on every device from now on.
      if (picked.current)
        await api('/api/admin/auth/language', {
          method: 'PUT',
          json: { language: picked.current },
          expireOn401: false,
        }).catch(() => undefined);
      // Signed in whether or not the welcome can be shown.
      toast
        .then((show) =>
          show.success(t('login.welcome', { username: result.admin.username }), {
            description: result.must_change_password
              ? t('login.pleaseChangePassword')
              : t('login.successful'),
          }),
        )
        .catch(() => undefined);
      setTimeout(() => navigate(HOME_PATH), Math.max(0, answeredAt + REDIRECT_DELAY_MS - performance.now()));
    } catch (error) {
      setBusy(false);
      const [title, description] =
        error instanceof NetworkError
          ? [t('login.networkError'), error.message || t('login.couldNotConnect')]
          : [
              t('login.failed'),
              (error instanceof ApiError && error.detail && sayServerMessage(error.detail)) ||
                t('login.invalidCredentials'),
            ];
      toast.then(
        ({ error: show }) => show(title, { description }),
        () => setNotice(`${title}: ${description}`),
      );
    }
  }

  return (
    <main className="login-screen">
      <div className="login-card">
        <h1>{t('page.login')}</h1>
        <p className="subtitle">{t('login.subtitle')}</p>
        <LanguageSelect
          {...untilHydrated}
          value={t.language}
          onChange={(language) => {
            picked.current = language;
            setLanguage(language);
          }}
        />
        <form
          ref={form}
          className="login-form"
          // Never sent by the browser itself (the button waits for the code): no password in an address.
          method="post"
          onSubmit={onSubmit}
          onFocus={() => {
            touched.current = true;
          }}
          onInput={() => {
            touched.current = true;
          }}
        >
          <TextField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            required
            maxLength={40}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <div className="field">
            <label htmlFor="login-password">
              {t('login.password')}
              <span className="required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <div className="password-row">
              <input
                id="login-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                maxLength={200}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <button
                type="button"
                className="icon-button"
                aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                aria-pressed={showPassword}
                {...untilHydrated}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
              </button>
            </div>
          </div>
          {notice && (
            <p className="field-error" role="alert">
              {notice}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy} {...untilHydrated}>
            {busy ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <a className="back-link" href="/">
          {t('login.backToWebsite')}
        </a>
        {/* Last: it arrives after the first paint, and nothing below it is pushed down. */}
        {hint && (
          <div className="default-credentials">
            <p>
              <strong>{t('login.defaultCredentials')}</strong>
            </p>
            <p>
              {t('login.username')}: <code>{hint.username}</code>
            </p>
            <p>
              {t('login.password')}: <code>{hint.password}</code>
            </p>
            <p>{t('login.changeAfterFirstLogin')}</p>
          </div>
        )}
      </div>
    </main>
  );
}
