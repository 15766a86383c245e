/**
 * The optional seats-per-slot limit: the booking settings that hold it, and the seats taken in a slot
 * (one date and time) by the parties that hold seats there.
 */
import type { Store } from '@netlify/blobs';
import type { SiteLanguage } from '../../domain/content/site-language.ts';
import {
  type BookingSettings,
  BookingSettingsSchema,
  type SlotAvailability,
  slotFullMessage,
} from '../../domain/reservations/booking-settings.ts';
import { type Reservation, SEAT_HOLDING_STATUSES, seatsOf } from '../../domain/reservations/reservation.ts';
import { getSettings } from '../content/settings-repo.ts';
import { saveSettings, staleSettings } from '../content/settings-service.ts';
import { conflict, HttpError } from '../http/errors.ts';
import { withUnsentKept } from '../http/unsent-fields.ts';
import { contentStore } from '../store/blobs.ts';
import { mapLimit, versionTag } from '../store/documents.ts';
import {
  readSlotClaims,
  reservationIndex,
  reservationStore,
  reservations,
  type SlotClaims,
  updateSlotClaims,
} from './repo.ts';
import { checkRetentionChange } from './retention.ts';

/** The booking settings; no limit until staff set one. */
export const bookingSettings = (): Promise<BookingSettings> => getSettings(contentStore(), 'booking');

/**
 * Saves the booking settings for `admin` (history, audit). A save over settings changed since the page
 * was opened (`expectedTag` no longer current) is refused first (409, "someone saved since"): the
 * retention is judged only against the settings the admin saw. A change of the retention is then
 * checked: the superadmin's alone, and a shorter one only with the count of bookings it deletes
 * confirmed (see checkRetentionChange).
 */
export async function saveBookingSettings(
  value: BookingSettings,
  admin: { username: string; role: string },
  {
    expectedTag,
    confirmDeletes,
    action = 'update',
    sent,
  }: {
    expectedTag?: string;
    confirmDeletes?: number;
    action?: 'update' | 'restore';
    /** The body the request sent (`fieldsSent`): fields it lacks keep their stored values. */
    sent?: object;
  } = {},
): Promise<BookingSettings> {
  const current = await bookingSettings();
  if (expectedTag && expectedTag !== versionTag(current)) throw conflict(staleSettings('booking'));
  const kept = withUnsentKept(BookingSettingsSchema, value, current, sent);
  const retention = await checkRetentionChange(admin, current, kept, confirmDeletes);
  // Written only over the settings just checked (a save between the two is refused alike).
  const saved = await saveSettings('booking', kept, admin.username, {
    expectedTag: expectedTag ?? versionTag(current),
    action,
  });
  await retention?.record();
  return saved;
}

/** The reservations of one day that hold seats, read through the index, and the ids of all of that day's. */
async function dayReservations(
  store: Store,
  date: string,
): Promise<{ holders: Reservation[]; ids: Set<string> }> {
  const day = (await reservationIndex(store)).filter((entry) => entry.date === date);
  const entries = day.filter((entry) => SEAT_HOLDING_STATUSES.includes(entry.status));
  const read = await mapLimit(entries, 16, (entry) => reservations.get(store, entry.id));
  const holders = read.filter(
    (r): r is Reservation => r !== null && SEAT_HOLDING_STATUSES.includes(r.status),
  );
  return { holders, ids: new Set(day.map((entry) => entry.id)) };
}

/**
 * The seats of one slot held by its reservations, and the ids of every reservation of its day: the claims
 * of these are done, their reservation tells (a declined or cancelled one frees its seats).
 */
async function slotReservations(
  store: Store,
  { date, time }: { date: string; time: string },
): Promise<{ seats: number; ids: Set<string> }> {
  const { holders, ids } = await dayReservations(store, date);
  const seats = holders.filter((r) => r.time === time).reduce((sum, r) => sum + seatsOf(r.guests), 0);
  return { seats, ids };
}

/**
 * How long a claim counts: far longer than a booking takes from reading the slot's reservations to writing
 * its own, and short enough that a claim whose reservation was never written (its write failed) soon frees
 * its seats.
 */
const CLAIM_TTL_MS = 60_000;

/** The claims that still count, and the seats they take beside `known` reservations. */
function openClaims(claims: SlotClaims['claims'], known: Set<string>, now: number) {
  const open = claims.filter((claim) => claim.at > now - CLAIM_TTL_MS);
  const seats = open.filter((claim) => !known.has(claim.id)).reduce((sum, claim) => sum + claim.seats, 0);
  return { open, seats };
}

/** Seats taken in the slot of `date` at `time`: by its reservations, and by bookings being written. */
export async function seatsTaken(store: Store, date: string, time: string): Promise<number> {
  const slot = { date, time };
  const claims = await readSlotClaims(store, slot);
  const held = await slotReservations(store, slot);
  return held.seats + openClaims(claims?.claims ?? [], held.ids, Date.now()).seats;
}

/**
 * Claims the seats of a booking about to be written (its reservation is written next, with this id), and
 * returns the seats taken in its slot before it. A slot's claims are one document, written only if
 * unchanged since it was read (else read again): the bookings of a slot are decided one after another,
 * each seeing the claims of all before it, so a slot fills to its last seat and never beyond. The slot's
 * reservations are read once, before: one written since has a claim that counts in its stead. A guest's
 * booking beyond `limit` is refused (409); staff's (`beyondLimit`) is claimed all the same.
 */
export async function claimSeats(
  store: Store,
  booking: Pick<Reservation, 'id' | 'date' | 'time' | 'guests'>,
  limit: number,
  { beyondLimit = false, language = 'id' }: { beyondLimit?: boolean; language?: SiteLanguage } = {},
): Promise<number> {
  const seats = seatsOf(booking.guests);
  const held = await slotReservations(store, booking);
  let before = 0;
  await updateSlotClaims(store, booking, (current) => {
    const now = Date.now();
    const { open, seats: claimed } = openClaims(current?.claims ?? [], held.ids, now);
    before = held.seats + claimed;
    if (!beyondLimit && before + seats > limit) throw slotFull(booking.time, language);
    return { claims: [...open, { id: booking.id, seats, at: now }] };
  });
  return before;
}

/** Seats left in each booked slot of a day (what the public form uses to leave full slots out). */
export async function slotAvailability(date: string): Promise<SlotAvailability> {
  const { seats_per_slot } = await bookingSettings();
  const remaining: Record<string, number> = {};
  if (seats_per_slot !== null) {
    for (const r of (await dayReservations(reservationStore(), date)).holders)
      remaining[r.time] = (remaining[r.time] ?? seats_per_slot) - seatsOf(r.guests);
    for (const time of Object.keys(remaining)) remaining[time] = Math.max(0, remaining[time] ?? 0);
  }
  return { date, seats_per_slot, remaining };
}

/** A guest's booking refused because the slot is full: 409, said at the time field, in the guest's language. */
export const slotFull = (time: string, language: SiteLanguage = 'id') =>
  new HttpError(409, slotFullMessage(time, language), {}, { field: 'time' });
