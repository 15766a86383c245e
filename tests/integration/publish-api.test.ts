import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import { GALLERY_CATEGORIES } from '../../src/domain/content/gallery.ts';
import { PublishStatusSchema, publishState } from '../../src/domain/publishing/publish-status.ts';
import {
  getContentRevision,
  PUBLISH_KEYS,
  putBuildRecord,
} from '../../src/server/publishing/publish-repo.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { adminToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { buildHookRecorder } from '../helpers/build-hook-recorder.ts';
import { api } from '../helpers/http.ts';

let token: string;
const hook = buildHookRecorder();

const status = async () => {
  const { status: code, body } = await api('/api/admin/publish-status', { token });
  expect(code).toBe(200);
  return PublishStatusSchema.parse(body);
};

/** Saves the restaurant info (a content write), with a tagline that says which save it was. */
const saveTagline = (tagline: string) =>
  api('/api/admin/restaurant', { method: 'PUT', token, json: { ...fallbackContent.restaurant, tagline } });

beforeAll(async () => {
  await ensureSeeded(serverStore());
  token = await adminToken();
});

afterEach(async () => {
  await hook.reset();
});

afterAll(async () => {
  // No build record left behind: later test files' saves always reach the recorder.
  await serverStore().delete(PUBLISH_KEYS.build);
});

describe('publishing after a save', () => {
  it('records a new content revision and requests a rebuild, named after the change', async () => {
    const before = await status();
    await hook.reset();
    const dish = {
      name: `Sate Padang ${Date.now()}`,
      category: 'Makanan',
      description: 'Sate daging dengan kuah kental.',
      price: 'Rp 30.000',
      image: '/images/menu/ayam-pop.svg',
    };
    const added = await api('/api/admin/menu/category/makanan/item', { method: 'POST', token, json: dish });
    expect(added.status).toBe(201);

    const after = await status();
    expect(after.content_revision).not.toBe(before.content_revision);
    expect(after.content_revision).toBe((await getContentRevision(serverStore()))?.revision);
    expect(after.hook_configured).toBe(true);
    expect(after.last_request).toMatchObject({
      ok: true,
      coalesced: false,
      revision: after.content_revision,
    });
    const requests = await hook.requests();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.title).toBe(`Menu item added: ${dish.name}`);
    expect(JSON.parse(requests[0]?.body ?? '{}')).toMatchObject({ revision: after.content_revision });

    await api(`/api/admin/menu/category/makanan/item/${added.body.id}`, { method: 'DELETE', token });
    expect((await hook.requests()).map((r) => r.title)).toContain(`Menu item deleted: ${dish.name}`);
  });

  it('requests a rebuild for every kind of content write', async () => {
    await saveTagline('Satu');
    const settings = await api('/api/admin/site-settings', {
      method: 'PUT',
      token,
      json: fallbackContent.settings,
    });
    expect(settings.status).toBe(200);
    const image = await api('/api/admin/gallery', {
      method: 'POST',
      token,
      json: { url: '/images/gallery/rendang.svg', alt: 'Uji', category: GALLERY_CATEGORIES[0] },
    });
    expect(image.status).toBe(201);
    await api(`/api/admin/gallery/${image.body.id}`, { method: 'DELETE', token });
    const form = new FormData();
    form.set(
      'file',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      'logo.svg',
    );
    const logo = await api('/api/admin/site-settings/upload-logo', { method: 'POST', token, body: form });
    expect(logo.status).toBe(201);
    expect((await hook.requests()).map((r) => r.title)).toEqual([
      'Restaurant info updated',
      'Site settings updated',
      'Gallery image added',
      'Gallery image deleted',
      'Logo uploaded',
    ]);
    await saveTagline(fallbackContent.restaurant.tagline);
  });

  it('keeps the save when the build hook fails, and reports the failure as a publish failure', async () => {
    await hook.answerWith(503);
    const saved = await saveTagline('Tetap tersimpan');
    expect(saved.status).toBe(200);
    expect((await api('/api/admin/restaurant', { token })).body).toMatchObject({
      tagline: 'Tetap tersimpan',
    });

    const failed = await status();
    expect(failed.last_request).toMatchObject({ ok: false, error: 'the build hook answered 503' });
    expect(publishState(failed, null, Date.parse(failed.server_time))).toEqual({
      kind: 'failed',
      reason: 'The rebuild could not be requested: the build hook answered 503',
    });

    // Retry asks again (and now the hook answers).
    await hook.reset();
    const retried = await api('/api/admin/publish', { method: 'POST', token });
    expect(retried.status).toBe(200);
    expect(PublishStatusSchema.parse(retried.body).last_request).toMatchObject({ ok: true });
    expect((await hook.requests()).map((r) => r.title)).toEqual(['Publish requested from the admin']);
    await saveTagline(fallbackContent.restaurant.tagline);
  });

  it('skips the request while an earlier one is still pending, but Retry always asks', async () => {
    // Builds record when they start. One has started: the next save requests a build…
    await putBuildRecord(serverStore(), { state: 'started', at: new Date().toISOString() });
    await saveTagline('Pertama');
    expect(await hook.requests()).toHaveLength(1);
    // …and until a build starts after that request, further saves wait for the build it asked for.
    await saveTagline('Kedua');
    await saveTagline('Ketiga');
    expect(await hook.requests()).toHaveLength(1);
    const coalesced = await status();
    expect(coalesced.last_request).toMatchObject({ ok: true, coalesced: true });
    expect(coalesced.last_request?.revision).toBe(coalesced.content_revision);

    // A build started after the request: it may have read the content before the next save.
    await putBuildRecord(serverStore(), { state: 'started', at: new Date().toISOString() });
    await saveTagline('Keempat');
    expect(await hook.requests()).toHaveLength(2);

    await api('/api/admin/publish', { method: 'POST', token });
    expect(await hook.requests()).toHaveLength(3);
    await putBuildRecord(serverStore(), { state: 'started', at: new Date().toISOString() });
    await saveTagline(fallbackContent.restaurant.tagline);
  });

  it('requests nothing for a refused save', async () => {
    const refused = await api('/api/admin/restaurant', { method: 'PUT', token, json: { name: '' } });
    expect(refused.status).toBe(400);
    expect(await hook.requests()).toHaveLength(0);
  });
});

describe('publish status endpoint', () => {
  it('needs a signed-in admin; Retry needs the content permission', async () => {
    expect((await api('/api/admin/publish-status')).status).toBe(401);
    expect((await api('/api/admin/publish', { method: 'POST' })).status).toBe(401);
    expect((await api('/api/admin/publish-status', { method: 'DELETE', token })).status).toBe(405);
  });

  it('answers without caching, with the server clock', async () => {
    const { headers, body } = await api('/api/admin/publish-status', { token });
    expect(headers.get('cache-control')).toBe('no-store');
    const answer = PublishStatusSchema.parse(body);
    expect(Math.abs(Date.parse(answer.server_time) - Date.now())).toBeLessThan(60_000);
  });
});

describe('menu availability', () => {
  it('lists the status of every dish by slug, cached briefly, without signing in', async () => {
    const { status: code, body, headers } = await api('/api/menu-availability');
    expect(code).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=15');
    expect(body).toMatchObject({ 'rendang-daging': 'Tersedia', 'kawa-daun': 'Habis' });
    for (const value of Object.values(body)) expect(['Tersedia', 'Habis']).toContain(value);
  });

  it('shows a dish marked Habis at once, before any rebuild', async () => {
    const added = await api('/api/admin/menu/category/minuman/item', {
      method: 'POST',
      token,
      json: {
        name: `Es Tebu ${Date.now()}`,
        category: 'Minuman',
        description: 'Air tebu segar.',
        price: 'Rp 12.000',
        image: '/images/menu/ayam-pop.svg',
      },
    });
    const slug = added.body.slug as string;
    expect((await api('/api/menu-availability')).body[slug]).toBe('Tersedia');
    await api(`/api/admin/menu/category/minuman/item/${added.body.id}`, {
      method: 'PUT',
      token,
      json: { ...added.body, status: 'Habis' },
    });
    expect((await api('/api/menu-availability')).body[slug]).toBe('Habis');
    await api(`/api/admin/menu/category/minuman/item/${added.body.id}`, { method: 'DELETE', token });
    expect((await api('/api/menu-availability')).body).not.toHaveProperty(slug);
  });
});
