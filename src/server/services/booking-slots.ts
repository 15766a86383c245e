/**
 * The optional seats-per-slot limit: the booking settings that hold it, and the seats taken in a slot
 * (one date and time) by the parties that hold seats there.
 */
import type { Store } from '@netlify/blobs';
import {
  type BookingSettings,
  type SlotAvailability,
  slotFullMessage,
} from '../../domain/booking-settings.ts';
import { type Reservation, SEAT_HOLDING_STATUSES, seatsOf } from '../../domain/reservation.ts';
import { HttpError } from '../http/errors.ts';
import { contentStore } from '../store/blobs.ts';
import { mapLimit } from '../store/documents.ts';
import { reservationIndex, reservationStore, reservations } from '../store/reservation-repo.ts';
import { getSettings } from '../store/settings-repo.ts';
import { saveSettings } from './content-service.ts';

/** The booking settings; no limit until staff set one. */
export const bookingSettings = (): Promise<BookingSettings> => getSettings(contentStore(), 'booking');

/** Saves the booking settings (history, audit; refused with 409 when `expectedTag` is no longer current). */
export const saveBookingSettings = (value: BookingSettings, by: string, expectedTag?: string) =>
  saveSettings('booking', value, by, { expectedTag });

/** The reservations of one day that hold seats, read through the index. */
async function seatHolders(store: Store, date: string): Promise<Reservation[]> {
  const entries = (await reservationIndex(store)).filter(
    (entry) => entry.date === date && SEAT_HOLDING_STATUSES.includes(entry.status),
  );
  const read = await mapLimit(entries, 16, (entry) => reservations.get(store, entry.id));
  return read.filter((r): r is Reservation => r !== null && SEAT_HOLDING_STATUSES.includes(r.status));
}

/** Seats taken in the slot of `date` at `time`. */
export async function seatsTaken(store: Store, date: string, time: string): Promise<number> {
  return (await seatHolders(store, date))
    .filter((r) => r.time === time)
    .reduce((sum, r) => sum + seatsOf(r.guests), 0);
}

/** Seats left in each booked slot of a day (what the public form uses to leave full slots out). */
export async function slotAvailability(date: string): Promise<SlotAvailability> {
  const { seats_per_slot } = await bookingSettings();
  const remaining: Record<string, number> = {};
  if (seats_per_slot !== null) {
    for (const r of await seatHolders(reservationStore(), date))
      remaining[r.time] = (remaining[r.time] ?? seats_per_slot) - seatsOf(r.guests);
    for (const time of Object.keys(remaining)) remaining[time] = Math.max(0, remaining[time] ?? 0);
  }
  return { date, seats_per_slot, remaining };
}

/** A guest's booking refused because the slot is full: 409, said at the time field, in Indonesian. */
export const slotFull = (time: string) => new HttpError(409, slotFullMessage(time), {}, { field: 'time' });
