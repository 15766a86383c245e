/**
 * The staff list of reservations reads one page of them, not every booking the restaurant ever took: an
 * index in the store's keys says which match and in what order. Over a store of its own with 250 bookings
 * written as an older version stored them (without index entries), each blob request is counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBookingId } from '../../src/domain/reservations/booking-messages.ts';
import type { Reservation } from '../../src/domain/reservations/reservation.ts';
import { decideReservation, listReservations } from '../../src/server/reservations/desk.ts';
import { indexReservation, reservationStore, reservations } from '../../src/server/reservations/repo.ts';
import { listKeys } from '../../src/server/store/documents.ts';
import { freshBlobStore } from '../helpers/blobs.ts';

const saved = process.env.NETLIFY_BLOBS_CONTEXT;
let blobs: Awaited<ReturnType<typeof freshBlobStore>>;
const made: Reservation[] = [];
const START = Date.parse('2026-01-01T08:00:00Z');
const staff = { username: 'kasir', role: 'editor' };

beforeAll(async () => {
  blobs = await freshBlobStore();
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
  const store = reservationStore();
  for (let i = 0; i < 250; i++) {
    const at = new Date(START + i * 60_000).toISOString();
    made.push({
      id: newBookingId(),
      name: `Tamu ${i}`,
      phone: '6281234567890',
      date: i % 2 ? '2026-12-02' : '2026-12-09',
      time: '19:00',
      guests: '3-4',
      status: 'pending',
      position: START + i * 60_000,
      created_at: at,
      updated_at: at,
      updated_by: null,
      revision: 1,
      previous: null,
      source: 'website',
      note: '',
      created_by: null,
      reminder: null,
    });
  }
  for (let i = 0; i < made.length; i += 25)
    await Promise.all(made.slice(i, i + 25).map((r) => reservations.put(store, r)));
}, 120_000);
afterAll(async () => {
  process.env.NETLIFY_BLOBS_CONTEXT = saved;
  await blobs.stop();
});

/** Runs `fn`, counting the reservation blobs it reads (not listings). */
async function countingReads<T>(fn: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const original = globalThis.fetch;
  let reads = 0;
  globalThis.fetch = (input, init) => {
    const url = decodeURIComponent(String(input instanceof Request ? input.url : input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'GET' && url.includes('bookings/') && !url.includes('prefix=')) reads++;
    return original(input, init);
  };
  try {
    return { result: await fn(), reads };
  } finally {
    globalThis.fetch = original;
  }
}

describe('the staff list of reservations', () => {
  it('indexes bookings stored without an entry once, then reads only the page asked for', async () => {
    const first = await countingReads(() => listReservations({}, { offset: 0, limit: 20 }));
    expect(first.result.total).toBe(250);
    expect(first.reads).toBeGreaterThanOrEqual(250);

    const second = await countingReads(() => listReservations({}, { offset: 20, limit: 20 }));
    expect(second.result.total).toBe(250);
    expect(second.result.items.map((r) => r.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Tamu ${229 - i}`),
    );
    expect(second.reads).toBe(20);
  }, 120_000);

  it('filters by day and status through the index, and follows a decision at once', async () => {
    const day = await countingReads(() =>
      listReservations({ date: '2026-12-02' }, { offset: 0, limit: 200 }),
    );
    expect(day.result.total).toBe(125);
    expect(day.reads).toBe(125);
    expect(day.result.items.every((r) => r.date === '2026-12-02')).toBe(true);

    const [one, two] = made.slice(-2);
    if (!one || !two) throw new Error('bookings were made');
    await decideReservation(one.id, { status: 'confirmed' }, staff);
    await decideReservation(two.id, { status: 'declined' }, staff);
    const confirmed = await countingReads(() => listReservations({ status: 'confirmed' }));
    expect(confirmed.result.items.map((r) => r.id)).toEqual([one.id]);
    expect(confirmed.reads).toBe(1);
    expect((await listReservations({ status: 'pending' })).total).toBe(248);
  }, 120_000);

  it('repairs what an interrupted status change left: the reservation shows once, as it is', async () => {
    const store = reservationStore();
    const target = made[0];
    if (!target) throw new Error('bookings were made');
    // A decision whose index update was cut off: the reservation is confirmed, its entry still pending.
    await reservations.put(store, { ...target, status: 'confirmed', updated_by: 'kasir' });
    const pendingEntry = (await listKeys(store, 'index/')).find((key) => key.includes(target.id));
    expect(pendingEntry).toMatch(/-pending$/);
    // A second, stray entry of the same reservation.
    await store.set(
      `index/${target.date}/${String(target.position).padStart(13, '0')}-${target.id}-declined`,
      '{}',
    );

    const all = await listReservations({}, { offset: 0, limit: 300 });
    expect(all.items.filter((r) => r.id === target.id)).toEqual([
      expect.objectContaining({ status: 'confirmed' }),
    ]);
    expect((await listKeys(store, 'index/')).filter((key) => key.includes(target.id))).toEqual([
      expect.stringMatching(/-confirmed$/),
    ]);
    expect((await listReservations({ status: 'confirmed' })).total).toBe(2);
  }, 120_000);

  it('lists a no-show from its entry alone, as every other status', async () => {
    const store = reservationStore();
    const guest = made[10];
    if (!guest) throw new Error('bookings were made');
    const noShow = { ...guest, status: 'no_show' as const, revision: 2, updated_by: 'kasir' };
    await reservations.put(store, noShow);
    await indexReservation(store, noShow, guest);
    for (let i = 0; i < 2; i++) {
      const listed = await countingReads(() => listReservations({ status: 'no_show' }));
      expect(listed.result.items.map((r) => r.id)).toEqual([guest.id]);
      // The page's one read: no repair of an entry the index could not read.
      expect(listed.reads).toBe(1);
    }
  }, 120_000);
});
