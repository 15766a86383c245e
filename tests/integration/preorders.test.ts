import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type OpeningHours, restaurantNow } from '../../src/domain/content/hours.ts';
import { dayText, orderTimes } from '../../src/domain/orders/basket-rules.ts';
import { percentOf } from '../../src/domain/orders/bill.ts';
import { DEFAULT_ORDERING_SETTINGS } from '../../src/domain/orders/ordering-settings.ts';
import { laterBy, preorderTimes } from '../../src/domain/orders/preorder.ts';
import { DEFAULT_PREORDER_SETTINGS } from '../../src/domain/orders/preorder-schemas.ts';
import { claimPreorders } from '../../src/server/orders/preorder-limits.ts';
import { orderStore, readDayClaims } from '../../src/server/orders/repo.ts';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { api, baseUrl } from '../helpers/http.ts';
import { rawRequest } from '../helpers/raw-http.ts';

// Issue 41: pre-order dishes ordered days ahead, on their terms (a minimum, a lead time, a daily limit that
// parallel orders never oversell), with the deposit the restaurant asks.
let token: string;
let hours: OpeningHours;
const added: Array<{ id: string; category: string }> = [];

let nextAddress = 0;
const address = () => {
  nextAddress++;
  return `127.0.${140 + Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};
const send = (json: unknown) =>
  rawRequest(baseUrl(), '/api/orders', { method: 'POST', json, localAddress: address() });

const DEPOSIT = {
  ...DEFAULT_PREORDER_SETTINGS,
  deposit_percent: 50,
  deposit_hours: 24,
  qris_image: '/images/menu/rendang-daging.svg',
  qris_merchant: 'RM PADANG SEDERHANA RASA',
  qris_nmid: 'ID1020021234567',
};

/** A pre-order dish of its own for this file ("Nasi Kotak Rendang"), with its terms. */
async function preorderDish(name: string, preorder: Record<string, unknown>) {
  const created = await api('/api/admin/menu/category/makanan/item', {
    method: 'POST',
    token,
    json: {
      name: `${name} ${Date.now().toString(36)}`,
      category: 'Makanan',
      description: 'Nasi, rendang, sayur, sambal, dalam kotak.',
      price: 'Rp 25.000',
      image: '/images/menu/rendang-daging.svg',
      preorder,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  added.push({ id: String(created.body.id), category: 'makanan' });
  return { slug: String(created.body.slug), price: 25_000 };
}

/** The first time offered on the day `days` ahead, for a pre-order of `leadHours`. */
function timeOn(days: number, leadHours: number): string {
  const now = restaurantNow(new Date(), hours.timeZone);
  const day = addDays(now.date, days);
  const at = preorderTimes(hours, now, [{ lead_hours: leadHours }], 14).find((time) => time.date === day);
  if (!at) throw new Error(`No pre-order time on ${day}`);
  return `${at.date} ${at.time}`;
}

const order = (slug: string, quantity: number, time: string) => ({
  lines: [{ slug, quantity, note: '' }],
  mode: 'pickup',
  name: 'Bu Rina (arisan)',
  phone: '0812 3456 7890',
  time,
});

beforeAll(async () => {
  token = await adminToken();
  hours = ((await api('/api/admin/restaurant', { token })).body as unknown as { openingHours: OpeningHours })
    .openingHours;
  const ordering = await api('/api/admin/ordering', {
    method: 'PUT',
    token,
    json: { ...DEFAULT_ORDERING_SETTINGS, modes: ['pickup', 'delivery'] },
  });
  expect(ordering.status).toBe(200);
  expect((await api('/api/admin/preorder', { method: 'PUT', token, json: DEPOSIT })).status).toBe(200);
});

afterAll(async () => {
  for (const dish of added)
    await api(`/api/admin/menu/category/${dish.category}/item/${dish.id}`, { method: 'DELETE', token });
  await api('/api/admin/preorder', { method: 'PUT', token, json: DEFAULT_PREORDER_SETTINGS });
  await api('/api/admin/ordering', { method: 'PUT', token, json: DEFAULT_ORDERING_SETTINGS });
});

describe('a pre-order (issue 41)', () => {
  it('is refused under the dish minimum, at its line, and sooner than its lead time, at the time', async () => {
    const { slug } = await preorderDish('Nasi Kotak Rendang', {
      min_quantity: 20,
      lead_hours: 48,
      daily_limit: 300,
      ahead_only: true,
      unit: 'kotak',
    });
    const few = await send(order(slug, 19, timeOn(3, 48)));
    expect(few.status, few.text).toBe(409);
    expect(few.json).toEqual({ detail: 'Minimal 20 kotak', field: `lines.${slug}` });

    // Tomorrow is within the 48 hours the kitchen needs.
    const now = restaurantNow(new Date(), hours.timeZone);
    const soon = laterBy(now, 24 * 60);
    const tooSoon = await send(order(slug, 20, `${soon.date} 12:00`));
    expect(tooSoon.status, tooSoon.text).toBe(409);
    expect(tooSoon.json?.field).toBe('time');
    // Further ahead than the restaurant takes pre-orders (14 days).
    const tooFar = await send(order(slug, 20, `${addDays(now.date, 30)} 12:00`));
    expect(tooFar.status, tooFar.text).toBe(409);
    expect(tooFar.json?.field).toBe('time');
  });

  it('is taken for a day ahead with the deposit asked, due a day after it is placed', async () => {
    const { slug, price } = await preorderDish('Nasi Kotak Ayam Pop', {
      min_quantity: 20,
      lead_hours: 48,
      daily_limit: 300,
      ahead_only: true,
      unit: 'kotak',
    });
    const time = timeOn(4, 48);
    const placed = restaurantNow(new Date(), hours.timeZone);
    const taken = await send(order(slug, 50, time));
    expect(taken.status, taken.text).toBe(201);
    const stored = (taken.json as { order: Record<string, unknown> }).order as {
      lines: Array<{ preorder: boolean; quantity: number }>;
      bill: { total: number };
      deposit: { percent: number; amount: number; rest: number; due: string; state: string };
      date: string;
    };
    expect(stored.date).toBe(time.slice(0, 10));
    expect(stored.lines).toEqual([expect.objectContaining({ quantity: 50, preorder: true })]);
    expect(stored.bill.total).toBe(50 * price);
    const due = laterBy(placed, 24 * 60);
    expect(stored.deposit).toMatchObject({
      percent: 50,
      amount: percentOf(50 * price, 50),
      rest: 50 * price - (percentOf(50 * price, 50) ?? 0),
      state: 'unpaid',
    });
    // A day after it was placed (to the minute the server read its clock).
    expect(stored.deposit.due.slice(0, 10)).toBe(due.date);
    const admin = await api(`/api/admin/orders/${(taken.json as { code: string }).code}`, { token });
    expect(admin.body).toMatchObject({ deposit: { state: 'unpaid' }, lines: [{ preorder: true }] });
  });

  it('never oversells a day: of 100 guests at once for the last 50 boxes, exactly 50 get one', async () => {
    const { slug } = await preorderDish('Tumpeng Mini', {
      min_quantity: 1,
      lead_hours: 24,
      daily_limit: 50,
      ahead_only: true,
      unit: 'kotak',
    });
    const time = timeOn(5, 24);
    const answers = await Promise.all(Array.from({ length: 100 }, () => send(order(slug, 1, time))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.json).toEqual({
      detail: `Habis untuk ${dayText(time.slice(0, 10))}`,
      field: `lines.${slug}`,
    });
    const codes = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => String(answer.json?.code));
    expect(new Set(codes).size).toBe(50);

    // A guest cancelled by staff gives the box back: the next guest gets it, the one after does not.
    const cancelled = await api(`/api/admin/orders/${codes[0]}`, {
      method: 'PUT',
      token,
      json: { status: 'cancelled', revision: 1, reason: 'Tamu membatalkan acara' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await send(order(slug, 1, time))).status).toBe(201);
    expect((await send(order(slug, 1, time))).status).toBe(409);
  });

  it('asking for more than a day has left is told how many remain', async () => {
    const { slug } = await preorderDish('Rendang per Kilo', {
      min_quantity: 2,
      lead_hours: 24,
      daily_limit: 12,
      ahead_only: false,
      unit: 'kg',
    });
    const time = timeOn(6, 24);
    expect((await send(order(slug, 2, time))).status).toBe(201);
    const more = await send(order(slug, 11, time));
    expect(more.status, more.text).toBe(409);
    expect(more.json).toEqual({
      detail: `Sisa 10 untuk ${dayText(time.slice(0, 10))}`,
      field: `lines.${slug}`,
    });
    expect((await send(order(slug, 10, time))).status).toBe(201);
  });

  it('a day that looks full frees the boxes of a claim whose order was never written', async () => {
    const store = orderStore();
    const day = { code: 'PSN-HILANG', date: '2031-03-04' };
    const slug = `nasi-kotak-${Date.now().toString(36)}`;
    const line = { slug, quantity: 30, limit: 40 };
    // Claimed two minutes ago; its order's write failed, so no order PSN-HILANG exists.
    await claimPreorders(store, day, [line], { now: Date.now() - 120_000 });
    // A claim a moment old counts: the order may still be on its way.
    await claimPreorders(store, { code: 'PSN-BARU22', date: day.date }, [{ ...line, quantity: 5 }]);
    await expect(
      claimPreorders(store, { code: 'PSN-SEGAR2', date: day.date }, [{ ...line, quantity: 10 }], {
        now: Date.now() + 1000,
      }),
    ).resolves.toBeUndefined();
    const claims = (await readDayClaims(store, day.date, slug))?.claims.map((claim) => claim.code);
    expect(claims).toEqual(['PSN-BARU22', 'PSN-SEGAR2']);
  });

  it('staff mark the deposit paid, with who and when, and take it back; only those who run orders', async () => {
    const { slug } = await preorderDish('Nasi Kotak Gulai', {
      min_quantity: 20,
      lead_hours: 24,
      daily_limit: null,
      ahead_only: true,
      unit: 'kotak',
    });
    const taken = await send(order(slug, 20, timeOn(3, 24)));
    expect(taken.status, taken.text).toBe(201);
    const code = String(taken.json?.code);
    const deposit = (json: unknown, as = token) =>
      api(`/api/admin/orders/${code}/deposit`, { method: 'PUT', token: as, json });

    const paid = await deposit({ state: 'paid', revision: 1 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ revision: 2, deposit: { state: 'paid', changed_by: 'admin' } });
    expect(Date.parse(String((paid.body.deposit as { changed_at: string }).changed_at))).toBeGreaterThan(0);
    // A second tap on a page not yet refreshed, and a state it already has.
    expect((await deposit({ state: 'paid', revision: 1 })).status).toBe(409);
    expect((await deposit({ state: 'paid', revision: 2 })).status).toBe(409);
    // A mistake taken back.
    expect((await deposit({ state: 'unpaid', revision: 2 })).body).toMatchObject({
      deposit: { state: 'unpaid' },
    });
    const log = (await api('/api/admin/audit?limit=2', { token })).body as unknown as Array<{
      summary: string;
    }>;
    expect(log.map((entry) => entry.summary)).toContain(
      `Marked paid the deposit of the order ${code} of Bu Rina (arisan) (Rp 250.000)`,
    );

    expect((await deposit({ state: 'lunas', revision: 3 })).status).toBe(400);
    const editor = await staffToken('editor', 'penata-dp');
    expect((await deposit({ state: 'paid', revision: 3 }, editor)).status).toBe(403);
    // An order that asks no deposit (an ordinary one for today or tomorrow).
    const last = orderTimes(hours, restaurantNow(new Date(), hours.timeZone)).at(-1);
    const ordinary = await send(order('rendang-daging', 1, `${last?.date} ${last?.time}`));
    expect(ordinary.status, ordinary.text).toBe(201);
    expect(ordinary.json?.order).toMatchObject({ deposit: null });
    const none = await api(`/api/admin/orders/${String(ordinary.json?.code)}/deposit`, {
      method: 'PUT',
      token,
      json: { state: 'paid', revision: 1 },
    });
    expect(none.status).toBe(409);
    expect(none.body.detail).toBe('This order asks no deposit');
  });

  it("the kitchen's calendar sums each day's pre-order dishes, leaving out declined orders", async () => {
    const { slug } = await preorderDish('Tumpeng Mini', {
      min_quantity: 2,
      lead_hours: 24,
      daily_limit: null,
      ahead_only: true,
      unit: 'tumpeng',
    });
    const time = timeOn(4, 24);
    const date = time.slice(0, 10);
    const codes: string[] = [];
    for (const quantity of [2, 5, 3]) {
      const taken = await send(order(slug, quantity, time));
      expect(taken.status, taken.text).toBe(201);
      codes.push(String(taken.json?.code));
    }
    const declined = await api(`/api/admin/orders/${codes[2]}`, {
      method: 'PUT',
      token,
      json: { status: 'declined', revision: 1, reason: 'Dapur penuh' },
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    await api(`/api/admin/orders/${codes[0]}/deposit`, {
      method: 'PUT',
      token,
      json: { state: 'paid', revision: 1 },
    });

    const calendar = await api(`/api/admin/orders/calendar?from=${addDays(date, -1)}&days=3`, { token });
    expect(calendar.status, JSON.stringify(calendar.body)).toBe(200);
    const days = (calendar.body as unknown as { days: Array<Record<string, unknown>> }).days;
    expect(days.map((day) => day.date)).toEqual([addDays(date, -1), date, addDays(date, 1)]);
    const day = days[1] as {
      dishes: Array<{ slug: string; quantity: number }>;
      orders: Array<{ code: string; deposit: string | null }>;
    };
    expect(day.dishes.find((dish) => dish.slug === slug)?.quantity).toBe(7);
    expect(day.orders.filter((held) => codes.includes(held.code))).toEqual([
      expect.objectContaining({ code: codes[0], deposit: 'paid' }),
      expect.objectContaining({ code: codes[1], deposit: 'unpaid' }),
    ]);
    expect((await api('/api/admin/orders/calendar?days=40', { token })).status).toBe(400);
  });

  it('takes 150 boxes of a pre-order dish in one order, while an ordinary dish stops at 99', async () => {
    const { slug } = await preorderDish('Nasi Kotak Kantor', {
      min_quantity: 20,
      lead_hours: 24,
      daily_limit: 300,
      ahead_only: true,
      unit: 'kotak',
    });
    const office = await send(order(slug, 150, timeOn(5, 24)));
    expect(office.status, office.text).toBe(201);
    expect(office.json?.order).toMatchObject({ lines: [{ quantity: 150, preorder: true }] });
    // Read back as stored: by the order's page and by the count of new orders, which reads every new one.
    const stored = await api(`/api/admin/orders/${String(office.json?.code)}`, { token });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body).toMatchObject({ lines: [{ quantity: 150 }] });
    expect((await api('/api/admin/orders/new-count', { token })).status).toBe(200);
    const last = orderTimes(hours, restaurantNow(new Date(), hours.timeZone)).at(-1);
    const ordinary = await send(order('rendang-daging', 100, `${last?.date} ${last?.time}`));
    expect(ordinary.status).toBe(400);
    expect(ordinary.json).toMatchObject({ detail: 'Maksimal 99 per menu', field: 'lines.rendang-daging' });
    expect((await send(order(slug, 1001, timeOn(5, 24)))).status).toBe(400);
  });

  it('tells guests what each day has left of a dish with a daily limit, before they send', async () => {
    const { slug } = await preorderDish('Rendang Kiloan', {
      min_quantity: 1,
      lead_hours: 24,
      daily_limit: 40,
      ahead_only: true,
      unit: 'kg',
    });
    const time = timeOn(6, 24);
    const taken = await send(order(slug, 15, time));
    expect(taken.status, taken.text).toBe(201);
    const answer = await api('/api/preorders/left');
    expect(answer.status).toBe(200);
    const days = (answer.body as unknown as { days: Record<string, Record<string, number>> }).days;
    expect(days[time.slice(0, 10)]?.[slug]).toBe(25);
    expect(days[addDays(time.slice(0, 10), 1)]?.[slug]).toBe(40);
    // Dishes without a limit, and ordinary dishes, are not listed.
    expect(Object.values(days).some((day) => 'rendang-daging' in day)).toBe(false);
  });
});
