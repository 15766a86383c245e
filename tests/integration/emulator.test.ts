/**
 * The rest of the integration step runs the functions warm in the test server's process, as `npm start`
 * does. This file runs them through Netlify's own emulation (bundled, each call in a fresh worker, as
 * `LOCAL_FUNCTIONS=emulator npm start` does) over the same blob store, and checks that both give the same
 * answers: every function is found at every one of its paths, uploads survive the trip, and a write
 * through one is read through the other at once.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { adminToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { baseUrl, emulatorUrl } from '../helpers/http.ts';

const root = resolve(import.meta.dirname, '../..');
let emulator: { url: string };

/** Every path any function declares, with sample values for its parameters. */
async function functionPaths(): Promise<string[]> {
  const directory = join(root, 'netlify', 'functions');
  const paths: string[] = [];
  for (const name of (await readdir(directory)).filter((file) => file.endsWith('.mts'))) {
    const source = await readFile(join(directory, name), 'utf8');
    const declared = source.match(/path:\s*(\[[^\]]*\]|'[^']*')/)?.[1] ?? '';
    for (const [, path] of declared.matchAll(/'([^']+)'/g)) {
      paths.push(
        (path ?? '')
          .replace(':slug', 'rendang-daging')
          .replace(':categoryId', 'makanan')
          .replace(':kind', 'menu-item')
          .replace(/:\w+/g, 'no-such-id'),
      );
    }
  }
  return paths.sort();
}

async function answer(base: string, path: string, init: RequestInit = {}) {
  const response = await fetch(new URL(path, base), init);
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    policy: response.headers.get('content-security-policy'),
    body: text,
  };
}

// The emulation is shared with the other files that use it (helpers/emulator.ts): the first to ask for it
// waits while it bundles every function.
beforeAll(async () => {
  await ensureSeeded(serverStore());
  emulator = { url: await emulatorUrl() };
}, 300_000);

describe("Netlify's emulation and the in-process functions", () => {
  it('find every function at each of its paths and answer alike', async () => {
    const paths = await functionPaths();
    expect(paths.length).toBeGreaterThanOrEqual(38);
    // One call at a time: the emulation's first calls of one function (several paths share one) race.
    for (const path of paths) {
      const [emulated, inProcess] = [await answer(emulator.url, path), await answer(baseUrl(), path)];
      // A path no function took would be the emulation's own 404 page, without the functions' headers.
      expect(emulated.policy, path).toContain("default-src 'none'");
      expect({ path, ...emulated, body: path === '/api/status' ? '' : emulated.body }).toEqual({
        path,
        ...inProcess,
        body: path === '/api/status' ? '' : inProcess.body,
      });
    }
  }, 180_000);

  it('refuse bad input with the same status and detail', async () => {
    const token = await adminToken();
    const cases: Array<[string, RequestInit]> = [
      [
        '/api/admin/auth/login',
        { method: 'POST', body: '{"username":', headers: { 'content-type': 'application/json' } },
      ],
      [
        '/api/admin/menu/category/makanan/item',
        {
          method: 'POST',
          body: JSON.stringify({ name: '', price: 'gratis' }),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        },
      ],
      ['/api/admin/menu', { headers: { authorization: 'Bearer not-a-token' } }],
    ];
    for (const [path, init] of cases) {
      const [emulated, inProcess] = [
        await answer(emulator.url, path, init),
        await answer(baseUrl(), path, init),
      ];
      expect(emulated.status, path).toBeGreaterThanOrEqual(400);
      expect(emulated, path).toEqual(inProcess);
    }
  }, 60_000);

  it('route the pending count to its own function, not to the reservation "pending-count"', async () => {
    const headers = { authorization: `Bearer ${await adminToken()}` };
    for (const base of [emulator.url, baseUrl()]) {
      const count = await answer(base, '/api/admin/reservations/pending-count', { headers });
      expect(count.status, base).toBe(200);
      expect(Object.keys(JSON.parse(count.body)).sort(), base).toEqual([
        'latest_id',
        'newest',
        'now',
        'pending',
      ]);
      const decision = await answer(base, '/api/admin/reservations/RMP000000000', {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'confirmed' }),
      });
      expect(decision.status, base).toBe(404);
    }
  });

  it('route the reservations export to its own function', async () => {
    const headers = { authorization: `Bearer ${await adminToken()}` };
    for (const base of [emulator.url, baseUrl()]) {
      const csv = await answer(base, '/api/admin/reservations/export?from=2031-01-01&to=2031-01-02', {
        headers,
      });
      expect(csv.status, base).toBe(200);
      expect(csv.body, base).toMatch(/^\uFEFF?Booking ID,Date,Time,/);
    }
  });

  it('route the count of new orders and the orders export to their own functions, not to an order', async () => {
    const headers = { authorization: `Bearer ${await adminToken()}` };
    for (const base of [emulator.url, baseUrl()]) {
      const count = await answer(base, '/api/admin/orders/new-count?since=0', { headers });
      expect(count.status, base).toBe(200);
      expect(Object.keys(JSON.parse(count.body)).sort(), base).toEqual([
        'days',
        'latest_code',
        'new',
        'newest',
        'now',
      ]);
      const csv = await answer(base, '/api/admin/orders/export?from=2031-01-01&to=2031-01-02&lang=en', {
        headers,
      });
      expect(csv.status, base).toBe(200);
      expect(csv.body, base).toMatch(/^\uFEFF?Order,Date,Time,Status,/);
      const undo = await answer(base, '/api/admin/orders/PSN-222222/undo', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(undo.status, base).toBe(404);
    }
  });

  it('are sent compressed to clients that accept it, as Netlify sends them', async () => {
    for (const base of [emulator.url, baseUrl()]) {
      const url = new URL('/api/menu/rendang-daging', base);
      const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const text = await plain.text();
      for (const encoding of ['br', 'gzip']) {
        const packed = await fetch(url, { headers: { 'accept-encoding': encoding } });
        expect(packed.headers.get('content-encoding'), base).toBe(encoding);
        expect(packed.headers.get('vary')).toMatch(/Accept-Encoding/i);
        expect(await packed.text()).toBe(text);
      }
    }
  });

  it('carry an upload intact, and a write through one is read through the other at once', async () => {
    const token = await adminToken();
    // Every byte value in the pixels: a body re-encoded on the way no longer decodes to them.
    const pixels = Buffer.from(Array.from({ length: 16 * 16 * 3 }, (_, i) => i % 256));
    const png = await sharp(pixels, { raw: { width: 16, height: 16, channels: 3 } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(new URL('/api/admin/site-settings/upload-logo', emulator.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    for (const base of [emulator.url, baseUrl()]) {
      const served = await fetch(new URL(url, base));
      expect(served.headers.get('content-type')).toBe('image/png');
      const stored = await sharp(Buffer.from(await served.arrayBuffer()))
        .raw()
        .toBuffer();
      expect(stored.equals(pixels)).toBe(true);
    }

    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const before = await (await fetch(new URL('/api/admin/restaurant', baseUrl()), { headers })).json();
    const tagline = `Lewat emulasi ${Date.now().toString(36)}`;
    const saved = await fetch(new URL('/api/admin/restaurant', emulator.url), {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...before, tagline }),
    });
    expect(saved.status).toBe(200);
    const after = await (await fetch(new URL('/api/admin/restaurant', baseUrl()), { headers })).json();
    expect(after.tagline).toBe(tagline);
    await fetch(new URL('/api/admin/restaurant', baseUrl()), {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...after, tagline: before.tagline }),
    });
  }, 60_000);
});
