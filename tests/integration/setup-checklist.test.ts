/**
 * The dashboard's first-run checklist over HTTP (GET/PUT /api/admin/setup-checklist): open on a fresh
 * site, ticked by each thing the owner does, hidden per account, and for superadmins only. A store and a
 * server of its own, so it starts from the seeded starter content whatever other files changed.
 */
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deployFailed from '../../netlify/functions/deploy-failed.mts';
import deploySucceeded from '../../netlify/functions/deploy-succeeded.mts';
import { type InProcessServer, startInProcessServer } from '../../scripts/local/in-process-server.ts';
import { SetupChecklistSchema, type SetupItem } from '../../src/domain/content/setup-checklist.ts';
import { StarterTextsSchema } from '../../src/domain/content/starter-words.ts';
import { adminStore, findAdminByUsername, putAdmin } from '../../src/server/accounts/admin-repo.ts';
import { staffToken } from '../helpers/admin.ts';
import { freshBlobStore } from '../helpers/blobs.ts';
import { ownerToken } from '../helpers/first-password.ts';
import { api } from '../helpers/http.ts';
import { type PushReceiver, startPushReceiver } from '../helpers/push-receiver.ts';

const PATH = '/api/admin/setup-checklist';
const saved = { ...process.env };
let blobs: Awaited<ReturnType<typeof freshBlobStore>>;
let server: InProcessServer;
let push: PushReceiver;
let owner: string;

beforeAll(async () => {
  blobs = await freshBlobStore();
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
  // Neither publishing nor e-mail nor a webhook set up, as on a first deploy.
  delete process.env.BUILD_HOOK_URL;
  delete process.env.NOTIFY_WEBHOOK_URL;
  delete process.env.SMTP_URL;
  server = await startInProcessServer();
  process.env.TEST_BASE_URL = server.url;
  push = await startPushReceiver();
  process.env.PUSH_SERVICE_TEST_ORIGIN = push.origin;
  owner = await ownerToken(server.url);
}, 60_000);
afterAll(async () => {
  for (const name of [
    'NETLIFY_BLOBS_CONTEXT',
    'TEST_BASE_URL',
    'BUILD_HOOK_URL',
    'NOTIFY_WEBHOOK_URL',
    'SMTP_URL',
    'PUSH_SERVICE_TEST_ORIGIN',
  ]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await push.stop();
  await server.stop();
  await blobs.stop();
});

async function checklist(token = owner) {
  const { status, body } = await api(PATH, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return SetupChecklistSchema.parse(body);
}

async function item<I extends SetupItem['id']>(id: I, token = owner) {
  return (await checklist(token)).items.find((entry) => entry.id === id) as Extract<SetupItem, { id: I }>;
}

const openItems = async () =>
  (await checklist()).items.filter((entry) => !entry.done).map((entry) => entry.id);

/** Reads a whole document, changes it, and saves it back. */
async function change(path: string, edit: (body: Record<string, unknown>) => Record<string, unknown>) {
  const { body } = await api(path, { token: owner });
  const answer = await api(path, { method: 'PUT', token: owner, json: edit(body) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('the first-run checklist', () => {
  it('on a fresh site leaves every item open but the first password, which the owner had to change', async () => {
    const fresh = await checklist();
    expect(fresh.dismissed).toBe(false);
    expect(fresh.items.map((entry) => [entry.id, entry.done])).toEqual([
      ['password', true],
      ['restaurant', false],
      ['brand', false],
      ['photos', false],
      ['gallery', false],
      ['descriptions', false],
      ['events', false],
      ['publishing', false],
      ['bookings', false],
      ['ordering', false],
    ]);
    expect(fresh.items).toContainEqual({
      id: 'restaurant',
      done: false,
      starter_fields: ['name', 'phone', 'whatsapp', 'email', 'address', 'map', 'instagram', 'facebook'],
    });
    expect(fresh.items).toContainEqual({ id: 'photos', done: false, dishes: 9, starter_pictures: 9 });
    expect(fresh.items).toContainEqual({ id: 'gallery', done: false, images: 6, starter_images: 6 });
    expect(fresh.items).toContainEqual({
      id: 'descriptions',
      done: false,
      dishes: 9,
      starter_dishes: 9,
      starter_categories: 3,
    });
    expect(fresh.items).toContainEqual({ id: 'events', done: false, starter_events: 3 });
    expect(fresh.items).toContainEqual({
      id: 'publishing',
      done: false,
      connected: false,
      last_build: null,
    });
    expect(fresh.items).toContainEqual({
      id: 'bookings',
      done: false,
      channels: [],
      push_devices: 0,
      can_send_email: false,
    });
  });

  it('shows the first password open to another superadmin while the built-in account has it', async () => {
    const colleague = await staffToken('superadmin', 'pemilik-dua', owner);
    const store = adminStore();
    const account = await findAdminByUsername(store, 'admin');
    if (!account) throw new Error('no admin account');
    await putAdmin(store, { ...account, must_change_password: true, password_is_default: true });
    try {
      expect(await item('password', colleague)).toEqual({ id: 'password', done: false });
    } finally {
      await putAdmin(store, account);
    }
    expect(await item('password', colleague)).toEqual({ id: 'password', done: true });
  });

  it('names the restaurant details left, then ticks them once all are the owner’s', async () => {
    await change('/api/admin/restaurant', (info) => ({ ...info, name: 'Rumah Makan Salero Bundo' }));
    expect(await item('restaurant')).toMatchObject({
      done: false,
      starter_fields: ['phone', 'whatsapp', 'email', 'address', 'map', 'instagram', 'facebook'],
    });
    await change('/api/admin/restaurant', (info) => ({
      ...info,
      phone: '(0751) 30 11 22',
      whatsapp: '0813 7778 8899',
      email: 'pesan@salerobundo.id',
      address: 'Jl. Sudirman No. 12, Padang Barat',
      mapEmbedUrl: '',
      geo: { latitude: -0.94, longitude: 100.36 },
      instagram: 'https://www.instagram.com/salerobundo',
      facebook: '',
    }));
    expect(await item('restaurant')).toEqual({ id: 'restaurant', done: true, starter_fields: [] });
  });

  it('tells the forms what guests see instead of the starter’s title, description and tagline, once renamed', async () => {
    const { status, body } = await api('/api/admin/starter-texts', { token: owner });
    expect(status, JSON.stringify(body)).toBe(200);
    const { texts } = StarterTextsSchema.parse(body);
    expect(texts.map((text) => [text.field, text.shown])).toEqual([
      ['page_title', 'Rumah Makan Salero Bundo | Masakan Padang di Kota Padang'],
      [
        'meta_description',
        'Rumah Makan Salero Bundo, rumah makan Padang di Kota Padang. Lihat menu dan galeri kami, lalu pesan meja secara online.',
      ],
      ['tagline', 'Masakan Padang di Kota Padang'],
    ]);
    const manager = await staffToken('manager_reservasi', 'kasir-dua', owner);
    expect((await api('/api/admin/starter-texts', { token: manager })).status).toBe(403);
  });

  it('ticks the brand once the navbar says the restaurant’s own name', async () => {
    await change('/api/admin/site-settings', (settings) => ({ ...settings, brand_text: 'Salero Bundo' }));
    expect(await item('brand')).toEqual({ id: 'brand', done: true });
  });

  it('counts the dishes on a starter picture, and is not done while any is left', async () => {
    const { body: menu } = await api('/api/admin/menu', { token: owner });
    const rendang = (menu as unknown as Array<{ items: Array<Record<string, unknown>> }>)
      .flatMap((category) => category.items)
      .find((dish) => dish.id === 'rendang-daging');
    const saved = await api('/api/admin/menu/category/makanan/item/rendang-daging', {
      method: 'PUT',
      token: owner,
      json: {
        ...rendang,
        image: 'https://images.example.id/rendang-kami.jpg',
        description: 'Rendang Uda, dimasak dengan kayu bakar.',
        ai_description: '',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await item('photos')).toEqual({ id: 'photos', done: false, dishes: 9, starter_pictures: 8 });
    // The same save gave the dish words of the owner's.
    expect(await item('descriptions')).toMatchObject({
      done: false,
      starter_dishes: 8,
      starter_categories: 3,
    });
  });

  it('counts the starter’s gallery pictures, by picture or caption, until each is the owner’s or deleted', async () => {
    const { body } = await api('/api/admin/gallery', { token: owner });
    const images = body as unknown as Array<Record<string, unknown> & { id: string; alt: string }>;
    const room = images.find((image) => image.alt === 'Ruang makan dengan ornamen rumah gadang');
    if (!room) throw new Error('no starter dining room');
    // A photo of the owner's own dining room, its caption still the starter's: still counted.
    const photo = await api(`/api/admin/gallery/${room.id}`, {
      method: 'PUT',
      token: owner,
      json: { ...room, url: 'https://images.example.id/ruang-makan-kami.jpg' },
    });
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    expect(await item('gallery')).toEqual({ id: 'gallery', done: false, images: 6, starter_images: 6 });
    const captioned = await api(`/api/admin/gallery/${room.id}`, {
      method: 'PUT',
      token: owner,
      json: { ...photo.body, alt: 'Ruang makan Uda Rizal' },
    });
    expect(captioned.status, JSON.stringify(captioned.body)).toBe(200);
    expect(await item('gallery')).toEqual({ id: 'gallery', done: false, images: 6, starter_images: 5 });
    for (const image of images.filter((image) => image.id !== room.id)) {
      const removed = await api(`/api/admin/gallery/${image.id}`, { method: 'DELETE', token: owner });
      expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    }
    expect(await item('gallery')).toEqual({ id: 'gallery', done: true, images: 1, starter_images: 0 });
  });

  it('counts the starter’s events until each is the owner’s or deleted', async () => {
    const { body } = await api('/api/admin/events', { token: owner });
    const events = body as unknown as Array<Record<string, unknown> & { id: string }>;
    const [first, ...others] = events;
    if (!first) throw new Error('no event');
    const written = await api(`/api/admin/events/${first.id}`, {
      method: 'PUT',
      token: owner,
      json: { ...first, title: 'Malam Saluang', description: 'Saluang dan dendang setiap Jumat malam.' },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(await item('events')).toEqual({ id: 'events', done: false, starter_events: 2 });
    for (const event of others) {
      const removed = await api(`/api/admin/events/${event.id}`, { method: 'DELETE', token: owner });
      expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    }
    expect(await item('events')).toEqual({ id: 'events', done: true, starter_events: 0 });
  });

  it('ticks publishing once connected, the site being its first build, and not after a failed one', async () => {
    process.env.BUILD_HOOK_URL = `${push.origin}/build-hook`;
    expect(await item('publishing')).toEqual({
      id: 'publishing',
      done: true,
      connected: true,
      last_build: null,
    });
    // Netlify calls deploy-failed and deploy-succeeded when a build of the live site ends.
    const deployEvent = (state: string) =>
      new Request('https://rumahmakan.example/.netlify/functions/deploy-event', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          payload: { id: '6745a1b2c3d4e5f6a7b8c9d0', site_id: null, context: 'production', state },
        }),
      });
    const live = { deploy: { context: 'production', id: 'live', published: true } } as Context;
    expect((await deployFailed(deployEvent('error'), live)).status).toBe(200);
    expect(await item('publishing')).toEqual({
      id: 'publishing',
      done: false,
      connected: true,
      last_build: 'failed',
    });
    const published = await deploySucceeded(deployEvent('ready'), live);
    expect(published.status).toBe(200);
    expect(await item('publishing')).toEqual({
      id: 'publishing',
      done: true,
      connected: true,
      last_build: 'succeeded',
    });
  });

  it('ticks how bookings arrive with a device notified, and names e-mail and webhook too', async () => {
    const device = push.subscribe('owner-phone');
    const subscribed = await api('/api/admin/push-subscriptions', {
      method: 'POST',
      token: owner,
      json: { endpoint: device.endpoint, keys: device.keys, language: 'id' },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
    expect(await item('bookings')).toEqual({
      id: 'bookings',
      done: true,
      channels: ['push'],
      push_devices: 1,
      can_send_email: false,
    });
    const removed = await api('/api/admin/push-subscriptions', {
      method: 'DELETE',
      token: owner,
      json: { endpoint: device.endpoint },
    });
    expect(removed.status).toBeLessThan(300);
    expect((await item('bookings')).done).toBe(false);
    process.env.NOTIFY_WEBHOOK_URL = 'https://hooks.example.id/pemesanan';
    expect(await item('bookings')).toEqual({
      id: 'bookings',
      done: true,
      channels: ['webhook'],
      push_devices: 0,
      can_send_email: false,
    });
  });

  it('counts an e-mail address saved in the admin only once the server can send mail', async () => {
    const webhook = process.env.NOTIFY_WEBHOOK_URL;
    delete process.env.NOTIFY_WEBHOOK_URL;
    const saved = await api('/api/admin/notifications', {
      method: 'PUT',
      token: owner,
      json: { email_to: ['uda.rizal@padang-uda.test'] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await item('bookings')).toEqual({
      id: 'bookings',
      done: false,
      channels: [],
      push_devices: 0,
      can_send_email: false,
    });
    process.env.SMTP_URL = 'smtp://dapur:rahasia@127.0.0.1:2525';
    try {
      expect(await item('bookings')).toEqual({
        id: 'bookings',
        done: true,
        channels: ['email'],
        push_devices: 0,
        can_send_email: true,
      });
    } finally {
      delete process.env.SMTP_URL;
      process.env.NOTIFY_WEBHOOK_URL = webhook;
    }
  });

  it('ticks the ordering and tax settings once they are saved, even unchanged', async () => {
    expect(await openItems()).toEqual(['photos', 'descriptions', 'ordering']);
    await change('/api/admin/ordering', (settings) => settings);
    expect(await openItems()).toEqual(['photos', 'descriptions']);
  });
});

describe('hiding the checklist', () => {
  it('is kept on the account: a new sign-in sees it hidden, another superadmin does not', async () => {
    const hidden = await api(PATH, { method: 'PUT', token: owner, json: { dismissed: true } });
    expect(hidden.status).toBe(200);
    expect(SetupChecklistSchema.parse(hidden.body).dismissed).toBe(true);
    // Another device of the owner: a session of its own.
    const otherDevice = await ownerToken(server.url);
    expect((await checklist(otherDevice)).dismissed).toBe(true);
    const colleague = await staffToken('superadmin', 'pemilik-tiga', owner);
    expect((await checklist(colleague)).dismissed).toBe(false);

    const shown = await api(PATH, { method: 'PUT', token: owner, json: { dismissed: false } });
    expect(SetupChecklistSchema.parse(shown.body).dismissed).toBe(false);
    expect((await checklist(otherDevice)).dismissed).toBe(false);
  });

  it('refuses what is not a choice with a 400 saying why', async () => {
    for (const json of [{}, { dismissed: 'yes' }, { dismissed: null }]) {
      const refused = await api(PATH, { method: 'PUT', token: owner, json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.detail).toMatch(/dismissed/);
    }
    expect((await checklist()).dismissed).toBe(false);
  });
});

describe('who may see the checklist', () => {
  it('is for superadmins only: 403 for an editor and a reservations manager, 401 without a session', async () => {
    const editor = await staffToken('editor', 'penyunting-satu', owner);
    const manager = await staffToken('manager_reservasi', 'kasir-satu', owner);
    for (const token of [editor, manager]) {
      const read = await api(PATH, { token });
      expect([read.status, read.body.detail]).toEqual([403, 'Your role does not allow this']);
      const hide = await api(PATH, { method: 'PUT', token, json: { dismissed: true } });
      expect(hide.status).toBe(403);
    }
    expect((await api(PATH)).status).toBe(401);
    expect((await api(PATH, { method: 'PUT', json: { dismissed: true } })).status).toBe(401);
  });
});
