/**
 * The optional daily "all dishes available again" (scheduled function `menu-available-again`), called
 * as Netlify calls it: the module's handler with a POST and the next run's time.
 */
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import availableAgain, { config } from '../../netlify/functions/menu-available-again.mts';
import type { AuditEntry } from '../../src/domain/shared/audit.ts';
import {
  AVAILABLE_AGAIN_ENV,
  availableAgainKey,
  localClock,
} from '../../src/server/content/available-again.ts';
import { PUBLISH_KEYS } from '../../src/server/publishing/publish-repo.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { adminToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { buildHookRecorder } from '../helpers/build-hook-recorder.ts';
import { api } from '../helpers/http.ts';

let token: string;
const hook = buildHookRecorder();
type Item = { id: string; name: string; slug: string; category_id: string; status: string; revision: number };
/** The dishes that were Habis before this file: they are put back as they were. */
let soldOutBefore: Item[] = [];
const made: string[] = [];

const menuItems = async () =>
  ((await api('/api/admin/menu', { token })).body as unknown as Array<{ items: Item[] }>).flatMap(
    (category) => category.items,
  );

async function run(): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await availableAgain(
    new Request('http://localhost/.netlify/functions/menu-available-again', {
      method: 'POST',
      body: JSON.stringify({ next_run: new Date(Date.now() + 15 * 60_000).toISOString() }),
    }),
    {} as Context,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** HH:MM in WIB, `offset` minutes from now. */
function wibTime(offset: number): string {
  const { minutes } = localClock(new Date(Date.now() + offset * 60_000), 'Asia/Jakarta');
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

async function markSoldOut(prefix: string): Promise<Item> {
  const added = await api('/api/admin/menu/category/makanan/item', {
    method: 'POST',
    token,
    json: {
      name: `${prefix} ${Date.now().toString(36)}`,
      category: 'Makanan',
      description: 'Habis siang tadi.',
      price: 'Rp 25.000',
      image: '/images/menu/ayam-pop.svg',
    },
  });
  const item = added.body as unknown as Item;
  made.push(item.id);
  const path = `/api/admin/menu/category/makanan/item/${item.id}/availability`;
  const sold = await api(path, { method: 'PUT', token, json: { available: false, revision: 1 } });
  expect(sold.status).toBe(200);
  return sold.body as unknown as Item;
}

beforeAll(async () => {
  await ensureSeeded(serverStore());
  token = await adminToken();
  await serverStore().delete(PUBLISH_KEYS.build);
  soldOutBefore = (await menuItems()).filter((item) => item.status === 'Habis');
});

afterAll(async () => {
  delete process.env[AVAILABLE_AGAIN_ENV];
  for (const item of soldOutBefore) {
    const now = (await menuItems()).find((i) => i.id === item.id);
    if (now?.status === 'Tersedia')
      await api(`/api/admin/menu/category/${now.category_id}/item/${now.id}/availability`, {
        method: 'PUT',
        token,
        json: { available: false, revision: now.revision },
      });
  }
  for (const id of made)
    await api(`/api/admin/menu/category/makanan/item/${id}`, { method: 'DELETE', token });
  await hook.reset();
});

describe('all dishes available again at opening time', () => {
  it('is a scheduled function without a public address', () => {
    expect(config).toEqual({ schedule: '*/15 * * * *' });
  });

  it('is off by default: a sold-out dish stays Habis', async () => {
    delete process.env[AVAILABLE_AGAIN_ENV];
    const dish = await markSoldOut('Gulai Kepala Ikan');
    expect(await run()).toEqual({ status: 200, body: { state: 'off' } });
    expect((await api(`/api/menu/${dish.slug}`)).body.status).toBe('Habis');
  });

  it('does nothing outside the hour after the set time', async () => {
    process.env[AVAILABLE_AGAIN_ENV] = wibTime(180);
    const dish = await markSoldOut('Dendeng Batokok');
    expect(await run()).toEqual({ status: 200, body: { state: 'not-due' } });
    expect((await api(`/api/menu/${dish.slug}`)).body.status).toBe('Habis');
  });

  it('at opening time marks every Habis dish Tersedia once, logged and published', async () => {
    process.env[AVAILABLE_AGAIN_ENV] = `${wibTime(-1)} Asia/Jakarta`;
    const today = localClock(new Date(Date.now() - 60_000), 'Asia/Jakarta').date;
    await serverStore().delete(availableAgainKey(today));
    const dish = await markSoldOut('Ayam Bakar');
    await hook.reset();

    const first = await run();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ state: 'done', date: today });
    expect(first.body.available_again).toContain(dish.name);
    expect((await menuItems()).filter((item) => item.status === 'Habis')).toEqual([]);
    expect(await api('/api/menu-availability').then((a) => a.body[dish.slug])).toBe('Tersedia');
    const titles = (await hook.requests()).map((r) => r.title);
    expect(titles).toEqual([
      `All dishes available again (${(first.body.available_again as string[]).length})`,
    ]);
    const log = (await api('/api/admin/audit?limit=50', { token })).body as unknown as AuditEntry[];
    expect(log).toContainEqual(
      expect.objectContaining({
        by: 'schedule',
        action: 'update',
        target: `menu-item/${dish.id}`,
        summary: `Marked menu item "${dish.name}" Tersedia at opening time`,
      }),
    );

    // A second run in the same hour (or an overlapping one) leaves a dish sold out since alone.
    const later = await markSoldOut('Sambal Lado');
    expect(await run()).toEqual({ status: 200, body: { state: 'done-already', date: today } });
    expect((await api(`/api/menu/${later.slug}`)).body.status).toBe('Habis');
  });

  it('refuses a setting that is no time, naming it', async () => {
    process.env[AVAILABLE_AGAIN_ENV] = 'jam sepuluh';
    const { status } = await run();
    expect(status).toBe(500);
    delete process.env[AVAILABLE_AGAIN_ENV];
  });
});
