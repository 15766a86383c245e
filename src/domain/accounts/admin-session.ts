/**
 * What the admin's login screen needs of the admin accounts, without a schema library: it ships before
 * anyone signs in (issue 28: at most 80 KB of JavaScript on mobile data). The schemas in admin-user.ts
 * are the definitions (the server validates with them); these readers accept exactly what they accept
 * (tests/unit/admin-session.test.ts checks them against each other).
 */
import type { AdminSession, LoginResponse } from './admin-user.ts';

/** The 403 answer to any other call while `password_change_required`. */
export const PASSWORD_CHANGE_REQUIRED =
  'Please change your password first: the password you were given must be replaced before you can continue.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` as AdminSessionSchema parses it (who is logged in, as kept in local storage), else null. */
export function readAdminSession(value: unknown): AdminSession | null {
  if (!isRecord(value) || typeof value.username !== 'string' || typeof value.role !== 'string') return null;
  return { username: value.username, role: value.role };
}

/** `value` as LoginResponseSchema parses it (POST /api/admin/auth/login's answer), else null. */
export function readLoginResponse(value: unknown): LoginResponse | null {
  if (!isRecord(value) || typeof value.access_token !== 'string') return null;
  if (typeof value.must_change_password !== 'boolean') return null;
  const admin = readAdminSession(value.admin);
  if (!admin) return null;
  return { access_token: value.access_token, admin, must_change_password: value.must_change_password };
}

/** GET /api/admin/auth/login-hint: the first account's username (and password) while they are the first. */
export interface LoginHint {
  username?: string;
  password?: string;
}

/** `value` as the login hint: its fields that are text (none when it is no object). */
export function readLoginHint(value: unknown): LoginHint {
  const { username, password } = isRecord(value) ? value : {};
  return {
    ...(typeof username === 'string' && { username }),
    ...(typeof password === 'string' && { password }),
  };
}
