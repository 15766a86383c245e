import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import {
  type Reservation,
  ReservationSchema,
  type ReservationStatus,
} from '../../domain/reservations/reservation.ts';
import { openStore } from '../store/blobs.ts';
import { collection } from '../store/collection.ts';
import { dayIndex } from '../store/day-index.ts';
import {
  deleteDocument,
  listKeys,
  mapLimit,
  readDocument,
  updateDocument,
  writeDocument,
} from '../store/documents.ts';

/**
 * Reservations hold guests' names and phone numbers: they live in their own store, apart from the site
 * content (a build never reads them, a content backup never holds them). One blob per reservation.
 */
export function reservationStore(): Store {
  return openStore('reservations');
}

export const reservations = collection('bookings/', ReservationSchema);

/**
 * The reservations' day index (see day-index.ts): the staff list is one listing of keys plus the reads of
 * one page, however many bookings a restaurant has. A listing repairs what an interrupted write left (see
 * reservationIndex).
 */
const index = dayIndex(/RMP[A-Z0-9]{9}/);

export interface IndexEntry {
  id: string;
  date: string;
  /** When it was made, ms. */
  made: number;
  status: ReservationStatus;
}

const entryOf = (r: Reservation): IndexEntry => ({
  id: r.id,
  date: r.date,
  made: r.position,
  status: r.status,
});

/** Writes the index entry of `reservation`, and removes the one of its earlier state. */
export const indexReservation = (store: Store, reservation: Reservation, before?: Reservation | null) =>
  index.write(store, entryOf(reservation), before ? entryOf(before) : null);

/**
 * The seats claimed in one slot by bookings about to be written, `slots/<date>/<HHmm>`: what orders the
 * bookings of a slot one after another (see claimSeats in slots.ts).
 */
const SLOTS = 'slots/';
const slotKey = (date: string, time: string) => `${SLOTS}${date}/${time.replace(':', '')}`;

export const SlotClaimsSchema = z.object({
  claims: z.array(
    z.object({
      /** The reservation the seats are for. */
      id: z.string(),
      seats: z.number().int().min(0),
      /** When they were claimed, ms. */
      at: z.number(),
    }),
  ),
});
export type SlotClaims = z.infer<typeof SlotClaimsSchema>;

/**
 * Parallel bookings of one slot each write its document once, one after another: enough attempts that the
 * last of a busy evening's burst gets its turn rather than a 409.
 */
const SLOT_ATTEMPTS = 60;

export const readSlotClaims = (store: Store, slot: { date: string; time: string }) =>
  readDocument(store, slotKey(slot.date, slot.time), SlotClaimsSchema);

/** Read-modify-write of a slot's claims that never overwrites a claim it has not seen (see updateDocument). */
export function updateSlotClaims(
  store: Store,
  slot: { date: string; time: string },
  change: (current: SlotClaims | null) => SlotClaims | Promise<SlotClaims>,
) {
  return updateDocument(store, slotKey(slot.date, slot.time), SlotClaimsSchema, change, {
    attempts: SLOT_ATTEMPTS,
  });
}

/** Deletes the slot claims of the days before `date` (no booking is made for them any more); how many. */
export async function deleteSlotClaimsBefore(store: Store, date: string): Promise<number> {
  const past = (await listKeys(store, SLOTS)).filter((key) => key.slice(0, 10) < date);
  await mapLimit(past, 8, (key) => deleteDocument(store, SLOTS + key));
  return past.length;
}

/**
 * Every reservation's index entry, from two listings (the index and the reservations' keys). Reservations
 * without an entry (made before the index existed, or whose entry write was cut off) are read once and
 * indexed; a reservation with two entries (a status change cut off between its two writes) is read and
 * keeps the right one; entries of no reservation are removed.
 */
export async function reservationIndex(store: Store): Promise<IndexEntry[]> {
  const [byId, ids] = await Promise.all([index.list(store), listKeys(store, reservations.prefix)]);
  const existing = new Set(ids);
  const stale = [...byId.entries()].filter(([id]) => !existing.has(id)).flatMap(([, entries]) => entries);
  const unsure = ids.filter((id) => (byId.get(id)?.length ?? 0) !== 1);
  const repaired = await mapLimit(unsure, 16, async (id): Promise<IndexEntry | null> => {
    const reservation = await reservations.get(store, id);
    const entries = byId.get(id) ?? [];
    if (!reservation) return null;
    const right = index.key(entryOf(reservation));
    await mapLimit(
      entries.filter((entry) => entry.key !== right),
      8,
      (entry) => deleteDocument(store, entry.key),
    );
    if (!entries.some((entry) => entry.key === right)) await writeDocument(store, right, {});
    return entryOf(reservation);
  });
  await mapLimit(stale, 8, (entry) => deleteDocument(store, entry.key));
  const sure = ids.flatMap((id) => {
    const entries = byId.get(id);
    return entries?.length === 1 && entries[0] ? [entries[0]] : [];
  });
  return [
    ...sure.map(({ id, date, made, status }) => ({ id, date, made, status: status as ReservationStatus })),
    ...repaired.filter((entry): entry is IndexEntry => entry !== null),
  ];
}

/**
 * Deletes reservations for good with their index entries (the retention of booking-settings), a few at a
 * time: the blob first, so that an entry left by an interrupted run is one `reservationIndex` removes.
 */
export async function deleteReservations(store: Store, entries: readonly IndexEntry[]): Promise<void> {
  await mapLimit(entries, 8, async (entry) => {
    await reservations.remove(store, entry.id);
    await deleteDocument(store, index.key(entry));
  });
}
