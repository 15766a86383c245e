import type { AdminSession } from '../../domain/admin-user.ts';
import { newBookingId } from '../../domain/booking.ts';
import {
  bookingProblem,
  type Reservation,
  type ReservationRequest,
  type ReservationStatus,
} from '../../domain/reservation.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/errors.ts';
import { contentStore } from '../store/blobs.ts';
import { rateLimiter } from '../store/rate-limit.ts';
import { reservationStore, reservations } from '../store/reservation-repo.ts';
import { getRestaurantInfo } from '../store/settings-repo.ts';
import { recordAudit } from './audit-service.ts';

/** Reservations one client may make: 5 per 10 minutes. */
export const RESERVATION_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 };
export const TOO_MANY_RESERVATIONS =
  'Terlalu banyak permintaan reservasi dari perangkat Anda. Silakan coba lagi dalam beberapa menit.';
export const RESERVATION_MISSING = 'Reservation not found';

/**
 * Books a table: checks the date and time against the restaurant's hours, limits each client, and stores
 * the request as pending. A request that filled the honeypot gets a normal-looking answer and is dropped.
 */
export async function createReservation(
  request: ReservationRequest,
  clientIp: string,
  now = new Date(),
): Promise<{ id: string; status: 'pending' }> {
  const store = reservationStore();
  const limiter = rateLimiter(store, 'reservation', RESERVATION_LIMIT);
  const take = async () => {
    const wait = await limiter.take([clientIp], now.getTime());
    if (wait > 0) throw tooManyRequests(TOO_MANY_RESERVATIONS, wait);
  };
  if (request.website) {
    await take();
    return { id: newBookingId(), status: 'pending' };
  }
  const { openingHours } = await getRestaurantInfo(contentStore());
  const problem = bookingProblem(request, openingHours, now);
  if (problem) throw badRequest(problem);
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
    };
    if (await reservations.put(store, reservation, { onlyIfNew: true }))
      return { id: reservation.id, status: 'pending' };
  }
  throw new Error('Could not find a free booking id');
}

export interface ReservationFilter {
  /** yyyy-mm-dd: only reservations for that day. */
  date?: string;
  status?: ReservationStatus;
}

/** Reservations for staff, newest first, optionally for one day and one status. */
export async function listReservations(filter: ReservationFilter = {}): Promise<Reservation[]> {
  const all = await reservations.list(reservationStore());
  return all
    .filter((r) => (!filter.date || r.date === filter.date) && (!filter.status || r.status === filter.status))
    .reverse();
}

/**
 * Confirms or declines a pending reservation; a decided one cannot be decided again (409). `pending`
 * undoes a decision (a confirmation or decline made by mistake): the reservation waits again.
 */
export async function decideReservation(
  id: string,
  status: ReservationStatus,
  by: AdminSession,
): Promise<Reservation> {
  const store = reservationStore();
  if (!/^RMP[A-Z0-9]{9}$/.test(id)) throw notFound(RESERVATION_MISSING);
  // One conditional write: of a Confirm and a Decline pressed at the same moment, only one lands.
  const { after: updated } = await reservations.update(store, id, (stored) => {
    if (!stored) throw notFound(RESERVATION_MISSING);
    if (status === 'pending' && stored.status === 'pending')
      throw conflict('This reservation is already pending');
    if (status !== 'pending' && stored.status !== 'pending')
      throw conflict(`This reservation was already ${stored.status} by ${stored.updated_by ?? 'someone'}`);
    return { ...stored, status, updated_at: new Date().toISOString(), updated_by: by.username };
  });
  await recordAudit({
    by: by.username,
    action: `reservation-${status}`,
    target: `reservation/${updated.id}`,
    summary: `${status === 'confirmed' ? 'Confirmed' : status === 'declined' ? 'Declined' : 'Undid the decision on'} the reservation ${updated.id} of ${updated.name}`,
  });
  return updated;
}
