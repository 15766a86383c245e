import type { SiteLanguage } from '../../domain/content/site-language.ts';
import { newBookingId } from '../../domain/reservations/booking-messages.ts';
import {
  BOOKING_WORDS,
  bookingIssue,
  type Reservation,
  type ReservationField,
  type ReservationRequest,
  ReservationRequestSchema,
  reservationFieldErrors,
  seatsOf,
} from '../../domain/reservations/reservation.ts';
import { reservationsPerClient } from '../config.ts';
import { getRestaurantInfo, getSettings } from '../content/settings-repo.ts';
import { clientKey } from '../http/client-ip.ts';
import { HttpError, invalidField, tooManyRequests } from '../http/errors.ts';
import { adminUrlOf, type Defer, notifyNewBooking } from '../notifications/notify-service.ts';
import { contentStore } from '../store/blobs.ts';
import { rateLimiter } from '../store/rate-limit.ts';
import { indexReservation, reservationStore, reservations } from './repo.ts';
import { claimSeats, seatsTaken, slotFull } from './slots.ts';

/** Reservations one client (an IPv6 one by its /64 network) may make per 10 minutes (RESERVATIONS_PER_CLIENT, default 5). */
export const reservationLimit = () => ({ max: reservationsPerClient(), windowMs: 10 * 60 * 1000 });
export const TOO_MANY_RESERVATIONS =
  'Terlalu banyak permintaan reservasi dari perangkat Anda. Silakan coba lagi dalam beberapa menit.';
/** {@link TOO_MANY_RESERVATIONS} for a guest on the English pages. */
export const TOO_MANY_RESERVATIONS_EN =
  'Too many booking requests from your device. Please try again in a few minutes.';

/**
 * Where a booking was made, for telling the restaurant about it afterwards: the site's origin (the admin
 * link; null when unknown) and how to run work after the answer (the function's waitUntil).
 */
export interface BookingOrigin {
  origin: string | null;
  defer: Defer;
}

/**
 * Books a table: checks the date and time against the restaurant's hours, limits each client, and stores
 * the request as pending. A request that filled the honeypot gets a normal-looking answer and is dropped.
 * With `from`, the restaurant is told of the booking (e-mail, webhook) after the answer, never before.
 * Refusals are said in `language`, the guest's; the booking stored is the same in any language.
 */
export async function createReservation(
  request: ReservationRequest,
  clientIp: string,
  now = new Date(),
  from?: BookingOrigin,
  language: SiteLanguage = 'id',
): Promise<{ id: string; status: 'pending' }> {
  const store = reservationStore();
  const limiter = rateLimiter(store, 'reservation', reservationLimit());
  const take = async () => {
    const wait = await limiter.take([clientKey(clientIp)], now.getTime());
    if (wait > 0)
      throw tooManyRequests(language === 'en' ? TOO_MANY_RESERVATIONS_EN : TOO_MANY_RESERVATIONS, wait);
  };
  if (request.website) {
    await take();
    return { id: newBookingId(), status: 'pending' };
  }
  const content = contentStore();
  const [{ openingHours }, { seats_per_slot: limit }] = await Promise.all([
    getRestaurantInfo(content),
    getSettings(content, 'booking'),
  ]);
  const problem = bookingIssue(request, openingHours, now, BOOKING_WORDS[language]);
  if (problem) throw invalidField(problem.field, problem.message);
  // Refused before it counts against the client's limit when the slot is plainly full; decided for sure
  // when its seats are claimed.
  if (
    limit !== null &&
    (await seatsTaken(store, request.date, request.time)) + seatsOf(request.guests) > limit
  )
    throw slotFull(request.time, language);
  await take();
  const timestamp = now.toISOString();
  // A booking id is 9 characters of 36: a clash is astronomically rare, but never overwrite one.
  for (let attempt = 0; attempt < 5; attempt++) {
    const reservation: Reservation = {
      id: newBookingId(),
      name: request.name,
      phone: request.phone,
      date: request.date,
      time: request.time,
      guests: request.guests,
      status: 'pending',
      position: now.getTime(),
      created_at: timestamp,
      updated_at: timestamp,
      updated_by: null,
      revision: 1,
      previous: null,
      source: 'website',
      note: '',
      created_by: null,
      reminder: null,
    };
    if (limit !== null) await claimSeats(store, reservation, limit, { language });
    if (await reservations.put(store, reservation, { onlyIfNew: true })) {
      await indexReservation(store, reservation);
      from?.defer(notifyNewBooking({ reservation, adminUrl: adminUrlOf(from.origin) }));
      return { id: reservation.id, status: 'pending' };
    }
  }
  throw new Error('Could not find a free booking id');
}

/** How a booking sent by the form itself (without JavaScript) ended. */
export type FormBooking =
  | { booked: true; id: string; booking: ReservationRequest }
  | {
      booked: false;
      status: number;
      headers: Record<string, string>;
      errors: Partial<Record<ReservationField | 'form', string>>;
    };

/**
 * A booking from the form's own POST: every field checked with the shared schema (all problems at once,
 * as a page shows them), then booked as {@link createReservation} books one. Refusals a guest can act on
 * come back with their field, in `language`; failures nobody foresaw are thrown.
 */
export async function bookFromForm(
  fields: Record<string, string>,
  clientIp: string,
  from?: BookingOrigin,
  language: SiteLanguage = 'id',
): Promise<FormBooking> {
  const parsed = ReservationRequestSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Partial<Record<ReservationField, string>> = reservationFieldErrors(parsed.error, language);
    // A date the restaurant cannot take is said with the other problems, not on the next try.
    if (!errors.date) {
      const { openingHours } = await getRestaurantInfo(contentStore());
      const issue = bookingIssue(
        { date: fields.date ?? '', time: fields.time ?? '' },
        openingHours,
        new Date(),
        BOOKING_WORDS[language],
      );
      if (issue && !errors[issue.field]) errors[issue.field] = issue.message;
    }
    return { booked: false, status: 400, headers: {}, errors };
  }
  try {
    const { id } = await createReservation(parsed.data, clientIp, new Date(), from, language);
    return { booked: true, id, booking: parsed.data };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    const field = error.extra.field as ReservationField | undefined;
    return {
      booked: false,
      status: error.status,
      headers: error.headers,
      errors: field ? { [field]: error.message } : { form: error.message },
    };
  }
}
