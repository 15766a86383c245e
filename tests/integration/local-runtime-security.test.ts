/**
 * What an attacker on the local runtime could do through its front (scripts/local/http-server.ts), for
 * both ways it runs the functions: warm in its process (the default) and through Netlify's emulation
 * (LOCAL_FUNCTIONS=emulator). The client's address is the socket's, whatever headers the client sends;
 * clients on different addresses never share a throttle; no answer carries a stack trace or an internal
 * header, and every answer carries the security headers.
 */

import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNetlifyServer } from '../../scripts/local/http-server.ts';
import { MEDIA_TOO_LARGE } from '../../src/domain/media/media-library.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { ADMIN_PASSWORD, adminToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { wednesdayAhead } from '../helpers/dates.ts';
import { baseUrl, emulatorUrl } from '../helpers/http.ts';
import { pourBody, type RawAnswer, rawRequest } from '../helpers/raw-http.ts';

let emulator: { url: string } | undefined;

// The emulation is shared with the other files that use it (helpers/emulator.ts): the first to ask for it
// waits while it bundles every function.
beforeAll(async () => {
  await ensureSeeded(serverStore());
  emulator = { url: await emulatorUrl() };
}, 300_000);

const servers: Array<[string, () => string]> = [
  ['in-process', () => baseUrl()],
  ['emulator', () => emulator?.url ?? ''],
];

/** Headers a client could use to claim another address. */
const spoofed = (i: number): Record<string, string> => ({
  'x-forwarded-for': `203.0.113.${i}`,
  'x-nf-client-connection-ip': `198.51.100.${i}`,
  'x-real-ip': `192.0.2.${i}`,
  'client-ip': `192.0.2.${i}`,
});

const login = (base: string, username: string, password: string, from: string, headers = {}) =>
  rawRequest(base, '/api/admin/auth/login', {
    method: 'POST',
    json: { username, password },
    localAddress: from,
    headers,
  });

const booking = { name: 'Tamu Uji', phone: '0812 3456 7890', time: '19:00', guests: '3-4' };

function expectSafeAnswer(answer: RawAnswer, what: string) {
  expect(answer.text, what).not.toMatch(/\n\s+at |node:internal|Cannot find module|functions-serve/);
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['strict-transport-security'], what).toContain('max-age=');
  expect(
    Object.keys(answer.headers).filter((name) => name.startsWith('x-nf-')),
    what,
  ).toEqual([]);
}

/*
 * The client's address reaches every function through one helper (src/server/http/client-ip.ts). Bookings
 * prove, for both ways of running the functions, that it is the socket's whatever the headers claim and
 * that two clients never share it. What the login and password-change throttles do with that address is
 * proven further down on the in-process functions: through the emulation each of those calls costs a
 * fresh worker and a full-cost password hash, and would prove the same address again.
 */
describe.each(servers)('the local runtime (%s functions)', (name, base) => {
  // Each server gets addresses of its own, so its throttles start empty.
  const host = name === 'emulator' ? 20 : 10;
  const address = (n: number) => `127.0.${host}.${n}`;

  it('ignores a spoofed X-Forwarded-For on bookings: the sixth from one address is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await rawRequest(base(), '/api/reservations', {
        method: 'POST',
        json: { ...booking, date: wednesdayAhead() },
        headers: spoofed(i),
        localAddress: address(4),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  }, 120_000);

  it('keeps the throttles of different clients apart: one refused a booking does not refuse another', async () => {
    const book = (from: string) =>
      rawRequest(base(), '/api/reservations', {
        method: 'POST',
        json: { ...booking, date: wednesdayAhead() },
        localAddress: from,
      });
    for (let i = 0; i < 5; i++) await book(address(7));
    expect((await book(address(7))).status).toBe(429);
    expect((await book(address(8))).status).toBe(201);
  }, 120_000);

  it('answers parallel requests without a stack trace, each with the security headers', async () => {
    // The emulation bundles a function at its first call, and first calls of one function in parallel race:
    // `npm start` calls every function once before taking traffic, the tests' shared emulation does not.
    for (const path of ['/api/reservations', '/api/status', '/api/site-settings'])
      await rawRequest(base(), path, { method: 'OPTIONS', localAddress: address(29) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 0
          ? rawRequest(base(), '/api/reservations', {
              method: 'POST',
              json: { ...booking, date: wednesdayAhead() },
              localAddress: address(30 + i),
            })
          : rawRequest(base(), i % 2 ? '/api/status' : '/api/site-settings', {
              localAddress: address(30 + i),
            }),
      ),
    );
    for (const [i, answer] of answers.entries()) {
      expectSafeAnswer(answer, `request ${i}: ${answer.status} ${answer.text.slice(0, 200)}`);
      expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
    }
    // Parallel calls of one function share its bundle in the emulation: the first to end may not take it
    // away from the others (it did: "Cannot find module …/functions-serve/_…", then a 500).
    for (let round = 0; round < 3; round++) {
      const same = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          rawRequest(base(), '/api/status', { localAddress: address(60 + i) }),
        ),
      );
      expect(
        same.map((answer) => answer.status),
        same.find((answer) => answer.status >= 500)?.text.slice(0, 300),
      ).toEqual(same.map(() => 200));
    }
  }, 120_000);

  it('sends no internal header and always the security headers: functions, files, unknown and malformed paths', async () => {
    for (const path of ['/api/status', '/api/menu/rendang-daging', '/', '/favicon.svg', '/no-such-page']) {
      const answer = await rawRequest(base(), path);
      expectSafeAnswer(answer, path);
    }
    const unknown = await rawRequest(base(), '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    const unknownApi = await rawRequest(base(), '/api/no-such-thing');
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.json).toEqual({ detail: 'Not found' });
    expectSafeAnswer(unknownApi, '/api/no-such-thing');
    for (const path of ['/menu/%', '/%E0%A4%A', '/api/menu/%']) {
      const malformed = await rawRequest(base(), path);
      expect(malformed.status, path).toBe(400);
      expect(malformed.json, path).toEqual({ detail: 'Malformed address' });
      expectSafeAnswer(malformed, path);
    }
    for (const path of ['/_headers', '/_redirects']) {
      const hidden = await rawRequest(base(), path);
      expect(hidden.status, path).toBe(404);
      expect(hidden.text, path).not.toContain('Content-Security-Policy');
      expectSafeAnswer(hidden, path);
    }
  }, 120_000);

  it('answers a login for an unknown user like one for a known user: same headers, same status', async () => {
    const known = await login(base(), 'admin', 'salah-sekali', address(40));
    const unknown = await login(base(), 'tidak-ada-orangnya', 'salah-sekali', address(40));
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  }, 120_000);
});

describe('the local runtime: logins and password changes (in-process functions)', () => {
  const name = 'in-process';
  const base = () => baseUrl();
  const address = (n: number) => `127.0.11.${n}`;

  it('ignores a spoofed X-Forwarded-For on logins: the sixth failure is refused, the right password too', async () => {
    const username = `spoof-${name}`;
    for (let i = 0; i < 5; i++) {
      const answer = await login(base(), username, `tebakan-${i}`, address(1), spoofed(i));
      expect(answer.status, answer.text).toBe(401);
    }
    const locked = await login(base(), username, 'tebakan-5', address(1), spoofed(99));
    expect(locked.status, locked.text).toBe(429);
    expect(locked.headers['retry-after']).toBeTruthy();
    // The real admin account, locked the same way: a new header value does not unlock it.
    for (let i = 0; i < 5; i++) await login(base(), 'admin', `salah-${i}`, address(2), spoofed(i));
    const right = await login(base(), 'admin', ADMIN_PASSWORD, address(2), spoofed(42));
    expect(right.status, right.text).toBe(429);
  }, 120_000);

  it('ignores a spoofed X-Forwarded-For on password changes', async () => {
    const username = `ganti-${name}`;
    const created = await rawRequest(base(), '/api/admin/users', {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}` },
      json: {
        username,
        full_name: 'Staf Uji',
        email: `${username}@example.id`,
        role: 'editor',
        password: 'rahasia-awal-panjang',
      },
    });
    expect(created.status, created.text).toBe(201);
    const session = await login(base(), username, 'rahasia-awal-panjang', address(3));
    expect(session.status, session.text).toBe(200);
    const token = session.json?.access_token as string;
    const change = (i: number) =>
      rawRequest(base(), '/api/admin/auth/change-password', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...spoofed(i) },
        json: { old_password: `bukan-${i}`, new_password: 'sandi-baru-yang-panjang' },
        localAddress: address(3),
      });
    for (let i = 0; i < 5; i++) expect((await change(i)).status).toBe(400);
    expect((await change(77)).status).toBe(429);
  }, 120_000);

  it('keeps the login throttles of different clients apart: one locking an account out does not lock out another', async () => {
    const username = `berbagi-${name}`;
    for (let i = 0; i < 5; i++) await login(base(), username, `tebakan-${i}`, address(5));
    expect((await login(base(), username, 'tebakan-5', address(5))).status).toBe(429);
    expect((await login(base(), username, 'tebakan-6', address(6))).status).toBe(401);
  }, 120_000);
});

describe('request bodies', () => {
  const MB = 1024 * 1024;

  it.each(servers)(
    'one declared far too large (400 MB) is refused with 413 before it is read (%s functions)',
    async (_name, base) => {
      const answer = await pourBody(base(), '/api/reservations', {
        headers: { 'content-type': 'application/json', 'content-length': String(400 * MB) },
        total: 64 * MB,
      });
      expect(answer.status).toBe(413);
      expect(answer.json).toEqual({ detail: 'Request body is too large' });
      expect(answer.sentWhenAnswered).toBeLessThan(64 * MB);
      expect(answer.connectionClosed).toBe(true);
    },
    120_000,
  );

  it('a client that reads its answer only after sending 24 MB more still gets the 413', async () => {
    const { hostname, port } = new URL(baseUrl());
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    // Nothing is read before the body has gone: what the systems' socket buffers took is in flight then.
    socket.pause();
    socket.write(
      `POST /api/reservations HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${400 * MB}\r\n\r\n`,
    );
    const sent = await new Promise<Error | null | undefined>((resolve) =>
      socket.write(Buffer.alloc(24 * MB, 0x61), resolve),
    );
    const received: Buffer[] = [];
    socket.on('data', (data: Buffer) => received.push(data));
    socket.on('error', () => undefined);
    socket.resume();
    await once(socket, 'close');
    expect(sent ?? null).toBeNull();
    expect(Buffer.concat(received).toString('utf8')).toMatch(
      /^HTTP\/1\.1 413 [\s\S]*Request body is too large/,
    );
  }, 120_000);

  it('one sent chunked is refused with 413 once past the route limit, and the connection closed', async () => {
    const answer = await pourBody(baseUrl(), '/api/reservations', {
      headers: { 'content-type': 'application/json' },
      total: 64 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ detail: 'Request body is too large' });
    expect(answer.sentWhenAnswered).toBeLessThan(64 * MB);
    expect(answer.connectionClosed).toBe(true);
    // The server goes on answering.
    expect((await rawRequest(baseUrl(), '/api/status')).status).toBe(200);
  }, 120_000);

  it('an upload sent chunked is refused with its own 413 once past its limit and envelope', async () => {
    const answer = await pourBody(baseUrl(), '/api/admin/media', {
      headers: {
        'content-type': 'multipart/form-data; boundary=grosir',
        authorization: `Bearer ${await adminToken()}`,
      },
      prelude: Buffer.from(
        '--grosir\r\nContent-Disposition: form-data; name="file"; filename="besar.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      ),
      chunk: Buffer.alloc(64 * 1024, 0xff),
      total: 64 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ detail: MEDIA_TOO_LARGE });
    expect(answer.sentWhenAnswered).toBeLessThan(64 * MB);
    expect(answer.connectionClosed).toBe(true);
  }, 120_000);
});

describe('a function failing outside its error handling', () => {
  let project: string;
  const started: Array<{ url: string; stop(): Promise<void> }> = [];

  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'rmp-crash-'));
    await mkdir(join(project, 'netlify', 'functions'), { recursive: true });
    await writeFile(join(project, 'netlify.toml'), '[functions]\n  directory = "netlify/functions"\n');
    await writeFile(
      join(project, 'netlify', 'functions', 'crash.mts'),
      "export default async () => { throw new Error('secret internals at /srv/app'); };\nexport const config = { path: '/api/crash' };\n",
    );
    for (const functions of ['in-process', 'emulator'] as const) {
      const { server, stop } = await startNetlifyServer(project, 0, { functions });
      started.push({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop });
    }
  }, 180_000);

  afterAll(async () => {
    for (const server of started) await server.stop();
    await rm(project, { recursive: true, force: true });
  });

  it('is answered with a JSON 5xx and the security headers, never its stack trace', async () => {
    for (const server of started) {
      const answer = await rawRequest(server.url, '/api/crash', { method: 'POST', json: {} });
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(500);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(Object.keys(answer.json ?? {})).toEqual(['detail']);
      expect(answer.text).not.toContain('secret internals');
      expectSafeAnswer(answer, answer.text);
    }
  }, 120_000);
});
