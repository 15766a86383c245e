/** /admin/login (SPEC §2, §8): prefilled default credentials while they are still in use, show/hide password. */
import { Eye, EyeOff } from 'lucide-react';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { type AdminLanguage, LoginResponseSchema } from '../../../domain/admin-user.ts';
import { ApiError, api, NetworkError } from '../../api.ts';
import { TextField } from '../../components/fields.tsx';
import { LanguageSelect } from '../../components/LanguageSelect.tsx';
import { english, setLanguage, useT } from '../../i18n/i18n.ts';
import { navigate } from '../../navigation.ts';
import { HOME_PATH } from '../../routes.ts';
import { saveSession } from '../../session.ts';

export const LOGIN_FAILED = english('login.failed');
export const INVALID_CREDENTIALS = english('login.invalidCredentials');
export const NETWORK_ERROR = english('login.networkError');
export const COULD_NOT_CONNECT = english('login.couldNotConnect');
/** SPEC §9: the dashboard opens 1 s after a successful login. */
export const REDIRECT_DELAY_MS = 1000;

const LoginHintSchema = z.object({ username: z.string().optional(), password: z.string().optional() });

export function LoginPage() {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [hint, setHint] = useState<{ username: string; password: string } | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Set once the user is in a field: what they type is never mixed with a prefill arriving late. */
  const touched = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  /** The language picked on this page, if any: it becomes the account's own at login. */
  const picked = useRef<AdminLanguage | null>(null);

  // The tab's title in the chosen language too.
  useEffect(() => {
    document.title = t('page.tabTitle', { title: t('page.login') });
  }, [t]);

  useEffect(() => {
    // The server tells the first account's username while it still has its first password, and the
    // password too only when it is the built-in default (never one the owner set on the server).
    api('/api/admin/auth/login-hint', { auth: false, schema: LoginHintSchema })
      .then((defaults) => {
        const { username, password = '' } = defaults;
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
    setBusy(true);
    try {
      const result = await api('/api/admin/auth/login', {
        method: 'POST',
        json: { username: username.trim(), password },
        auth: false,
        schema: LoginResponseSchema,
      });
      saveSession(result.access_token, result.admin);
      // Who picks a language before signing in wants the back-office in it, on every device from now on.
      if (picked.current)
        await api('/api/admin/auth/language', {
          method: 'PUT',
          json: { language: picked.current },
          expireOn401: false,
        }).catch(() => undefined);
      toast.success(t('login.welcome', { username: result.admin.username }), {
        description: result.must_change_password ? t('login.pleaseChangePassword') : t('login.successful'),
      });
      setTimeout(() => navigate(HOME_PATH), REDIRECT_DELAY_MS);
    } catch (error) {
      setBusy(false);
      if (error instanceof NetworkError) {
        toast.error(t('login.networkError'), { description: error.message || t('login.couldNotConnect') });
      } else {
        toast.error(t('login.failed'), {
          description: (error instanceof ApiError && error.detail) || t('login.invalidCredentials'),
        });
      }
    }
  }

  return (
    <main className="login-screen">
      <div className="login-card">
        <h1>{t('page.login')}</h1>
        <p className="subtitle">{t('login.subtitle')}</p>
        <LanguageSelect
          value={t.language}
          onChange={(language) => {
            picked.current = language;
            setLanguage(language);
          }}
        />
        <form
          ref={form}
          className="login-form"
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
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
              </button>
            </div>
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
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
        <a className="back-link" href="/">
          {t('login.backToWebsite')}
        </a>
      </div>
    </main>
  );
}
