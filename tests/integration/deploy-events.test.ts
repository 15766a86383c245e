import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deployBuilding from '../../netlify/functions/deploy-building.mts';
import deployFailed from '../../netlify/functions/deploy-failed.mts';
import deploySucceeded from '../../netlify/functions/deploy-succeeded.mts';
import { fallbackContent } from '../../src/content/fallback.ts';
import { PublishStatusSchema, publishState } from '../../src/domain/publishing/publish-status.ts';
import { getBuildRecord, PUBLISH_KEYS } from '../../src/server/publishing/publish-repo.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { adminToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { api } from '../helpers/http.ts';

/**
 * Netlify calls a function named after a deploy event with `{ payload: <the deploy> }` (snake_case, as in
 * its deploy notifications). The functions are called here as Netlify calls them: a POST with that body,
 * in the function's own context, against the same store the server under test uses.
 */
type Handler = (request: Request, context: Context) => Promise<Response>;
const productionContext = { deploy: { context: 'production', id: 'live', published: true } } as Context;

const event = (payload: Record<string, unknown>) =>
  new Request('https://rumahmakan.example/.netlify/functions/deploy-event', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      payload: { id: '6745a1b2c3d4e5f6a7b8c9d0', site_id: null, context: 'production', ...payload },
      site: { name: 'rumah-makan-padang' },
    }),
  });

async function send(handler: Handler, request: Request) {
  const response = await handler(request, productionContext);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let token: string;
const status = async () => {
  const { body } = await api('/api/admin/publish-status', { token });
  return PublishStatusSchema.parse(body);
};

beforeAll(async () => {
  await ensureSeeded(serverStore());
  token = await adminToken();
});

afterAll(async () => {
  await serverStore().delete(PUBLISH_KEYS.build);
});

describe('deploy events of the live site', () => {
  it('records a build starting, then succeeding, for the publish status', async () => {
    expect(await send(deployBuilding, event({ state: 'building' }))).toEqual({
      status: 200,
      body: { recorded: true },
    });
    expect(await getBuildRecord(serverStore())).toMatchObject({
      state: 'started',
      deploy_id: '6745a1b2c3d4e5f6a7b8c9d0',
    });
    await send(deploySucceeded, event({ state: 'ready' }));
    expect((await status()).last_build).toMatchObject({ state: 'succeeded' });
  });

  it('shows a failed Netlify build as failed at once, with Netlify’s reason in one short line', async () => {
    const saved = await api('/api/admin/restaurant', {
      method: 'PUT',
      token,
      json: { ...fallbackContent.restaurant, tagline: `Gagal dibangun ${Date.now()}` },
    });
    expect(saved.status).toBe(200);
    const message =
      'Build script returned non-zero exit code: 2\n\x1b[31mThe content store could not be read\x1b[0m';
    await send(deployFailed, event({ state: 'error', error_message: message }));

    const answer = await status();
    expect(answer.last_build).toMatchObject({ state: 'failed' });
    const state = publishState(answer, null, Date.parse(answer.server_time));
    expect(state).toEqual({
      kind: 'failed',
      reason: 'Build script returned non-zero exit code: 2 The content store could not be read',
    });
  });

  it('ignores the builds of deploy previews and branch deploys', async () => {
    const before = await getBuildRecord(serverStore());
    for (const context of ['deploy-preview', 'branch-deploy']) {
      const answer = await send(deployFailed, event({ context, error_message: 'preview broke' }));
      expect(answer).toEqual({ status: 200, body: { recorded: false } });
    }
    expect(await getBuildRecord(serverStore())).toEqual(before);
  });

  it('answers what is not a deploy event with 400 and a detail, changing nothing', async () => {
    const before = await getBuildRecord(serverStore());
    const bodies = [
      'not json',
      '{}',
      JSON.stringify({ payload: { id: '../../etc', context: 'production' } }),
    ];
    for (const body of bodies) {
      const request = new Request('https://rumahmakan.example/.netlify/functions/deploy-failed', {
        method: 'POST',
        body,
      });
      const answer = await send(deployFailed, request);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.detail).toBe('string');
    }
    const get = await send(deployBuilding, new Request('https://rumahmakan.example/x'));
    expect(get.status).toBe(405);
    expect(await getBuildRecord(serverStore())).toEqual(before);
  });
});
