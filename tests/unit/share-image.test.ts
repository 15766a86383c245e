import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShareImages, renderShareCard } from '../../src/build/share-image.ts';
import { fallbackContent } from '../../src/content/fallback.ts';
import { SHARE_HEIGHT, SHARE_MAX_BYTES, SHARE_WIDTH } from '../../src/domain/content/share-image.ts';
import type { ContentSnapshot } from '../../src/domain/content/site-content.ts';
import { DEFAULT_ORDERING_SETTINGS } from '../../src/domain/orders/ordering-settings.ts';
import { DEFAULT_PREORDER_SETTINGS } from '../../src/domain/orders/preorder-schemas.ts';

const snapshotOf = (change: (content: typeof fallbackContent) => void = () => {}): ContentSnapshot => {
  const content = structuredClone(fallbackContent);
  change(content);
  return {
    revision: null,
    read_at: new Date().toISOString(),
    content,
    images: {},
    share_photo: null,
    brand_logo: null,
    ordering: DEFAULT_ORDERING_SETTINGS,
    preorder: DEFAULT_PREORDER_SETTINGS,
  };
};
const firstDish = (content: typeof fallbackContent) => {
  const dish = content.menu[0]?.items[0];
  if (!dish) throw new Error('The starter menu has no dish');
  return dish;
};

let cache: string;
beforeAll(async () => {
  cache = await mkdtemp(join(tmpdir(), 'rmp-share-cards-'));
  process.env.ASTRO_CACHE_DIR = cache;
});
afterAll(async () => {
  delete process.env.ASTRO_CACHE_DIR;
  await rm(cache, { recursive: true, force: true });
});

describe('link-preview pictures', () => {
  it('a dish with an SVG illustration links a card made from it; with a photo, the CDN crop', async () => {
    const images = await getShareImages(snapshotOf());
    const dish = firstDish(structuredClone(fallbackContent));
    const svg = images.dish(dish);
    expect(svg.url).toMatch(/^\/og\/hidangan-[a-f0-9]{16}\.jpg$/);
    expect(images.cards.has(svg.url.slice('/og/'.length))).toBe(true);
    const upload = '/media/0123456789abcdef01234567.jpg';
    const photo = images.dish({ ...dish, image: upload });
    expect(photo.url).toBe(
      `/.netlify/images?url=${encodeURIComponent(upload)}&w=${SHARE_WIDTH}&h=${SHARE_HEIGHT}&fit=cover&fm=jpg&q=80`,
    );
    // A photo on a site the CDN may not fetch from: the restaurant's card rather than a bare link.
    const remote = images.dish({ ...dish, image: 'https://elsewhere.example/rendang.jpg' });
    expect(remote).toEqual(images.home);
    for (const image of [svg, photo, remote])
      expect([image.width, image.height, image.type]).toEqual([SHARE_WIDTH, SHARE_HEIGHT, 'image/jpeg']);
  });

  it('the landing card gets a new address when the name, the tagline or the house photo changes, not otherwise', async () => {
    const address = async (change?: (content: typeof fallbackContent) => void) =>
      (await getShareImages(snapshotOf(change))).home.url;
    const base = await address();
    expect(await address()).toBe(base);
    expect(await address((content) => (content.restaurant.tagline = 'Baru dibuka di Bogor'))).not.toBe(base);
    expect(await address((content) => (content.restaurant.name = 'RM Padang Bogor'))).not.toBe(base);
    expect(await address((content) => (firstDish(content).image = '/images/default-dish.svg'))).not.toBe(
      base,
    );
    expect(await address((content) => (content.about.title = 'Tentang kami, ditulis ulang'))).toBe(base);
  });

  it('draws a 1200×630 JPEG within 300 KB once, then takes it from the build cache', async () => {
    const images = await getShareImages(snapshotOf());
    const name = images.home.url.slice('/og/'.length);
    const jpeg = await renderShareCard(images, name);
    const { format, width, height } = await sharp(jpeg).metadata();
    expect([format, width, height]).toEqual(['jpeg', SHARE_WIDTH, SHARE_HEIGHT]);
    expect(jpeg.length).toBeLessThanOrEqual(SHARE_MAX_BYTES);
    expect(await readdir(join(cache, 'share-cards'))).toEqual([name]);
    // A later build finds it in the cache and does not draw it again.
    await writeFile(join(cache, 'share-cards', name), 'kept by the earlier build');
    expect((await renderShareCard(images, name)).toString()).toBe('kept by the earlier build');
  });
});
