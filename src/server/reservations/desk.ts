/**
 * The staff's desk: the reservations list, the pending count, deciding, undoing, reminders, calendar files
 * and bookings staff take by phone.
 */
import type { AdminSession } from '../../domain/accounts/admin-user.ts';
import { restaurantNow } from '../../domain/content/hours.ts';
import { NEW_BOOKINGS_MAX, type PendingCount } from '../../domain/notifications/channels.ts';
import { newBookingId } from '../../domain/reservations/booking-messages.ts';
import { bookingCalendar, calendarFileName, calendarPlace } from '../../domain/reservations/calendar-file.ts';
import {
  canTransition,
  type Reservation,
  type ReservationDecision,
  type ReservationStatus,
  type StaffBooking,
  seatsOf,
  tooEarlyFor,
} from '../../domain/reservations/reservation.ts';
import { AUDIT, fillIn } from '../../domain/shared/server-messages.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { getRestaurantInfo, getSettings } from '../content/settings-repo.ts';
import { conflict, notFound } from '../http/errors.ts';
import { contentStore } from '../store/blobs.ts';
import { mapLimit } from '../store/documents.ts';
import { indexReservation, reservationIndex, reservationStore, reservations } from './repo.ts';
import { claimSeats } from './slots.ts';

export const RESERVATION_MISSING = 'Reservation not found';
export interface ReservationFilter {
  /** yyyy-mm-dd: only reservations for that day. */
  date?: string;
  status?: ReservationStatus;
}

/** One page of a list: how many to skip, and how many at most to give. */
export interface Page {
  offset: number;
  limit: number;
}

/** Reservations a page holds unless told otherwise, and at most. */
export const RESERVATION_PAGE = { default: 100, max: 200 } as const;

/**
 * Reservations for staff, newest first, optionally for one day and one status: one page of them and how
 * many match in all.
 */
export async function listReservations(
  filter: ReservationFilter = {},
  page: Page = { offset: 0, limit: RESERVATION_PAGE.default },
): Promise<{ items: Reservation[]; total: number }> {
  const store = reservationStore();
  const matches = (r: { date: string; status: ReservationStatus }) =>
    (!filter.date || r.date === filter.date) && (!filter.status || r.status === filter.status);
  // The index answers which reservations match and in what order; only the page's are read.
  const matching = (await reservationIndex(store))
    .filter(matches)
    .sort((a, b) => b.made - a.made || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const read = await mapLimit(matching.slice(page.offset, page.offset + page.limit), 32, (entry) =>
    reservations.get(store, entry.id),
  );
  // A status changed between the listing and the read shows as it is now, and leaves a filtered page.
  const items = read.filter((r): r is Reservation => r !== null && matches(r));
  return { items, total: matching.length };
}

/**
 * How many reservations wait for a decision, and the newest of them (by when it was made): what the admin
 * asks for every few seconds, answered from the index alone. With `since` (the `now` of an earlier answer),
 * also the pending bookings made after it, read in full (a few at most), for the admin to name them.
 */
export async function pendingReservations(since?: number, now = Date.now()): Promise<PendingCount> {
  const store = reservationStore();
  const pending = (await reservationIndex(store)).filter((entry) => entry.status === 'pending');
  let latest: (typeof pending)[number] | undefined;
  for (const entry of pending) {
    if (!latest || entry.made > latest.made || (entry.made === latest.made && entry.id > latest.id))
      latest = entry;
  }
  const fresh =
    since === undefined
      ? []
      : pending
          .filter((entry) => entry.made > since)
          .sort((a, b) => b.made - a.made || (a.id < b.id ? 1 : -1))
          .slice(0, NEW_BOOKINGS_MAX);
  const read = await mapLimit(fresh, 8, (entry) => reservations.get(store, entry.id));
  const newest = read
    .filter((r): r is Reservation => r !== null && r.status === 'pending')
    .map(({ id, name, guests, date, time }) => ({ id, name, guests, date, time }));
  return { pending: pending.length, latest_id: latest?.id ?? null, now, newest };
}

/** A status as staff read it in a sentence: "no-show" for no_show. */
const word = (status: ReservationStatus) => status.replace('_', '-');

const STATUS_SUMMARIES: Record<ReservationStatus, string> = {
  pending: AUDIT.reservationPending,
  confirmed: AUDIT.reservationConfirmed,
  declined: AUDIT.reservationDeclined,
  cancelled: AUDIT.reservationCancelled,
  seated: AUDIT.reservationSeated,
  no_show: AUDIT.reservationNoShow,
};

/** 409 when staff acted on a revision of the reservation that someone else has changed since. */
function assertRevision(stored: Reservation, revision: number | undefined) {
  if (revision !== undefined && stored.revision !== revision)
    throw conflict(
      `This reservation was changed by ${stored.updated_by ?? 'someone'} meanwhile: it is now ${word(stored.status)}. Reload to see it.`,
    );
}

const validId = (id: string) => {
  if (!/^RMP[A-Z0-9]{9}$/.test(id)) throw notFound(RESERVATION_MISSING);
};

/**
 * One change of a reservation's status, as every change is made: a conditional write of what `change`
 * makes of the stored reservation (after the revision check), then the day index and the activity log.
 */
async function changeStatus(
  id: string,
  revision: number | undefined,
  by: AdminSession,
  change: (stored: Reservation) => Reservation,
  audit: (before: Reservation | null, updated: Reservation) => { action: string; summary: string },
): Promise<Reservation> {
  const store = reservationStore();
  validId(id);
  // One conditional write: of a Confirm and a Decline pressed at the same moment, only one lands.
  const { before, after: updated } = await reservations.update(store, id, (stored) => {
    if (!stored) throw notFound(RESERVATION_MISSING);
    assertRevision(stored, revision);
    return { ...change(stored), revision: stored.revision + 1 };
  });
  await indexReservation(store, updated, before);
  await recordAudit({ by: by.username, target: `reservation/${updated.id}`, ...audit(before, updated) });
  return updated;
}

/**
 * Moves a reservation to `status` along RESERVATION_TRANSITIONS (pending → confirmed or declined,
 * confirmed → cancelled, seated or no_show); anything else is refused with 409, as is a change based on an
 * older `revision`, and seated or no-show before the booking's day on the restaurant's clock. The status
 * it leaves is kept, so that {@link undoReservationChange} can return to it.
 */
export async function decideReservation(
  id: string,
  { status, revision }: ReservationDecision,
  by: AdminSession,
  now = new Date(),
): Promise<Reservation> {
  const { openingHours } = await getRestaurantInfo(contentStore());
  const today = restaurantNow(now, openingHours.timeZone).date;
  return changeStatus(
    id,
    revision,
    by,
    (stored) => {
      if (stored.status === status) throw conflict(`This reservation is already ${word(status)}`);
      if (!canTransition(stored.status, status))
        throw conflict(
          stored.status !== 'pending' && canTransition('pending', status)
            ? `This reservation was already ${word(stored.status)} by ${stored.updated_by ?? 'someone'}`
            : `A ${word(stored.status)} reservation cannot be marked ${word(status)}`,
        );
      const early = tooEarlyFor(status, stored.date, today);
      if (early) throw conflict(early);
      return {
        ...stored,
        status,
        updated_at: new Date().toISOString(),
        updated_by: by.username,
        previous: { status: stored.status, updated_at: stored.updated_at, updated_by: stored.updated_by },
      };
    },
    (_before, updated) => ({
      action: `reservation-${status}`,
      summary: fillIn(STATUS_SUMMARIES[status], { id: updated.id, name: updated.name }),
    }),
  );
}

export const NOTHING_TO_UNDO = 'There is nothing to undo on this reservation';

/**
 * Takes back the last change of status: the reservation returns exactly to the status it had (with who
 * set it and when). Only the last change is kept, so a second Undo is refused (409).
 */
export function undoReservationChange(
  id: string,
  revision: number | undefined,
  by: AdminSession,
): Promise<Reservation> {
  return changeStatus(
    id,
    revision,
    by,
    (stored) => {
      const { previous } = stored;
      if (!previous) throw conflict(NOTHING_TO_UNDO);
      return {
        ...stored,
        status: previous.status,
        updated_at: previous.updated_at,
        updated_by: previous.updated_by,
        previous: null,
      };
    },
    (before, updated) => ({
      action: 'reservation-undo',
      summary: `Undid the last change of the reservation ${updated.id} of ${updated.name}: ${word(before?.status ?? updated.status)} back to ${word(updated.status)}`,
    }),
  );
}

export const NOT_REMINDABLE = 'Only a confirmed reservation with a phone number gets a reminder';

/**
 * Records that `by` sent the guest a reminder on WhatsApp (the admin opens the message, the server keeps
 * who and when). A reminder changes no status: it neither needs nor bumps the revision.
 */
export async function markReminderSent(id: string, by: AdminSession, now = new Date()): Promise<Reservation> {
  validId(id);
  const { after } = await reservations.update(reservationStore(), id, (stored) => {
    if (!stored) throw notFound(RESERVATION_MISSING);
    if (stored.status !== 'confirmed' || !stored.phone) throw conflict(NOT_REMINDABLE);
    return { ...stored, reminder: { at: now.toISOString(), by: by.username } };
  });
  await recordAudit({
    by: by.username,
    action: 'reservation-reminder',
    target: `reservation/${after.id}`,
    summary: fillIn(AUDIT.reminderSent, { id: after.id, name: after.name }),
  });
  return after;
}

export const NO_CALENDAR = 'Only a pending or confirmed reservation can be saved to a calendar';

/**
 * A booking as a calendar file for staff ("Simpan ke kalender" in the admin): the guest's own .ics
 * (domain/reservations/calendar-file.ts), confirmed once the restaurant confirmed it, at the restaurant's whole address. Only a
 * booking still ahead of its guests has one (409 for a declined, cancelled, seated or missed one).
 */
export async function reservationCalendar(id: string): Promise<{ body: string; fileName: string }> {
  validId(id);
  const [stored, restaurant] = await Promise.all([
    reservations.get(reservationStore(), id),
    getRestaurantInfo(contentStore()),
  ]);
  if (!stored) throw notFound(RESERVATION_MISSING);
  if (stored.status !== 'pending' && stored.status !== 'confirmed') throw conflict(NO_CALENDAR);
  const booking = { ...stored, confirmed: stored.status === 'confirmed' };
  return { body: bookingCalendar(booking, calendarPlace(restaurant)), fileName: calendarFileName(id) };
}

const SOURCE_WORDS = { phone: 'phone', walk_in: 'walk-in' } as const;

/**
 * A booking staff enter for a guest who phoned or walked in: confirmed at once (a walk-in may be seated
 * directly, on the booking's day only: 409 before it), with its note for staff. Neither rate-limited nor announced to the restaurant; it may go
 * beyond the seats per slot, and the answer then carries a warning.
 */
export async function createStaffBooking(
  booking: StaffBooking,
  by: AdminSession,
  now = new Date(),
): Promise<{ reservation: Reservation; warning: string | null }> {
  const store = reservationStore();
  if (booking.seated) {
    const { openingHours } = await getRestaurantInfo(contentStore());
    const early = tooEarlyFor('seated', booking.date, restaurantNow(now, openingHours.timeZone).date);
    if (early) throw conflict(early);
  }
  const { seats_per_slot: limit } = await getSettings(contentStore(), 'booking');
  const timestamp = now.toISOString();
  for (let attempt = 0; attempt < 5; attempt++) {
    const reservation: Reservation = {
      id: newBookingId(),
      name: booking.name,
      phone: booking.phone,
      date: booking.date,
      time: booking.time,
      guests: booking.guests,
      status: booking.seated ? 'seated' : 'confirmed',
      position: now.getTime(),
      created_at: timestamp,
      updated_at: timestamp,
      updated_by: by.username,
      revision: 1,
      previous: null,
      source: booking.source,
      note: booking.note,
      created_by: by.username,
      reminder: null,
    };
    // Claimed as guests' bookings are, so that a guest booking at the same moment counts these seats too.
    const taken = limit === null ? 0 : await claimSeats(store, reservation, limit, { beyondLimit: true });
    const seats = seatsOf(booking.guests);
    const warning =
      limit !== null && taken + seats > limit
        ? `This booking goes beyond the seats per slot: ${taken + seats} of ${limit} seats at ${booking.time}.`
        : null;
    if (await reservations.put(store, reservation, { onlyIfNew: true })) {
      await indexReservation(store, reservation);
      await recordAudit({
        by: by.username,
        action: 'reservation-staff-booking',
        target: `reservation/${reservation.id}`,
        summary: `Entered a ${SOURCE_WORDS[booking.source]} booking ${reservation.id} for ${reservation.name} (${reservation.guests} on ${reservation.date} at ${reservation.time}, ${word(reservation.status)})`,
      });
      return { reservation, warning };
    }
  }
  throw new Error('Could not find a free booking id');
}
