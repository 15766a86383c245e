import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { AdminLanguageSchema } from '../../domain/accounts/admin-user.ts';
import { MAX_PUSH_DEVICES } from '../../domain/notifications/push.ts';
import { listKeys, readDocument, updateDocument, writeDocument } from '../store/documents.ts';

/**
 * Web Push in the admin store (never in a content backup): the server's VAPID key pair, and per account
 * the devices it turned new-booking notifications on for, one document per account so that the devices
 * of different people are saved apart.
 */

const VAPID_KEY = 'push/vapid';
const DEVICES_PREFIX = 'push/devices/';

/** The server's own VAPID key pair (base64url), made once when the environment gives none. */
export const VapidKeysSchema = z.object({
  public_key: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  private_key: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  created_at: z.string(),
});
export type VapidKeys = z.infer<typeof VapidKeysSchema>;

/** One device's subscription as kept: where to push, the keys to encrypt for, and in which language. */
export const StoredPushDeviceSchema = z.object({
  endpoint: z.string(),
  p256dh: z.string(),
  auth: z.string(),
  language: AdminLanguageSchema,
  /** The token id (jti) of the session that saved it: signing out of that session forgets the device. */
  session: z.string(),
  created_at: z.string(),
});
export type StoredPushDevice = z.infer<typeof StoredPushDeviceSchema>;

const DevicesSchema = z.array(StoredPushDeviceSchema).max(MAX_PUSH_DEVICES);

export const readVapidKeys = (store: Store) => readDocument(store, VAPID_KEY, VapidKeysSchema);

/** Keeps the pair unless one is kept already (another instance made its own first): false then. */
export const createVapidKeys = (store: Store, keys: VapidKeys) =>
  writeDocument(store, VAPID_KEY, keys, { onlyIfNew: true });

const devicesKey = (accountId: string) => `${DEVICES_PREFIX}${accountId}`;

/** The devices of an account, none when it never turned notifications on. */
export async function devicesOf(store: Store, accountId: string): Promise<StoredPushDevice[]> {
  return (await readDocument(store, devicesKey(accountId), DevicesSchema)) ?? [];
}

/** Read-modify-write of an account's devices (see updateDocument): concurrent saves are ordered. */
export async function updateDevices(
  store: Store,
  accountId: string,
  change: (devices: StoredPushDevice[]) => StoredPushDevice[],
): Promise<StoredPushDevice[]> {
  const { after } = await updateDocument(store, devicesKey(accountId), DevicesSchema, (current) =>
    change(current ?? []),
  );
  return after;
}

/** The ids of the accounts that have (or had) devices. */
export const accountsWithDevices = (store: Store) => listKeys(store, DEVICES_PREFIX);
