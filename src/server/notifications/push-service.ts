/**
 * New bookings on the phones of staff: Web Push (RFC 8030) with VAPID (RFC 8292), the message encrypted
 * for each device as RFC 8291 requires. An account that handles reservations saves the subscription of
 * each device it turns notifications on for; each new guest booking is then pushed to every such device
 * (notify-service runs it after the guest's answer, with the e-mail and the webhook).
 */
import { ECDH } from 'node:crypto';
import { can } from '../../domain/accounts/permissions.ts';
import {
  bookingPushMessage,
  isBrowserPushService,
  MAX_PUSH_DEVICES,
  orderPushMessage,
  type PushDevice,
  type PushDevices,
  type PushMessage,
  type PushSubscriptionInput,
} from '../../domain/notifications/push.ts';
import type { Order } from '../../domain/orders/order.ts';
import type { Reservation } from '../../domain/reservations/reservation.ts';
import { DEVICE_OF_ANOTHER_ACCOUNT } from '../../domain/shared/server-messages.ts';
import { adminStore, admins, type StoredAdmin } from '../accounts/admin-repo.ts';
import type { Session } from '../accounts/session.ts';
import { pushServiceTestOrigin, vapidKeysFromEnv, vapidSubject } from '../config.ts';
import { getRestaurantInfo } from '../content/settings-repo.ts';
import { conflict, invalidField } from '../http/errors.ts';
import { contentStore } from '../store/blobs.ts';
import { cachedRead } from '../store/cache.ts';
import { mapLimit } from '../store/documents.ts';
import {
  accountsWithDevices,
  createVapidKeys,
  devicesOf,
  readVapidKeys,
  type StoredPushDevice,
  updateDevices,
} from './push-repo.ts';

/** How long a push service keeps a message for a device that is offline (a phone off overnight). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * web-push, imported on first need rather than with the module: most functions' bundles hold this module
 * (signing out forgets devices, a booking is pushed), and only a push or new VAPID keys use web-push,
 * whose import took about 45 ms of every cold start.
 */
const webPush = () => import('web-push').then((module) => module.default);

/**
 * The key pair pushes are signed with: the environment's (config.ts), else the one kept in the admin
 * store, made on first need. Kept with a create-only write, so that two instances starting at once agree
 * on one pair: whoever finds another's kept first uses that one.
 */
export async function vapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const configured = vapidKeysFromEnv();
  if (configured) return configured;
  const store = adminStore();
  // Read once per change of the admin store's tracked keys (store/cache.ts), not once per push.
  let kept = await cachedRead(store, 'admin:vapid', () => readVapidKeys(store));
  if (!kept) {
    const made = (await webPush()).generateVAPIDKeys();
    const keys = {
      public_key: made.publicKey,
      private_key: made.privateKey,
      created_at: new Date().toISOString(),
    };
    kept = (await createVapidKeys(store, keys)) ? keys : await readVapidKeys(store);
    if (!kept) throw new Error('The VAPID keys were neither kept nor found');
  }
  return { publicKey: kept.public_key, privateKey: kept.private_key };
}

const shown = ({ endpoint, created_at }: StoredPushDevice): PushDevice => ({ endpoint, created_at });

/** Settings → Notifications: the public key for a new subscription, and the account's devices. */
export async function listPushDevices({ admin }: Session): Promise<PushDevices> {
  const [{ publicKey }, devices] = await Promise.all([vapidKeys(), devicesOf(adminStore(), admin.id)]);
  return { public_key: publicKey, subscriptions: devices.map(shown) };
}

/** Whether `key` (base64url) is a point of P-256, as a browser's subscription key must be. */
function isCurvePoint(key: string): boolean {
  try {
    // Refused unless the bytes are a point of the curve.
    ECDH.convertKey(Buffer.from(key, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether pushes go to `endpoint`: a browser's push service, or the tests' stand-in when the server is
 * told of one (PUSH_SERVICE_TEST_ORIGIN, never on Netlify).
 */
function isAcceptedEndpoint(endpoint: string): boolean {
  if (isBrowserPushService(endpoint)) return true;
  const testOrigin = pushServiceTestOrigin();
  return testOrigin !== null && URL.parse(endpoint)?.origin === testOrigin;
}

/**
 * Saves this device's subscription for the signed-in account (again: its keys, language and session are
 * renewed). A device is one account's: when another account had it, that one has it no longer, but only
 * when the keys are the same (the browser of that device subscribed again, someone else signed in on it):
 * an endpoint is seen on screen, its keys are not, so a colleague posting another's endpoint with keys of
 * their own is refused (409) instead of taking that person's device off notifications. Past
 * {@link MAX_PUSH_DEVICES}, the device saved longest ago is let go.
 */
export async function savePushDevice(
  { admin, claims }: Session,
  input: PushSubscriptionInput,
): Promise<PushDevice> {
  const { endpoint } = input;
  if (!isAcceptedEndpoint(endpoint))
    throw invalidField('endpoint', "endpoint must be the https address of a browser's push service");
  if (!isCurvePoint(input.keys.p256dh))
    throw invalidField('keys.p256dh', 'keys.p256dh must be a P-256 public key');
  const device: StoredPushDevice = {
    endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: input.language,
    session: claims.jti,
    created_at: new Date().toISOString(),
  };
  const store = adminStore();
  const others = (await accountsWithDevices(store)).filter((id) => id !== admin.id);
  const holders = await mapLimit(others, 8, async (id) => {
    const held = (await devicesOf(store, id)).find((other) => other.endpoint === endpoint);
    return held ? { id, sameKeys: held.p256dh === device.p256dh && held.auth === device.auth } : null;
  });
  if (holders.some((holder) => holder && !holder.sameKeys)) throw conflict(DEVICE_OF_ANOTHER_ACCOUNT);
  for (const holder of holders)
    if (holder) await forgetDevices(holder.id, (other) => other.endpoint === endpoint);
  await updateDevices(store, admin.id, (devices) =>
    [...devices.filter((other) => other.endpoint !== endpoint), device].slice(-MAX_PUSH_DEVICES),
  );
  return shown(device);
}

/** Forgets the devices of an account that `match`; no write when none does. */
async function forgetDevices(accountId: string, match: (device: StoredPushDevice) => boolean) {
  const store = adminStore();
  if (!(await devicesOf(store, accountId)).some(match)) return;
  await updateDevices(store, accountId, (devices) => devices.filter((device) => !match(device)));
}

/** Turns notifications off for one device of the signed-in account (done already is done). */
export const forgetPushDevice = ({ admin }: Session, endpoint: string) =>
  forgetDevices(admin.id, (device) => device.endpoint === endpoint);

/** Signing out: the devices saved in this session are notified no more. */
export const forgetSessionDevices = ({ admin, claims }: Session) =>
  forgetDevices(admin.id, (device) => device.session === claims.jti);

/** A deactivated account, or one whose role no longer handles reservations: none of its devices. */
export const forgetAccountDevices = (accountId: string) => forgetDevices(accountId, () => true);

/** Everyone signed out: no device is notified until someone signs in and turns it on again. */
export async function forgetAllDevices(): Promise<void> {
  await mapLimit(await accountsWithDevices(adminStore()), 8, forgetAccountDevices);
}

/**
 * Whom push services may contact about these pushes (the VAPID `sub`): VAPID_SUBJECT, else the
 * restaurant's e-mail, else the site's address.
 */
async function subjectFor(origin: string | null): Promise<string> {
  const configured = vapidSubject();
  if (configured) return configured;
  const content = contentStore();
  const email = await cachedRead(content, 'content:restaurant', () => getRestaurantInfo(content)).then(
    (info) => info.email,
    () => '',
  );
  if (email) return `mailto:${email}`;
  if (!origin) return 'mailto:webmaster@localhost';
  const site = new URL(origin);
  return site.protocol === 'https:' ? site.origin : `mailto:webmaster@${site.hostname}`;
}

/** A device that did not get its push, and why. */
export interface PushFailure {
  /** Whose device: "kasir's device (on since 2026-11-05)". */
  device: string;
  error: unknown;
}

/**
 * Every device a new booking (or, with `permission` orders, a new order) is pushed to: those of the active
 * accounts that handle reservations (orders).
 */
export async function bookingDevices(
  permission: 'reservations' | 'orders' = 'reservations',
): Promise<Array<{ account: StoredAdmin; device: StoredPushDevice }>> {
  const store = adminStore();
  // Every order and booking asks: the accounts and their devices are read again only once one of them
  // changed (a device saved or forgotten, an account changed: store/cache.ts), never older than that.
  const holders = await cachedRead(store, 'admin:push-devices', async () =>
    mapLimit(await accountsWithDevices(store), 8, async (id) => {
      const [account, devices] = await Promise.all([admins.get(store, id), devicesOf(store, id)]);
      return { account, devices };
    }),
  );
  return holders.flatMap(({ account, devices }) =>
    account?.is_active && can(account.role, permission) ? devices.map((device) => ({ account, device })) : [],
  );
}

/**
 * Pushes a new guest booking to every device of the active accounts that handle reservations, at once;
 * resolves when all have answered or `signal` ends them, with the devices that failed. A device its push
 * service says is gone (404, 410: the browser unsubscribed or the subscription expired) is forgotten.
 */
export function pushNewBooking(
  booking: Pick<Reservation, 'id' | 'name' | 'guests' | 'date' | 'time'>,
  origin: string | null,
  signal: AbortSignal,
): Promise<PushFailure[]> {
  return pushToStaff('reservations', (language) => bookingPushMessage(booking, language), origin, signal);
}

/**
 * Pushes a new guest order to every device of the active accounts that handle orders, as
 * {@link pushNewBooking} pushes a booking.
 */
export function pushNewOrder(
  order: Pick<Order, 'code' | 'name' | 'bill'>,
  origin: string | null,
  signal: AbortSignal,
): Promise<PushFailure[]> {
  return pushToStaff('orders', (language) => orderPushMessage(order, language), origin, signal);
}

/** One message, in each device's language, to the devices of the accounts with `permission`. */
async function pushToStaff(
  permission: 'reservations' | 'orders',
  messageOf: (language: StoredPushDevice['language']) => PushMessage,
  origin: string | null,
  signal: AbortSignal,
): Promise<PushFailure[]> {
  const targets = [];
  for (const target of await bookingDevices(permission)) {
    if (isAcceptedEndpoint(target.device.endpoint)) targets.push(target);
    // Saved before endpoints were checked, or where the tests' stand-in was: nothing is sent there.
    else await forgetDevices(target.account.id, (other) => other.endpoint === target.device.endpoint);
  }
  if (targets.length === 0) return [];
  const [keys, subject] = await Promise.all([vapidKeys(), subjectFor(origin)]);
  const failures: PushFailure[] = [];
  await Promise.all(
    targets.map(async ({ account, device }) => {
      try {
        const message = messageOf(device.language);
        if (await sendPush(device, JSON.stringify(message), { ...keys, subject }, signal)) return;
        await forgetDevices(account.id, (other) => other.endpoint === device.endpoint);
      } catch (error) {
        // Told apart by when it was turned on: the push service's address is the device's own.
        const since = device.created_at.slice(0, 10);
        failures.push({ device: `${account.username}'s device (on since ${since})`, error });
      }
    }),
  );
  return failures;
}

/** A push service's answer that is neither delivered nor gone: its status is told, nothing else is. */
class PushServiceAnswer extends Error {
  override name = 'PushServiceAnswer';
}

/**
 * One push: encrypted and signed by web-push (its request details), sent with fetch, which can be
 * cancelled and also speaks plain http (to the local stand-in of the tests); web-push's own sender only
 * speaks https. True when delivered, false when the push service says the subscription is gone.
 */
async function sendPush(
  device: StoredPushDevice,
  payload: string,
  vapidDetails: { publicKey: string; privateKey: string; subject: string },
  signal: AbortSignal,
): Promise<boolean> {
  const details = (await webPush()).generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    payload,
    { vapidDetails, TTL: PUSH_TTL_SECONDS, urgency: 'high' },
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length of the body itself.
    if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
  }
  const response = await fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(details.body),
    redirect: 'error',
    signal,
  }).catch((error: unknown) => {
    if ((error as Error)?.name === 'TimeoutError') throw error;
    // Why not (a refused connection, a name not found, a certificate) stays here: told apart in the
    // failures staff see, they would map the hosts and ports an endpoint can reach.
    throw new PushServiceAnswer('the push service could not be reached');
  });
  // The answer's body is not needed; it is read away so the connection is freed.
  await response.body?.cancel().catch(() => undefined);
  if (response.status === 404 || response.status === 410) return false;
  if (!response.ok) throw new PushServiceAnswer(`the push service answered HTTP ${response.status}`);
  return true;
}
