/** /admin/login (SPEC §2, §8): prefilled default credentials while they are still in use, show/hide password. */
import { Eye, EyeOff } from 'lucide-react';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { LoginResponseSchema } from '../../../domain/admin-user.ts';
import { ApiError, api, NetworkError } from '../../api.ts';
import { TextField } from '../../components/fields.tsx';
import { navigate } from '../../navigation.ts';
import { HOME_PATH } from '../../routes.ts';
import { saveSession } from '../../session.ts';

export const LOGIN_FAILED = 'Login Failed';
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const NETWORK_ERROR = 'Network Error';
export const COULD_NOT_CONNECT = 'Could not connect to server';
/** SPEC §9: the dashboard opens 1 s after a successful login. */
export const REDIRECT_DELAY_MS = 1000;

const LoginHintSchema = z.object({ username: z.string().optional(), password: z.string().optional() });

export function LoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [hint, setHint] = useState<{ username: string; password: string } | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Set once the user is in a field: what they type is never mixed with a prefill arriving late. */
  const touched = useRef(false);
  const form = useRef<HTMLFormElement>(null);

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
      toast.success(`Welcome, ${result.admin.username}!`, {
        description: result.must_change_password ? '⚠️ Please change your password' : 'Login successful',
      });
      setTimeout(() => navigate(HOME_PATH), REDIRECT_DELAY_MS);
    } catch (error) {
      setBusy(false);
      if (error instanceof NetworkError) {
        toast.error(NETWORK_ERROR, { description: error.message || COULD_NOT_CONNECT });
      } else {
        toast.error(LOGIN_FAILED, {
          description: (error instanceof ApiError && error.detail) || INVALID_CREDENTIALS,
        });
      }
    }
  }

  return (
    <main className="login-screen">
      <div className="login-card">
        <h1>Admin Login</h1>
        <p className="subtitle">Rumah Makan Padang back-office</p>
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
            label="Username"
            name="username"
            autoComplete="username"
            required
            maxLength={40}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <div className="field">
            <label htmlFor="login-password">
              Password
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
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
              </button>
            </div>
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Logging in...' : 'Login'}
          </button>
        </form>
        {hint && (
          <div className="default-credentials">
            <p>
              <strong>Default credentials</strong>
            </p>
            <p>
              Username: <code>{hint.username}</code>
            </p>
            <p>
              Password: <code>{hint.password}</code>
            </p>
            <p>Please change the password after your first login.</p>
          </div>
        )}
        <a className="back-link" href="/">
          ← Back to website
        </a>
      </div>
    </main>
  );
}
