import { SignJWT } from 'jose';
import { adminStore, findAdminByUsername, putAdmin } from '../../src/server/accounts/admin-repo.ts';
import { hashPassword } from '../../src/server/accounts/passwords.ts';
import { FIRST_PASSWORD, OWNER_PASSWORD } from './first-password.ts';
import { api, baseUrl } from './http.ts';

export { FIRST_PASSWORD };
export const DEFAULT_USERNAME = 'admin';
/** The built-in admin's password in the integration store: the global set-up replaced its first one. */
export const ADMIN_PASSWORD = OWNER_PASSWORD;

/** The default superadmin's token on each server the tests talk to (some files start servers of their own). */
const cached = new Map<string, string>();

/** Forgets the tokens, so that the next test file signs in afresh (tests/helpers/integration-file.ts). */
export const forgetAdminTokens = () => cached.clear();

/** A token of the default superadmin (logged in once per test file and server). */
export async function adminToken(): Promise<string> {
  const known = cached.get(baseUrl());
  if (known) return known;
  const { status, body } = await api('/api/admin/auth/login', {
    method: 'POST',
    json: { username: DEFAULT_USERNAME, password: ADMIN_PASSWORD },
  });
  if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  const token = body.access_token as string;
  cached.set(baseUrl(), token);
  return token;
}

/**
 * A token of a new account of `role`, made by the superadmin whose token is `by` (the default superadmin
 * when not given), that has replaced its first password, as staff do at their first login.
 */
export async function staffToken(role: string, username: string, by?: string): Promise<string> {
  const created = await api('/api/admin/users', {
    method: 'POST',
    token: by ?? (await adminToken()),
    json: {
      username,
      full_name: `Staf ${role}`,
      email: `${username}@example.id`,
      role,
      password: 'rahasia-awal-123',
    },
  });
  if (created.status !== 201)
    throw new Error(`creating ${username}: ${created.status} ${JSON.stringify(created.body)}`);
  const first = await api('/api/admin/auth/login', {
    method: 'POST',
    json: { username, password: 'rahasia-awal-123' },
  });
  const changed = await api('/api/admin/auth/change-password', {
    method: 'POST',
    token: first.body.access_token as string,
    json: { old_password: 'rahasia-awal-123', new_password: 'milik-sendiri-9' },
  });
  if (changed.status !== 200) throw new Error(`first password of ${username}: ${changed.status}`);
  return changed.body.access_token as string;
}

/**
 * Puts the built-in admin back on its first password, as on a fresh store (tokens issued before stay
 * valid); the function returned restores the account exactly as it was.
 */
export async function onFirstPassword(): Promise<() => Promise<void>> {
  const store = adminStore();
  const account = await findAdminByUsername(store, DEFAULT_USERNAME);
  if (!account) throw new Error('the admin account does not exist');
  await putAdmin(store, {
    ...account,
    password_hash: await hashPassword(FIRST_PASSWORD, { client: null }),
    must_change_password: true,
    password_is_default: true,
  });
  return () => putAdmin(store, account).then(() => undefined);
}

/** A token signed like ours, with chosen claims (for expired / forged tokens). */
export async function signToken(
  claims: { sub?: string; ver?: number; exp?: number },
  secret = process.env.JWT_SECRET ?? '',
): Promise<string> {
  return new SignJWT({ ver: claims.ver ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub ?? 'admin')
    .setJti(crypto.randomUUID())
    .setIssuer('rumah-makan-padang')
    .setAudience('rumah-makan-padang-admin')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 60)
    .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(new TextEncoder().encode(secret));
}

/** An unsigned token ("alg": "none") with otherwise valid claims. */
export function unsignedToken(): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    sub: 'admin',
    ver: 0,
    jti: crypto.randomUUID(),
    iss: 'rumah-makan-padang',
    aud: 'rumah-makan-padang-admin',
    iat: now,
    exp: now + 3600,
  })}.`;
}
