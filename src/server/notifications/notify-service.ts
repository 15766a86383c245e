/**
 * Tells the restaurant about a new booking, out of the admin: an e-mail through SMTP (to the server's
 * NOTIFY_EMAIL_TO and the addresses saved in Settings → Notifications) and a JSON POST to a webhook, each
 * when configured (config.ts), and a push to the devices staff turned notifications on for
 * (push-service.ts). Never in the way of the guest's booking: the work runs after the answer (the
 * function's `waitUntil`), each channel with a short timeout, and a failure is logged and kept (the last
 * 20) for a superadmin to see in Settings → Notifications.
 */
import type { Context } from '@netlify/functions';
import type { AdminLanguage } from '../../domain/accounts/admin-language.ts';
import {
  MAX_NOTIFY_FAILURES,
  type NotifyChannel,
  type NotifyEmailSettings,
  type NotifyFailure,
  NotifyFailuresSchema,
  type NotifyStatus,
} from '../../domain/notifications/channels.ts';
import type { Reservation } from '../../domain/reservations/reservation.ts';
import { AUDIT, fillIn } from '../../domain/shared/server-messages.ts';
import { adminStore } from '../accounts/admin-repo.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { mailServerUrl, notifyEmailConfig, notifyWebhookUrl, serverEmailRecipients } from '../config.ts';
import { reservationStore } from '../reservations/repo.ts';
import { withStoreBudget } from '../store/blobs.ts';
import { readDocument, updateDocument } from '../store/documents.ts';
import { putNotifyEmail, readNotifyEmail } from './notify-repo.ts';
import { pushNewBooking } from './push-service.ts';

/** How long each channel may take, all told. */
export const NOTIFY_TIMEOUT_MS = 8_000;
const FAILURES_KEY = 'notify/failures';

/**
 * Runs `work` with a signal that aborts it (a TimeoutError, as AbortSignal.timeout's) after
 * {@link NOTIFY_TIMEOUT_MS}; the timer goes once the work ends, so a busy server keeps no timer (and no
 * abort to dispatch later) per notice sent.
 */
export async function withNotifyTimeout<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    NOTIFY_TIMEOUT_MS,
  );
  timer.unref();
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** Work that runs after the answer is sent. */
export type Defer = (work: Promise<unknown>) => void;

/**
 * The function's `waitUntil` (Netlify keeps the invocation alive until the work ends, after the answer);
 * where a runtime has none (the local in-process runtime), the work simply goes on in the background.
 */
export function deferWith(context: Context | undefined): Defer {
  const waitUntil = context?.waitUntil;
  if (typeof waitUntil === 'function') return (work) => waitUntil.call(context, work);
  return (work) => void work.catch((error) => console.error(error));
}

/** What a channel is told about a booking. */
export interface BookingNotice {
  reservation: Pick<Reservation, 'id' | 'name' | 'phone' | 'date' | 'time' | 'guests' | 'created_at'>;
  /** The admin page where staff decide it; null when the site's origin is not known. */
  adminUrl: string | null;
}

/** The admin's reservations page on the site's own origin (config.ts `siteOrigin`). */
export const adminUrlOf = (origin: string | null) =>
  origin === null ? null : `${origin.replace(/\/+$/, '')}/admin/reservations`;

/** The addresses saved in Settings → Notifications (none until a superadmin saves some). */
export async function savedEmailRecipients(): Promise<string[]> {
  return (await savedEmail()).email_to;
}

/** The saved addresses and the language their e-mail is written in (English until a superadmin saves). */
async function savedEmail(): Promise<{ email_to: string[]; language: AdminLanguage }> {
  const saved = await readNotifyEmail(adminStore());
  return { email_to: saved?.email_to ?? [], language: saved?.language ?? 'en' };
}

/**
 * Which channels are configured (never the addresses or secrets set on the server); pushes need no
 * configuration. E-mail counts only when the server can send it: an address saved in the admin of a
 * server without SMTP_URL receives nothing.
 */
export async function notifyChannels(): Promise<
  Pick<NotifyStatus, 'email' | 'webhook' | 'mail_server' | 'email_to' | 'server_email_to'>
> {
  const saved = await savedEmailRecipients();
  return {
    email: notifyEmailConfig(saved) !== null,
    webhook: notifyWebhookUrl() !== null,
    mail_server: mailServerUrl() !== null,
    email_to: saved,
    server_email_to: serverEmailRecipients(),
  };
}

/**
 * Sends the notice on every configured channel, each on its own; resolves when all have ended, never
 * rejects. Each failure is logged and recorded.
 */
export async function notifyNewBooking(notice: BookingNotice): Promise<void> {
  await notifyStaff(notice.reservation.id, {
    email: (language) => ({
      subject: emailSubject(notice, language),
      text: describeBooking(notice, language),
    }),
    webhook: () => webhookBody(notice),
    push: () => pushToDevices(notice),
  });
}

/** What each channel says of one new booking or order. */
export interface StaffNotice {
  /** The e-mail in the language the addresses were saved in. */
  email: (language: AdminLanguage) => { subject: string; text: string };
  /** The webhook's JSON body. */
  webhook: () => Record<string, unknown>;
  /** Pushes to staff's devices; throws naming the devices that did not get it. */
  push: () => Promise<void>;
}

/**
 * Sends a notice on every configured channel, each on its own; resolves when all have ended, never
 * rejects. Each failure is logged and recorded under `id` (a booking id or an order code).
 */
export async function notifyStaff(id: string, notice: StaffNotice): Promise<void> {
  const saved = await savedAfterAnswer();
  const email = notifyEmailConfig(saved.email_to);
  const webhook = notifyWebhookUrl();
  const sends: Array<[NotifyChannel, () => Promise<void>]> = [];
  if (email) sends.push(['email', () => sendEmail(email, notice.email(saved.language))]);
  if (webhook) sends.push(['webhook', () => postWebhook(webhook, notice.webhook())]);
  sends.push(['push', notice.push]);
  await Promise.all(
    sends.map(async ([channel, send]) => {
      try {
        await send();
      } catch (error) {
        const message = describeFailure(error);
        console.error(`Could not notify the restaurant by ${channel} of ${id}: ${message}`);
        await recordFailure({
          at: new Date().toISOString(),
          channel,
          reservation_id: id,
          error: message,
        }).catch((stored) => console.error('Could not record the notification failure', stored));
      }
    }),
  );
}

/**
 * The saved addresses, read after the answer (with a store time budget of its own); when the store
 * cannot be read, the e-mail still goes to the server's own addresses.
 */
async function savedAfterAnswer(): Promise<{ email_to: string[]; language: AdminLanguage }> {
  if (!mailServerUrl()) return { email_to: [], language: 'en' };
  try {
    return await withStoreBudget(savedEmail);
  } catch (error) {
    console.error('Could not read the e-mail addresses saved for new bookings', error);
    return { email_to: [], language: 'en' };
  }
}

/** The words of the new-booking e-mail in Indonesian (the English ones are written out below). */
const INDONESIAN_DAY = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Rabu, 2 Desember 2026" for "2026-12-02": the day as written, no time zone shift. */
function indonesianDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : INDONESIAN_DAY.format(day);
}

/**
 * The booking's lines, as the e-mail (in the language the addresses were saved in) and the webhook's
 * `text` (English) say them.
 */
export function describeBooking(
  { reservation: r, adminUrl }: BookingNotice,
  language: AdminLanguage = 'en',
): string {
  if (language === 'id')
    return [
      `ID Booking: ${r.id}`,
      `Nama: ${r.name}`,
      `Telepon: +${r.phone}`,
      `Tanggal: ${indonesianDay(r.date)}`,
      `Jam: ${r.time}`,
      `Jumlah tamu: ${r.guests}`,
      '',
      adminUrl
        ? `Konfirmasi atau tolak di admin: ${adminUrl}`
        : 'Konfirmasi atau tolak di admin, pada halaman Reservasi.',
    ].join('\n');
  return [
    `Booking: ${r.id}`,
    `Name: ${r.name}`,
    `Phone: +${r.phone}`,
    `Date: ${r.date}`,
    `Time: ${r.time}`,
    `Guests: ${r.guests}`,
    '',
    adminUrl
      ? `Confirm or decline it in the admin: ${adminUrl}`
      : 'Confirm or decline it in the admin, under Reservations.',
  ].join('\n');
}

export const emailSubject = ({ reservation: r }: BookingNotice, language: AdminLanguage = 'en') =>
  language === 'id'
    ? `Reservasi baru ${r.id}: ${r.name}, ${indonesianDay(r.date)} ${r.time}, ${r.guests} orang`
    : `New booking ${r.id}: ${r.name}, ${r.date} ${r.time}, ${r.guests} guests`;

/**
 * Sends one e-mail through the restaurant's SMTP server. nodemailer is imported here, on the first e-mail
 * of an instance, not with the module: the guests' booking and order functions hold this module, and
 * importing nodemailer took about 110 ms of each of their cold starts, e-mail set up or not.
 */
async function sendEmail(
  config: { smtpUrl: string; to: string; from: string },
  { subject, text }: { subject: string; text: string },
) {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: NOTIFY_TIMEOUT_MS,
    greetingTimeout: NOTIFY_TIMEOUT_MS,
    socketTimeout: NOTIFY_TIMEOUT_MS,
  });
  try {
    await withTimeout(
      transport.sendMail({
        from: config.from,
        to: config.to,
        subject,
        text,
      }),
      'the SMTP server',
    );
  } finally {
    transport.close();
  }
}

/** The webhook's body for a new booking. */
function webhookBody(notice: BookingNotice): Record<string, unknown> {
  const { reservation: r, adminUrl } = notice;
  return {
    event: 'reservation.created',
    id: r.id,
    name: r.name,
    phone: r.phone,
    date: r.date,
    time: r.time,
    guests: r.guests,
    created_at: r.created_at,
    admin_url: adminUrl,
    text: `New booking\n${describeBooking(notice)}`,
  };
}

async function postWebhook(url: string, body: Record<string, unknown>) {
  await withNotifyTimeout(async (signal) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'rumah-makan-padang-notify' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal,
    });
    // The answer's body is not needed; it is read away so the connection is freed.
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`);
  });
}

/** The booking pushed to staff's devices; one failure says every device that did not get it. */
async function pushToDevices({ reservation, adminUrl }: BookingNotice) {
  const origin = adminUrl ? new URL(adminUrl).origin : null;
  const failed = await withNotifyTimeout((signal) =>
    withStoreBudget(() => pushNewBooking(reservation, origin, signal)),
  );
  if (failed.length > 0)
    throw new Error(failed.map(({ device, error }) => `${device}: ${describeFailure(error)}`).join('; '));
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer in time`)), NOTIFY_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * What went wrong, without the channel's secrets: an error's message and code, with any URL or
 * credentials in it cut out (a webhook's address may hold a bot token, an SMTP URL a password).
 */
export function describeFailure(error: unknown): string {
  const err = error as { name?: string; message?: string; code?: string; cause?: { code?: string } };
  let message = err?.name === 'TimeoutError' ? 'did not answer in time' : String(err?.message ?? error);
  const code = err?.cause?.code ?? err?.code;
  if (typeof code === 'string' && code && !message.includes(code)) message = `${message} (${code})`;
  return message
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<address>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}

/** Keeps a failure; after the answer, so with a store time budget of its own (not the request's). */
async function recordFailure(failure: NotifyFailure): Promise<void> {
  await withStoreBudget(() =>
    updateDocument(reservationStore(), FAILURES_KEY, NotifyFailuresSchema, (current) =>
      [failure, ...(current ?? [])].slice(0, MAX_NOTIFY_FAILURES),
    ),
  );
}

/** The last delivery failures, newest first. */
export async function notifyFailures(): Promise<NotifyFailure[]> {
  return (await readDocument(reservationStore(), FAILURES_KEY, NotifyFailuresSchema)) ?? [];
}

/** Settings → Notifications: the configured channels, and the failures when `withFailures`. */
export async function notifyStatus(withFailures: boolean): Promise<NotifyStatus> {
  const [channels, failures] = await Promise.all([notifyChannels(), withFailures ? notifyFailures() : null]);
  return { ...channels, failures };
}

/** Keeps the addresses the new-booking e-mail goes to (a superadmin's choice, in the activity log). */
export async function saveEmailRecipients(
  { email_to, language }: NotifyEmailSettings,
  by: string,
): Promise<void> {
  await putNotifyEmail(adminStore(), { email_to, language, set_at: new Date().toISOString(), set_by: by });
  await recordAudit({
    by,
    action: 'notify-email-set',
    target: 'settings/notify-email',
    summary:
      email_to.length > 0
        ? fillIn(AUDIT.bookingEmailSet, { addresses: email_to.join(', ') })
        : AUDIT.bookingEmailRemoved,
  });
}
