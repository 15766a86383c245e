/**
 * Faults: the blob store unreachable, slow or hung, and a writer killed in the middle of its writes.
 * The functions run in-process (scripts/local/in-process-server.ts) so each test can point them at a
 * store of its own through NETLIFY_BLOBS_CONTEXT; NODE_ENV=test (set by vitest) stops the blob client's
 * long retries.
 */
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/lighthouse.ts';
import { type InProcessServer, startInProcessServer } from '../../scripts/local/in-process-server.ts';
import { deleteReservations, reservationStore } from '../../src/server/reservations/repo.ts';
import { contentStore } from '../../src/server/store/blobs.ts';
import { listKeys } from '../../src/server/store/documents.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { adminToken } from '../helpers/admin.ts';
import { freshBlobStore } from '../helpers/blobs.ts';
import { ownerToken } from '../helpers/first-password.ts';
import { send } from '../helpers/fuzz.ts';

const originalContext = process.env.NETLIFY_BLOBS_CONTEXT;
let server: InProcessServer;
let token: string;

beforeAll(async () => {
  server = await startInProcessServer({ port: 0 });
  token = await adminToken();
});
afterEach(() => {
  process.env.NETLIFY_BLOBS_CONTEXT = originalContext;
  delete process.env.STORE_TIMEOUT_MS;
  delete process.env.REQUEST_TIMEOUT_MS;
});
afterAll(() => server?.stop());

const decode = (context: string) => JSON.parse(Buffer.from(context, 'base64').toString());
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
/** The same store credentials, reached through another address. */
const contextAt = (context: string, url: string) =>
  encode({ ...decode(context), edgeURL: url, uncachedEdgeURL: url });

const dish = {
  name: 'Gulai Gangguan',
  category: 'Makanan',
  description: 'Uji gangguan.',
  price: 'Rp 1',
  image: '/images/menu/gulai-ikan-kakap.svg',
};

async function timed(path: string, method = 'GET', body?: unknown) {
  const started = performance.now();
  const answer = await send(server.url, token, {
    method,
    path,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { ...answer, ms: performance.now() - started };
}

function expectUnavailable(answer: { status: number; json: unknown }) {
  expect(answer.status).toBe(503);
  expect((answer.json as { detail?: unknown }).detail).toEqual(expect.any(String));
}

/** An HTTP proxy to `target` that waits `delayMs` before forwarding each request (Infinity: never answers). */
async function delayingProxy(
  target: string,
  delayMs: number,
): Promise<{ url: string; stop(): Promise<void> }> {
  const upstream = new URL(target);
  const proxy: Server = createServer((req, res) => {
    if (!Number.isFinite(delayMs)) return; // hung: accept and never answer
    setTimeout(() => {
      const forward = httpRequest(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      req.pipe(forward);
    }, delayMs);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((done) => {
        proxy.closeAllConnections();
        proxy.close(() => done());
      }),
  };
}

/** Runs `fn` with the functions reaching the store through a {@link delayingProxy}, then puts it back. */
async function throughSlowStore(delayMs: number, fn: () => Promise<void>): Promise<void> {
  const proxy = await delayingProxy(decode(originalContext ?? '').edgeURL, delayMs);
  try {
    process.env.NETLIFY_BLOBS_CONTEXT = contextAt(originalContext ?? '', proxy.url);
    await fn();
  } finally {
    await proxy.stop();
    process.env.NETLIFY_BLOBS_CONTEXT = originalContext;
  }
}

describe('the blob store is unreachable', () => {
  it('a public read, a login and an admin write answer 503 {detail} quickly', async () => {
    const closed = await freePort();
    process.env.NETLIFY_BLOBS_CONTEXT = contextAt(originalContext ?? '', `http://127.0.0.1:${closed}`);
    for (const answer of [
      await timed('/api/menu/rendang-daging'),
      await timed('/api/admin/auth/login', 'POST', { username: 'admin', password: 'x' }),
      await timed('/api/admin/menu/category/makanan/item', 'POST', dish),
    ]) {
      expectUnavailable(answer);
      expect(answer.ms).toBeLessThan(5000);
    }
  });

  it('without any store configuration: 503 {detail}', async () => {
    delete process.env.NETLIFY_BLOBS_CONTEXT;
    expectUnavailable(await timed('/api/menu/rendang-daging'));
    expectUnavailable(await timed('/api/admin/menu/category/makanan/item', 'POST', dish));
  });
});

/** An HTTP proxy to `target` that answers 500 to every write (PUT) whose address contains `failing`. */
async function failingWritesProxy(
  target: string,
  failing: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const upstream = new URL(target);
  const proxy: Server = createServer((req, res) => {
    if (req.method === 'PUT' && decodeURIComponent(req.url ?? '').includes(failing)) {
      req.resume();
      res.writeHead(500, { 'content-type': 'text/plain' }).end('disk full');
      return;
    }
    const forward = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((done) => {
        proxy.closeAllConnections();
        proxy.close(() => done());
      }),
  };
}

describe('the blob store fails in the middle of a backup import', () => {
  it('puts everything back as it was, says so, and logs the failed import', async () => {
    await ensureSeeded(contentStore());
    const exported = await send(server.url, token, { method: 'GET', path: '/api/admin/backup' });
    expect(exported.status).toBe(200);
    const before = exported.json as {
      content: Record<string, unknown> & { restaurant: { tagline: string } };
    };
    // Passes the preview: the settings and the menu are written first, the events last.
    const changed = structuredClone(before) as typeof before & {
      content: { events: Array<{ id: string; title: string }> };
    };
    changed.content.restaurant.tagline = 'Diganti oleh impor yang gagal';
    changed.content.events = changed.content.events.map((event) => ({
      ...event,
      title: `${event.title} (impor)`,
    }));
    const body = JSON.stringify({ backup: changed, confirm: true });
    const preview = await send(server.url, token, {
      method: 'POST',
      path: '/api/admin/backup/preview',
      body: JSON.stringify(changed),
    });
    expect(preview.status).toBe(200);

    const blobsUrl = decode(originalContext ?? '').edgeURL as string;
    const proxy = await failingWritesProxy(blobsUrl, 'events/');
    process.env.NETLIFY_BLOBS_CONTEXT = contextAt(originalContext ?? '', proxy.url);
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(server.url, token, { method: 'POST', path: '/api/admin/backup/restore', body });
    } finally {
      process.env.NETLIFY_BLOBS_CONTEXT = originalContext;
      await proxy.stop();
    }
    expect(answer.status).toBe(503);
    expect((answer.json as { detail: string }).detail).toMatch(/nothing was changed/);

    const after = await send(server.url, token, { method: 'GET', path: '/api/admin/backup' });
    expect((after.json as typeof before).content).toEqual(before.content);
    const log = await send(server.url, token, { method: 'GET', path: '/api/admin/audit?limit=20' });
    expect(log.json).toContainEqual(
      expect.objectContaining({
        action: 'backup-import-failed',
        summary: expect.stringMatching(/everything was put back as it was/),
      }),
    );
  }, 120_000);
});

describe('the blob store fails in the middle of restoring reservations', () => {
  it('puts back the reservations already written, and the content, then says nothing was changed', async () => {
    const enter = async (name: string) => {
      const answer = await send(server.url, token, {
        method: 'POST',
        path: '/api/admin/reservations',
        body: JSON.stringify({
          name,
          phone: '081234567890',
          date: '2031-06-03',
          time: '19:00',
          guests: '2',
          source: 'phone',
        }),
      });
      expect(answer.status).toBe(201);
      return (answer.json as { reservation: { id: string } }).reservation.id;
    };
    const changed = await enter('Tamu Gangguan A');
    const gone = await enter('Tamu Gangguan B');
    const exported = await send(server.url, token, {
      method: 'GET',
      path: '/api/admin/backup?reservations=1',
    });
    const backup = exported.json as { reservations: Array<{ id: string; position: number; date: string }> };
    // After the backup: A cancelled, B deleted; the import would bring both back, but B's writes fail.
    await send(server.url, token, {
      method: 'PUT',
      path: `/api/admin/reservations/${changed}`,
      body: JSON.stringify({ status: 'cancelled' }),
    });
    const b = backup.reservations.find((r) => r.id === gone);
    await deleteReservations(reservationStore(), [
      { id: gone, date: '2031-06-03', made: b?.position ?? 0, status: 'confirmed' },
    ]);
    const day = async () =>
      (
        (await send(server.url, token, { method: 'GET', path: '/api/admin/reservations?date=2031-06-03' }))
          .json as Array<{
          id: string;
          status: string;
        }>
      )
        .filter((r) => r.id === changed || r.id === gone)
        .map(({ id, status }) => ({ id, status }));
    const before = await day();
    expect(before).toEqual([{ id: changed, status: 'cancelled' }]);

    const blobsUrl = decode(originalContext ?? '').edgeURL as string;
    const proxy = await failingWritesProxy(blobsUrl, gone);
    process.env.NETLIFY_BLOBS_CONTEXT = contextAt(originalContext ?? '', proxy.url);
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(server.url, token, {
        method: 'POST',
        path: '/api/admin/backup/restore',
        body: JSON.stringify({ backup, confirm: true }),
      });
    } finally {
      process.env.NETLIFY_BLOBS_CONTEXT = originalContext;
      await proxy.stop();
    }
    expect(answer.status).toBe(503);
    expect((answer.json as { detail: string }).detail).toMatch(/nothing was changed/);
    expect(await day()).toEqual(before);
    const entries = (await listKeys(reservationStore(), 'index/2031-06-03/')).filter(
      (key) => key.includes(changed) || key.includes(gone),
    );
    expect(entries).toEqual([expect.stringMatching(new RegExp(`-${changed}-cancelled$`))]);
  }, 120_000);
});

describe('the blob store is slow or hangs', () => {
  it('slow (150 ms a call): reads and writes still succeed, no 5xx', () =>
    throughSlowStore(150, async () => {
      const read = await timed('/api/menu/rendang-daging');
      expect(read.status).toBe(200);
      const added = await timed('/api/admin/menu/category/makanan/item', 'POST', dish);
      expect(added.status).toBe(201);
      const id = (added.json as { id: string }).id;
      const removed = await timed(`/api/admin/menu/category/makanan/item/${id}`, 'DELETE');
      expect(removed.status).toBe(200);
    }));

  it('slow on every call: a request stops at its time budget with 503 {detail}, whatever it was doing', () =>
    throughSlowStore(300, async () => {
      process.env.REQUEST_TIMEOUT_MS = '1000';
      const write = await timed('/api/admin/menu/category/makanan/item', 'POST', dish);
      expectUnavailable(write);
      expect(write.ms).toBeLessThan(3000);
    }));

  it('hung: functions give up with 503 {detail} within the store timeout, nothing half-written', async () => {
    const store = contentStore();
    const before = (await store.list({ prefix: 'menu/' })).blobs.map((b) => b.key).sort();
    await throughSlowStore(Number.POSITIVE_INFINITY, async () => {
      process.env.STORE_TIMEOUT_MS = '1000';
      const read = await timed('/api/menu/rendang-daging');
      expectUnavailable(read);
      expect(read.ms).toBeLessThan(4000);
      const write = await timed('/api/admin/menu/category/makanan/item', 'POST', dish);
      expectUnavailable(write);
      expect(write.ms).toBeLessThan(4000);
    });
    expect((await store.list({ prefix: 'menu/' })).blobs.map((b) => b.key).sort()).toEqual(before);
  });
});

describe('a writer killed in the middle of its writes', () => {
  it('leaves a consistent store: every item reachable by its slug, stray pointers harmless', async () => {
    const blobs = await freshBlobStore();
    try {
      process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
      await ensureSeeded(contentStore());
      const child = spawn(
        process.execPath,
        [resolve(import.meta.dirname, '../helpers/write-loop.ts'), 'Mati'],
        {
          env: { ...process.env, NETLIFY_BLOBS_CONTEXT: blobs.context },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let done = 0;
      let errors = '';
      child.stderr.on('data', (chunk) => {
        errors += chunk;
      });
      await new Promise<void>((resolveKill, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          done += chunk.toString().split('\n').filter(Boolean).length;
          // Killed at a varying point of a write, after a dozen finished ones.
          if (done >= 12) setTimeout(() => child.kill('SIGKILL'), 3 + (done % 7));
        });
        child.on('exit', () => resolveKill());
        child.on('error', reject);
      });
      expect(done, errors).toBeGreaterThanOrEqual(12);
      // This store has its own admin account, on its first password: set it up as the owner does.
      token = await ownerToken(server.url);

      const menu = await timed('/api/admin/menu');
      expect(menu.status).toBe(200);
      const items = (menu.json as Array<{ items: Array<{ id: string; slug: string }> }>).flatMap(
        (c) => c.items,
      );
      expect(items.some((item) => item.slug.startsWith('mati-'))).toBe(true);
      for (const item of items) {
        const page = await timed(`/api/menu/${item.slug}`);
        expect(page.status, item.slug).toBe(200);
        expect((page.json as { id: string }).id).toBe(item.id);
      }
      const pointers = (await blobs.store.list({ prefix: 'menu/slugs/' })).blobs.map((b) =>
        b.key.slice('menu/slugs/'.length),
      );
      const slugs = new Set(items.map((item) => item.slug));
      for (const slug of pointers.filter((s) => !slugs.has(s))) {
        // A pointer left by a renamed, deleted or half-added item: the address is simply not found.
        expect((await timed(`/api/menu/${slug}`)).status, slug).toBe(404);
      }
      for (const path of ['/api/admin/trash', '/api/admin/audit'])
        expect((await timed(path)).status, path).toBe(200);
    } finally {
      process.env.NETLIFY_BLOBS_CONTEXT = originalContext;
      token = await adminToken();
      await blobs.stop();
    }
  });
});
