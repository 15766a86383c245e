import { readAdminSession } from '../../domain/accounts/admin-session.ts';
import type { AdminSession } from '../../domain/accounts/admin-user.ts';

/** Local storage keys of SPEC §9. */
export const TOKEN_KEY = 'admin_token';
export const ADMIN_INFO_KEY = 'admin_info';

// Storage can be unavailable (private mode, blocked cookies): the admin then behaves as logged out.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(TOKEN_KEY) || null;
}

/** Replaces the token only (after a password change, older tokens are revoked). */
export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

/** Who is logged in, or null when admin_info is missing or not what we stored. */
export function getAdminInfo(): AdminSession | null {
  const raw = read(ADMIN_INFO_KEY);
  if (!raw) return null;
  try {
    return readAdminSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function saveSession(token: string, admin: AdminSession): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ADMIN_INFO_KEY, JSON.stringify(admin));
}

/** Updates who is logged in (the server's word on role and name wins over what was stored). */
export function saveAdminInfo(admin: AdminSession): void {
  localStorage.setItem(ADMIN_INFO_KEY, JSON.stringify(admin));
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(ADMIN_INFO_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
