/**
 * "Delete reservations after … months" (booking settings), applied by the daily scheduled function
 * `reservation-retention`, called as Netlify calls it: the module's handler with a POST.
 */
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import retention, { config } from '../../netlify/functions/reservation-retention.mts';
import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';
import { retentionCutoff } from '../../src/domain/reservations/retention.ts';
import { createOrder, indexOrder, orderStore, readOrder } from '../../src/server/orders/repo.ts';
import { reservationStore, reservations } from '../../src/server/reservations/repo.ts';
import { listKeys } from '../../src/server/store/documents.ts';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { api } from '../helpers/http.ts';
import { orderFixture } from '../helpers/order-fixture.ts';

let token: string;
const today = restaurantNow().date;
const ids: Record<'old' | 'recent' | 'coming', string> = { old: '', recent: '', coming: '' };

async function run() {
  const response = await retention(
    new Request('http://localhost/.netlify/functions/reservation-retention', {
      method: 'POST',
      body: JSON.stringify({ next_run: new Date(Date.now() + 86_400_000).toISOString() }),
    }),
    {} as Context,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const enter = async (name: string, date: string) => {
  const { status, body } = await api('/api/admin/reservations', {
    method: 'POST',
    token,
    json: { name, phone: '0812 3456 7890', date, time: '19:00', guests: '2', source: 'phone' },
  });
  expect(status).toBe(201);
  return (body.reservation as { id: string }).id;
};

const settings = (json: unknown, as = token) =>
  api('/api/admin/booking-settings', { method: 'PUT', token: as, json });

/** The ids the index names (its keys end in -<id>-<status>). */
const indexed = async () =>
  (await listKeys(reservationStore(), 'index/')).map((key) => key.split('-').at(-2) ?? '');

beforeAll(async () => {
  token = await adminToken();
  ids.old = await enter('Tamu Dua Tahun Lalu', addDays(today, -800));
  ids.recent = await enter('Tamu Bulan Lalu', addDays(today, -40));
  ids.coming = await enter('Tamu Minggu Depan', addDays(today, 7));
});

afterAll(async () => {
  await settings({ seats_per_slot: null, retention_months: null });
});

describe('the reservations retention', () => {
  it('runs daily, and keeps every booking while it is off (the default)', async () => {
    expect(config.schedule).toBe('@daily');
    expect((await api('/api/admin/booking-settings', { token })).body).toMatchObject({
      retention_months: null,
    });
    expect(await run()).toEqual({ status: 200, body: { state: 'off' } });
    expect(await reservations.get(reservationStore(), ids.old)).not.toBeNull();
  });

  it('accepts 3, 6, 12 or 24 months, from a superadmin only', async () => {
    const refused = await settings({ seats_per_slot: null, retention_months: 5 });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('must be 3, 6, 12 or 24 months');
    const editor = await staffToken('editor', 'retensi-editor');
    expect((await settings({ seats_per_slot: null, retention_months: 3 }, editor)).status).toBe(403);
    // Off before: the two-year-old booking goes at the next run, so its count is confirmed first.
    const asked = await settings({ seats_per_slot: null, retention_months: 24 });
    expect(asked.status).toBe(409);
    const saved = await settings({
      seats_per_slot: null,
      retention_months: 24,
      confirm_deletes: asked.body.deletes,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ seats_per_slot: null, retention_months: 24 });
  });

  it('refuses a reservations manager who sets how long bookings are kept (403); the seats stay theirs', async () => {
    const manager = await staffToken('manager_reservasi', 'retensi-manajer');
    for (const retention_months of [3, 12, null]) {
      const refused = await settings({ seats_per_slot: null, retention_months }, manager);
      expect(refused.status, String(retention_months)).toBe(403);
      expect(refused.body.detail).toBe('Only a superadmin may change how long reservations are kept');
    }
    expect((await api('/api/admin/booking-settings', { token })).body).toMatchObject({
      retention_months: 24,
    });
    // Through an earlier version from the history neither.
    const history = await api('/api/admin/settings-history/booking', { token });
    const off = (
      history.body as unknown as Array<{ key: string; version: { retention_months: unknown } }>
    ).find((entry) => entry.version.retention_months === null);
    const restored = await api('/api/admin/settings-history/booking/restore', {
      method: 'POST',
      token: manager,
      json: { version: off?.key },
    });
    expect(restored.status).toBe(403);
    const seats = await settings({ seats_per_slot: 40, retention_months: 24 }, manager);
    expect(seats.status, JSON.stringify(seats.body)).toBe(200);
    expect(seats.body).toEqual({ seats_per_slot: 40, retention_months: 24 });
    expect((await settings({ seats_per_slot: null, retention_months: 24 }, manager)).status).toBe(200);
  });

  it('tells a reservations manager whose page is stale that someone saved since (409), not 403', async () => {
    const manager = await staffToken('manager_reservasi', 'retensi-manajer-lama');
    // The manager opens Reservations (retention 24 months)…
    const opened = await api('/api/admin/booking-settings', { token: manager });
    expect(opened.body).toMatchObject({ retention_months: 24 });
    const etag = opened.headers.get('etag') as string;
    // …then the superadmin keeps bookings 12 months (shorter: the count confirmed)…
    const asked = await settings({ seats_per_slot: null, retention_months: 12 });
    expect(asked.status).toBe(409);
    const twelve = { seats_per_slot: null, retention_months: 12 };
    const saved = await settings({ ...twelve, confirm_deletes: asked.body.deletes });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // …and the manager saves the seats from the page as it was, its retention unchanged by them.
    const stale = await api('/api/admin/booking-settings', {
      method: 'PUT',
      token: manager,
      headers: { 'if-match': etag },
      json: { seats_per_slot: 30, retention_months: 24 },
    });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.detail).toBe(
      'Someone else saved the booking settings after you opened them. Reload to see their changes, then save again.',
    );
    expect(stale.body).not.toHaveProperty('deletes');
    // A restore from the history over the stale page alike.
    const history = await api('/api/admin/settings-history/booking', { token: manager });
    const earlier = (
      history.body as unknown as Array<{ key: string; version: { retention_months: unknown } }>
    ).find((entry) => entry.version.retention_months === 24);
    const restored = await api('/api/admin/settings-history/booking/restore', {
      method: 'POST',
      token: manager,
      headers: { 'if-match': etag },
      json: { version: earlier?.key },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(409);
    expect(restored.body.detail).toBe(stale.body.detail);
    expect((await api('/api/admin/booking-settings', { token })).body).toEqual(twelve);
    // Reloaded, the seats are theirs to save with the retention as it is now.
    const reloaded = await api('/api/admin/booking-settings', { token: manager });
    const seats = await api('/api/admin/booking-settings', {
      method: 'PUT',
      token: manager,
      headers: { 'if-match': reloaded.headers.get('etag') as string },
      json: { seats_per_slot: 30, retention_months: 12 },
    });
    expect(seats.status, JSON.stringify(seats.body)).toBe(200);
    // Back to 24 months (longer: nothing to confirm) for what follows.
    expect((await settings({ seats_per_slot: null, retention_months: 24 })).status).toBe(200);
  });

  it('saves a shorter retention only once the superadmin confirmed how many bookings the next run deletes', async () => {
    const asked = await settings({ seats_per_slot: null, retention_months: 3 });
    expect(asked.status).toBe(409);
    const deletes = asked.body.deletes as number;
    // The two-year-old booking at least; not the one of last month nor next week's.
    expect(deletes).toBeGreaterThanOrEqual(1);
    expect(asked.body.detail).toBe(
      `${deletes} booking${deletes === 1 ? '' : 's'} dated before ${retentionCutoff(today, 3)} will be deleted for good by the next daily run: confirm that number to save`,
    );
    expect((await api('/api/admin/booking-settings', { token })).body).toMatchObject({
      retention_months: 24,
    });
    const wrong = await settings({ seats_per_slot: null, retention_months: 3, confirm_deletes: deletes + 1 });
    expect(wrong.status).toBe(409);
    expect(wrong.body.deletes).toBe(deletes);
    const saved = await settings({ seats_per_slot: null, retention_months: 3, confirm_deletes: deletes });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ seats_per_slot: null, retention_months: 3 });
    const log = await api('/api/admin/audit?limit=5', { token });
    expect(log.body as unknown as Array<Record<string, string>>).toContainEqual(
      expect.objectContaining({
        by: 'admin',
        action: 'retention',
        target: 'settings/booking',
        summary: `Reservations kept for 3 months (was 24 months): ${deletes} booking${deletes === 1 ? '' : 's'} dated before ${retentionCutoff(today, 3)} to be deleted by the next daily run`,
      }),
    );
    // Longer: nothing more is deleted, nothing to confirm.
    expect((await settings({ seats_per_slot: null, retention_months: 6 })).status).toBe(200);
  });

  it('deletes the bookings dated before the cut-off with their index entries, and logs the count', async () => {
    expect((await settings({ seats_per_slot: null, retention_months: 12 })).status).toBe(200);
    const dayBefore = restaurantNow().date;
    const { status, body } = await run();
    expect(status).toBe(200);
    const deleted = body.deleted as number;
    expect(body).toMatchObject({ state: 'done' });
    // The day the run started or, past midnight at the restaurant meanwhile, the next one.
    expect([cutoff12(dayBefore), cutoff12(restaurantNow().date)]).toContain(body.cutoff);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const store = reservationStore();
    expect(await reservations.get(store, ids.old)).toBeNull();
    expect(await reservations.get(store, ids.recent)).not.toBeNull();
    expect(await reservations.get(store, ids.coming)).not.toBeNull();
    const index = await indexed();
    expect(index).not.toContain(ids.old);
    expect(index).toEqual(expect.arrayContaining([ids.recent, ids.coming]));
    const list = await api('/api/admin/reservations?limit=200', { token });
    expect((list.body as unknown as Array<{ id: string }>).map((r) => r.id)).not.toContain(ids.old);
    const log = await api('/api/admin/audit?limit=5', { token });
    expect((log.body as unknown as Array<Record<string, string>>)[0]).toMatchObject({
      by: 'schedule',
      action: 'reservations-retention',
      summary: `Deleted ${deleted} reservation${deleted === 1 ? '' : 's'} dated before ${body.cutoff} (kept for 12 months)`,
    });
  });

  it('changes and logs nothing more on a second run the same day', async () => {
    const before = await api('/api/admin/audit?limit=1', { token });
    expect((await run()).body).toMatchObject({ state: 'done', deleted: 0 });
    expect((await api('/api/admin/audit?limit=1', { token })).body).toEqual(before.body);
  });

  it('deletes orders by the same retention, counting them with the bookings when it is shortened', async () => {
    const store = orderStore();
    const old = orderFixture({ code: 'PSN-DUATHN', date: addDays(today, -800), status: 'completed' });
    const recent = orderFixture({ code: 'PSN-BARU22', date: addDays(today, -40), status: 'completed' });
    for (const order of [old, recent]) {
      expect(await createOrder(store, order)).toBe(true);
      await indexOrder(store, order);
    }
    const asked = await settings({ seats_per_slot: null, retention_months: 3 });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ deletes: 1, bookings: 0, orders: 1 });
    expect(asked.body.detail).toBe(
      `1 order dated before ${retentionCutoff(today, 3)} will be deleted for good by the next daily run: confirm that number to save`,
    );
    expect((await settings({ seats_per_slot: null, retention_months: 3, confirm_deletes: 1 })).status).toBe(
      200,
    );
    const { body } = await run();
    expect(body).toMatchObject({ state: 'done', deleted: 0, deleted_orders: 1 });
    expect(await readOrder(store, old.code)).toBeNull();
    expect(await readOrder(store, recent.code)).not.toBeNull();
    expect((await listKeys(store, 'index/')).some((key) => key.includes(old.code))).toBe(false);
    const log = await api('/api/admin/audit?limit=1', { token });
    expect((log.body as unknown as Array<Record<string, string>>)[0]).toMatchObject({
      by: 'schedule',
      action: 'orders-retention',
      summary: `Deleted 1 order dated before ${body.cutoff} (kept for 3 months)`,
    });
  });
});

/** Twelve months before `day` at the restaurant, as the domain rule says (checked in the unit tests). */
const cutoff12 = (day: string) => retentionCutoff(day, 12);
