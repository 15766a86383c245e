import { z } from 'zod';
import { DEFAULT_ADMIN_LANGUAGE } from '../accounts/admin-language.ts';
import { AdminLanguageSchema } from '../accounts/admin-user.ts';
import { BOOKING_ID_PATTERN, GUEST_OPTIONS } from '../reservations/booking-messages.ts';

/**
 * How staff hear about new bookings: the admin asks for the pending count at a modest interval, the
 * server tells the restaurant by e-mail and webhook when those are configured, and pushes each booking to
 * the devices staff turned notifications on for (push.ts).
 */

/** A booking made since the admin last asked: what a toast names (guest, party, day and time). */
export const NewBookingSchema = z.object({
  id: z.string().regex(BOOKING_ID_PATTERN),
  name: z.string(),
  guests: z.enum(GUEST_OPTIONS),
  date: z.string(),
  time: z.string(),
});
export type NewBooking = z.infer<typeof NewBookingSchema>;

/** New bookings one answer names at most (newest first); more are counted in `pending` all the same. */
export const NEW_BOOKINGS_MAX = 10;

/**
 * GET /api/admin/reservations/pending-count[?since=ms]: how many wait for a decision, the newest of them,
 * and, when `since` is given, the pending bookings made after it.
 */
export const PendingCountSchema = z.object({
  pending: z.number().int().min(0),
  /** The most recently made pending reservation, or null when none waits. */
  latest_id: z.string().regex(BOOKING_ID_PATTERN).nullable(),
  /** The server's clock when it looked (ms): the `since` of a later question. */
  now: z.number().int().min(0),
  /** Pending bookings made after `since`, newest first (none without `since`). */
  newest: z.array(NewBookingSchema).max(NEW_BOOKINGS_MAX),
});
export type PendingCount = z.infer<typeof PendingCountSchema>;

/** The query of GET /api/admin/reservations/pending-count. */
export const PendingQuerySchema = z
  .object({ since: z.coerce.number().int().min(0).max(8_640_000_000_000).optional() })
  .strict();

export const NOTIFY_CHANNELS = ['email', 'webhook', 'push'] as const;
export const NotifyChannelSchema = z.enum(NOTIFY_CHANNELS);
export type NotifyChannel = z.infer<typeof NotifyChannelSchema>;

/** A notification that did not reach the restaurant (never holds a secret of its channel). */
export const NotifyFailureSchema = z.object({
  at: z.string(),
  channel: NotifyChannelSchema,
  reservation_id: z.string().max(40),
  error: z.string().max(500),
});
export type NotifyFailure = z.infer<typeof NotifyFailureSchema>;

/** The failures kept, newest first. */
export const MAX_NOTIFY_FAILURES = 20;
export const NotifyFailuresSchema = z.array(NotifyFailureSchema).max(MAX_NOTIFY_FAILURES);

/** The most addresses Settings → Notifications keeps for the new-booking e-mail. */
export const NOTIFY_EMAILS_MAX = 5;
const EMAIL_MAX_LENGTH = 120;

/** One address the new-booking e-mail goes to. */
export const NotifyEmailAddressSchema = z
  .email('must be a valid email address')
  .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`);

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * PUT /api/admin/notifications (superadmin): who receives the e-mail of each new booking, entered in
 * Settings → Notifications, besides any addresses in the server's NOTIFY_EMAIL_TO. It goes out only when
 * the server can send mail (SMTP_URL). An empty list stops e-mail from the admin's addresses.
 */
export const NotifyEmailSettingsSchema = z.object({
  email_to: z
    .array(NotifyEmailAddressSchema)
    .max(NOTIFY_EMAILS_MAX, `must hold at most ${NOTIFY_EMAILS_MAX} addresses`)
    .refine(
      (addresses) => addresses.every((a, i) => addresses.findIndex((b) => sameAddress(a, b)) === i),
      'must not name an address twice',
    ),
  /** The language the e-mail is written in: the admin's, as the superadmin saving the addresses reads it. */
  language: AdminLanguageSchema.default(DEFAULT_ADMIN_LANGUAGE),
});
export type NotifyEmailSettings = z.infer<typeof NotifyEmailSettingsSchema>;

/**
 * The addresses in `text` as a person types them: separated by commas, semicolons or line breaks, each
 * trimmed and once (whatever its capitals), in the order typed.
 */
export function splitEmailAddresses(text: string): string[] {
  const addresses: string[] = [];
  for (const part of text.split(/[,;\n]/).map((piece) => piece.trim())) {
    if (part && !addresses.some((known) => sameAddress(known, part))) addresses.push(part);
  }
  return addresses;
}

/**
 * Who receives the new-booking e-mail: the server's NOTIFY_EMAIL_TO (comma-separated), then the
 * addresses saved in the admin, each once.
 */
export const emailRecipients = (server: string, saved: readonly string[]): string[] =>
  splitEmailAddresses([server, ...saved].join(','));

/**
 * GET /api/admin/notifications (and the answer of its PUT): which channels the server is configured for
 * (never the addresses or secrets set on the server), the addresses saved in the admin, and for a
 * superadmin the last delivery failures (null for other roles).
 */
export const NotifyStatusSchema = z.object({
  /** Each new booking is e-mailed: the server can send mail and has at least one address. */
  email: z.boolean(),
  webhook: z.boolean(),
  /** The server can send mail (SMTP_URL is set): without it, the addresses saved here get nothing. */
  mail_server: z.boolean(),
  /** The addresses saved in Settings → Notifications. */
  email_to: z.array(z.string()),
  /** The server's NOTIFY_EMAIL_TO adds addresses of its own (never shown). */
  server_email_to: z.boolean(),
  failures: NotifyFailuresSchema.nullable(),
});
export type NotifyStatus = z.infer<typeof NotifyStatusSchema>;

/** The query of GET /api/admin/notifications: none. */
export const NoQuerySchema = z.object({}).strict();
