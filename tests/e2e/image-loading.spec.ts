import { chromium, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS } from '../helpers/chromium.ts';
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
  // The related dishes are further down: their pictures wait in rooms of their size, lazy and sized when they come.
  const waiting = await page.evaluate(() =>
    [...document.querySelectorAll('[data-dish-related] [data-defer-room]')].map((room) => {
      const img = room.querySelector('template')?.content.querySelector('img');
      return { height: room.getBoundingClientRect().height, loading: img?.loading, width: img?.width };
    }),
  );
  expect(waiting.length).toBeGreaterThanOrEqual(3);
  for (const room of waiting) {
    expect(room.height).toBeGreaterThan(50);
    expect(room).toMatchObject({ loading: 'lazy', width: expect.any(Number) });
    expect(room.width).toBeGreaterThan(0);
  }
});

test('dish page: the related dishes’ photos come as the guest scrolls near, each in the exact place kept for it', async ({
  page,
}) => {
  await page.goto('/menu/rendang-daging');
  await page.waitForLoadState('load');
  const related = page.locator('[data-dish-related] .related-card');
  const boxes = () =>
    related.evaluateAll((cards) =>
      cards.map((card) => {
        const slot = card.firstElementChild?.getBoundingClientRect();
        return {
          top: Math.round(card.getBoundingClientRect().top + scrollY),
          w: slot?.width,
          h: slot?.height,
        };
      }),
    );
  const before = await boxes();
  expect(before).toHaveLength(3);
  expect(await related.locator('img').count()).toBe(0);
  await related.first().scrollIntoViewIfNeeded();
  for (const photo of await related.locator('img').all())
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  await expect(related.locator('img')).toHaveCount(3);
  // Nothing moved: each photo fills its room's place, and the cards stand where they stood.
  expect(await boxes()).toEqual(before);
});

test('dish page: the thumbnails beside the photo are asked for only once the photo is shown', async ({
  page,
}) => {
  await page.goto('/menu/rendang-daging');
  await page.waitForLoadState('load');
  const thumbs = page.locator('[data-dish-thumbs] img');
  // They still show: each gets its picture once the page has loaded and the photo is shown.
  await expect.poll(() => thumbs.count()).toBeGreaterThan(1);
  for (const thumb of await thumbs.all())
    await expect
      .poll(() =>
        thumb.evaluate((img: HTMLImageElement) => [img.currentSrc.startsWith('data:'), img.naturalWidth > 0]),
      )
      .toEqual([false, true]);
  const timings = await page.evaluate(async () => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const main = document.querySelector<HTMLImageElement>('[data-main-image]');
    // When the photo was painted: the page's largest paint, as the browser reports it.
    const largest = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const painted = largest.find(
      (entry) => (entry as PerformanceEntry & { element?: Element }).element === main,
    );
    const thumbs = new Set(
      [...document.querySelectorAll<HTMLImageElement>('[data-dish-thumbs] img')].map((img) => img.currentSrc),
    );
    return {
      photoShown: painted?.startTime ?? null,
      asked: entries
        // A thumbnail of the photo itself may reuse its file; the others are files of their own.
        .filter((entry) => entry.name !== main?.currentSrc)
        .filter((entry) => thumbs.has(entry.name))
        .map((entry) => ({ url: entry.name, at: entry.startTime })),
    };
  });
  expect(timings.photoShown).not.toBeNull();
  // Two thumbnails of other photos at least.
  expect(timings.asked.length).toBeGreaterThanOrEqual(2);
  for (const entry of timings.asked)
    expect(entry.at, `${entry.url} was asked for before the photo was shown`).toBeGreaterThanOrEqual(
      timings.photoShown ?? 0,
    );
});

test('dish page: until the photo is shown the phone asks for nothing else, not even an empty placeholder', async ({
  page,
}) => {
  // What the browser itself fetches (a `data:` picture too, which resource timing leaves out), with its time.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const asked: Array<{ url: string; at: number }> = [];
  cdp.on('Network.requestWillBeSent', (event) =>
    asked.push({ url: event.request.url, at: event.wallTime * 1000 }),
  );
  await page.goto('/menu/rendang-daging');
  await page.waitForLoadState('load');
  const shown = await page.evaluate(
    () =>
      new Promise<{ at: number; photo: string }>((resolve) => {
        const main = document.querySelector<HTMLImageElement>('[data-main-image]');
        new PerformanceObserver((list) => {
          const painted = list
            .getEntries()
            .find((entry) => (entry as PerformanceEntry & { element?: Element }).element === main);
          if (painted)
            resolve({ at: performance.timeOrigin + painted.startTime, photo: main?.currentSrc ?? '' });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  // The thumbnails are asked for once the photo is shown (the test above): wait for them, then look back.
  await expect(page.locator('[data-dish-thumbs] img')).not.toHaveCount(0);
  const before = asked
    .filter((request) => request.at < shown.at)
    .map((request) => request.url.replace(/^http:\/\/localhost:\d+/, ''));
  expect(before).toEqual(['/menu/rendang-daging', shown.photo.replace(/^http:\/\/localhost:\d+/, '')]);
});

test('the site’s icon comes with each page: the browser asks for no file for it, the photo has the link alone', async ({
  baseURL,
}) => {
  // The full browser, which shows a tab's icon (the headless shell asks for none).
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    for (const path of ['/', '/menu/rendang-daging', '/admin/login']) {
      await page.goto(path);
      await page.waitForLoadState('load');
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(icon, path).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(icon ?? ''), path).toContain('Atap gonjong rumah gadang');
    }
    // Long enough for the browser to have asked for an icon it needed after each load.
    await page.waitForTimeout(1000);
    expect(asked.filter((path) => /favicon|\.ico$/.test(path))).toEqual([]);
  } finally {
    await browser.close();
  }
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

/**
 * Pictures below the first screen, as the page has them now: each still waiting (no address yet), or the
 * time it was asked for and the page's load event.
 */
function belowTheFold(page: Page) {
  return page.evaluate(() => {
    const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const started = new Map(
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
    );
    return [...document.querySelectorAll('img')]
      .filter((img) => img.getBoundingClientRect().top >= window.innerHeight)
      .map((img) => ({
        alt: img.alt,
        waiting: img.hasAttribute('data-defer-src'),
        src: img.currentSrc,
        started: started.get(img.currentSrc) ?? null,
        load: loaded.loadEventStart,
      }));
  });
}

test('a phone asks for no picture below the first screen before the page has loaded, and for far ones only on the way there', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  const below = await belowTheFold(page);
  expect(below.length).toBeGreaterThanOrEqual(10);
  for (const image of below.filter((image) => !image.waiting && image.started !== null))
    expect(
      image.started,
      `${image.alt} (${image.src}) was asked for before the page loaded`,
    ).toBeGreaterThanOrEqual(image.load);
  // The events are screens away: their pictures wait until the guest scrolls towards them.
  const events = page.locator('#events img');
  await expect(events.first()).toHaveAttribute('data-defer-src', /.+/);
  await page.locator('#events').scrollIntoViewIfNeeded();
  await expect(events.first()).not.toHaveAttribute('data-defer-src');
  await expect
    .poll(() =>
      events
        .first()
        .evaluate((img: HTMLImageElement) => [img.currentSrc.startsWith('data:'), img.naturalWidth > 0]),
    )
    .toEqual([false, true]);
});

test('the map is framed only when the guest scrolls near it, in the room kept for it', async ({ page }) => {
  await page.goto('/menu/rendang-daging');
  await page.waitForLoadState('load');
  // Not even an empty frame before then: making one costs a slow phone's CPU while the page starts.
  expect(page.frames()).toHaveLength(1);
  const room = page.locator('.footer-map-frame');
  const before = await room.boundingBox();
  expect(before?.height).toBeGreaterThan(200);
  await room.scrollIntoViewIfNeeded();
  const map = room.locator('iframe');
  await expect(map).toHaveAttribute('src', /^https:/);
  await expect(map).toHaveAttribute('title', /^Peta lokasi /);
  expect(page.frames()).toHaveLength(2);
  // Framed where the page kept its place: nothing below it moves.
  expect((await map.boundingBox())?.height).toBe(before?.height);
});

test('without JavaScript every picture and the map still show, with no empty placeholder beside them', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  const placeholders = page.locator('img[data-defer-src]');
  expect(await placeholders.count()).toBeGreaterThanOrEqual(10);
  for (const placeholder of await placeholders.all()) await expect(placeholder).toBeHidden();
  // The card's picture, from <noscript>: the only image of that name a guest (or a screen reader) meets.
  const name = (await placeholders.first().getAttribute('alt')) ?? '';
  const photo = page.getByRole('img', { name, exact: true }).first();
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await photo.getAttribute('src')).not.toMatch(/^data:/);
  await page.goto('/menu/rendang-daging');
  await expect(page.locator('.footer-map iframe[src]')).toBeVisible();
  await expect(page.locator('.footer-map-frame')).toBeHidden();
  await context.close();
});
