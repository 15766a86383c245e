import { z } from 'zod';
import { type AdminLanguage, AdminLanguageSchema, DEFAULT_ADMIN_LANGUAGE } from '../accounts/admin-user.ts';
import { formatRupiah } from '../orders/bill.ts';
import type { NewBooking } from './channels.ts';

/**
 * New bookings on the phones of staff (Web Push): the devices an account turned notifications on for,
 * and what each push says. The server signs its pushes with VAPID keys; browsers only ever get the public
 * one, as the `applicationServerKey` of their subscription.
 */

/** Devices one account may have notified; saving one more lets the longest unsaved one go. */
export const MAX_PUSH_DEVICES = 10;

/** Longest endpoint taken (those of the browsers' push services are 100 to 500 characters). */
const MAX_ENDPOINT_LENGTH = 1000;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The push services of the browsers, by host: Google's FCM (Chrome, Edge on Android, Samsung Internet,
 * Opera), Mozilla's autopush (Firefox), Apple's (Safari) and Microsoft's WNS (Edge on Windows). Apple and
 * Microsoft address theirs by many hosts under one domain of their own.
 */
const PUSH_SERVICE_HOSTS = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com']);
const PUSH_SERVICE_DOMAINS = ['.push.apple.com', '.notify.windows.com'];

/**
 * Whether `endpoint` is an address on a browser's push service: https on the standard port, one of
 * their hosts, no credentials. Nothing else is ever sent a push, so a subscription cannot make the
 * server post to a host of its network, or to any other (a host name that resolves to 127.0.0.1, a
 * cloud's metadata service, `localhost.`).
 */
export function isBrowserPushService(endpoint: string): boolean {
  const url = URL.parse(endpoint);
  if (url?.protocol !== 'https:' || url.port || url.username || url.password) return false;
  const host = url.hostname;
  return (
    PUSH_SERVICE_HOSTS.has(host) ||
    PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain) && host.length > domain.length)
  );
}

/**
 * An endpoint on the loopback over plain http: a push service only tests run, taken only on the origin
 * the server is told of for tests (PUSH_SERVICE_TEST_ORIGIN, see the push service).
 */
export function isLocalPushEndpoint(endpoint: string): boolean {
  const url = URL.parse(endpoint);
  return url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/** The push service's address of one subscription: a browser's push service (or the tests' stand-in). */
export const PushEndpointSchema = z
  .string()
  .max(MAX_ENDPOINT_LENGTH, `must be at most ${MAX_ENDPOINT_LENGTH} characters`)
  .refine(
    (endpoint) => isBrowserPushService(endpoint) || isLocalPushEndpoint(endpoint),
    "must be the https address of a browser's push service",
  );

/** base64url of exactly `bytes` bytes (browsers leave the padding out; some keep it). */
const base64url = (bytes: number, what: string) => {
  const length = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (length % 4)) % 4;
  return z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,${padding}}$`), `must be ${what} (base64url)`)
    .transform((value) => value.replace(/=+$/, ''));
};

/**
 * POST /api/admin/push-subscriptions: this device's subscription, as the browser's
 * `PushSubscription.toJSON()` gives it, with the language the admin is shown in on this device (its
 * pushes speak it).
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: PushEndpointSchema,
  keys: z.object({
    /** The browser's P-256 public key (65 bytes, uncompressed): what the push is encrypted for. */
    p256dh: base64url(65, 'a P-256 public key of 65 bytes'),
    /** The subscription's authentication secret (16 bytes). */
    auth: base64url(16, 'a secret of 16 bytes'),
  }),
  language: AdminLanguageSchema.default(DEFAULT_ADMIN_LANGUAGE),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/**
 * DELETE /api/admin/push-subscriptions: the device to stop notifying, any address (one saved before the
 * push services were checked can be turned off too; nothing is sent there).
 */
export const PushUnsubscribeSchema = z.object({
  endpoint: z.string().max(MAX_ENDPOINT_LENGTH, `must be at most ${MAX_ENDPOINT_LENGTH} characters`),
});

/** A device as the admin lists it: the endpoint (to tell whether it is this one) and since when. */
export const PushDeviceSchema = z.object({
  endpoint: z.string(),
  /** ISO date-time of the last save of this device's subscription. */
  created_at: z.string(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

/**
 * GET /api/admin/push-subscriptions: the server's public VAPID key (the `applicationServerKey` of a new
 * subscription) and the devices of the signed-in account.
 */
export const PushDevicesSchema = z.object({
  public_key: z.string(),
  subscriptions: z.array(PushDeviceSchema).max(MAX_PUSH_DEVICES),
});
export type PushDevices = z.infer<typeof PushDevicesSchema>;

/**
 * What a push carries, encrypted for the device: what the notification shows (`title`, `body`), its
 * `tag` (a second push of the same booking replaces the first), and `data.url`, the admin page a tap
 * opens. Nothing more of the guest than the notification shows (never the phone number).
 */
export const PushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  tag: z.string(),
  data: z.object({ url: z.string() }),
});
export type PushMessage = z.infer<typeof PushMessageSchema>;

const WORDS: Record<AdminLanguage, { title: string; one: string; party: string; locale: string }> = {
  en: { title: 'New booking', one: '1 person', party: 'people', locale: 'en-GB' },
  id: { title: 'Reservasi baru', one: '1 orang', party: 'orang', locale: 'id-ID' },
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Sab 28 Nov 19:00" / "Sat 28 Nov 19:00" for a booking on "2026-11-28" at "19:00", as the admin's toast
 * says it: the day as written (no time zone shift), the date as well as the weekday.
 */
export function bookingWhen(date: string, time: string, language: AdminLanguage): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime())) return `${date} ${time}`;
  const { locale } = WORDS[language];
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    dayFormats.set(locale, format);
  }
  const p = Object.fromEntries(format.formatToParts(day).map((part) => [part.type, part.value]));
  const plain = (word: string | undefined) => (word ?? '').replace(/\.$/, '');
  return `${plain(p.weekday)} ${p.day} ${plain(p.month)} ${time}`;
}

/** The admin's address of one booking: the reservations page, brought to its row. */
export const bookingAdminPath = (id: string) => `/admin/reservations#booking-${id}`;

/** The push of a new booking: "Reservasi baru" / "Sari, 3-4 orang, Sab 28 Nov 19:00". */
export function bookingPushMessage(booking: NewBooking, language: AdminLanguage): PushMessage {
  const words = WORDS[language];
  const party = booking.guests === '1' ? words.one : `${booking.guests} ${words.party}`;
  return {
    title: words.title,
    body: `${booking.name}, ${party}, ${bookingWhen(booking.date, booking.time, language)}`,
    tag: `booking-${booking.id}`,
    data: { url: bookingAdminPath(booking.id) },
  };
}

/** The admin's address of one order: the orders page, opened on it. */
export const orderAdminPath = (code: string) => `/admin/orders?code=${encodeURIComponent(code)}`;

const ORDER_TITLES: Record<AdminLanguage, string> = { en: 'New order', id: 'Pesanan baru' };

/** The push of a new order: "Pesanan baru" / "PSN-7K2QX9 · Sari · Rp 52.000". */
export function orderPushMessage(
  order: { code: string; name: string; bill: { total: number } },
  language: AdminLanguage,
): PushMessage {
  return {
    title: ORDER_TITLES[language],
    body: `${order.code} · ${order.name} · ${formatRupiah(order.bill.total)}`,
    tag: `order-${order.code}`,
    data: { url: orderAdminPath(order.code) },
  };
}
