import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpeningHours, restaurantNow } from '../../src/domain/content/hours.ts';
import { orderTimes } from '../../src/domain/orders/basket-rules.ts';
import { OrderRequestSchema } from '../../src/domain/orders/order.ts';
import { DEFAULT_ORDERING_SETTINGS } from '../../src/domain/orders/ordering-settings.ts';
import { createGuestOrder } from '../../src/server/orders/intake.ts';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { api, baseUrl } from '../helpers/http.ts';
import { rawRequest } from '../helpers/raw-http.ts';

interface Dish {
  id: string;
  slug: string;
  name: string;
  price: string;
  status: string;
  revision: number;
  category_id: string;
}

let token: string;
let dishes: Dish[];
/** A pick-up time the restaurant offers (the last of those offered, so it does not lapse during the file). */
let later: string;

/** Every request from an address of its own: the file's own limit test is the only one that reaches 5. */
let nextAddress = 0;
const address = () => {
  nextAddress++;
  return `127.0.${70 + Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

const send = (json: unknown, from = address(), headers: Record<string, string> = {}) =>
  rawRequest(baseUrl(), '/api/orders', { method: 'POST', json, localAddress: from, headers });

const ordering = (changes: Record<string, unknown>) =>
  api('/api/admin/ordering', { method: 'PUT', token, json: { ...DEFAULT_ORDERING_SETTINGS, ...changes } });

/** The ordering settings of this file: pick-up and delivery, service on pick-up, PB1, a minimum for delivery. */
const ORDERING = {
  modes: ['pickup', 'delivery'],
  service_charge_percent: 5,
  service_charge_modes: ['pickup'],
  tax_percent: 10,
  minimum_order: 50_000,
  prep_minutes: 20,
};

const pickup = (lines: unknown[]) => ({
  lines,
  mode: 'pickup',
  name: 'Rina Wati',
  phone: '0812 3456 7890',
  time: later,
});

beforeAll(async () => {
  token = await adminToken();
  const menu = (await api('/api/admin/menu', { token })).body as unknown as Array<{ items: Dish[] }>;
  dishes = menu.flatMap((category) => category.items).filter((dish) => dish.status === 'Tersedia');
  const restaurant = (await api('/api/admin/restaurant', { token })).body as unknown as {
    openingHours: OpeningHours;
  };
  const hours = restaurant.openingHours;
  const times = orderTimes(hours, restaurantNow(new Date(), hours.timeZone));
  const last = times.at(-1);
  if (!last) throw new Error('The restaurant offers no order time today or tomorrow');
  later = `${last.date} ${last.time}`;
  const saved = await ordering(ORDERING);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

afterAll(async () => {
  await ordering({});
});

const dish = (n: number) => {
  const found = dishes[n];
  if (!found) throw new Error(`The menu has no dish number ${n + 1}`);
  return found;
};
/** One editor account for the whole file (an account costs a password hash or two). */
let editor: string | undefined;
const editorToken = async () => {
  editor ??= await staffToken('editor', 'editor-pesanan');
  return editor;
};

const rupiah = (price: string) => Number(price.replace(/\D/g, ''));

describe('a guest sends an order', () => {
  it('is priced by the server from the menu, never by a price the client sends', async () => {
    const [a, b] = [dish(0), dish(1)];
    const answer = await send({
      ...pickup([
        { slug: a.slug, quantity: 2, note: 'tidak pedas', price: 1, unit_price: 1, amount: 1 },
        { slug: b.slug, quantity: 1, price: 'Rp 1' },
      ]),
      total: 3,
      bill: { total: 3 },
    });
    expect(answer.status, answer.text).toBe(201);
    const subtotal = rupiah(a.price) * 2 + rupiah(b.price);
    const service = Math.round(subtotal * 0.05);
    const tax = Math.round((subtotal + service) * 0.1);
    const { code, order } = answer.json as { code: string; order: Record<string, unknown> };
    expect(code).toMatch(/^PSN-[2-9A-HJKMNP-Z]{6}$/);
    expect(order).toMatchObject({
      code,
      status: 'new',
      mode: 'pickup',
      phone: '6281234567890',
      time: later,
      date: later.slice(0, 10),
      revision: 1,
      bill: { subtotal, service, tax, total: subtotal + service + tax, unpriced: 0 },
      lines: [
        { slug: a.slug, name: a.name, quantity: 2, unit_price: rupiah(a.price), note: 'tidak pedas' },
        { slug: b.slug, name: b.name, quantity: 1, unit_price: rupiah(b.price), note: '' },
      ],
    });
    const stored = await api(`/api/admin/orders/${code}`, { token });
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(order);
  });

  it('refuses what the restaurant cannot take, naming the field of the basket it is about', async () => {
    const a = dish(0);
    const line = { slug: a.slug, quantity: 1 };
    const cases: Array<[unknown, number, string, string]> = [
      [{ ...pickup([line]), mode: 'dine_in' }, 409, 'mode', 'Cara pesan ini tidak tersedia.'],
      [
        pickup([{ slug: 'tidak-ada-di-menu', quantity: 1 }]),
        409,
        'lines.tidak-ada-di-menu',
        'Sudah tidak ada',
      ],
      [{ ...pickup([line]), time: '' }, 400, 'time', 'Pilih waktu.'],
      [{ ...pickup([line]), time: '2020-01-01 12:00' }, 409, 'time', 'sudah lewat atau di luar jam buka'],
      [{ ...pickup([line]), mode: 'delivery' }, 400, 'address', 'Alamat pengantaran wajib diisi.'],
      [
        { ...pickup([line]), mode: 'delivery', address: 'Jl. Sudirman 1' },
        409,
        'address',
        'Minimal pesanan untuk diantar Rp 50.000.',
      ],
      [{ ...pickup([line]), phone: '021 555 1234' }, 400, 'phone', 'Nomor WhatsApp harus nomor ponsel'],
      [{ ...pickup([line]), name: '' }, 400, 'name', 'Nama wajib diisi.'],
      [pickup([]), 400, 'lines', 'Pesanan masih kosong.'],
    ];
    for (const [input, status, field, detail] of cases) {
      const answer = await send(input);
      expect(answer.status, JSON.stringify(input)).toBe(status);
      expect(answer.json?.field, JSON.stringify(input)).toBe(field);
      expect(String(answer.json?.detail)).toContain(detail);
    }
  });

  it('asks a guest at a table for a time only while the restaurant is closed', async () => {
    const current = (await api('/api/admin/restaurant', { token })).body as unknown as Record<
      string,
      unknown
    > & {
      openingHours: OpeningHours;
    };
    const everyDay = (day: { closed: boolean; ranges: Array<{ opens: string; closes: string }> }) =>
      Object.fromEntries(Object.keys(current.openingHours.week).map((name) => [name, day]));
    const hours = (day: { closed: boolean; ranges: Array<{ opens: string; closes: string }> }) =>
      api('/api/admin/restaurant', {
        method: 'PUT',
        token,
        json: { ...current, openingHours: { ...current.openingHours, week: everyDay(day), special: [] } },
      });
    const atTable = {
      ...pickup([{ slug: dish(0).slug, quantity: 1 }]),
      mode: 'dine_in',
      time: '',
      table: '7',
    };
    await ordering({ modes: ['dine_in', 'pickup'], prep_minutes: 20 });
    try {
      expect((await hours({ closed: false, ranges: [{ opens: '00:00', closes: '23:59' }] })).status).toBe(
        200,
      );
      const open = await send(atTable);
      expect(open.status, open.text).toBe(201);
      expect(open.json?.order).toMatchObject({ mode: 'dine_in', time: '', table: '7' });
      expect((await hours({ closed: true, ranges: [] })).status).toBe(200);
      const closed = await send(atTable);
      expect(closed.status).toBe(400);
      expect(closed.json).toEqual({ field: 'time', detail: 'Pilih waktu.' });
    } finally {
      await api('/api/admin/restaurant', { method: 'PUT', token, json: current });
      await ordering(ORDERING);
    }
  });

  it('refuses a dish marked Habis at its line', async () => {
    const b = dish(2);
    const path = `/api/admin/menu/category/${b.category_id}/item/${b.id}/availability`;
    const marked = await api(path, {
      method: 'PUT',
      token,
      json: { available: false, revision: b.revision },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    try {
      const answer = await send(
        pickup([
          { slug: dish(0).slug, quantity: 1 },
          { slug: b.slug, quantity: 1 },
        ]),
      );
      expect(answer.status).toBe(409);
      expect(answer.json).toEqual({ field: `lines.${b.slug}`, detail: 'Habis: hapus dari pesanan.' });
    } finally {
      await api(path, { method: 'PUT', token, json: { available: true, revision: marked.body.revision } });
    }
  });

  it('takes no order while ordering is off, nor one sent from another site', async () => {
    const foreign = await send(pickup([{ slug: dish(0).slug, quantity: 1 }]), address(), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json?.detail).toBe('Pesanan hanya bisa dikirim dari situs restoran ini.');
    await ordering({ enabled: false });
    try {
      const off = await send(pickup([{ slug: dish(0).slug, quantity: 1 }]));
      expect(off.status).toBe(409);
      expect(off.json?.detail).toBe('Restoran sedang tidak menerima pesanan lewat situs.');
    } finally {
      await ordering(ORDERING);
    }
  });

  it('lets one client send 5 orders per 10 minutes, then answers 429 with when to try again', async () => {
    const from = '127.0.69.1';
    const order = pickup([{ slug: dish(0).slug, quantity: 1 }]);
    for (let n = 0; n < 4; n++) expect((await send(order, from)).status).toBe(201);
    // A bot filling the hidden field is answered like a guest, counted, and never stored.
    const bot = await send({ ...order, website: 'http://spam.example' }, from);
    expect(bot.status).toBe(201);
    const listed = await api(`/api/admin/orders?date=${later.slice(0, 10)}`, { token });
    expect((listed.body.items as Array<{ code: string }>).map((o) => o.code)).not.toContain(bot.json?.code);
    const refused = await send(order, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json?.detail).toContain('Terlalu banyak pesanan');
  });
});

describe('the same order sent again', () => {
  const codesOfDay = async () =>
    (
      (await api(`/api/admin/orders?date=${later.slice(0, 10)}`, { token })).body.items as Array<{
        code: string;
      }>
    ).map((order) => order.code);
  const sendingId = () => `uji-${randomBytes(12).toString('hex')}`;

  it('is answered with the order its first sending was recorded as, even at the same moment, and stored once', async () => {
    const order = { ...pickup([{ slug: dish(0).slug, quantity: 2 }]), request_id: sendingId() };
    const first = await send(order, '127.0.68.1');
    expect(first.status, first.text).toBe(201);
    // Back in the basket after WhatsApp, or the page reloaded: the same sending from the same basket.
    const again = await send(order, '127.0.68.1');
    expect(again.status).toBe(201);
    expect(again.json?.code).toBe(first.json?.code);
    expect(again.json?.order).toEqual(first.json?.order);
    // Five at once, a sixth basket name beside them.
    const other = { ...order, request_id: sendingId() };
    const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => send(other, `127.0.68.${n + 2}`)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const codes = new Set(answers.map((answer) => answer.json?.code));
    expect(codes.size).toBe(1);
    expect(codes.has(first.json?.code)).toBe(false);
    const listed = await codesOfDay();
    expect(listed.filter((code) => code === first.json?.code)).toHaveLength(1);
    expect(listed.filter((code) => codes.has(code))).toHaveLength(1);
  });

  it('is decided afresh after a refusal, so the guest can correct it', async () => {
    const id = sendingId();
    const refused = await send({
      ...pickup([{ slug: dish(0).slug, quantity: 1 }]),
      time: '2020-01-01 12:00',
      request_id: id,
    });
    expect(refused.status).toBe(409);
    const taken = await send({ ...pickup([{ slug: dish(0).slug, quantity: 1 }]), request_id: id });
    expect(taken.status, taken.text).toBe(201);
    expect(await codesOfDay()).toContain(taken.json?.code);
  });

  it('refuses a name for a sending that is not one the basket makes', async () => {
    const odd = await send({
      ...pickup([{ slug: dish(0).slug, quantity: 1 }]),
      request_id: '../../orders/x',
    });
    expect(odd.status).toBe(400);
  });
});

describe('the limit per client on IPv6', () => {
  it('counts a guest by their /64 network, whichever of its addresses they send from', async () => {
    const order = OrderRequestSchema.parse(pickup([{ slug: dish(0).slug, quantity: 1 }]));
    for (let n = 1; n <= 5; n++) await createGuestOrder(order, `2001:db8:40:7::${n}`);
    await expect(createGuestOrder(order, '2001:db8:40:7:ffff::9')).rejects.toMatchObject({ status: 429 });
    // Another network is another guest.
    await expect(createGuestOrder(order, '2001:db8:40:8::1')).resolves.toMatchObject({
      code: expect.stringMatching(/^PSN-/),
    });
  });
});

describe('staff run the orders', () => {
  it('list a day newest first, filter by status, and only superadmin and the reservations manager may', async () => {
    const day = later.slice(0, 10);
    const first = await send(pickup([{ slug: dish(0).slug, quantity: 3 }]));
    const second = await send(pickup([{ slug: dish(1).slug, quantity: 3 }]));
    const list = await api(`/api/admin/orders?date=${day}`, { token });
    expect(list.status).toBe(200);
    const codes = (list.body.items as Array<{ code: string }>).map((o) => o.code);
    expect(codes.slice(0, 2)).toEqual([second.json?.code, first.json?.code]);
    expect(list.body.total).toBe(codes.length);
    const manager = await staffToken('manager_reservasi', 'kasir-pesanan');
    const editor = await editorToken();
    expect((await api(`/api/admin/orders?date=${day}&status=new`, { token: manager })).status).toBe(200);
    for (const [method, path] of [
      ['GET', `/api/admin/orders?date=${day}`],
      ['GET', `/api/admin/orders/${first.json?.code}`],
      ['PUT', `/api/admin/orders/${first.json?.code}`],
      ['POST', `/api/admin/orders/${first.json?.code}/undo`],
      ['GET', '/api/admin/orders/new-count'],
    ] as const) {
      const answer = await api(path, { method, token: editor, json: method === 'GET' ? undefined : {} });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    const accepted = await api(`/api/admin/orders/${first.json?.code}`, {
      method: 'PUT',
      token: manager,
      json: { status: 'accepted', revision: 1, ready_at: `${day} 23:45` },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      ready_at: `${day} 23:45`,
      updated_by: 'kasir-pesanan',
    });
    const today = (await api('/api/admin/orders', { token })).body;
    expect(Array.isArray(today.items)).toBe(true);
  });

  it('accept with the prep time, refuse a stale revision naming who changed it, and undo', async () => {
    const sent = await send(pickup([{ slug: dish(0).slug, quantity: 1 }]));
    const code = String(sent.json?.code);
    const move = (json: unknown) => api(`/api/admin/orders/${code}`, { method: 'PUT', token, json });
    const before = Date.now();
    const accepted = await move({ status: 'accepted', revision: 1 });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const hours = (
      (await api('/api/admin/restaurant', { token })).body as unknown as { openingHours: OpeningHours }
    ).openingHours;
    const expected = [before, Date.now()].map((at) => {
      const clock = restaurantNow(new Date(at + 20 * 60_000), hours.timeZone);
      return `${clock.date} ${clock.time}`;
    });
    expect(expected).toContain(accepted.body.ready_at);
    expect(accepted.body).toMatchObject({ status: 'accepted', revision: 2, updated_by: 'admin' });

    const stale = await move({ status: 'declined', revision: 1, reason: 'Dapur penuh' });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(
      'This order was changed by admin meanwhile: it is now accepted. Reload to see it.',
    );
    const impossible = await move({ status: 'completed', revision: 2 });
    expect(impossible.status).toBe(409);
    const noReason = await move({ status: 'declined', revision: 2 });
    expect(noReason.status).toBe(400);

    const undo = () =>
      api(`/api/admin/orders/${code}/undo`, { method: 'POST', token, json: { revision: 2 } });
    const undone = await undo();
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      status: 'new',
      ready_at: null,
      updated_by: null,
      revision: 3,
      previous: null,
    });
    const again = await undo();
    expect(again.status).toBe(409);

    const declined = await move({ status: 'declined', revision: 3, reason: 'Rendang habis' });
    expect(declined.body).toMatchObject({ status: 'declined', reason: 'Rendang habis' });
    const log = (await api('/api/admin/audit?limit=10', { token })).body as unknown as Array<{
      summary: string;
    }>;
    const summaries = log.map((entry) => entry.summary);
    expect(summaries).toContain(`Declined the order ${code} of Rina Wati: Rendang habis`);
    expect(summaries).toContain(`Undid the last change of the order ${code} of Rina Wati: back to new`);
    expect(summaries).toContain(
      `Accepted the order ${code} of Rina Wati, ready at ${accepted.body.ready_at}`,
    );
    expect((await api('/api/admin/orders/PSN-222222', { token })).status).toBe(404);
  });

  it('count new orders and name those sent since the admin last asked', async () => {
    const first = await api('/api/admin/orders/new-count', { token });
    expect(first.status).toBe(200);
    expect(first.body.newest).toEqual([]);
    const sent = await send(pickup([{ slug: dish(1).slug, quantity: 2 }]));
    const next = await api(`/api/admin/orders/new-count?since=${first.body.now}`, { token });
    expect(next.body).toMatchObject({
      new: Number(first.body.new) + 1,
      latest_code: sent.json?.code,
      newest: [{ code: sent.json?.code, name: 'Rina Wati', mode: 'pickup', time: later }],
    });
    // The days the new orders are for, each with its count (the Pesanan screen points to the other days).
    const day = later.slice(0, 10);
    const listed = (await api(`/api/admin/orders?date=${day}&status=new`, { token })).body.items as unknown[];
    expect(next.body.days).toContainEqual({ date: day, new: listed.length });
    expect((next.body.days as Array<{ new: number }>).reduce((sum, entry) => sum + entry.new, 0)).toBe(
      next.body.new,
    );
  });

  it('keep every one of 200 orders sent at the same moment, each once under its own code', async () => {
    const day = later.slice(0, 10);
    const before = new Set(
      ((await api(`/api/admin/orders?date=${day}`, { token })).body.items as Array<{ code: string }>).map(
        (o) => o.code,
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send(
          { ...pickup([{ slug: dish(0).slug, quantity: 1 }]), name: `Tamu Serentak ${i}` },
          `127.0.80.${i + 1}`,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status !== 201)).toEqual([]);
    const codes = answers.map((answer) => String(answer.json?.code));
    expect(new Set(codes).size).toBe(200);
    const listed = (
      (await api(`/api/admin/orders?date=${day}`, { token })).body.items as Array<{
        code: string;
        name: string;
      }>
    ).filter((o) => !before.has(o.code));
    expect(listed.map((o) => o.code).sort()).toEqual([...codes].sort());
    expect(new Set(listed.map((o) => o.name)).size).toBe(200);
  }, 120_000);
});

describe('the CSV export of orders', () => {
  /** The export as the browser downloads it: status, headers and the text with its byte order mark. */
  async function download(query: string, as = token) {
    const response = await fetch(new URL(`/api/admin/orders/export${query}`, baseUrl()), {
      headers: { authorization: `Bearer ${as}` },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      headers: response.headers,
      bytes,
      text: new TextDecoder().decode(bytes),
    };
  }

  it('downloads one row per order of the range, formulas neutralised, in the admin’s language', async () => {
    const sent = await send({
      ...pickup([{ slug: dish(0).slug, quantity: 2, note: '-1+1, =SUM(A1)' }]),
      name: '=HYPERLINK("http://contoh.id","klik")',
    });
    expect(sent.status, sent.text).toBe(201);
    const code = String(sent.json?.code);
    const day = later.slice(0, 10);
    const listed = (await api(`/api/admin/orders?date=${day}`, { token })).body.total as number;
    const { status, headers, bytes, text } = await download(`?from=${day}&to=${day}&lang=id`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="pesanan-${day}-${day}.csv"`);
    expect(headers.get('x-total-count')).toBe(String(listed));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = text.split('\r\n');
    expect(rows.at(-1)).toBe('');
    expect(rows).toHaveLength(listed + 2);
    expect(rows[0]).toBe(
      'Pesanan,Tanggal,Waktu,Status,Cara pesan,Nama,WhatsApp,Menu,Subtotal,Service,PB1,Total,Siap pukul,Alasan',
    );
    const row = rows.find((line) => line.startsWith(code));
    const order = sent.json?.order as {
      bill: { subtotal: number; service: number; tax: number; total: number };
    };
    expect(row).toBe(
      [
        code,
        day,
        later.slice(11),
        'Baru',
        'Bungkus',
        `"'=HYPERLINK(""http://contoh.id"",""klik"")"`,
        '0812-3456-7890',
        `"2x ${dish(0).name} (-1+1, '=SUM(A1))"`,
        order.bill.subtotal,
        order.bill.service,
        order.bill.tax,
        order.bill.total,
        '',
        '',
      ].join(','),
    );
    const english = await download(`?from=${day}&to=${day}&lang=en`);
    expect(english.text.split('\r\n')[0]).toBe(
      'Order,Date,Time,Status,Way,Name,WhatsApp,Items,Subtotal,Service,PB1,Total,Ready at,Reason',
    );
    const log = (await api('/api/admin/audit?limit=5', { token })).body as unknown as Array<{
      summary: string;
    }>;
    expect(log.map((entry) => entry.summary)).toContain(
      `Exported ${listed} orders dated ${day} to ${day} as CSV`,
    );
  });

  it('refuses a missing, reversed or longer than a year range, and roles without orders', async () => {
    for (const query of [
      '',
      '?from=2026-11-02',
      '?from=2026-11-30&to=2026-11-01',
      '?from=2025-01-01&to=2026-01-02',
    ])
      expect((await download(query)).status, query).toBe(400);
    expect((await download('?from=2025-01-01&to=2026-01-01')).status).toBe(200);
    expect((await download('?from=2026-11-01&to=2026-11-30', await editorToken())).status).toBe(403);
  });
});
