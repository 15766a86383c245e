/**
 * The one-tap Tersedia/Habis switch (PUT /api/admin/menu/category/{categoryId}/item/{id}/availability):
 * what it saves, what it refuses, what it records, and that guests see it through the availability
 * overlay (GET /api/menu-availability) without waiting for a rebuild.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/shared/audit.ts';
import { PUBLISH_KEYS } from '../../src/server/publishing/publish-repo.ts';
import { adminToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { buildHookRecorder } from '../helpers/build-hook-recorder.ts';
import { api } from '../helpers/http.ts';

let token: string;
const hook = buildHookRecorder();
const made: string[] = [];

/** A dish of its own in Minuman (Tersedia, revision 1): its name, id, slug and the switch's path. */
async function addDish(prefix: string) {
  const name = `${prefix} ${Date.now().toString(36)}`;
  const added = await api('/api/admin/menu/category/minuman/item', {
    method: 'POST',
    token,
    json: {
      name,
      category: 'Minuman',
      description: 'Minuman segar.',
      price: 'Rp 10.000',
      image: '/images/menu/ayam-pop.svg',
    },
  });
  expect(added.status).toBe(201);
  const id = added.body.id as string;
  made.push(id);
  return {
    name,
    id,
    slug: added.body.slug as string,
    path: `/api/admin/menu/category/minuman/item/${id}/availability`,
  };
}

const availability = async () => (await api('/api/menu-availability')).body as Record<string, string>;
const storedItem = async (slug: string) => (await api(`/api/menu/${slug}`)).body;

async function activity(): Promise<AuditEntry[]> {
  const { status, body } = await api('/api/admin/audit?limit=50', { token });
  expect(status).toBe(200);
  return body as AuditEntry[];
}

beforeAll(async () => {
  token = await adminToken();
  // No build in progress: every save of this file asks for its own rebuild.
  await serverStore().delete(PUBLISH_KEYS.build);
});

afterAll(async () => {
  for (const id of made)
    await api(`/api/admin/menu/category/minuman/item/${id}`, { method: 'DELETE', token });
  await hook.reset();
});

describe('the Tersedia/Habis switch', () => {
  it('marks a dish Habis and back, with a new revision, an activity-log entry and a rebuild each time', async () => {
    const dish = await addDish('Es Cendol');
    await hook.reset();

    const soldOut = await api(dish.path, { method: 'PUT', token, json: { available: false, revision: 1 } });
    expect(soldOut.status).toBe(200);
    expect(soldOut.body).toMatchObject({ id: dish.id, name: dish.name, status: 'Habis', revision: 2 });
    expect(await storedItem(dish.slug)).toMatchObject({ status: 'Habis', price: 'Rp 10.000' });
    expect((await hook.requests()).map((r) => r.title)).toEqual([`Menu item sold out: ${dish.name}`]);
    expect((await activity())[0]).toMatchObject({
      by: 'admin',
      action: 'update',
      target: `menu-item/${dish.id}`,
      summary: `Marked menu item "${dish.name}" Habis`,
    });
    // The version it replaced is in the dish's history, as after any save.
    const history = await api(`/api/admin/history/menu-item/${dish.id}`, { token });
    expect(history.status).toBe(200);
    expect(history.body).toEqual([expect.objectContaining({ action: 'update' })]);

    const back = await api(dish.path, { method: 'PUT', token, json: { available: true, revision: 2 } });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'Tersedia', revision: 3 });
    expect((await hook.requests()).map((r) => r.title)).toEqual([
      `Menu item sold out: ${dish.name}`,
      `Menu item available again: ${dish.name}`,
    ]);
    expect((await activity())[0]?.summary).toBe(`Marked menu item "${dish.name}" Tersedia`);
  });

  it('changes nothing when the dish is already in that state', async () => {
    const dish = await addDish('Es Teler');
    await hook.reset();
    const same = await api(dish.path, { method: 'PUT', token, json: { available: true, revision: 1 } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ status: 'Tersedia', revision: 1 });
    expect(await hook.requests()).toEqual([]);
  });

  it('refuses a stale revision with 409 and keeps what someone else saved', async () => {
    const dish = await addDish('Es Kopi');
    const first = await api(dish.path, { method: 'PUT', token, json: { available: false, revision: 1 } });
    expect(first.status).toBe(200);
    await hook.reset();
    const stale = await api(dish.path, { method: 'PUT', token, json: { available: true, revision: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/Someone else saved this item/);
    expect(await storedItem(dish.slug)).toMatchObject({ status: 'Habis', revision: 2 });
    expect(await hook.requests()).toEqual([]);
    // Even when the stale switch asks for the state already stored: it was shown something else.
    const staleSame = await api(dish.path, { method: 'PUT', token, json: { available: false, revision: 1 } });
    expect(staleSame.status).toBe(409);
  });

  it('refuses a bad body with 400 naming the field (415 when not JSON), and changes nothing', async () => {
    const dish = await addDish('Es Jeruk');
    await hook.reset();
    const cases: Array<[string, RequestInit & { json?: unknown }, RegExp]> = [
      ['not JSON', { body: '{"available":', headers: { 'content-type': 'application/json' } }, /JSON/i],
      ['missing available', { json: { revision: 1 } }, /available/],
      ['available as text', { json: { available: 'false', revision: 1 } }, /available/],
      ['available as a number', { json: { available: 0, revision: 1 } }, /available/],
      ['revision 0', { json: { available: false, revision: 0 } }, /revision/],
      ['fractional revision', { json: { available: false, revision: 1.5 } }, /revision/],
      ['an array', { json: [false] }, /./],
    ];
    for (const [label, init, field] of cases) {
      const answer = await api(dish.path, { method: 'PUT', token, ...init });
      expect(answer.status, label).toBe(400);
      expect(answer.body.detail, label).toMatch(field);
    }
    const plain = await api(dish.path, { method: 'PUT', token, body: 'available=false' });
    expect(plain.status).toBe(415);
    expect(plain.body.detail).toMatch(/application\/json/);
    expect(await storedItem(dish.slug)).toMatchObject({ status: 'Tersedia', revision: 1 });
    expect(await hook.requests()).toEqual([]);
  });

  it('answers 404 for an unknown dish or the wrong category, 405 for other methods', async () => {
    const dish = await addDish('Es Kelapa');
    const body = { available: false, revision: 1 };
    const unknown = await api('/api/admin/menu/category/minuman/item/tidak-ada/availability', {
      method: 'PUT',
      token,
      json: body,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Menu item not found');
    const elsewhere = await api(`/api/admin/menu/category/makanan/item/${dish.id}/availability`, {
      method: 'PUT',
      token,
      json: body,
    });
    expect(elsewhere.status).toBe(404);
    expect((await api(dish.path, { method: 'POST', token, json: body })).status).toBe(405);
    expect(await storedItem(dish.slug)).toMatchObject({ status: 'Tersedia' });
  });

  it('needs a signed-in admin whose role manages the content', async () => {
    const dish = await addDish('Es Lemon');
    const body = { available: false, revision: 1 };
    const anonymous = await api(dish.path, { method: 'PUT', json: body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.detail).toEqual(expect.any(String));
    const forged = await api(dish.path, {
      method: 'PUT',
      json: body,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.status).toBe(401);

    const password = 'rahasia-awal-123';
    const username = `kasir-${Date.now().toString(36)}`;
    const created = await api('/api/admin/users', {
      method: 'POST',
      token,
      json: {
        username,
        full_name: 'Kasir',
        email: `${username}@example.id`,
        role: 'manager_reservasi',
        password,
      },
    });
    expect(created.status).toBe(201);
    const first = await api('/api/admin/auth/login', { method: 'POST', json: { username, password } });
    const changed = await api('/api/admin/auth/change-password', {
      method: 'POST',
      token: first.body.access_token as string,
      json: { old_password: password, new_password: 'milik-sendiri-9' },
    });
    expect(changed.status).toBe(200);
    const refused = await api(dish.path, {
      method: 'PUT',
      token: changed.body.access_token as string,
      json: body,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Your role does not allow this');
    expect(await storedItem(dish.slug)).toMatchObject({ status: 'Tersedia' });
  });
});

describe('guests see the switch through the availability overlay', () => {
  it('GET /api/menu-availability says Habis at once, briefly cached, with no rebuild needed', async () => {
    const dish = await addDish('Es Tebak');
    // Builds never run in this test server (the build hook only records): the overlay alone tells guests.
    expect((await availability())[dish.slug]).toBe('Tersedia');
    await api(dish.path, { method: 'PUT', token, json: { available: false, revision: 1 } });
    const answer = await api('/api/menu-availability');
    expect(answer.body[dish.slug]).toBe('Habis');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=15');
    expect(answer.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=15\b/);
    await api(dish.path, { method: 'PUT', token, json: { available: true, revision: 2 } });
    expect((await availability())[dish.slug]).toBe('Tersedia');
  });
});
