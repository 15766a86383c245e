import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import {
  AdminLanguageSchema,
  AdminUserSchema,
  DEFAULT_ADMIN_LANGUAGE,
} from '../../domain/accounts/admin-user.ts';
import { id } from '../../domain/shared/fields.ts';
import { openStore, storeCall } from '../store/blobs.ts';
import { cachedRead } from '../store/cache.ts';
import { collection } from '../store/collection.ts';
import { listKeys, readDocument, writeDocument } from '../store/documents.ts';
import { readSigningKey } from './signing-key-repo.ts';

/** An account as stored: the public fields plus secrets that never leave the server. */
export const StoredAdminSchema = AdminUserSchema.extend({
  password_hash: z.string(),
  must_change_password: z.boolean(),
  /** True while the account still has the documented first password (the login page may then show it). */
  password_is_default: z.boolean().default(false),
  /** Bumped by a password change: tokens issued before it stop working. */
  token_version: z.number().int().min(0),
  position: z.number().default(0),
  /** The back-office language of this account; accounts stored before it existed read as English. */
  language: AdminLanguageSchema.default(DEFAULT_ADMIN_LANGUAGE),
  /**
   * The account chose its language (at login or in Settings); until it does, the admin speaks the device's.
   * Accounts stored before this was recorded chose only if their language is not the default.
   */
  language_chosen: z.boolean().optional(),
  /** The account hid the first-run checklist of the dashboard (until it shows it again). */
  setup_checklist_dismissed: z.boolean().optional(),
});
export type StoredAdmin = z.infer<typeof StoredAdminSchema>;

/**
 * Accounts live in their own store, apart from the content: a content backup or export never holds a
 * password hash, and content code never reads one.
 */
export function adminStore(): Store {
  return openStore('admin');
}

export const admins = collection('users/', StoredAdminSchema);

/** Whether any account exists, from the keys alone: every sign-in asks, so it must not read every account. */
export const anyAdminExists = async (store: Store): Promise<boolean> =>
  (await listKeys(store, admins.prefix)).length > 0;

const UsernamePointerSchema = z.object({ id: id() });
const usernameKey = (username: string) => `usernames/${encodeURIComponent(username.toLowerCase())}`;

export async function findAdminByUsername(store: Store, username: string): Promise<StoredAdmin | null> {
  const pointer = await readDocument(store, usernameKey(username), UsernamePointerSchema);
  // An unknown username costs the same two reads as a known one: the store's call pattern and timing
  // tell nothing about which usernames exist.
  const admin = await admins.get(store, pointer?.id ?? 'no-such-account');
  return pointer ? admin : null;
}

/** Creates an account; false when the username is taken. */
export async function createAdmin(store: Store, admin: StoredAdmin): Promise<boolean> {
  const claimed = await writeDocument(
    store,
    usernameKey(admin.username),
    { id: admin.id },
    { onlyIfNew: true },
  );
  if (!claimed) return false;
  await admins.put(store, admin);
  return true;
}

export const putAdmin = (store: Store, admin: StoredAdmin) => admins.put(store, admin);

const revokedKey = (jti: string) => `revoked/${jti}`;

export async function revokeToken(store: Store, jti: string, exp: number): Promise<void> {
  await writeDocument(store, revokedKey(jti), { exp });
}

async function isTokenRevoked(store: Store, jti: string): Promise<boolean> {
  return (await storeCall('read a revoked token', () => store.get(revokedKey(jti)))) !== null;
}

/**
 * What every signed-in request checks: the account (null if gone), whether this token was revoked, and
 * the id of the kept signing key (null when none is kept): a token signed with a replaced key is over.
 */
export function sessionRecord(
  store: Store,
  userId: string,
  jti: string,
): Promise<{ admin: StoredAdmin | null; revoked: boolean; keyId: string | null }> {
  return cachedRead(store, `admin:session:${userId}:${jti}`, async () => {
    const [admin, revoked, key] = await Promise.all([
      admins.get(store, userId),
      isTokenRevoked(store, jti),
      readSigningKey(store),
    ]);
    return { admin, revoked, keyId: key?.id ?? null };
  });
}
