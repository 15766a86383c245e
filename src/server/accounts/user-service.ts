import {
  type AdminUser,
  DEFAULT_ADMIN_LANGUAGE,
  type UserCreate,
  type UserUpdate,
} from '../../domain/accounts/admin-user.ts';
import { passwordProblem, type RestaurantWords } from '../../domain/accounts/password-policy.ts';
import { can } from '../../domain/accounts/permissions.ts';
import { DEFAULT_BRAND_TEXT } from '../../domain/content/site-settings.ts';
import { AUDIT, fillIn } from '../../domain/shared/server-messages.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { restaurantInfo, siteSettings } from '../content/settings-service.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { forgetAccountDevices } from '../notifications/push-service.ts';
import { newId } from '../store/ids.ts';
import { adminStore, admins, createAdmin, type StoredAdmin } from './admin-repo.ts';
import { commonPasswordCheck } from './common-passwords.ts';
import { hashPassword } from './passwords.ts';

export const USER_MISSING = 'User not found';
export const LAST_SUPERADMIN = 'The last active superadmin cannot be deactivated or given another role';

/** The public fields of an account (never the hash, the token version or flags). */
export function publicUser({
  id,
  username,
  full_name,
  email,
  role,
  is_active,
  last_login,
}: StoredAdmin): AdminUser {
  return { id, username, full_name, email, role, is_active, last_login };
}

/**
 * The restaurant's own words as the website shows them, which a password must not be made of: its name,
 * the brand of the header (its text, also the logo's alternative text), its tagline and city.
 */
export async function restaurantWords(): Promise<RestaurantWords> {
  const [{ name, tagline, city }, { brand_text }] = await Promise.all([restaurantInfo(), siteSettings()]);
  return { name, brand: brand_text || DEFAULT_BRAND_TEXT, tagline, city };
}

/**
 * 400 when a new password breaks the policy of `src/domain/accounts/password-policy.ts`: too short or long, one of
 * the most common passwords, or containing the username or made of the restaurant's own words.
 */
export async function refuseWeakPassword(password: string, username: string, label?: string): Promise<void> {
  const [restaurant, isCommon] = await Promise.all([restaurantWords(), commonPasswordCheck()]);
  const problem = passwordProblem(password, { username, restaurant, isCommon }, label);
  if (problem) throw badRequest(problem);
}

/**
 * Adds an account; its first password must be changed at first login. 409 when the username is taken.
 * `clientIp` is the address of the superadmin's request (the hash is limited per address).
 */
export async function createUser(input: UserCreate, by: string, clientIp: string): Promise<AdminUser> {
  await refuseWeakPassword(input.password, input.username, 'Password');
  const account: StoredAdmin = {
    id: newId(),
    username: input.username,
    full_name: input.full_name || null,
    email: input.email || null,
    role: input.role,
    is_active: true,
    last_login: null,
    password_hash: await hashPassword(input.password, { client: clientIp }),
    must_change_password: true,
    password_is_default: false,
    token_version: 0,
    language: DEFAULT_ADMIN_LANGUAGE,
    position: Date.now(),
  };
  if (!(await createAdmin(adminStore(), account)))
    throw conflict(`The username "${input.username}" is taken`);
  await recordAudit({
    by,
    action: 'user-create',
    target: `user/${account.id}`,
    summary: fillIn(AUDIT.accountAdded, { username: account.username, role: account.role }),
  });
  return publicUser(account);
}

async function existing(id: string): Promise<StoredAdmin> {
  const account = /^[a-z0-9][a-z0-9-]{0,63}$/.test(id) ? await admins.get(adminStore(), id) : null;
  if (!account) throw notFound(USER_MISSING);
  return account;
}

/**
 * Changes name, email, role or activation. Deactivating or demoting the last active superadmin is
 * refused, so the restaurant can never lock itself out. A deactivated account's tokens stop working
 * at once (every call checks is_active) and for good: deactivation moves the token version on, so a later
 * reactivation does not bring them back. Its devices are no longer notified of bookings (nor those of an
 * account given a role that does not handle them).
 */
export async function updateUser(id: string, changes: UserUpdate, by: string): Promise<AdminUser> {
  await existing(id);
  const store = adminStore();
  const { before, after: updated } = await admins.update(store, id, async (account) => {
    if (!account) throw notFound(USER_MISSING);
    const next: StoredAdmin = {
      ...account,
      full_name: changes.full_name === undefined ? account.full_name : changes.full_name || null,
      email: changes.email === undefined ? account.email : changes.email || null,
      role: changes.role ?? account.role,
      is_active: changes.is_active ?? account.is_active,
      token_version:
        account.is_active && changes.is_active === false ? account.token_version + 1 : account.token_version,
    };
    if (losesSuperadmin(account, next) && (await otherActiveSuperadmins(id)) === 0)
      throw conflict(LAST_SUPERADMIN);
    return next;
  });
  const account = before ?? updated;
  // Two superadmins demoting each other at the same moment both passed the check above: whoever finds
  // nobody left puts their account back, so the restaurant can never lock itself out.
  if (losesSuperadmin(account, updated) && (await otherActiveSuperadmins(id)) === 0) {
    await admins.update(store, id, (current) => ({
      ...(current ?? updated),
      role: account.role,
      is_active: account.is_active,
    }));
    throw conflict(LAST_SUPERADMIN);
  }
  // Its phones hear of bookings no more: deactivated, or in a role that does not handle them.
  if (!updated.is_active || !can(updated.role, 'reservations')) await forgetAccountDevices(updated.id);
  await recordAudit({
    by,
    action: 'user-update',
    target: `user/${account.id}`,
    summary: `Changed the account "${account.username}" (${accountChanges(account, updated)})`,
  });
  return publicUser(updated);
}

const isActiveSuperadmin = (account: StoredAdmin) => account.role === 'superadmin' && account.is_active;

const losesSuperadmin = (before: StoredAdmin, after: StoredAdmin) =>
  isActiveSuperadmin(before) && !isActiveSuperadmin(after);

async function otherActiveSuperadmins(id: string): Promise<number> {
  return (await admins.list(adminStore())).filter((a) => a.id !== id && isActiveSuperadmin(a)).length;
}

/** What an account update changed, in a few words ("role: editor → superadmin, deactivated"). */
function accountChanges(before: StoredAdmin, after: StoredAdmin): string {
  const changes: string[] = [];
  if (before.role !== after.role) changes.push(`role: ${before.role} → ${after.role}`);
  if (before.is_active !== after.is_active) changes.push(after.is_active ? 'activated' : 'deactivated');
  if (before.full_name !== after.full_name) changes.push('full name');
  if (before.email !== after.email) changes.push('email');
  return changes.join(', ') || 'no change';
}

/** The account with a new password hash; every token issued before stops working. */
export function withNewPassword(
  account: StoredAdmin,
  passwordHash: string,
  { mustChange }: { mustChange: boolean },
): StoredAdmin {
  return {
    ...account,
    password_hash: passwordHash,
    must_change_password: mustChange,
    password_is_default: false,
    token_version: account.token_version + 1,
  };
}

/** Sets a new password to be changed at next login, and ends every session of the account. */
export async function resetPassword(
  id: string,
  newPassword: string,
  by: string,
  clientIp: string,
): Promise<AdminUser> {
  const account = await existing(id);
  await refuseWeakPassword(newPassword, account.username);
  const passwordHash = await hashPassword(newPassword, { client: clientIp });
  const { after: updated } = await admins.update(adminStore(), id, (current) => {
    if (!current) throw notFound(USER_MISSING);
    return withNewPassword(current, passwordHash, { mustChange: true });
  });
  await recordAudit({
    by,
    action: 'user-reset-password',
    target: `user/${account.id}`,
    summary: fillIn(AUDIT.passwordReset, { username: account.username }),
  });
  return publicUser(updated);
}
