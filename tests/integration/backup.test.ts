import { beforeAll, describe, expect, it } from 'vitest';
import { createOrder, deleteOrders, indexOrder, orderStore } from '../../src/server/orders/repo.ts';
import { deleteReservations, reservationStore, reservations } from '../../src/server/reservations/repo.ts';
import { listKeys } from '../../src/server/store/documents.ts';
import { adminToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { api, baseUrl } from '../helpers/http.ts';
import { orderFixture } from '../helpers/order-fixture.ts';

let token: string;

/** Every blob of the content store, to prove a rejected import changed nothing. */
async function snapshot(): Promise<string> {
  const store = serverStore();
  const { blobs } = await store.list();
  const entries = await Promise.all(blobs.map(async (b) => [b.key, await store.get(b.key)] as const));
  return JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** The backup file exactly as downloaded. */
async function download(query = ''): Promise<{ text: string; headers: Headers }> {
  const response = await fetch(new URL(`/api/admin/backup${query}`, baseUrl()), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return { text: await response.text(), headers: response.headers };
}

const withoutDate = (text: string) => text.replace(/"exported_at": "[^"]*"/, '"exported_at": ""');

beforeAll(async () => {
  token = await adminToken();
});

describe('backup', () => {
  it('keeps the booking settings, and an import brings them back', async () => {
    const settings = (seats: number | null) =>
      api('/api/admin/booking-settings', { method: 'PUT', token, json: { seats_per_slot: seats } });
    try {
      expect((await settings(25)).status).toBe(200);
      const backup = JSON.parse((await download()).text);
      expect(backup.booking).toEqual({ seats_per_slot: 25, retention_months: null });
      await settings(null);
      const restored = await api('/api/admin/backup/restore', {
        method: 'POST',
        token,
        json: { backup, confirm: true },
      });
      expect(restored.status).toBe(200);
      expect((await api('/api/admin/booking-settings', { token })).body).toEqual({
        seats_per_slot: 25,
        retention_months: null,
      });
      // A backup made before booking settings existed leaves them as they are.
      const { booking: _booking, ...older } = backup;
      await settings(12);
      await api('/api/admin/backup/restore', {
        method: 'POST',
        token,
        json: { backup: older, confirm: true },
      });
      expect((await api('/api/admin/booking-settings', { token })).body).toEqual({
        seats_per_slot: 12,
        retention_months: null,
      });
    } finally {
      await settings(null);
    }
  });

  it('exports all content; importing it after changes gives back exactly the same content', async () => {
    const first = await download();
    expect(first.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rumah-makan-padang-backup-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const backup = JSON.parse(first.text);
    expect(backup).toMatchObject({ format: 'rumah-makan-padang-backup', version: 1 });
    expect(Object.keys(backup.content).sort()).toEqual(
      ['about', 'events', 'gallery', 'menu', 'restaurant', 'settings'].sort(),
    );
    expect(first.text).not.toMatch(/password|token|scrypt|reservation/i);

    const preview = await api('/api/admin/backup/preview', { method: 'POST', token, json: backup });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      exported_at: backup.exported_at,
      restaurant_name: backup.content.restaurant.name,
      categories: backup.content.menu.length,
      menu_items: backup.content.menu.reduce((n: number, c: { items: unknown[] }) => n + c.items.length, 0),
      gallery_images: backup.content.gallery.length,
      events: backup.content.events.length,
    });

    // Changes after the backup: an edit, a deletion, an addition.
    const event = backup.content.events[0];
    await api(`/api/admin/events/${event.id}`, { method: 'PUT', token, json: { ...event, title: 'Diubah' } });
    const image = backup.content.gallery[0];
    await api(`/api/admin/gallery/${image.id}`, { method: 'DELETE', token });
    const added = await api('/api/admin/menu/category/minuman/item', {
      method: 'POST',
      token,
      json: {
        name: 'Es Tebu Cadangan',
        category: 'Minuman',
        description: 'Air tebu segar.',
        price: 'Rp 8.000',
        image: '/images/menu/es-teh-manis.svg',
      },
    });
    expect(added.status).toBe(201);

    const restored = await api('/api/admin/backup/restore', {
      method: 'POST',
      token,
      json: { backup, confirm: true },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(preview.body);

    const second = await download();
    expect(withoutDate(second.text)).toBe(withoutDate(first.text));
    // What the import replaced can still be brought back one by one.
    expect((await api('/api/menu/es-tebu-cadangan')).status).toBe(404);
    const { body: trash } = await api('/api/admin/trash?kind=menu-item', { token });
    expect((trash as unknown as Array<{ id: string }>).map((entry) => entry.id)).toContain(added.body.id);

    const { body: log } = await api('/api/admin/audit?limit=5', { token });
    expect(log as unknown as unknown[]).toContainEqual(
      expect.objectContaining({ by: 'admin', action: 'backup-import' }),
    );
  });

  it('holds the reservations only when asked; an import puts them back and keeps bookings made since', async () => {
    const enter = async (name: string) => {
      const { status, body } = await api('/api/admin/reservations', {
        method: 'POST',
        token,
        json: {
          name,
          phone: '0812 3456 7890',
          date: '2031-05-06',
          time: '19:00',
          guests: '2',
          source: 'phone',
        },
      });
      expect(status).toBe(201);
      return (body.reservation as { id: string }).id;
    };
    const kept = await enter('Tamu Cadangan');
    const changed = await enter('Tamu Berubah');
    expect(JSON.parse((await download()).text).reservations).toBeUndefined();
    const backup = JSON.parse((await download('?reservations=1')).text);
    const ids = (backup.reservations as Array<{ id: string }>).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([kept, changed]));
    const preview = await api('/api/admin/backup/preview', { method: 'POST', token, json: backup });
    expect(preview.body.reservations).toBe(ids.length);

    // After the backup: one booking deleted (as the retention would), one cancelled, one made.
    await deleteReservations(reservationStore(), [
      {
        id: kept,
        date: '2031-05-06',
        made: (await reservations.get(reservationStore(), kept))?.position ?? 0,
        status: 'confirmed',
      },
    ]);
    await api(`/api/admin/reservations/${changed}`, { method: 'PUT', token, json: { status: 'cancelled' } });
    const since = await enter('Tamu Sesudahnya');

    const restored = await api('/api/admin/backup/restore', {
      method: 'POST',
      token,
      json: { backup, confirm: true },
    });
    expect(restored.status).toBe(200);
    const day = (await api('/api/admin/reservations?date=2031-05-06', { token })).body as unknown as Array<{
      id: string;
      status: string;
    }>;
    expect(day.find((r) => r.id === kept)).toMatchObject({ status: 'confirmed' });
    expect(day.find((r) => r.id === changed)).toMatchObject({ status: 'confirmed' });
    expect(day.find((r) => r.id === since)).toMatchObject({ status: 'confirmed' });
    // One index entry each, with the status restored.
    const entries = (await listKeys(reservationStore(), 'index/2031-05-06/')).filter((key) =>
      key.includes(changed),
    );
    expect(entries).toEqual([expect.stringMatching(new RegExp(`-${changed}-confirmed$`))]);

    const { body: log } = await api('/api/admin/audit?limit=5', { token });
    expect((log as unknown as Array<{ summary: string }>).map((entry) => entry.summary)).toContainEqual(
      expect.stringMatching(new RegExp(`, ${ids.length} reservations(, \\d+ orders)?\\)$`)),
    );
  });

  it('holds the orders only when asked; an import puts them back and keeps orders sent since', async () => {
    const store = orderStore();
    const place = async (code: string, name: string) => {
      const order = orderFixture({ code, name, date: '2031-05-07', position: Date.now() });
      expect(await createOrder(store, order)).toBe(true);
      await indexOrder(store, order);
      return order;
    };
    const kept = await place('PSN-CADANG', 'Pemesan Cadangan');
    const changed = await place('PSN-UBAH22', 'Pemesan Berubah');
    expect(JSON.parse((await download()).text).orders).toBeUndefined();
    expect(JSON.parse((await download('?reservations=1&orders=0')).text).orders).toBeUndefined();
    const onlyOrders = JSON.parse((await download('?orders=1')).text);
    expect(onlyOrders.reservations).toBeUndefined();
    const backup = JSON.parse((await download('?reservations=1')).text);
    const codes = (backup.orders as Array<{ code: string }>).map((o) => o.code);
    expect(codes).toEqual(expect.arrayContaining([kept.code, changed.code]));
    expect(onlyOrders.orders).toEqual(backup.orders);
    const preview = await api('/api/admin/backup/preview', { method: 'POST', token, json: backup });
    expect(preview.body).toMatchObject({ orders: codes.length });

    // After the backup: one order deleted, one declined, one sent.
    await deleteOrders(store, [{ code: kept.code, date: kept.date, sent: kept.position, status: 'new' }]);
    const declined = await api(`/api/admin/orders/${changed.code}`, {
      method: 'PUT',
      token,
      json: { status: 'declined', revision: 1, reason: 'Tutup' },
    });
    expect(declined.status).toBe(200);
    const since = await place('PSN-SESUDH', 'Pemesan Sesudahnya');

    const restored = await api('/api/admin/backup/restore', {
      method: 'POST',
      token,
      json: { backup, confirm: true },
    });
    expect(restored.status).toBe(200);
    const day = (await api('/api/admin/orders?date=2031-05-07', { token })).body.items as Array<{
      code: string;
      status: string;
    }>;
    expect(day.find((o) => o.code === kept.code)).toMatchObject({ status: 'new' });
    expect(day.find((o) => o.code === changed.code)).toMatchObject({ status: 'new' });
    expect(day.find((o) => o.code === since.code)).toMatchObject({ status: 'new' });
    const entries = (await listKeys(store, 'index/2031-05-07/')).filter((key) => key.includes(changed.code));
    expect(entries).toEqual([expect.stringMatching(new RegExp(`-${changed.code}-new$`))]);
    const repeated = await api('/api/admin/backup/preview', {
      method: 'POST',
      token,
      json: { ...backup, orders: [backup.orders[0], backup.orders[0]] },
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.detail).toContain('repeats the order code');
  });

  it('refuses a backup whose reservations repeat an id or are malformed', async () => {
    const backup = JSON.parse((await download('?reservations=1')).text);
    const [first] = backup.reservations;
    for (const [reservations, words] of [
      [[first, first], 'repeats the reservation id'],
      [[{ ...first, phone: '<script>' }], 'reservations'],
    ] as const) {
      const { status, body } = await api('/api/admin/backup/preview', {
        method: 'POST',
        token,
        json: { ...backup, reservations },
      });
      expect(status).toBe(400);
      expect(body.detail).toContain(words);
    }
  });

  it('refuses a corrupted file with a 400 naming the problem, and changes nothing', async () => {
    const good = JSON.parse((await download()).text);
    const corrupt = (change: (copy: typeof good) => void) => {
      const copy = structuredClone(good);
      change(copy);
      return copy;
    };
    const cases: Array<[string, unknown, RegExp]> = [
      [
        'a price that is a number, deep in the menu',
        corrupt((b) => {
          b.content.menu[1].items[0].price = 42000;
        }),
        /content\.menu\.1\.items\.0\.price/,
      ],
      [
        'a missing restaurant name',
        corrupt((b) => {
          delete b.content.restaurant.name;
        }),
        /content\.restaurant\.name: is required/,
      ],
      [
        'an unknown gallery category',
        corrupt((b) => {
          b.content.gallery[0].category = 'people';
        }),
        /content\.gallery\.0\.category/,
      ],
      [
        'another format marker',
        corrupt((b) => {
          b.format = 'wordpress-export';
        }),
        /format/,
      ],
      [
        'two events with one id',
        corrupt((b) => {
          b.content.events[1].id = b.content.events[0].id;
        }),
        /content\.events\.1\.id: repeats/,
      ],
      // Addresses the editors' fields refuse may not come in through a file either.
      [
        "a dish photo on the visitor's own network",
        corrupt((b) => {
          b.content.menu[0].items[0].image = 'https://192.168.1.1/router.png';
        }),
        /content\.menu\.0\.items\.0\.image: must not point to a local or private network address/,
      ],
      [
        'a gallery image over plain http',
        corrupt((b) => {
          b.content.gallery[0].url = 'http://images.example.com/a.jpg';
        }),
        /content\.gallery\.0\.url: must be an https URL/,
      ],
      [
        'a favicon on loopback',
        corrupt((b) => {
          b.content.settings.favicon_url = 'https://127.0.0.1/favicon.ico';
        }),
        /content\.settings\.favicon_url: must not point to a local or private network address/,
      ],
      [
        'a logo on a link-local address',
        corrupt((b) => {
          b.content.settings.brand_logo = 'https://169.254.169.254/logo.png';
        }),
        /content\.settings\.brand_logo: must not point/,
      ],
    ];
    const before = await snapshot();
    for (const [label, backup, problem] of cases) {
      const { status, body } = await api('/api/admin/backup/restore', {
        method: 'POST',
        token,
        json: { backup, confirm: true },
      });
      expect(status, label).toBe(400);
      expect(body.detail, label).toMatch(/^This file is not a valid backup: /);
      expect(body.detail, label).toMatch(problem);
    }
    const preview = await api('/api/admin/backup/preview', { method: 'POST', token, json: cases[0]?.[1] });
    expect(preview.status).toBe(400);
    expect(preview.body.detail).toMatch(/content\.menu\.1\.items\.0\.price/);

    const malformed = await api('/api/admin/backup/preview', {
      method: 'POST',
      token,
      body: '{"format": "rumah-makan-padang-backup", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ detail: 'This file is not valid JSON' });

    const unconfirmed = await api('/api/admin/backup/restore', {
      method: 'POST',
      token,
      json: { backup: good },
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.detail).toMatch(/confirm/);
    expect(await snapshot()).toBe(before);
  });

  it('is for superadmins only: an editor gets 403 on backup and on the activity log', async () => {
    const created = await api('/api/admin/users', {
      method: 'POST',
      token,
      json: {
        username: 'editor.cadangan',
        full_name: 'Editor',
        email: 'cadangan@example.id',
        role: 'editor',
        password: 'rahasia-awal-123',
      },
    });
    expect(created.status).toBe(201);
    const login = await api('/api/admin/auth/login', {
      method: 'POST',
      json: { username: 'editor.cadangan', password: 'rahasia-awal-123' },
    });
    // As staff do at their first login: the first password is replaced before anything else.
    const changed = await api('/api/admin/auth/change-password', {
      method: 'POST',
      token: login.body.access_token as string,
      json: { old_password: 'rahasia-awal-123', new_password: 'kunci-dapur-sendiri-1' },
    });
    const editor = changed.body.access_token as string;
    for (const [method, path, json] of [
      ['GET', '/api/admin/backup'],
      ['POST', '/api/admin/backup/preview', {}],
      ['POST', '/api/admin/backup/restore', {}],
      ['GET', '/api/admin/audit'],
    ] as const) {
      const { status, body } = await api(path, { method, token: editor, json });
      expect(status, `${method} ${path}`).toBe(403);
      expect(body.detail).toBe('Your role does not allow this');
    }
    // Content history stays open to editors.
    expect((await api('/api/admin/trash', { token: editor })).status).toBe(200);
  });
});
