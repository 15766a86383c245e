/**
 * What `npm start` prints while it serves. The integration server runs inside vitest's own process, whose
 * output no test can read: here the server script itself runs as a child process, on a fresh data
 * directory, and its output is read as its owner would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/lighthouse.ts';
import { ownerToken } from '../helpers/first-password.ts';
import { rawRequest } from '../helpers/raw-http.ts';

let child: ChildProcess | undefined;
let dataDir = '';
let base = '';
let output = '';

async function until(found: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !found(); waited += 50) {
    if (waited > 60_000) throw new Error(`${what}; the server printed:\n${output}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rmp-server-log-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The server's own settings only: none of the integration step's store, hook or origin.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const name of ['NETLIFY_BLOBS_CONTEXT', 'BUILD_HOOK_URL', 'SITE_URL']) delete env[name];
  child = spawn(process.execPath, [resolve(import.meta.dirname, '../../scripts/start.ts'), '--no-build'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  await until(() => output.includes('is running on'), 'the server did not start');
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child?.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

/** Sends 1.5 MB of a 3 MB photo to the media library, then goes away. */
async function abandonUpload(token: string): Promise<void> {
  const { hostname, port } = new URL(base);
  const req = httpRequest({
    host: hostname,
    port,
    path: '/api/admin/media',
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'multipart/form-data; boundary=pergi',
      'content-length': String(3 * 1024 * 1024),
    },
  });
  req.on('error', () => undefined);
  req.write(
    '--pergi\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
  );
  for (let sent = 0; sent < 1.5 * 1024 * 1024; sent += 64 * 1024) {
    // Each chunk waits until the server took the one before: it is reading the upload when the client goes.
    if (!req.write(Buffer.alloc(64 * 1024, 0xff))) await new Promise((done) => req.once('drain', done));
  }
  req.destroy();
}

describe('the log of npm start', () => {
  it('says in one line which upload a client abandoned midway and why, with no stack trace', async () => {
    const token = await ownerToken(base);
    const before = output.length;
    await abandonUpload(token);
    await until(() => output.slice(before).includes('\n'), 'nothing was logged for the abandoned upload');
    // The server goes on serving; anything more it printed about the upload is in by then.
    expect((await rawRequest(base, '/api/status')).status).toBe(200);
    const logged = output.slice(before);
    expect(logged.trimEnd().split('\n')).toHaveLength(1);
    expect(logged).toMatch(/^POST \/api\/admin\/media: the client went away after \d+ bytes of the body/);
    expect(logged).toContain('ECONNRESET');
    expect(logged).not.toMatch(/\n\s+at /);
  }, 120_000);
});
