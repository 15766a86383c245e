/**
 * The reservation lifecycle over HTTP (issue 17): pending → confirmed or declined, confirmed → cancelled,
 * seated or no-show, every other change refused; Undo of the last change; bookings staff enter for phone
 * calls and walk-ins; and the optional seats per time slot, which guests' bookings respect even when they
 * race for the last seats. A store and a server of its own, so its bookings meet no other file's limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessServer, startInProcessServer } from '../../scripts/local/in-process-server.ts';
import { restaurantNow } from '../../src/domain/content/hours.ts';
import { reservationStore } from '../../src/server/reservations/repo.ts';
import { listKeys } from '../../src/server/store/documents.ts';
import { staffToken } from '../helpers/admin.ts';
import { freshBlobStore } from '../helpers/blobs.ts';
import { wednesdayAhead } from '../helpers/dates.ts';
import { ownerToken } from '../helpers/first-password.ts';
import { api } from '../helpers/http.ts';
import { rawRequest } from '../helpers/raw-http.ts';

const saved = { ...process.env };
let blobs: Awaited<ReturnType<typeof freshBlobStore>>;
let server: InProcessServer;
let token: string;

beforeAll(async () => {
  blobs = await freshBlobStore();
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
  process.env.RESERVATIONS_PER_CLIENT = '200';
  server = await startInProcessServer();
  process.env.TEST_BASE_URL = server.url;
  token = await ownerToken(server.url);
}, 60_000);
afterAll(async () => {
  for (const name of ['NETLIFY_BLOBS_CONTEXT', 'RESERVATIONS_PER_CLIENT', 'TEST_BASE_URL']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await server.stop();
  await blobs.stop();
});

type Row = Record<string, unknown> & { id: string; status: string; revision: number };
const DAY = wednesdayAhead(14);

async function book(time = '19:00', guests = '2', name = 'Siti Rahmah') {
  return api('/api/reservations', {
    method: 'POST',
    json: { name, phone: '0812 3456 7890', date: DAY, time, guests },
  });
}

async function booked(time?: string, guests?: string): Promise<string> {
  const { status, body } = await book(time, guests);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.id as string;
}

/** A phone booking staff entered for today at the restaurant: confirmed at once, its guest expected today. */
async function confirmedToday(): Promise<string> {
  const { status, body } = await api('/api/admin/reservations', {
    method: 'POST',
    token,
    json: {
      name: 'Siti Rahmah',
      phone: '0812 3456 7890',
      date: restaurantNow().date,
      time: '19:00',
      guests: '2',
      source: 'phone',
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.reservation as Row).id;
}

const change = (id: string, json: Record<string, unknown>) =>
  api(`/api/admin/reservations/${id}`, { method: 'PUT', token, json });
const undo = (id: string, json: Record<string, unknown> = {}) =>
  api(`/api/admin/reservations/${id}/undo`, { method: 'POST', token, json });
const listed = async (query: string) =>
  (await api(`/api/admin/reservations?${query}`, { token })).body as unknown as Row[];

describe('changes of status', () => {
  it('lets a pending reservation be confirmed or declined, and nothing else', async () => {
    const id = await booked();
    for (const status of ['cancelled', 'seated', 'no_show']) {
      const refused = await change(id, { status });
      expect(refused.status, status).toBe(409);
      expect(refused.body.detail).toBe(`A pending reservation cannot be marked ${status.replace('_', '-')}`);
    }
    expect((await change(id, { status: 'pending' })).body.detail).toBe('This reservation is already pending');
    const declined = await change(id, { status: 'declined' });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'declined',
      revision: 2,
      updated_by: 'admin',
      previous: { status: 'pending', updated_by: null },
    });
    for (const status of ['confirmed', 'cancelled', 'seated', 'no_show']) {
      const refused = await change(id, { status });
      expect(refused.status, status).toBe(409);
    }
    expect((await change(id, { status: 'confirmed' })).body.detail).toBe(
      'This reservation was already declined by admin',
    );
  });

  it('lets a confirmed reservation end as cancelled, seated or no-show, each then final', async () => {
    for (const end of ['cancelled', 'seated', 'no_show']) {
      // A guest is seated (or not) on the booking's day: those two are tried on a booking for today.
      const id = end === 'cancelled' ? await booked() : await confirmedToday();
      if (end === 'cancelled') expect((await change(id, { status: 'confirmed' })).status).toBe(200);
      const ended = await change(id, { status: end });
      expect(ended.status, end).toBe(200);
      expect(ended.body).toMatchObject({ status: end, previous: { status: 'confirmed' } });
      for (const status of ['pending', 'confirmed', 'declined', 'cancelled', 'seated', 'no_show']) {
        if (status === end) continue;
        expect((await change(id, { status })).status, `${end} → ${status}`).toBe(409);
      }
      // The index follows: the list filtered by the new status holds it, by the old one does not.
      expect((await listed(`status=${end}`)).map((r) => r.id)).toContain(id);
      expect((await listed('status=confirmed')).map((r) => r.id)).not.toContain(id);
    }
  });

  it('refuses seated and no-show before the booking day on the restaurant clock, with the reason', async () => {
    const id = await booked();
    expect((await change(id, { status: 'confirmed' })).status).toBe(200);
    const today = restaurantNow().date;
    for (const status of ['seated', 'no_show']) {
      const refused = await change(id, { status });
      expect(refused.status, status).toBe(409);
      expect(refused.body.detail).toBe(
        `This reservation is for ${DAY}: it can be marked ${status.replace('_', '-')} from that day on (today is ${today} at the restaurant)`,
      );
    }
    expect((await listed(`date=${DAY}&status=confirmed`)).map((r) => r.id)).toContain(id);
    // On its day it is accepted.
    const todays = await confirmedToday();
    expect((await change(todays, { status: 'seated' })).body).toMatchObject({ status: 'seated' });
  });

  it('refuses a change made on an older revision, so two staff never overwrite each other', async () => {
    const id = await booked();
    expect((await change(id, { status: 'confirmed', revision: 1 })).status).toBe(200);
    // A colleague still looking at revision 1 presses Decline, then Cancel.
    for (const status of ['declined', 'cancelled']) {
      const stale = await change(id, { status, revision: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.detail).toBe(
        'This reservation was changed by admin meanwhile: it is now confirmed. Reload to see it.',
      );
    }
    expect((await change(id, { status: 'cancelled', revision: 2 })).body).toMatchObject({
      status: 'cancelled',
    });
  });

  it('records every change in the activity log', async () => {
    const id = await booked();
    await change(id, { status: 'confirmed' });
    await change(id, { status: 'cancelled' });
    await undo(id);
    const log = (await api('/api/admin/audit?limit=20', { token })).body as unknown as Array<{
      summary: string;
      target: string;
    }>;
    const mine = log.filter((entry) => entry.target === `reservation/${id}`).map((entry) => entry.summary);
    expect(mine).toEqual([
      `Undid the last change of the reservation ${id} of Siti Rahmah: cancelled back to confirmed`,
      `Cancelled the reservation ${id} of Siti Rahmah`,
      `Confirmed the reservation ${id} of Siti Rahmah`,
    ]);
  });
});

describe('Undo', () => {
  it('returns exactly to the status before the last change, once', async () => {
    const id = await booked();
    const confirmed = (await change(id, { status: 'confirmed' })).body as unknown as Row;
    const cancelled = await change(id, { status: 'cancelled', revision: confirmed.revision });
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect((await listed('status=cancelled')).map((r) => r.id)).toContain(id);

    const undone = await undo(id, { revision: 3 });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      status: 'confirmed',
      updated_at: confirmed.updated_at,
      updated_by: 'admin',
      previous: null,
      revision: 4,
    });
    const again = await undo(id);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('There is nothing to undo on this reservation');
    expect((await listed('status=cancelled')).map((r) => r.id)).not.toContain(id);
    expect((await listed('status=confirmed')).map((r) => r.id)).toContain(id);
    // The index holds one entry for it, with the status it has now.
    const entries = (await listKeys(reservationStore(), 'index/')).filter((key) => key.includes(id));
    expect(entries).toEqual([expect.stringMatching(/-confirmed$/)]);
  });

  it('refuses with nothing to undo, an older revision, or an unknown reservation', async () => {
    const id = await booked();
    expect((await undo(id)).body.detail).toBe('There is nothing to undo on this reservation');
    await change(id, { status: 'confirmed' });
    const stale = await undo(id, { revision: 1 });
    expect(stale.status).toBe(409);
    expect((await undo('RMP000000000')).status).toBe(404);
    expect((await undo(id, { revision: 'two' })).status).toBe(400);
    expect((await api(`/api/admin/reservations/${id}/undo`, { method: 'POST', json: {} })).status).toBe(401);
  });
});

describe('bookings staff enter', () => {
  const staffBook = (json: Record<string, unknown>) =>
    api('/api/admin/reservations', { method: 'POST', token, json });

  it('stores a walk-in without a phone, seated at once, with its note and source for staff', async () => {
    const { count } = { count: (await api('/api/admin/reservations/pending-count', { token })).body.pending };
    const today = restaurantNow().date;
    const { status, body } = await staffBook({
      name: 'Pak Joko',
      date: today,
      time: '12:15',
      guests: '3-4',
      source: 'walk_in',
      seated: true,
      note: 'Kursi bayi satu\nDekat jendela',
    });
    expect(status).toBe(201);
    expect(body.warning).toBeNull();
    expect(body.reservation).toMatchObject({
      name: 'Pak Joko',
      phone: '',
      status: 'seated',
      source: 'walk_in',
      note: 'Kursi bayi satu\nDekat jendela',
      created_by: 'admin',
    });
    const id = (body.reservation as Row).id;
    expect((await listed(`date=${today}&status=seated`)).map((r) => r.id)).toContain(id);
    // Confirmed or seated bookings never wait for a decision: the badge does not move.
    expect((await api('/api/admin/reservations/pending-count', { token })).body.pending).toBe(count);
    const log = (await api('/api/admin/audit?limit=5', { token })).body as unknown as Array<{
      summary: string;
    }>;
    expect(log[0]?.summary).toBe(
      `Entered a walk-in booking ${id} for Pak Joko (3-4 on ${today} at 12:15, seated)`,
    );
  });

  it('refuses a walk-in seated on a later day than today at the restaurant, saying why', async () => {
    const before = (await listed(`date=${DAY}`)).length;
    const walkIn = { name: 'Pak Joko', date: DAY, time: '12:15', guests: '2', source: 'walk_in' };
    const { status, body } = await staffBook({ ...walkIn, seated: true });
    expect(status).toBe(409);
    expect(body.detail).toBe(
      `This reservation is for ${DAY}: it can be marked seated from that day on (today is ${restaurantNow().date} at the restaurant)`,
    );
    expect(await listed(`date=${DAY}`)).toHaveLength(before);
    // The same walk-in, not yet at the table, is taken as confirmed.
    expect((await staffBook(walkIn)).status).toBe(201);
  });

  it('stores a phone booking as confirmed, without the limits guests have', async () => {
    process.env.RESERVATIONS_PER_CLIENT = '2';
    try {
      for (let i = 0; i < 4; i++) {
        const { status, body } = await staffBook({
          name: `Ibu Tamu ${i}`,
          phone: '0813 1111 2222',
          date: DAY,
          time: '13:00',
          guests: '2',
          source: 'phone',
          note: 'Minta meja di luar',
        });
        expect(status, JSON.stringify(body)).toBe(201);
        expect(body.reservation).toMatchObject({
          status: 'confirmed',
          phone: '6281311112222',
          source: 'phone',
        });
      }
    } finally {
      process.env.RESERVATIONS_PER_CLIENT = '200';
    }
  });

  it('refuses what the shared schema refuses, saying which field', async () => {
    const base = { name: 'Pak Budi', phone: '0812 3456 7890', date: DAY, time: '19:00', guests: '2' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, source: 'phone', phone: '' }, 'phone: is required for a phone booking'],
      [{ ...base, source: 'phone', seated: true }, 'seated: is only for a walk-in'],
      [{ ...base, source: 'website' }, 'source'],
      [{ ...base, source: 'walk_in', time: '25:00' }, 'time: must be a time (HH:mm)'],
      [{ ...base, source: 'walk_in', guests: '12' }, 'guests'],
      [{ ...base, source: 'walk_in', name: '' }, 'name: is required'],
      [{ ...base, source: 'walk_in', note: 'x'.repeat(501) }, 'note: must be at most 500 characters'],
      [{ ...base, source: 'walk_in', phone: '021 555 1234' }, 'phone: must be an Indonesian mobile number'],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await staffBook(json);
      expect(status, JSON.stringify(json)).toBe(400);
      expect(body.detail).toContain(message);
    }
  });
});

describe('seats per time slot', () => {
  const settings = (json: unknown, headers: Record<string, string> = {}) =>
    api('/api/admin/booking-settings', { method: 'PUT', token, json, headers });

  it('is off by default, validated, versioned and kept in the history', async () => {
    const first = await api('/api/admin/booking-settings', { token });
    expect(first.body).toEqual({ seats_per_slot: null, retention_months: null });
    for (const bad of [0, -3, 1.5, 1001, 'ten']) {
      const refused = await settings({ seats_per_slot: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(String(refused.body.detail)).toMatch(/^seats_per_slot: /);
    }
    const saved = await settings({ seats_per_slot: 10 }, { 'if-match': String(first.headers.get('etag')) });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ seats_per_slot: 10, retention_months: null });
    // A colleague saving over the older version is refused.
    const stale = await settings({ seats_per_slot: 30 }, { 'if-match': String(first.headers.get('etag')) });
    expect(stale.status).toBe(409);
    const history = (await api('/api/admin/settings-history/booking', { token })).body as unknown as Array<{
      version: unknown;
    }>;
    expect(history[0]?.version).toEqual({ seats_per_slot: null, retention_months: null });
  });

  it('refuses a guest whose party no longer fits, in Indonesian, and says which slots are full', async () => {
    await settings({ seats_per_slot: 10 });
    await booked('18:00', '5-8');
    const refused = await book('18:00', '3-4');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      field: 'time',
      detail: 'Maaf, tempat untuk pukul 18:00 pada tanggal itu sudah penuh. Silakan pilih waktu lain.',
    });
    await booked('18:00', '2');
    expect((await book('18:00', '1')).status).toBe(409);
    // Another time of the same day still has room.
    await booked('18:30', '3-4');
    const slots = await api(`/api/reservations/slots?date=${DAY}`);
    expect(slots.status).toBe(200);
    expect(slots.body).toMatchObject({ seats_per_slot: 10, remaining: { '18:00': 0, '18:30': 6 } });
    expect(slots.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect((await api('/api/reservations/slots?date=besok')).status).toBe(400);

    // The form sent without JavaScript gets its page back with the message at the time field.
    const page = await fetch(new URL('/api/reservations', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Tamu Tanpa Skrip',
        phone: '081234567890',
        date: DAY,
        time: '18:00',
        guests: '2',
      }),
    });
    expect(page.status).toBe(409);
    expect(await page.text()).toContain(
      'Maaf, tempat untuk pukul 18:00 pada tanggal itu sudah penuh. Silakan pilih waktu lain.',
    );
  });

  it('lets staff go beyond it, with a warning', async () => {
    await settings({ seats_per_slot: 10 });
    const { status, body } = await api('/api/admin/reservations', {
      method: 'POST',
      token,
      json: {
        name: 'Rombongan Arisan',
        phone: '081211112222',
        date: DAY,
        time: '18:00',
        guests: '5-8',
        source: 'phone',
      },
    });
    expect(status).toBe(201);
    expect(body.warning).toBe('This booking goes beyond the seats per slot: 18 of 10 seats at 18:00.');
  });

  it('never oversells the last seats to guests booking at the same moment', async () => {
    await settings({ seats_per_slot: 10 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book('20:00', '3-4', `Tamu Serentak ${i}`)),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(accepted.length + refused.length).toBe(6);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length * 4).toBeLessThanOrEqual(10);
    const stored = (await listed(`date=${DAY}&limit=200`)).filter((r) => r.time === '20:00');
    expect(stored.map((r) => r.id).sort()).toEqual(accepted.map((answer) => answer.body.id).sort());
  });

  /** `count` guests booking `guests` at `time` at the same moment, each from an address of its own. */
  const race = (time: string, guests: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        rawRequest(server.url, '/api/reservations', {
          method: 'POST',
          json: { name: `Tamu Berebut ${i}`, phone: '0812 3456 7890', date: DAY, time, guests },
          localAddress: `127.0.8.${i + 1}`,
        }),
      ),
    );

  it('books every free seat of a slot that twenty guests race for, and no more', async () => {
    await settings({ seats_per_slot: 10 });
    const answers = await race('12:00', '1', 20);
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const answer of refused)
      expect(answer.json).toEqual({
        field: 'time',
        detail: 'Maaf, tempat untuk pukul 12:00 pada tanggal itu sudah penuh. Silakan pilih waktu lain.',
      });
    const stored = (await listed(`date=${DAY}&limit=200`)).filter((r) => r.time === '12:00');
    expect(stored.map((r) => r.id).sort()).toEqual(accepted.map((answer) => answer.json?.id).sort());
    expect((await api(`/api/reservations/slots?date=${DAY}`)).body).toMatchObject({
      remaining: { '12:00': 0 },
    });
  }, 120_000);

  it('books as many parties of three or four as fit when twenty race for an empty slot', async () => {
    await settings({ seats_per_slot: 10 });
    const answers = await race('12:30', '3-4', 20);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(18);
    // A seat freed by a cancellation is a seat a guest may book again.
    const stored = (await listed(`date=${DAY}&limit=200`)).filter((r) => r.time === '12:30');
    expect(stored).toHaveLength(2);
    const [first] = stored;
    if (!first) throw new Error('no booking');
    expect((await change(first.id, { status: 'declined' })).status).toBe(200);
    const again = await race('12:30', '3-4', 3);
    expect(again.filter((answer) => answer.status === 201)).toHaveLength(1);
  }, 120_000);

  it('takes every booking again once the limit is off', async () => {
    await settings({ seats_per_slot: null });
    await booked('18:00', '8+');
    expect((await api(`/api/reservations/slots?date=${DAY}`)).body).toMatchObject({ remaining: {} });
  });
});

describe('who may do what', () => {
  it('gives the reservations manager the booking settings and their history, and an editor neither', async () => {
    const manager = await staffToken('manager_reservasi', 'dewi', token);
    const editor = await staffToken('editor', 'rudi', token);
    const put = (as: string, seats: number | null) =>
      api('/api/admin/booking-settings', { method: 'PUT', token: as, json: { seats_per_slot: seats } });
    expect((await put(manager, 40)).status).toBe(200);
    expect((await put(manager, null)).status).toBe(200);
    expect((await api('/api/admin/settings-history/booking', { token: manager })).status).toBe(200);
    expect((await put(editor, 40)).status).toBe(403);
    expect((await api('/api/admin/settings-history/booking', { token: editor })).status).toBe(403);
    expect((await api('/api/admin/settings-history/restaurant', { token: manager })).status).toBe(403);
    const walkIn = await api('/api/admin/reservations', {
      method: 'POST',
      token: editor,
      json: { name: 'Tamu', date: DAY, time: '19:00', guests: '2', source: 'walk_in' },
    });
    expect(walkIn.status).toBe(403);
  });
});
