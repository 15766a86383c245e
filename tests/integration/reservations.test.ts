import { describe, expect, it } from 'vitest';
import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';
import { ReservationRequestSchema } from '../../src/domain/reservations/reservation.ts';
import { createReservation } from '../../src/server/reservations/intake.ts';
import { reservationStore, reservations } from '../../src/server/reservations/repo.ts';
import { adminToken } from '../helpers/admin.ts';
import { wednesdayAhead } from '../helpers/dates.ts';
import { api } from '../helpers/http.ts';

/** The day every booking of this file is for, taken once: it moves a week on a Wednesday's midnight. */
const WEDNESDAY = wednesdayAhead();

const booking = () => ({
  name: 'Siti Rahmah',
  phone: '0812 3456 7890',
  date: WEDNESDAY,
  time: '19:00',
  guests: '3-4',
});

const book = (json: unknown) => api('/api/reservations', { method: 'POST', json });

// Every request of this file comes from 127.0.0.1, which may book 5 tables per 10 minutes: the file
// makes exactly 5 accepted requests (4 bookings and the honeypot) before proving the limit.
describe('reservations', () => {
  const ids: string[] = [];

  it('books a table: a server-made booking id, stored as pending with the phone as 62…', async () => {
    const { status, body } = await book(booking());
    expect(status).toBe(201);
    expect(body.id).toMatch(/^RMP[A-Z0-9]{9}$/);
    ids.push(body.id as string);
    const list = await api('/api/admin/reservations', { token: await adminToken() });
    const stored = (list.body as unknown as Array<Record<string, unknown>>).find((r) => r.id === body.id);
    expect(stored).toMatchObject({ name: 'Siti Rahmah', phone: '6281234567890', status: 'pending' });
  });

  it('refuses each class of bad request in Indonesian, storing nothing', async () => {
    const token = await adminToken();
    const before = (await api('/api/admin/reservations', { token })).body.length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...booking(), name: '' }, 'Nama wajib diisi.'],
      [{ ...booking(), phone: '021 555 1234' }, 'Nomor telepon harus nomor ponsel Indonesia'],
      [{ ...booking(), date: '2020-01-01' }, 'Tanggal reservasi tidak boleh sebelum hari ini.'],
      [{ ...booking(), date: addDays(restaurantNow().date, 120) }, 'paling lambat 90 hari'],
      [{ ...booking(), time: '23:30' }, 'Pada tanggal itu kami menerima reservasi pukul 10:00 - 21:00.'],
      [{ ...booking(), guests: '20' }, 'Pilih jumlah tamu'],
    ];
    for (const [input, message] of cases) {
      const { status, body } = await book(input);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(body.detail).toContain(message);
    }
    const malformed = await api('/api/reservations', {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await api('/api/admin/reservations', { token })).body.length).toBe(before);
  });

  it('answers a bot that fills the hidden field like a guest, and keeps nothing', async () => {
    const token = await adminToken();
    const before = (await api('/api/admin/reservations', { token })).body.length;
    const { status, body } = await book({ ...booking(), website: 'http://spam.example' });
    expect(status).toBe(201);
    expect(body.id).toMatch(/^RMP[A-Z0-9]{9}$/);
    expect((await api('/api/admin/reservations', { token })).body.length).toBe(before);
  });

  it('lists newest first, filters by date and status; staff confirm or decline once, and can undo a decision', async () => {
    const token = await adminToken();
    for (const name of ['Budi Santoso', 'Rina Wati']) {
      const { body } = await book({ ...booking(), name });
      ids.push(body.id as string);
    }
    const list = (await api('/api/admin/reservations', { token })).body as unknown as Array<{ id: string }>;
    expect(list.slice(0, 2).map((r) => r.id)).toEqual([ids[2], ids[1]]);

    const [, confirmId, declineId] = ids;
    const confirmed = await api(`/api/admin/reservations/${confirmId}`, {
      method: 'PUT',
      token,
      json: { status: 'confirmed' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', updated_by: 'admin' });
    const declined = await api(`/api/admin/reservations/${declineId}`, {
      method: 'PUT',
      token,
      json: { status: 'declined' },
    });
    expect(declined.body).toMatchObject({ status: 'declined' });
    const again = await api(`/api/admin/reservations/${confirmId}`, {
      method: 'PUT',
      token,
      json: { status: 'declined' },
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain('already confirmed');
    // Undo: a decision taken back makes the reservation pending again (once); nothing else is a status.
    const undo = () => api(`/api/admin/reservations/${declineId}/undo`, { method: 'POST', token, json: {} });
    const undone = await undo();
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: 'pending', updated_by: null });
    const twice = await undo();
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('There is nothing to undo on this reservation');
    const unknown = await api(`/api/admin/reservations/${confirmId}`, {
      method: 'PUT',
      token,
      json: { status: 'lost' },
    });
    expect(unknown.status).toBe(400);

    const pending = (await api('/api/admin/reservations?status=pending', { token }))
      .body as unknown as Array<{
      id: string;
    }>;
    expect(pending.map((r) => r.id)).toContain(ids[0]);
    expect(pending.map((r) => r.id)).not.toContain(confirmId);
    const onDay = await api(`/api/admin/reservations?date=${WEDNESDAY}`, { token });
    expect(onDay.body.length).toBeGreaterThanOrEqual(3);
    expect((await api('/api/admin/reservations?date=2020-01-01', { token })).body).toEqual([]);
    expect((await api('/api/admin/reservations?date=yesterday', { token })).status).toBe(400);
    expect(
      (
        await api('/api/admin/reservations/RMP000000000', {
          method: 'PUT',
          token,
          json: { status: 'confirmed' },
        })
      ).status,
    ).toBe(404);
  });

  it('limits each client to 5 reservations in 10 minutes, with Retry-After', async () => {
    const fifth = await book({ ...booking(), name: 'Tamu Kelima' });
    expect(fifth.status).toBe(201);
    const sixth = await book({ ...booking(), name: 'Tamu Keenam' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.detail).toBe(
      'Terlalu banyak permintaan reservasi dari perangkat Anda. Silakan coba lagi dalam beberapa menit.',
    );
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the limit per client on IPv6', () => {
  it('counts a guest by their /64 network, whichever of its addresses they book from', async () => {
    const request = ReservationRequestSchema.parse({ ...booking(), name: 'Tamu IPv6' });
    for (let n = 1; n <= 5; n++) await createReservation(request, `2001:db8:51:7::${n}`);
    await expect(createReservation(request, '2001:db8:51:7:ffff::9')).rejects.toMatchObject({ status: 429 });
    // Another network is another guest.
    await expect(createReservation(request, '2001:db8:51:8::1')).resolves.toMatchObject({
      status: 'pending',
    });
  });
});

describe('the reservations list for staff', () => {
  it('comes a page at a time, newest first, with the number matching in all', async () => {
    const token = await adminToken();
    const store = reservationStore();
    const base = Date.now() - 1_000_000;
    for (let i = 0; i < 60; i++) {
      const at = new Date(base + i * 1000).toISOString();
      await reservations.put(store, {
        id: `RMPPAGE${String(i).padStart(5, '0')}`,
        name: `Tamu ${i}`,
        phone: '6281234567890',
        date: WEDNESDAY,
        time: '19:00',
        guests: '3-4',
        status: 'pending',
        position: base + i * 1000,
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
    const first = await api('/api/admin/reservations?limit=25', { token });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(25);
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(60);
    const second = await api('/api/admin/reservations?limit=25&offset=25', { token });
    expect(second.body).toHaveLength(25);
    const pages = [...first.body, ...second.body] as Array<{ id: string; position: number }>;
    expect(new Set(pages.map((r) => r.id)).size).toBe(50);
    const positions = pages.map((r) => r.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const last = await api(`/api/admin/reservations?limit=25&offset=${total - 5}`, { token });
    expect(last.body).toHaveLength(5);
    const everything = await api('/api/admin/reservations', { token });
    expect(everything.body.length).toBe(Math.min(total, 100));
    for (const query of ['limit=0', 'limit=201', 'limit=abc', 'offset=-1']) {
      const refused = await api(`/api/admin/reservations?${query}`, { token });
      expect(refused.status, query).toBe(400);
      expect(typeof refused.body.detail).toBe('string');
    }
  });
});
