import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import { addDays, type OpeningHours, restaurantNow } from '../../src/domain/content/hours.ts';
import { orderTimes } from '../../src/domain/orders/basket-rules.ts';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { LUNCH_AND_DINNER, wednesdayAhead } from '../helpers/dates.ts';
import { api, baseUrl } from '../helpers/http.ts';
import { rawRequest } from '../helpers/raw-http.ts';

let token: string;
let original: Record<string, unknown>;
const lunchAndDinner = {
  closed: false,
  ranges: [
    { opens: '11:00', closes: '14:00' },
    { opens: '17:00', closes: '22:00' },
  ],
};
const wednesday = wednesdayAhead();
const schedule = {
  timeZone: 'Asia/Jakarta',
  week: {
    ...fallbackContent.restaurant.openingHours.week,
    monday: { closed: true, ranges: [] },
    thursday: lunchAndDinner,
  },
  special: [{ from: wednesday, to: '', closed: true, ranges: [], note: 'Idul Fitri' }],
};
const thursday = addDays(wednesday, 1);

const save = (openingHours: unknown) =>
  api('/api/admin/restaurant', { method: 'PUT', token, json: { ...original, openingHours } });
const book = (date: string, time: string) =>
  api('/api/reservations', {
    method: 'POST',
    json: { name: 'Rahmat Hidayat', phone: '0812 7777 8888', date, time, guests: '2' },
  });

beforeAll(async () => {
  token = await adminToken();
  original = (await api('/api/admin/restaurant', { token })).body;
});

afterAll(async () => {
  await api('/api/admin/restaurant', { method: 'PUT', token, json: original });
});

describe('the opening hours staff save', () => {
  it('are kept as a weekly schedule with special days', async () => {
    const saved = await save(schedule);
    expect(saved.status).toBe(200);
    const stored = (await api('/api/admin/restaurant', { token })).body;
    expect(stored.openingHours).toEqual({
      ...schedule,
      special: [{ from: wednesday, to: wednesday, closed: true, ranges: [], note: 'Idul Fitri' }],
    });
  });

  it('are refused with a reason when ranges overlap', async () => {
    const { status, body } = await save({
      ...schedule,
      week: {
        ...schedule.week,
        friday: { closed: false, ranges: [...lunchAndDinner.ranges, lunchAndDinner.ranges[0]] },
      },
    });
    expect(status).toBe(400);
    expect(body.detail).toContain('openingHours.week.friday.ranges: Time ranges must not overlap');
  });

  it('refuse a booking on a closed special day, with its reason in Indonesian', async () => {
    await save(schedule);
    const { status, body } = await book(wednesday, '19:00');
    expect(status).toBe(400);
    expect(body).toEqual({
      detail: 'Maaf, kami tutup pada tanggal tersebut (Idul Fitri). Silakan pilih tanggal lain.',
      field: 'date',
    });
  });

  it('refuse the break between lunch and dinner, and say the booking times', async () => {
    const { status, body } = await book(thursday, '15:00');
    expect(status).toBe(400);
    expect(body.detail).toBe('Pada tanggal itu kami menerima reservasi pukul 11:00 - 13:00, 17:00 - 21:00.');
  });

  it('give the form sent without JavaScript only the times of that day, and the last one', async () => {
    const response = await fetch(new URL('/api/reservations', baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Rahmat Hidayat',
        phone: '0812 7777 8888',
        date: thursday,
        time: '15:00',
        guests: '2',
        website: '',
      }).toString(),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    const offered = [...html.matchAll(/<option value="(\d\d:\d\d)"/g)].map((m) => m[1]);
    // The guest's own choice stays first, so the message next to it makes sense.
    expect(offered.slice(1)).toEqual(LUNCH_AND_DINNER);
    expect(html).toContain('Reservasi terakhir pukul 21:00.');
  });
});

describe('restaurant info saved before the weekly schedule', () => {
  it('is still served, its two lines read as weekdays and weekend', async () => {
    await serverStore().setJSON('settings/restaurant', {
      ...original,
      openingHours: { weekday: '10.00 - 21.00', weekend: 'Tutup' },
    });
    const { status, body } = await api('/api/admin/restaurant', { token });
    expect(status).toBe(200);
    const hours = body.openingHours as typeof schedule;
    expect(hours.timeZone).toBe('Asia/Jakarta');
    expect(hours.week.wednesday).toEqual({ closed: false, ranges: [{ opens: '10:00', closes: '21:00' }] });
    expect(hours.week.sunday).toEqual({ closed: true, ranges: [] });
    // Bookings follow the converted hours: Sunday closed, a weekday until 20:00.
    const sunday = addDays(wednesday, 4);
    expect((await book(sunday, '12:00')).body.field).toBe('date');
    expect((await book(wednesday, '20:30')).body.detail).toBe(
      'Pada tanggal itu kami menerima reservasi pukul 10:00 - 20:00.',
    );
  });

  it('comes back from the history and from an old backup file in the new shape', async () => {
    const old = {
      ...original,
      tagline: 'Versi lama',
      openingHours: { weekday: '08:00 - 16:00', weekend: '08:00 - 12:00' },
    };
    await serverStore().setJSON(
      `history/settings/restaurant/${String(Date.now()).padStart(13, '0')}-oldshape`,
      {
        version: old,
        by: 'admin',
        at: new Date().toISOString(),
        action: 'update',
      },
    );
    const versions = (await api('/api/admin/settings-history/restaurant', { token }))
      .body as unknown as Array<{
      key: string;
      version: { tagline: string; openingHours: typeof schedule };
    }>;
    const entry = versions.find((v) => v.version.tagline === 'Versi lama');
    expect(entry?.version.openingHours.week.monday.ranges).toEqual([{ opens: '08:00', closes: '16:00' }]);
    const restored = await api('/api/admin/settings-history/restaurant/restore', {
      method: 'POST',
      token,
      json: { version: entry?.key },
    });
    expect(restored.status).toBe(200);
    expect((restored.body.openingHours as typeof schedule).week.saturday.ranges).toEqual([
      { opens: '08:00', closes: '12:00' },
    ]);

    const backup = await (
      await fetch(new URL('/api/admin/backup', baseUrl()), { headers: { authorization: `Bearer ${token}` } })
    ).json();
    backup.content.restaurant = {
      ...backup.content.restaurant,
      openingHours: { weekday: '07:00 - 15:00', weekend: '' },
    };
    const imported = await api('/api/admin/backup/restore', {
      method: 'POST',
      token,
      json: { backup, confirm: true },
    });
    expect(imported.status).toBe(200);
    const hours = (await api('/api/admin/restaurant', { token })).body.openingHours as typeof schedule;
    expect(hours.week.tuesday.ranges).toEqual([{ opens: '07:00', closes: '15:00' }]);
    // An empty line could not be read: the usual weekend hours, not a closed weekend.
    expect(hours.week.sunday.ranges).toEqual([{ opens: '09:00', closes: '23:00' }]);
  });
});

describe('new hours checked against what guests hold, before they are saved', () => {
  const check = (openingHours: unknown, as = token) =>
    api('/api/admin/restaurant/hours-check', { method: 'POST', token: as, json: { openingHours } });

  it('names each coming time they would close, with its bookings and orders, and changes nothing', async () => {
    await save(schedule);
    // Taken by phone (the admin's form): the guests' own limit per address is reservations.test.ts's.
    const booked = await api('/api/admin/reservations', {
      method: 'POST',
      token,
      json: {
        name: 'Rahmat Hidayat',
        phone: '0812 7777 8888',
        date: thursday,
        time: '19:00',
        guests: '2',
        source: 'phone',
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const hours = (await api('/api/admin/restaurant', { token })).body.openingHours as OpeningHours;
    const at = orderTimes(hours, restaurantNow(new Date(), hours.timeZone)).at(-1);
    if (!at) throw new Error('The restaurant offers no order time today or tomorrow');
    const menu = (await api('/api/admin/menu', { token })).body as unknown as Array<{
      items: Array<{ slug: string; status: string }>;
    }>;
    const dish = menu.flatMap((category) => category.items).find((item) => item.status === 'Tersedia');
    const order = await rawRequest(baseUrl(), '/api/orders', {
      method: 'POST',
      json: {
        lines: [{ slug: dish?.slug, quantity: 1 }],
        mode: 'pickup',
        name: 'Rina Wati',
        phone: '0812 3456 7890',
        time: `${at.date} ${at.time}`,
      },
      localAddress: '127.0.61.1',
    });
    expect(order.status, order.text).toBe(201);

    // Thursdays closed, and a closed special day on the order's day.
    const closing = {
      ...schedule,
      week: { ...schedule.week, thursday: { closed: true, ranges: [] } },
      special: [
        ...schedule.special,
        { from: at.date, to: at.date, closed: true, ranges: [], note: 'Renovasi' },
      ],
    };
    const { status, body } = await check(closing);
    expect(status, JSON.stringify(body)).toBe(200);
    const closes = body.closes as Array<{ date: string; time: string; reservations: number; orders: number }>;
    expect(closes.find((entry) => entry.date === thursday && entry.time === '19:00')).toMatchObject({
      reservations: expect.any(Number),
      orders: 0,
    });
    expect(closes.find((entry) => entry.date === thursday)?.reservations).toBeGreaterThanOrEqual(1);
    expect(
      closes.find((entry) => entry.date === at.date && entry.time === at.time)?.orders,
    ).toBeGreaterThanOrEqual(1);
    // Earliest first.
    expect(closes.map((entry) => `${entry.date} ${entry.time}`)).toEqual(
      closes.map((entry) => `${entry.date} ${entry.time}`).sort(),
    );
    // Asking saved nothing.
    expect((await api('/api/admin/restaurant', { token })).body.openingHours).toEqual(hours);

    // Hours that keep 19:00 open close nothing there; the hours as saved close nothing at all.
    const evening = {
      ...closing,
      week: { ...closing.week, thursday: lunchAndDinner },
      special: schedule.special,
    };
    expect(((await check(evening)).body.closes as unknown[]).length).toBe(0);
    expect((await check(hours)).body).toEqual({ closes: [] });
  });

  it('counts only the times the saved hours keep open: a Monday already closed is not named again', async () => {
    await save(schedule);
    const mondayClosedAgain = {
      ...schedule,
      week: { ...schedule.week, monday: { closed: true, ranges: [] } },
    };
    expect((await check(mondayClosedAgain)).body).toEqual({ closes: [] });
  });

  it('is for those who edit the restaurant info, and refuses hours that are not hours', async () => {
    const manager = await staffToken('manager_reservasi', 'jam-manajer');
    expect((await check(schedule, manager)).status).toBe(403);
    const wrong = await check({ ...schedule, week: 'setiap hari' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toEqual(expect.any(String));
  });
});
