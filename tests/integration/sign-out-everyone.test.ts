import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBlobs, startLocalBlobs } from '../../scripts/local/blob-server.ts';
import { startNetlifyServer } from '../../scripts/local/http-server.ts';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { ownerToken } from '../helpers/first-password.ts';
import { api } from '../helpers/http.ts';

/**
 * Sessions on a site deployed without JWT_SECRET: a local runtime of its own, over a fresh blob store, with
 * no JWT_SECRET in its environment (the shared server of the integration step has one). The functions run
 * in this process, so this file's environment is theirs.
 */
const saved = { ...process.env };
let dataDir: string;
let blobs: LocalBlobs;
let stopServer: () => Promise<void>;
let base: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rmp-sessions-'));
  blobs = await startLocalBlobs(dataDir);
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
  delete process.env.JWT_SECRET;
  const { server, stop } = await startNetlifyServer(resolve(import.meta.dirname, '../..'), 0, {
    functions: 'in-process',
  });
  stopServer = stop;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The helpers (api, adminToken, staffToken) talk to this server.
  process.env.TEST_BASE_URL = base;
  await ownerToken(base);
});
afterAll(async () => {
  await stopServer();
  await blobs.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.env = { ...saved };
});

const signIn = (password = 'Rendang-Daging-Uji-2026') =>
  api('/api/admin/auth/login', { method: 'POST', json: { username: 'admin', password } });

describe('sessions without JWT_SECRET', () => {
  it('sign in with a key the server made and kept, and Settings says where it comes from', async () => {
    const login = await signIn();
    expect(login.status).toBe(200);
    const token = login.body.access_token as string;
    expect((await api('/api/admin/auth/me', { token })).status).toBe(200);
    const status = await api('/api/admin/sessions', { token });
    expect(status).toMatchObject({ status: 200, body: { key_source: 'store' } });
  });

  it('are open to superadmins only: editors and reservation managers get 403', async () => {
    const editor = await staffToken('editor', 'penyunting-sesi');
    const manager = await staffToken('manager_reservasi', 'kasir-sesi');
    for (const token of [editor, manager]) {
      expect((await api('/api/admin/sessions', { token })).status).toBe(403);
      expect((await api('/api/admin/sessions', { method: 'DELETE', token })).status).toBe(403);
      // Refused, so nobody was signed out.
      expect((await api('/api/admin/auth/me', { token })).status).toBe(200);
    }
  });

  it('all end with "Sign out everyone", the superadmin\'s own too; signing in again works; audited', async () => {
    const owner = await adminToken();
    const editor = await staffToken('editor', 'penyunting-keluar');
    const before = (await api('/api/admin/auth/me', { token: editor })).status;
    expect(before).toBe(200);

    const out = await api('/api/admin/sessions', { method: 'DELETE', token: owner });
    expect(out).toMatchObject({ status: 200, body: { detail: 'Everyone was signed out' } });
    for (const token of [owner, editor]) {
      const me = await api('/api/admin/auth/me', { token });
      expect(me).toMatchObject({ status: 401, body: { detail: 'Session expired or invalid' } });
    }

    const again = await signIn();
    expect(again.status).toBe(200);
    const token = again.body.access_token as string;
    expect((await api('/api/admin/auth/me', { token })).status).toBe(200);
    const audit = await api('/api/admin/audit?limit=5', { token });
    expect(audit.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          by: 'admin',
          action: 'sign-out-everyone',
          summary: 'Signed everyone out (a new key signs sessions from now on)',
        }),
      ]),
    );
  });

  it('with JWT_SECRET set, are not signed out from Settings: 409 saying where to change it', async () => {
    process.env.JWT_SECRET = 'k'.repeat(48);
    try {
      const token = (await signIn()).body.access_token as string;
      expect(await api('/api/admin/sessions', { token })).toMatchObject({
        status: 200,
        body: { key_source: 'environment' },
      });
      const refused = await api('/api/admin/sessions', { method: 'DELETE', token });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(
        "Sessions are signed with JWT_SECRET, set in the site's environment variables: to sign everyone out, " +
          'change it there (Netlify: Site configuration → Environment variables) and deploy again.',
      );
      expect((await api('/api/admin/auth/me', { token })).status).toBe(200);
    } finally {
      delete process.env.JWT_SECRET;
    }
  });
});
