/**
 * Property-based fuzzing of every write endpoint (fast-check, fixed seed, bounded runs), against the
 * functions served in-process over the integration store: never a 5xx, every refusal is {detail}, a
 * refused request leaves every store byte-identical, Object.prototype is never polluted.
 * Larger runs: `npm run bench` (scripts/bench/fuzz.ts).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessServer, startInProcessServer } from '../../scripts/local/in-process-server.ts';
import { adminStore, admins } from '../../src/server/accounts/admin-repo.ts';
import { adminToken } from '../helpers/admin.ts';
import {
  caseProblems,
  FUZZ_SEED,
  type FuzzFixtures,
  type FuzzTarget,
  forgedToken,
  fuzzTargets,
  keepsStore,
  loginTargets,
  prototypePolluted,
  send,
  snapshotStores,
  storeChanges,
  TOKEN_DEFECTS,
} from '../helpers/fuzz.ts';

const RUNS = Number(process.env.FUZZ_RUNS || 25);
const SLOW_RUNS = Number(process.env.FUZZ_SLOW_RUNS || 4);

const PLACEHOLDER: FuzzFixtures = {
  menuItem: { categoryId: 'c', id: 'i', revision: 1 },
  galleryId: 'g',
  eventId: 'e',
  restaurant: {},
  siteSettings: {},
  session: 'h.e.s',
};

let server: InProcessServer;
let token: string;
let fixtures: FuzzFixtures;
let passwordAccount: string | undefined;

async function getJson<T>(path: string): Promise<T> {
  const answer = await send(server.url, token, { method: 'GET', path });
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text}`);
  return answer.json as T;
}

async function post<T>(path: string, json: unknown): Promise<T> {
  const answer = await send(server.url, token, { method: 'POST', path, body: JSON.stringify(json) });
  if (answer.status !== 201) throw new Error(`POST ${path}: ${answer.status} ${answer.text}`);
  return answer.json as T;
}

beforeAll(async () => {
  server = await startInProcessServer({ port: 0 });
  token = await adminToken();
  const menu =
    await getJson<Array<{ id: string; items: Array<{ id: string; revision: number }> }>>('/api/admin/menu');
  const category = menu.find((c) => c.items.length > 0);
  if (!category?.items[0]) throw new Error('no menu item to fuzz against');
  const gallery = await post<{ id: string }>('/api/admin/gallery', {
    url: '/images/gallery/ruang-makan.svg',
    alt: 'Fuzz target',
    category: 'interior',
  });
  const event = await post<{ id: string }>('/api/admin/events', {
    title: 'Fuzz target',
    date: 'Sabtu',
    description: 'Uji.',
  });
  const password = 'rahasia-fuzz-123';
  passwordAccount = (
    await post<{ id: string }>('/api/admin/users', {
      username: 'fuzz-sandi',
      role: 'editor',
      password,
    })
  ).id;
  const login = await send(server.url, undefined, {
    method: 'POST',
    path: '/api/admin/auth/login',
    body: JSON.stringify({ username: 'fuzz-sandi', password }),
  });
  fixtures = {
    session: token,
    passwordToken: (login.json as { access_token: string }).access_token,
    menuItem: { categoryId: category.id, id: category.items[0].id, revision: category.items[0].revision },
    galleryId: gallery.id,
    eventId: event.id,
    restaurant: await getJson('/api/admin/restaurant'),
    siteSettings: await getJson('/api/admin/site-settings'),
  };
});

afterAll(async () => {
  if (fixtures) {
    await send(server.url, token, { method: 'DELETE', path: `/api/admin/gallery/${fixtures.galleryId}` });
    await send(server.url, token, { method: 'DELETE', path: `/api/admin/events/${fixtures.eventId}` });
  }
  if (passwordAccount) await admins.remove(adminStore(), passwordAccount);
  await server?.stop();
});

async function fuzz(target: FuzzTarget, withSnapshot: boolean): Promise<void> {
  const before = withSnapshot ? await snapshotStores() : null;
  await fc.assert(
    fc.asyncProperty(target.cases, async (c) => {
      const problems = await caseProblems(server.url, token, target, c);
      if (problems.length) throw new Error(`${c.method} ${c.path.slice(0, 200)}: ${problems.join('; ')}`);
    }),
    { seed: FUZZ_SEED, numRuns: target.slow ? SLOW_RUNS : RUNS, endOnFailure: true },
  );
  if (before) expect(await storeChanges(before), 'a refused request changed the store').toEqual([]);
}

describe('fuzzing the write endpoints', () => {
  it('covers every write endpoint', () => {
    const names = fuzzTargets(fixtures)
      .map((t) => t.name)
      .join('\n');
    for (const endpoint of [
      'POST menu item',
      'PUT menu item',
      'DELETE menu item',
      'PUT menu item availability',
      'POST gallery image',
      'PUT gallery image',
      'DELETE gallery image',
      'POST event',
      'PUT event',
      'DELETE event',
      'PUT restaurant',
      'PUT site settings',
      'PUT notification e-mail',
      'POST users',
      'PUT user',
      'POST user reset password',
      'POST AI describe',
      'POST publish',
      'PUT reservation decision',
      'POST history restore',
      'POST trash restore',
      'POST backup preview',
      'POST backup restore',
      'POST change password',
      'POST public reservation',
      'POST public order',
      'PUT order change',
      'POST order undo',
      'POST settings history restore',
      'POST logo upload',
      'POST media upload',
      'POST logout',
      'any admin endpoint: forged sessions',
    ])
      expect(names).toContain(endpoint);
  });

  // Targets are named from placeholder fixtures and built for real once beforeAll has run.
  for (const [i, { name }] of fuzzTargets(PLACEHOLDER).entries()) {
    it(name, async () => {
      const target = fuzzTargets(fixtures)[i] as FuzzTarget;
      await fuzz(target, keepsStore(target));
    });
  }

  it('a forged session differs from a real one only by its defect, and each defect is refused', async () => {
    const me = (authorization: string) =>
      send(server.url, undefined, { method: 'GET', path: '/api/admin/auth/me', authorization });
    expect((await me(`Bearer ${forgedToken(token, null)}`)).status).toBe(200);
    for (const defect of TOKEN_DEFECTS) {
      const answer = await me(`Bearer ${forgedToken(token, defect)}`);
      expect(answer.status, defect).toBe(401);
      expect(answer.json, defect).toEqual({ detail: expect.any(String) });
    }
  });

  // Login records failures (throttling): no snapshot around it.
  for (const target of loginTargets()) it(target.name, () => fuzz(target, false));

  it('a body with prototype keys and otherwise valid fields is stored without them', async () => {
    const raw =
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"name":"Gulai Proto",' +
      '"category":"Makanan","description":"Uji.","price":"Rp 1","image":"/images/menu/gulai-ikan-kakap.svg"}';
    const added = await send(server.url, token, {
      method: 'POST',
      path: `/api/admin/menu/category/${fixtures.menuItem.categoryId}/item`,
      body: raw,
    });
    expect(added.status).toBe(201);
    const item = added.json as Record<string, unknown>;
    expect(Object.keys(item)).not.toContain('__proto__');
    expect(Object.keys(item)).not.toContain('constructor');
    expect(prototypePolluted()).toBe(false);
    await send(server.url, token, {
      method: 'DELETE',
      path: `/api/admin/menu/category/${fixtures.menuItem.categoryId}/item/${item.id}`,
    });
  });

  it('a body carrying the id of an existing item creates a new item and leaves the other alone', async () => {
    const before = await getJson<Array<{ items: Array<{ id: string; name: string }> }>>('/api/admin/menu');
    const original = before.flatMap((c) => c.items).find((x) => x.id === fixtures.menuItem.id);
    const added = await send(server.url, token, {
      method: 'POST',
      path: `/api/admin/menu/category/${fixtures.menuItem.categoryId}/item`,
      body: JSON.stringify({
        id: fixtures.menuItem.id,
        name: 'Gulai Kembar',
        category: 'Makanan',
        description: 'Uji.',
        price: 'Rp 1',
        image: '/images/menu/gulai-ikan-kakap.svg',
      }),
    });
    expect(added.status).toBe(201);
    const item = added.json as { id: string };
    expect(item.id).not.toBe(fixtures.menuItem.id);
    const after = await getJson<Array<{ items: Array<{ id: string; name: string }> }>>('/api/admin/menu');
    expect(after.flatMap((c) => c.items).find((x) => x.id === fixtures.menuItem.id)).toEqual(original);
    await send(server.url, token, {
      method: 'DELETE',
      path: `/api/admin/menu/category/${fixtures.menuItem.categoryId}/item/${item.id}`,
    });
  });

  it('refuses javascript: and other script URLs in every URL field', async () => {
    const before = await snapshotStores();
    const base = `/api/admin/menu/category/${fixtures.menuItem.categoryId}/item`;
    const dish = { name: 'Gulai URL', category: 'Makanan', description: 'Uji.', price: 'Rp 1' };
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
    ]) {
      const cases = [
        { path: base, body: { ...dish, image: url } },
        { path: base, body: { ...dish, image: '/images/menu/gulai-ikan-kakap.svg', gallery: [url] } },
        { path: '/api/admin/gallery', body: { url, alt: 'Uji', category: 'interior' } },
        { path: '/api/admin/events', body: { title: 'Uji', date: 'Sabtu', description: 'Uji.', image: url } },
      ];
      for (const c of cases) {
        const answer = await send(server.url, token, {
          method: 'POST',
          path: c.path,
          body: JSON.stringify(c.body),
        });
        expect(answer.status, `${c.path} ${url}`).toBe(400);
      }
      const restaurant = await send(server.url, token, {
        method: 'PUT',
        path: '/api/admin/restaurant',
        body: JSON.stringify({ ...fixtures.restaurant, instagram: url }),
      });
      expect(restaurant.status, `restaurant ${url}`).toBe(400);
      const settings = await send(server.url, token, {
        method: 'PUT',
        path: '/api/admin/site-settings',
        body: JSON.stringify({ ...fixtures.siteSettings, favicon_url: url }),
      });
      expect(settings.status, `settings ${url}`).toBe(400);
    }
    expect(await storeChanges(before)).toEqual([]);
  });
});
