import type { Store } from '@netlify/blobs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import { getMenu, getMenuItemBySlug, menuItems } from '../../src/server/content/menu-repo.ts';
import { getRestaurantInfo, putRestaurantInfo } from '../../src/server/content/settings-repo.ts';
import { loadSiteContent } from '../../src/server/content/site-content.ts';
import { CorruptContentError } from '../../src/server/store/blobs.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { isSeeded } from '../../src/server/store/seed-marker.ts';
import { freshBlobStore } from '../helpers/blobs.ts';

let store: Store;
let stop: () => Promise<void>;

beforeEach(async () => {
  ({ store, stop } = await freshBlobStore());
});
afterEach(async () => {
  await stop();
});

describe('content store', () => {
  it('shows the fallback content while the store is empty', async () => {
    expect(await isSeeded(store)).toBe(false);
    expect(await loadSiteContent(store)).toEqual(fallbackContent);
    expect((await getMenuItemBySlug(store, 'rendang-daging'))?.name).toBe('Rendang Daging');
  });

  it('seeds the store once, one blob per entity', async () => {
    expect(await ensureSeeded(store)).toBe(true);
    expect(await ensureSeeded(store)).toBe(false);
    const { blobs } = await store.list({ prefix: 'menu/items/' });
    expect(blobs).toHaveLength(9);
    expect(await loadSiteContent(store)).toEqual(fallbackContent);
  });

  it('never overwrites content already saved when seeding', async () => {
    const mine = { ...fallbackContent.restaurant, tagline: 'Tagline kami sendiri' };
    await putRestaurantInfo(store, mine);
    await ensureSeeded(store);
    expect((await getRestaurantInfo(store)).tagline).toBe('Tagline kami sendiri');
  });

  it('shows an emptied menu as empty once seeded, not the fallback', async () => {
    await ensureSeeded(store);
    for (const item of await menuItems.list(store)) await menuItems.remove(store, item.id);
    const menu = await getMenu(store);
    expect(menu.flatMap((c) => c.items)).toHaveLength(0);
    expect(menu).toHaveLength(3);
  });

  it('finds a dish by slug and nothing for an unknown or malformed slug', async () => {
    await ensureSeeded(store);
    expect((await getMenuItemBySlug(store, 'ayam-pop'))?.id).toBe('ayam-pop');
    expect(await getMenuItemBySlug(store, 'tidak-ada')).toBeNull();
    expect(await getMenuItemBySlug(store, '../settings/site')).toBeNull();
  });

  it('reports a corrupted document clearly instead of crashing later', async () => {
    await ensureSeeded(store);
    await store.setJSON('settings/restaurant', { name: 42 });
    await expect(getRestaurantInfo(store)).rejects.toBeInstanceOf(CorruptContentError);
  });

  it('leaves a damaged dish out of the menu (a write cut off by a crash) instead of failing it all', async () => {
    await ensureSeeded(store);
    await store.set('menu/items/ayam-pop', '');
    await store.set('menu/items/rendang-daging', '{"name": "Rend');
    const names = (await getMenu(store)).flatMap((category) => category.items.map((item) => item.name));
    expect(names).not.toContain('Ayam Pop');
    expect(names).not.toContain('Rendang Daging');
    expect(names).toContain('Gulai Ikan Kakap');
  });
});
