/**
 * "Notify this device of new bookings" (Settings → Notifications): this browser's push subscription,
 * saved on the server for the signed-in account, so that the phone hears of each new booking even with
 * the admin closed. The admin's service worker (scope /admin/) receives the pushes and shows them; where
 * there is none, or no Push API (an iPhone's Safari outside an installed app), the device cannot be
 * notified and the settings say so.
 */
import { type PushDevices, PushDevicesSchema } from '../../../domain/notifications/push.ts';
import { t } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';

const PATH = '/api/admin/push-subscriptions';
/** How long an installing service worker is waited for before the device counts as without one. */
const WORKER_WAIT_MS = 10_000;
/**
 * How long the browser's push service is waited for (a subscription, or the one it has). It usually
 * answers within seconds; on phones without Google's services it never does, and the device cannot be
 * notified at all.
 */
export const PUSH_ANSWER_WAIT_MS = 20_000;

/**
 * Where this device stands: no Push API in this browser, no service worker of the admin (yet),
 * notifications blocked in the browser's settings, the browser's push service not answering in time
 * ({@link PUSH_ANSWER_WAIT_MS}), or notifications off or on for this account.
 */
export type PushState = 'unsupported' | 'no-worker' | 'denied' | 'no-answer' | 'off' | 'on';

type Refusal = 'unsupported' | 'no-worker' | 'denied' | 'no-answer';

/** Why notifications could not be turned on (see {@link turnOnPush}). */
export class PushRefused extends Error {
  override name = 'PushRefused';
  readonly state: Refusal;
  constructor(state: Refusal) {
    super(state);
    this.state = state;
  }
}

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The admin's service worker, once active; null when there is none. Never waits for ever. */
async function activeWorker(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration('/admin/');
  if (!registration) return null;
  if (registration.active) return registration;
  // Installing (the first visit): `ready` resolves once it is active.
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, late]);
}

/** The push service's answer, or {@link PushRefused} `no-answer` once it has kept quiet too long. */
function answered<T>(asked: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushRefused('no-answer')), PUSH_ANSWER_WAIT_MS);
  });
  return Promise.race([asked, late]).finally(() => clearTimeout(timer));
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await activeWorker();
  if (!registration) return null;
  return answered(registration.pushManager.getSubscription());
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Whether `subscription` was made for the server's key `publicKey` (the keys may have changed since). */
function madeFor(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const mine = new Uint8Array(key);
  const theirs = keyBytes(publicKey);
  return mine.length === theirs.length && mine.every((byte, index) => byte === theirs[index]);
}

/**
 * This device's subscription changes one at a time: a renewal that read "on" and is saving again must end
 * before a turn-off is sent, or its save could land after the turn-off and keep the device on.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = turn.then(work, work);
  turn = next.catch(() => undefined);
  return next;
}

/** Saves this device's subscription for the signed-in account, in the admin's current language. */
function save(subscription: PushSubscription): Promise<unknown> {
  const { endpoint, keys } = subscription.toJSON();
  return api(PATH, { method: 'POST', json: { endpoint, keys, language: t.language } });
}

/** The server's public key and this account's devices. */
const devices = (): Promise<PushDevices> => api(PATH, { schema: PushDevicesSchema });

/** Where this device stands for the signed-in account. */
export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration('/admin/');
  if (!registration) return 'no-worker';
  const subscription = await browserSubscription();
  if (!subscription) return 'off';
  const { subscriptions } = await devices();
  return subscriptions.some((device) => device.endpoint === subscription.endpoint) ? 'on' : 'off';
}

/**
 * Turns notifications on for this device: the browser's permission prompt, a subscription for the
 * server's key (a subscription made for another key is replaced), then saved for the account; it is on
 * once the server has answered that it keeps the device. Throws {@link PushRefused} when the device
 * cannot be notified (`no-answer` when the browser's push service keeps quiet), and the API's errors.
 */
export function turnOnPush(): Promise<void> {
  return inTurn(async () => {
    if (!supported()) throw new PushRefused('unsupported');
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission !== 'granted') throw new PushRefused('denied');
    const registration = await activeWorker();
    if (!registration) throw new PushRefused('no-worker');
    const { public_key: publicKey } = await devices();
    let subscription = await answered(registration.pushManager.getSubscription());
    if (subscription && !madeFor(subscription, publicKey)) {
      await answered(subscription.unsubscribe());
      subscription = null;
    }
    // One that answers after the time limit stays with the browser: the next try saves it.
    subscription ??= await answered(
      registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }),
    );
    await save(subscription);
  });
}

/** Turns notifications off for this device: forgotten by the server, and the browser's subscription ended. */
export function turnOffPush(): Promise<void> {
  return inTurn(async () => {
    if (!supported()) return;
    const subscription = await browserSubscription();
    if (!subscription) return;
    await api(PATH, { method: 'DELETE', json: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  });
}

/**
 * Saves this device again when the account has it already, in the current session and language: a device
 * is forgotten when the session that saved it signs out, so a new session (after the old one expired)
 * takes it over. A device the account does not have is left alone: turning it on is the person's choice.
 */
export function renewPushSubscription(): Promise<void> {
  return inTurn(async () => {
    if (!supported() || Notification.permission !== 'granted') return;
    if (!(await navigator.serviceWorker.getRegistration('/admin/'))) return;
    const subscription = await browserSubscription();
    if (!subscription) return;
    const { subscriptions } = await devices();
    if (subscriptions.some((device) => device.endpoint === subscription.endpoint)) await save(subscription);
  });
}

/**
 * Signing out of this device: the server forgets it (it does so for the session that saved it anyway;
 * this also covers one saved in an earlier session). Never fails the sign-out.
 */
export function forgetThisDevice(): Promise<void> {
  return inTurn(async () => {
    if (!supported() || !(await navigator.serviceWorker.getRegistration('/admin/'))) return;
    const subscription = await browserSubscription().catch(() => null);
    if (!subscription) return;
    await api(PATH, {
      method: 'DELETE',
      json: { endpoint: subscription.endpoint },
      expireOn401: false,
    }).catch(() => undefined);
  });
}
