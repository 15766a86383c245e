import { type LoginHint, PASSWORD_CHANGE_REQUIRED } from '../../domain/accounts/admin-session.ts';
import {
  type AdminLanguage,
  type AdminMe,
  type AdminUser,
  DEFAULT_ADMIN_LANGUAGE,
  type LoginResponse,
} from '../../domain/accounts/admin-user.ts';
import { can, type Permission } from '../../domain/accounts/permissions.ts';
import type { SessionsStatus } from '../../domain/accounts/sessions.ts';
import { RESTAURANT_TIME_ZONE, type RestaurantTimeZone } from '../../domain/content/hours.ts';
import { AUDIT, fillIn, INCORRECT_LOGIN, TOO_MANY_TRIES } from '../../domain/shared/server-messages.ts';
import { recordAudit } from '../audit/audit-service.ts';
import {
  DEFAULT_ADMIN_USERNAME,
  DOCUMENTED_DEFAULT_PASSWORD,
  defaultAdminPassword,
  firstPasswordIsBuiltIn,
} from '../config.ts';
import { getRestaurantInfo } from '../content/settings-repo.ts';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../http/errors.ts';
import { forgetAllDevices, forgetSessionDevices } from '../notifications/push-service.ts';
import { contentStore } from '../store/blobs.ts';
import { rateLimiter } from '../store/rate-limit.ts';
import {
  adminStore,
  admins,
  anyAdminExists,
  createAdmin,
  findAdminByUsername,
  revokeToken,
  type StoredAdmin,
  sessionRecord,
} from './admin-repo.ts';
import { DECOY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import type { Session } from './session.ts';
import { isCurrentKey, renewSigningKey, signingKeySource } from './signing-key.ts';
import { issueToken, verifyToken } from './tokens.ts';
import { publicUser, refuseWeakPassword, restaurantWords, withNewPassword } from './user-service.ts';

/**
 * Creates the first superadmin (must change the password on first login) when there is no account. Where
 * the first password must be configured and is not (a Netlify deploy without ADMIN_DEFAULT_PASSWORD), it
 * throws ServerConfigError before touching the store: nobody can sign in, and no account is made.
 */
export async function ensureDefaultAdmin(): Promise<void> {
  const firstPassword = defaultAdminPassword();
  const store = adminStore();
  if (await anyAdminExists(store)) return;
  await createAdmin(store, {
    id: 'admin',
    username: DEFAULT_ADMIN_USERNAME,
    full_name: 'Administrator',
    email: null,
    role: 'superadmin',
    is_active: true,
    last_login: null,
    // The server's own work, once: the first account of a fresh store.
    password_hash: await hashPassword(firstPassword, { client: null }),
    must_change_password: true,
    password_is_default: true,
    token_version: 0,
    language: DEFAULT_ADMIN_LANGUAGE,
    position: 0,
  });
}

/** Failed logins allowed per account and client address: 5 in 15 minutes. */
export const LOGIN_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

export function tooManyLogins(retryAfterSeconds: number, what: string = TOO_MANY_TRIES.failedLogins) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const sentence = minutes === 1 ? TOO_MANY_TRIES.one : TOO_MANY_TRIES.other;
  return tooManyRequests(fillIn(sentence, { what, minutes: String(minutes) }), retryAfterSeconds);
}

/**
 * Checks the credentials. Unknown users, wrong passwords and inactive accounts get the same answer and
 * cost the same hashing time, so the answer tells nothing about which usernames exist. After 5 failures
 * for one account from one address within 15 minutes, that pair is refused (429) until the window
 * passes; a successful login clears it. Keyed on the address Netlify saw, never on the request body.
 */
export async function login(username: string, password: string, clientIp: string): Promise<LoginResponse> {
  await ensureDefaultAdmin();
  const store = adminStore();
  const throttle = rateLimiter(store, 'login', LOGIN_LIMIT);
  const key = [username.trim().toLowerCase(), clientIp];
  // Counted before the password is checked, so parallel guesses see each other; success clears it.
  const wait = await throttle.take(key);
  if (wait > 0) throw tooManyLogins(wait);
  const admin = await findAdminByUsername(store, username);
  const valid = await verifyPassword(password, admin?.password_hash ?? DECOY_HASH, { client: clientIp });
  if (!admin || !valid || !admin.is_active) {
    // Known and unknown usernames cost the same here too: one count and one or two log entries.
    const lockedOut = (await throttle.count(key)) >= LOGIN_LIMIT.max;
    await recordFailedAttempt({
      who: username.trim(),
      target: admin ? `user/${admin.id}` : 'login',
      clientIp,
      lockedOut,
      what: 'sign-in',
    });
    throw unauthorized(INCORRECT_LOGIN);
  }
  await throttle.reset(key);
  // On the account as it is now: a deactivation or password reset made meanwhile wins over this login.
  const { after: signedIn } = await admins.update(store, admin.id, (current) => {
    if (!current?.is_active || current.password_hash !== admin.password_hash)
      throw unauthorized(INCORRECT_LOGIN);
    return { ...current, last_login: new Date().toISOString() };
  });
  const { token } = await issueToken(signedIn.id, signedIn.token_version);
  await recordAudit({
    by: admin.username,
    action: 'login',
    target: `user/${admin.id}`,
    summary: AUDIT.signedIn,
  });
  return {
    access_token: token,
    admin: { username: signedIn.username, role: signedIn.role },
    must_change_password: signedIn.must_change_password,
  };
}

/**
 * What the login page may prefill while the first account still has its first password: the username, and
 * the password only when it is the built-in documented default (never one set through the environment).
 */
export async function loginHint(): Promise<LoginHint> {
  await ensureDefaultAdmin();
  const admin = await findAdminByUsername(adminStore(), DEFAULT_ADMIN_USERNAME);
  if (!admin?.password_is_default) return {};
  const shown = firstPasswordIsBuiltIn() && (await isDocumentedDefault(admin.password_hash));
  return shown
    ? { username: admin.username, password: DOCUMENTED_DEFAULT_PASSWORD }
    : { username: admin.username };
}

/**
 * Whether a first password is the documented default (an account made while ADMIN_DEFAULT_PASSWORD was
 * set keeps that password after the variable is removed). One hash per instance and stored hash.
 */
const documentedDefaultChecks = new Map<string, Promise<boolean>>();
function isDocumentedDefault(passwordHash: string): Promise<boolean> {
  let check = documentedDefaultChecks.get(passwordHash);
  if (!check) {
    if (documentedDefaultChecks.size >= 16) documentedDefaultChecks.clear();
    check = verifyPassword(DOCUMENTED_DEFAULT_PASSWORD, passwordHash, { client: null });
    documentedDefaultChecks.set(passwordHash, check);
  }
  return check;
}

/**
 * Whether the account is still on a first password: the built-in first account's (documented or set by the
 * deploy's configuration, so known to more people than its owner), or one a superadmin chose for a new
 * account or a reset. It must be changed before anything else.
 */
export const passwordChangeRequired = (admin: StoredAdmin): boolean => admin.must_change_password;

/**
 * The session of a request with a valid, unrevoked bearer token and the permission; else 401 or 403. An
 * account that must change its first password gets 403 on every call but those marked
 * `beforePasswordChange` (its own session, the password change, logout).
 */
export async function authenticate(
  request: Request,
  permission: Permission,
  { beforePasswordChange = false }: { beforePasswordChange?: boolean } = {},
): Promise<Session> {
  const header = request.headers.get('authorization') ?? '';
  // The scheme's name is case-insensitive (RFC 9110): "bearer" and "BEARER" are the same.
  const match = header.match(/^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/i);
  if (!match?.[1]) throw unauthorized('Not authenticated');
  const claims = await verifyToken(match[1]);
  if (!claims) throw unauthorized('Session expired or invalid');
  const { admin, revoked, keyId } = await sessionRecord(adminStore(), claims.sub, claims.jti);
  if (
    !admin?.is_active ||
    admin.token_version !== claims.ver ||
    revoked ||
    !isCurrentKey(claims.kid, keyId)
  ) {
    throw unauthorized('Session expired or invalid');
  }
  if (!can(admin.role, permission)) throw forbidden('Your role does not allow this');
  if (!beforePasswordChange && passwordChangeRequired(admin)) throw forbidden(PASSWORD_CHANGE_REQUIRED);
  return { admin, claims };
}

export async function describeSession({ admin }: Session): Promise<AdminMe> {
  return {
    username: admin.username,
    role: admin.role,
    full_name: admin.full_name,
    email: admin.email,
    must_change_password: admin.must_change_password,
    password_change_required: passwordChangeRequired(admin),
    password_is_default: passwordChangeRequired(admin) && admin.password_is_default,
    language: admin.language,
    language_chosen: admin.language_chosen ?? admin.language !== DEFAULT_ADMIN_LANGUAGE,
    time_zone: await restaurantTimeZone(),
    restaurant_words: await restaurantWords().catch((error: unknown) => {
      // The session is still answered: the server checks new passwords against these words anyway.
      console.error("Could not read the restaurant's words", error);
      return {};
    }),
  };
}

/** The zone of the restaurant's opening hours; WIB when the restaurant info cannot be read. */
async function restaurantTimeZone(): Promise<RestaurantTimeZone> {
  try {
    return (await getRestaurantInfo(contentStore())).openingHours.timeZone;
  } catch (error) {
    // The session is still answered: dates are then shown on the default clock.
    console.error('Could not read the restaurant time zone', error);
    return RESTAURANT_TIME_ZONE;
  }
}

/** Changes the back-office language of the signed-in account only; answers the session as it now is. */
export async function changeLanguage(session: Session, language: AdminLanguage): Promise<AdminMe> {
  const { after } = await admins.update(adminStore(), session.admin.id, (current) => {
    if (!current?.is_active || current.token_version !== session.claims.ver)
      throw unauthorized('Session expired or invalid');
    return { ...current, language, language_chosen: true };
  });
  return describeSession({ ...session, admin: after });
}

/**
 * Logs a refused sign-in or password change (never the password typed), and, when it used up the limit,
 * the lockout it starts: a superadmin sees guessing in the activity log.
 */
async function recordFailedAttempt({
  who,
  target,
  clientIp,
  lockedOut,
  what,
}: {
  who: string;
  target: string;
  clientIp: string;
  lockedOut: boolean;
  what: 'sign-in' | 'password change';
}): Promise<void> {
  const from = clientIp ? ` from ${clientIp}` : '';
  const action = what === 'sign-in' ? 'login' : 'password-change';
  const failed =
    what === 'sign-in'
      ? clientIp
        ? AUDIT.signInFailedFrom
        : AUDIT.signInFailed
      : clientIp
        ? AUDIT.passwordCheckFailedFrom
        : AUDIT.passwordCheckFailed;
  await recordAudit({
    by: who,
    action: `${action}-failed`,
    target,
    summary: fillIn(failed, { who, address: clientIp }),
  });
  if (lockedOut)
    await recordAudit({
      by: who,
      action: `${action}-lockout`,
      target,
      summary: `Locked out of ${what === 'sign-in' ? 'signing in' : 'changing the password'} as "${who}"${from} for ${LOGIN_LIMIT.windowMs / 60_000} minutes after ${LOGIN_LIMIT.max} failures`,
    });
}

/** Revokes the token of this session only, and forgets the devices notified of bookings in it. */
export async function logout(session: Session): Promise<void> {
  await revokeToken(adminStore(), session.claims.jti, session.claims.exp);
  await forgetSessionDevices(session);
}

/** Settings → Sessions: where the key signing sessions comes from. */
export const sessionsStatus = (): SessionsStatus => ({ key_source: signingKeySource() });

/**
 * "Sign out everyone" (Settings, superadmin): a new signing key, so every session ends, this one too, on
 * every instance; the devices notified of bookings are notified no more. Refused (409) when JWT_SECRET
 * signs sessions: only a change of the environment replaces it.
 */
export async function signOutEveryone({ admin }: Session): Promise<void> {
  await renewSigningKey();
  await recordAudit({
    by: admin.username,
    action: 'sign-out-everyone',
    target: 'sessions',
    summary: AUDIT.signedEveryoneOut,
  });
  await forgetAllDevices();
}

/** Changes the password and revokes every older token; returns a fresh token for this session. */
export async function changePassword(
  session: Session,
  oldPassword: string,
  newPassword: string,
  clientIp: string,
) {
  const { admin } = session;
  // A stolen session must not become a way to guess the password: the same limit as the login.
  const throttle = rateLimiter(adminStore(), 'change-password', LOGIN_LIMIT);
  const key = [admin.id, clientIp];
  const wait = await throttle.take(key);
  if (wait > 0) throw tooManyLogins(wait, TOO_MANY_TRIES.wrongPasswords);
  if (!(await verifyPassword(oldPassword, admin.password_hash, { client: clientIp }))) {
    const lockedOut = (await throttle.count(key)) >= LOGIN_LIMIT.max;
    await recordFailedAttempt({
      who: admin.username,
      target: `user/${admin.id}`,
      clientIp,
      lockedOut,
      what: 'password change',
    });
    throw badRequest('Current password is incorrect');
  }
  await throttle.reset(key);
  await refuseWeakPassword(newPassword, admin.username);
  if (oldPassword === newPassword) throw badRequest('New password must differ from the current password');
  const passwordHash = await hashPassword(newPassword, { client: clientIp });
  const { after: updated } = await admins.update(adminStore(), admin.id, (current) => {
    // Signed out meanwhile (another password change, a reset, a deactivation): this session is over.
    if (!current?.is_active || current.token_version !== session.claims.ver)
      throw unauthorized('Session expired or invalid');
    if (current.password_hash !== admin.password_hash) throw badRequest('Current password is incorrect');
    return withNewPassword(current, passwordHash, { mustChange: false });
  });
  const { token } = await issueToken(updated.id, updated.token_version);
  await recordAudit({
    by: admin.username,
    action: 'password-change',
    target: `user/${admin.id}`,
    summary: AUDIT.changedOwnPassword,
  });
  return { detail: 'Password changed', access_token: token };
}

/** The user list without secrets. */
export async function listUsers(): Promise<AdminUser[]> {
  await ensureDefaultAdmin();
  return (await admins.list(adminStore())).map(publicUser);
}
