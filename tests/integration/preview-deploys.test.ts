import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from '@netlify/functions';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import publishStatus from '../../netlify/functions/admin-publish.mts';
import adminRestaurant from '../../netlify/functions/admin-restaurant.mts';
import authChangePassword from '../../netlify/functions/auth-change-password.mts';
import authLogin from '../../netlify/functions/auth-login.mts';
import media from '../../netlify/functions/media.mts';
import * as contentPlugin from '../../netlify/plugins/content-store/index.js';
import { fallbackContent } from '../../src/content/fallback.ts';
import { ContentSnapshotSchema } from '../../src/domain/content/site-content.ts';
import { PublishStatusSchema, publishState } from '../../src/domain/publishing/publish-status.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { adminToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { buildHookRecorder } from '../helpers/build-hook-recorder.ts';
import { api, baseUrl } from '../helpers/http.ts';

/**
 * Deploy previews and branch deploys are on the internet too, with the same functions and environment as
 * production. They must never change the restaurant's live data nor ask for a production build.
 */
type Handler = (request: Request, context: Context) => Promise<Response>;
const DEPLOY_ID = 'preview0000000000000042';
const previewContext = {
  deploy: { context: 'deploy-preview', id: DEPLOY_ID, published: false },
  params: {},
  ip: '203.0.113.9',
} as unknown as Context;
const PREVIEW_PASSWORD = 'Pratinjau-rumah-makan-2026';

const call = async (handler: Handler, path: string, init: RequestInit = {}) => {
  const response = await handler(
    new Request(`https://deploy-preview-7--rmp.example${path}`, init),
    previewContext,
  );
  return { status: response.status, headers: response.headers, body: await response.json() };
};
const hook = buildHookRecorder();
const saved = { ...process.env };

/** What Netlify's build gives a plugin: the deploy's context and id; failBuild throws. */
async function runPlugin(env: Record<string, string>) {
  const before = { ...process.env };
  Object.assign(process.env, env);
  const failures: string[] = [];
  try {
    await contentPlugin.onPreBuild({
      constants: {},
      utils: {
        build: {
          failBuild: (message: string) => {
            failures.push(message);
          },
        },
      },
    });
    return { failures, snapshot: process.env.CONTENT_SNAPSHOT };
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
    Object.assign(process.env, before);
  }
}

let dir: string;
beforeAll(async () => {
  await ensureSeeded(serverStore());
  dir = await mkdtemp(join(tmpdir(), 'rmp-preview-'));
  process.env.ADMIN_DEFAULT_PASSWORD = PREVIEW_PASSWORD;
});
afterEach(async () => {
  await hook.reset();
});
afterAll(async () => {
  process.env = saved;
  await rm(dir, { recursive: true, force: true });
});

/**
 * A session on the preview's own admin account: signed in with its first password (ADMIN_DEFAULT_PASSWORD),
 * which is replaced first, as on any fresh store.
 */
let previewSession: string | undefined;
async function previewToken(): Promise<string> {
  if (previewSession) return previewSession;
  const login = await call(authLogin, '/api/admin/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PREVIEW_PASSWORD }),
  });
  expect(login.status).toBe(200);
  expect(login.body.must_change_password).toBe(true);
  const changed = await call(authChangePassword, '/api/admin/auth/change-password', {
    method: 'POST',
    headers: { authorization: `Bearer ${login.body.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ old_password: PREVIEW_PASSWORD, new_password: `${PREVIEW_PASSWORD}-sendiri` }),
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  previewSession = changed.body.access_token as string;
  return previewSession;
}

describe('a deploy preview', () => {
  it('starts from a copy of the live content, made by the build plugin in its own deploy store', async () => {
    // A photo of the live media library: the content may show it, so the preview must have it too.
    const form = new FormData();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    form.append('file', new Blob([new Uint8Array(png)]), 'pratinjau.png');
    const uploaded = await fetch(new URL('/api/admin/media', baseUrl()), {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}` },
      body: form,
    });
    expect(uploaded.status).toBeLessThan(300);
    const { url } = (await uploaded.json()) as { url: string };

    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const { failures, snapshot } = await runPlugin({ CONTEXT: 'deploy-preview', DEPLOY_ID });
      expect(failures).toEqual([]);
      const content = ContentSnapshotSchema.parse(JSON.parse(await readFile(snapshot ?? '', 'utf8')));
      expect(content.content.menu.flatMap((c) => c.items).length).toBeGreaterThan(0);
    } finally {
      process.chdir(cwd);
    }
    const token = await previewToken();
    const info = await call(adminRestaurant, '/api/admin/restaurant', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.status).toBe(200);
    const live = await api('/api/admin/restaurant', { token: await adminToken() });
    expect(info.body).toEqual(live.body);

    const name = url.slice('/media/'.length);
    const photo = await media(new Request(`https://deploy-preview-7--rmp.example${url}`), {
      ...previewContext,
      params: { name },
    } as Context);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
  });

  it('keeps what staff save in the preview, never touching the live content or asking for a build', async () => {
    const live = await api('/api/admin/restaurant', { token: await adminToken() });
    const auth = { authorization: `Bearer ${await previewToken()}`, 'content-type': 'application/json' };
    const tagline = `Hanya di pratinjau ${Date.now()}`;
    const save = await call(adminRestaurant, '/api/admin/restaurant', {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ ...fallbackContent.restaurant, tagline }),
    });
    expect(save.status).toBe(200);
    expect((await call(adminRestaurant, '/api/admin/restaurant', { headers: auth })).body.tagline).toBe(
      tagline,
    );

    const after = await api('/api/admin/restaurant', { token: await adminToken() });
    expect(after.body).toEqual(live.body);
    expect(await hook.requests()).toEqual([]);
    const status = await call(publishStatus, '/api/admin/publish-status', { headers: auth });
    const answer = PublishStatusSchema.parse(status.body);
    expect(answer.preview).toBe(true);
    expect(publishState(answer, null, Date.now())).toEqual({ kind: 'preview' });
  });

  it('has no account of the live site: live passwords do not open a preview', async () => {
    const login = await call(authLogin, '/api/admin/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'padang123' }),
    });
    expect(login.status).toBe(401);
  });
});

describe('the content-store build plugin', () => {
  it('fails the build, with the reason, when the store cannot be read', async () => {
    const unreachable = Buffer.from(
      JSON.stringify({
        siteID: 'x',
        token: 't',
        edgeURL: 'http://127.0.0.1:9',
        uncachedEdgeURL: 'http://127.0.0.1:9',
      }),
    ).toString('base64');
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const { failures } = await runPlugin({
        CONTEXT: 'production',
        NETLIFY_BLOBS_CONTEXT: unreachable,
        NODE_ENV: 'test',
      });
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatch(/^The content store could not be read for the build: /);
    } finally {
      process.chdir(cwd);
    }
  });
});
