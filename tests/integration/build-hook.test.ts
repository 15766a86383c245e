import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startNetlifyServer } from '../../scripts/local/http-server.ts';
import { fallbackContent } from '../../src/content/fallback.ts';
import { BuildHookSettingsSchema } from '../../src/domain/publishing/build-hook.ts';
import { PublishStatusSchema, publishState } from '../../src/domain/publishing/publish-status.ts';
import { PUBLISH_KEYS } from '../../src/server/publishing/publish-repo.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { buildHookRecorder } from '../helpers/build-hook-recorder.ts';
import { api } from '../helpers/http.ts';

/**
 * Settings → Publishing: a superadmin pastes the Netlify build hook saves call (BUILD_HOOK_URL in the
 * environment still takes precedence). The test server takes the build hook recorder in place of
 * https://api.netlify.com (BUILD_HOOK_TEST_ORIGIN, set by the integration setup).
 */
const ID = 'a1b2c3d4e5f60718293a4b5c';
const NETLIFY_HOOK = `https://api.netlify.com/build_hooks/${ID}`;
const PROBLEM =
  'url: must be a Netlify build hook address (https://api.netlify.com/build_hooks/ followed by its id)';
const recorder = buildHookRecorder();
const recorderHook = () => `${process.env.TEST_BUILD_HOOK_RECORDER}/build_hooks/${ID}`;

let token: string;
const settings = async (base = '') => {
  const { status, body } = await api(`${base}/api/admin/build-hook`, { token });
  expect(status).toBe(200);
  return BuildHookSettingsSchema.parse(body);
};
const paste = (url: unknown, base = '', as = token) =>
  api(`${base}/api/admin/build-hook`, { method: 'PUT', token: as, json: { url } });
const remove = (base = '') => api(`${base}/api/admin/build-hook`, { method: 'DELETE', token });
const saveTagline = (tagline: string, base = '') =>
  api(`${base}/api/admin/restaurant`, {
    method: 'PUT',
    token,
    json: { ...fallbackContent.restaurant, tagline },
  });
const latestAudit = async () => {
  const { body } = await api('/api/admin/audit?limit=1', { token });
  return (body as unknown as Array<{ action: string; summary: string; by: string; target: string }>)[0];
};

beforeAll(async () => {
  await ensureSeeded(serverStore());
  token = await adminToken();
  // No build record: saves are never held back as coalesced into an earlier request.
  await serverStore().delete(PUBLISH_KEYS.build);
});
beforeEach(async () => {
  await recorder.reset();
});
afterAll(async () => {
  await remove();
  await recorder.reset();
  await saveTagline(fallbackContent.restaurant.tagline);
  await recorder.reset();
});

describe('Settings → Publishing', () => {
  it('keeps a Netlify build hook, answered by its last characters only, and logs who pasted it', async () => {
    const pasted = await paste(`  ${NETLIFY_HOOK}  `);
    expect(pasted.status).toBe(200);
    expect(pasted.body).toMatchObject({ stored: { ending: '4b5c', set_by: 'admin' } });
    expect(JSON.stringify(pasted.body)).not.toContain(ID);

    const read = await settings();
    expect(read.stored?.ending).toBe('4b5c');
    expect(JSON.stringify(read)).not.toContain(ID);
    // This server's environment has BUILD_HOOK_URL: it takes precedence.
    expect(read.source).toBe('environment');

    const entry = await latestAudit();
    expect(entry).toMatchObject({
      action: 'build-hook-set',
      by: 'admin',
      target: 'settings/build-hook',
      summary: 'Connected publishing to the build hook ending in …4b5c',
    });
    expect(JSON.stringify(entry)).not.toContain(ID);
  });

  it.each([
    ['plain http', `http://api.netlify.com/build_hooks/${ID}`],
    ['another host', `https://example.com/build_hooks/${ID}`],
    ['a user name', `https://admin@api.netlify.com/build_hooks/${ID}`],
    ['another port', `https://api.netlify.com:8443/build_hooks/${ID}`],
    ['another path', `https://api.netlify.com/api/v1/hooks/${ID}`],
    ['a query string', `${NETLIFY_HOOK}?trigger_branch=main`],
    ['another port of this machine', `http://127.0.0.1:1/build_hooks/${ID}`],
    ['the test receiver on another path', `${process.env.TEST_BUILD_HOOK_RECORDER}/hook`],
    ['a cloud metadata address', `http://169.254.169.254/build_hooks/${ID}`],
  ])('refuses %s with 400, keeping the stored hook', async (_, address) => {
    await paste(NETLIFY_HOOK);
    const refused = await paste(address);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: PROBLEM, field: 'url' });
    expect((await settings()).stored?.ending).toBe('4b5c');
  });

  it('refuses a body without an address, or one that is not JSON', async () => {
    const missing = await api('/api/admin/build-hook', { method: 'PUT', token, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('url: is required');
    expect((await paste(42)).status).toBe(400);
    expect((await paste('x'.repeat(600))).status).toBe(400);
    const text = await api('/api/admin/build-hook', { method: 'PUT', token, body: NETLIFY_HOOK });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ detail: 'Send the request body as application/json' });
  });

  it('is for superadmins only: editors and reservation managers get 403 and change nothing', async () => {
    await paste(NETLIFY_HOOK);
    for (const role of ['editor', 'manager_reservasi']) {
      const other = await staffToken(role, `hook-${role.replace('_', '-')}-${Date.now()}`);
      for (const [method, json] of [
        ['GET', undefined],
        ['PUT', { url: `https://api.netlify.com/build_hooks/${'f'.repeat(24)}` }],
        ['DELETE', undefined],
      ] as const) {
        const answer = await api('/api/admin/build-hook', { method, token: other, json });
        expect(answer.status, `${role} ${method}`).toBe(403);
        expect(answer.body).toEqual({ detail: 'Your role does not allow this' });
      }
    }
    expect((await settings()).stored?.ending).toBe('4b5c');
    expect((await api('/api/admin/build-hook')).status).toBe(401);
  });

  it('removes the stored hook, logged, and a second removal changes nothing', async () => {
    await paste(NETLIFY_HOOK);
    const removed = await remove();
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ source: 'environment', stored: null });
    expect(await latestAudit()).toMatchObject({
      action: 'build-hook-remove',
      summary: 'Removed the build hook ending in …4b5c',
    });
    expect((await remove()).status).toBe(200);
    expect((await latestAudit())?.action).toBe('build-hook-remove');
    expect((await settings()).stored).toBeNull();
  });

  it('BUILD_HOOK_URL in the environment takes precedence over the pasted hook', async () => {
    expect((await paste(recorderHook())).status).toBe(200);
    expect((await saveTagline(`Lingkungan ${Date.now()}`)).status).toBe(200);
    const requests = await recorder.requests();
    expect(requests.map((request) => [request.path, request.title])).toEqual([
      ['/hook', 'Restaurant info updated'],
    ]);
    await remove();
  });
});

describe('a server without BUILD_HOOK_URL, as a fresh Netlify site', () => {
  let base: string;
  let stop: () => Promise<void>;
  const hookFromEnv = process.env.BUILD_HOOK_URL;

  const publishStatus = async () => {
    const { status, body } = await api(`${base}/api/admin/publish-status`, { token });
    expect(status).toBe(200);
    return PublishStatusSchema.parse(body);
  };

  beforeAll(async () => {
    // Its functions run in this process, which now has no BUILD_HOOK_URL; it shares the store and keys.
    delete process.env.BUILD_HOOK_URL;
    const server = await startNetlifyServer(resolve(import.meta.dirname, '../..'), 0, {
      functions: 'in-process',
    });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    stop = server.stop;
  });
  afterAll(async () => {
    await stop?.();
    process.env.BUILD_HOOK_URL = hookFromEnv;
  });

  it('keeps a save before any hook exists, says the website is not connected yet, and calls nothing', async () => {
    await remove(base);
    expect(await settings(base)).toEqual({ source: null, stored: null });
    expect((await saveTagline(`Belum terhubung ${Date.now()}`, base)).status).toBe(200);
    const status = await publishStatus();
    expect(status.hook_configured).toBe(false);
    expect(publishState(status, null, Date.parse(status.server_time))).toEqual({ kind: 'unconnected' });
    expect(await recorder.requests()).toEqual([]);
  });

  it('calls the pasted hook after a save, and Publish now tests it', async () => {
    expect((await paste(recorderHook(), base)).body).toMatchObject({ source: 'admin' });
    expect((await publishStatus()).hook_configured).toBe(true);

    expect((await saveTagline(`Terhubung ${Date.now()}`, base)).status).toBe(200);
    expect((await recorder.requests()).map((request) => [request.path, request.title])).toEqual([
      [`/build_hooks/${ID}`, 'Restaurant info updated'],
    ]);

    // Publish now (POST /api/admin/publish): a request whatever is pending, and its outcome.
    await recorder.reset();
    const now = await api(`${base}/api/admin/publish`, { method: 'POST', token });
    expect(now.status).toBe(200);
    expect(PublishStatusSchema.parse(now.body).last_request).toMatchObject({ ok: true });
    expect((await recorder.requests()).map((request) => request.title)).toEqual([
      'Publish requested from the admin',
    ]);

    await recorder.answerWith(503);
    const refused = PublishStatusSchema.parse(
      (await api(`${base}/api/admin/publish`, { method: 'POST', token })).body,
    );
    expect(refused.last_request).toMatchObject({ ok: false, error: 'the build hook answered 503' });
  });

  it('calls nothing once the hook is removed', async () => {
    await paste(recorderHook(), base);
    expect((await remove(base)).body).toEqual({ source: null, stored: null });
    expect((await saveTagline(`Dilepas ${Date.now()}`, base)).status).toBe(200);
    expect((await publishStatus()).hook_configured).toBe(false);
    expect(await recorder.requests()).toEqual([]);
  });
});
