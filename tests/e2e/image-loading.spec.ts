import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './admin-fixtures.ts';

// A phone's first screen: what is on it is fetched at once, the largest image first; the rest waits.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Shown {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  decoding: string | null;
  fetchpriority: string | null;
  area: number;
  aboveFold: boolean;
}

/** Every image of the page (not those of <template>s) as the first screen shows it, before any scroll. */
function images(page: Page): Promise<Shown[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')].map((img) => {
      const rect = img.getBoundingClientRect();
      const visible = rect.width > 0 && rect.height > 0;
      return {
        src: img.getAttribute('src') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        decoding: img.getAttribute('decoding'),
        fetchpriority: img.getAttribute('fetchpriority'),
        area: rect.width * rect.height,
        aboveFold:
          visible && rect.top < window.innerHeight && rect.bottom > 0 && rect.left < window.innerWidth,
      };
    }),
  );
}

async function checkImages(page: Page, path: string): Promise<Shown[]> {
  await page.goto(path);
  await page.waitForLoadState('load');
  const all = await images(page);
  expect(all.length).toBeGreaterThan(0);
  for (const image of all) {
    // Space reserved before the file arrives: nothing below it moves (CLS 0).
    expect(Number(image.width), `width of ${image.src}`).toBeGreaterThan(0);
    expect(Number(image.height), `height of ${image.src}`).toBeGreaterThan(0);
  }
  const above = all.filter((image) => image.aboveFold);
  const below = all.filter((image) => !image.aboveFold);
  for (const image of above) expect(image.loading, `${image.src} is on the first screen`).not.toBe('lazy');
  for (const image of below) {
    expect(image.loading, `${image.src} is below the first screen`).toBe('lazy');
    expect(image.decoding, `${image.src} is below the first screen`).toBe('async');
    expect(image.fetchpriority).not.toBe('high');
  }
  // Only the largest image of the first screen (the LCP candidate) is fetched with high priority.
  const high = all.filter((image) => image.fetchpriority === 'high');
  const largest = [...above].sort((a, b) => b.area - a.area)[0];
  expect(high.map((image) => image.src)).toEqual(largest ? [largest.src] : []);
  return all;
}

test('dish page: width and height everywhere, the main photo first, the rest lazy', async ({ page }) => {
  const all = await checkImages(page, '/menu/rendang-daging');
  expect(all.filter((image) => image.fetchpriority === 'high')).toHaveLength(1);
  const main = all.find((image) => image.fetchpriority === 'high');
  expect(main?.loading).toBeNull();
  expect(main?.src).toBe(await page.locator('[data-main-image]').getAttribute('src'));
  // The related dishes are further down.
  expect(all.filter((image) => !image.aboveFold).length).toBeGreaterThanOrEqual(3);
});

test('landing page: width and height everywhere, every photo below the hero lazy', async ({ page }) => {
  const all = await checkImages(page, '/');
  // The starter landing page opens on the hero (no photo): menu, gallery and event photos all wait.
  expect(all.filter((image) => image.fetchpriority === 'high').length).toBeLessThanOrEqual(1);
  expect(all.filter((image) => image.loading === 'lazy').length).toBeGreaterThanOrEqual(10);
});

test('an uploaded photo reaches the phone through the image CDN, resized and as AVIF', async ({ page }) => {
  const login = await page.request.post('/api/admin/auth/login', {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const jpeg = await sharp({
    create: { width: 2000, height: 1500, channels: 3, background: { r: 122, g: 26, b: 26 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const uploaded = await page.request.post('/api/admin/site-settings/upload-logo', {
    headers,
    multipart: { file: { name: 'rendang.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const name = `Rendang Foto ${Date.now()}`;
  const created = await page.request.post('/api/admin/menu/category/lainnya/item', {
    headers,
    data: { name, category: 'Lainnya', price: 'Rp 10.000', image: url, description: 'Foto asli.' },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };
  try {
    const photo = page.waitForResponse((response) => response.url().includes('/.netlify/images?'));
    await page.goto(`/menu/${slug}`);
    const response = await photo;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/avif');
    const main = page.locator('[data-main-image]');
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const shown = new URL(await main.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(shown.pathname).toBe('/.netlify/images');
    expect(shown.searchParams.get('url')).toBe(url);
    // The phone's 358 CSS px (at this test's 1x) need a 480 px file, not the 2000 px original.
    expect(Number(shown.searchParams.get('w'))).toBe(480);
    expect(response.url()).toBe(shown.href);
    expect((await sharp(await response.body()).metadata()).width).toBe(480);
  } finally {
    await page.request.delete(`/api/admin/menu/category/lainnya/item/${id}`, { headers });
  }
});
