/**
 * A link pasted into WhatsApp, Facebook, Instagram, Telegram or X shows a picture only when `og:image` is a
 * raster image (no SVG) of at most 300 KB, on an absolute address: checked as a link-preview parser reads a
 * page (open-graph-scraper, an independent parser, and the meta tags themselves, then the picture they
 * name), for the landing page, a dish with only the starter illustration, and a dish given a phone photo.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { SHARE_HEIGHT, SHARE_MAX_BYTES, SHARE_WIDTH } from '../../src/domain/content/share-image.ts';
import { phonePhoto } from '../helpers/photos.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './admin-fixtures.ts';
import { waitForPageScripts } from './fixtures.ts';

interface Preview {
  title: string | undefined;
  /** What open-graph-scraper reads from the page. */
  parsed: {
    title?: string;
    image?: { url: string; width?: string | number; height?: string | number; type?: string; alt?: string };
  };
  tags: Record<string, string[]>;
  image: {
    url: string;
    type: string | undefined;
    bytes: number;
    width?: number;
    height?: number;
    format?: string;
  };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** What a link-preview parser takes from a page: its meta tags, then the picture `og:image` names. */
async function preview(request: APIRequestContext, path: string): Promise<Preview> {
  const html = await (await request.get(path)).text();
  const tags: Record<string, string[]> = {};
  for (const [meta] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = meta.match(/\b(?:property|name)="([^"]+)"/)?.[1];
    const content = meta.match(/\bcontent="([^"]*)"/)?.[1];
    if (key && content !== undefined) tags[key] = [...(tags[key] ?? []), decode(content)];
  }
  const { result } = await ogs({ html });
  const parsed = { title: result.ogTitle, image: result.ogImage?.[0] };
  const url = tags['og:image']?.[0] ?? '';
  const answer = await request.get(url);
  expect(answer.status(), url).toBe(200);
  const body = Buffer.from(await answer.body());
  const { width, height, format } = await sharp(body).metadata();
  return {
    title: tags['og:title']?.[0],
    parsed,
    tags,
    image: { url, type: answer.headers()['content-type'], bytes: body.length, width, height, format },
  };
}

function expectShareable(page: Preview, origin: string) {
  expect(page.tags['og:image']).toHaveLength(1);
  expect(new URL(page.image.url).origin).toBe(origin);
  expect(page.image.type).toMatch(/^image\/(jpeg|png)$/);
  expect(page.image.format).toMatch(/^(jpeg|png)$/);
  expect(page.image.bytes).toBeLessThanOrEqual(SHARE_MAX_BYTES);
  expect([page.image.width, page.image.height]).toEqual([SHARE_WIDTH, SHARE_HEIGHT]);
  expect(page.tags['og:image:width']).toEqual([String(SHARE_WIDTH)]);
  expect(page.tags['og:image:height']).toEqual([String(SHARE_HEIGHT)]);
  expect(page.tags['og:image:type']).toEqual(['image/jpeg']);
  expect(page.tags['og:image:alt']?.[0]?.length).toBeGreaterThan(3);
  expect(page.tags['twitter:image']).toEqual([page.image.url]);
  expect(page.tags['twitter:card']).toEqual(['summary_large_image']);
  // The parser a preview service would use finds the same picture, with its size and type.
  expect(page.parsed.title).toBe(page.title);
  expect(page.parsed.image).toMatchObject({ url: page.image.url, type: 'image/jpeg' });
  expect([Number(page.parsed.image?.width), Number(page.parsed.image?.height)]).toEqual([
    SHARE_WIDTH,
    SHARE_HEIGHT,
  ]);
}

test('every public page links a raster preview picture of 1200×630 within 300 KB', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const home = await preview(request, '/');
  expectShareable(home, origin);
  expect(home.tags['og:image:alt']?.[0]).toContain('Rumah Makan');

  const dish = await preview(request, '/menu/rendang-daging/');
  expectShareable(dish, origin);
  expect(dish.title).toContain('Rendang Daging');
  expect(dish.tags['og:image:alt']?.[0]).toContain('Rendang Daging');
  // The starter illustration is an SVG: the page links a JPEG made from it, not the SVG.
  expect(dish.image.url).toMatch(/\/og\/hidangan-[a-f0-9]{16}\.jpg$/);
  expect(dish.image.url).not.toBe(home.image.url);
});

test('a dish given a photo links a crop of it, and the landing card shows the house dish photo', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const login = await request.post('/api/admin/auth/login', {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const upload = await request.post('/api/admin/media', {
    headers,
    multipart: { file: { name: 'rendang.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { url: photo } = await upload.json();
  const homeBefore = (await preview(request, '/')).image.url;

  const menu = await (await request.get('/api/admin/menu', { headers })).json();
  const category = menu[0];
  const house = category.items[0];
  const path = `/api/admin/menu/category/${category.id}/item/${house.id}`;
  const saved = await request.put(path, { headers, data: { ...house, image: photo } });
  expect(saved.ok(), await saved.text()).toBe(true);
  try {
    await expect
      .poll(async () => (await (await request.get(`/menu/${house.slug}/`)).text()).includes('fit=cover'), {
        timeout: 60_000,
      })
      .toBe(true);
    const dish = await preview(request, `/menu/${house.slug}/`);
    expectShareable(dish, origin);
    expect(dish.image.url).toContain(`url=${encodeURIComponent(photo)}`);

    const home = await preview(request, '/');
    expectShareable(home, origin);
    expect(home.image.url).not.toBe(homeBefore);
  } finally {
    const after = await (await request.get('/api/admin/menu', { headers })).json();
    const current = after[0].items.find((item: { id: string }) => item.id === house.id);
    await request.put(path, { headers, data: { ...current, image: house.image } });
    // The site is left published as it was: a test after this one reading the pages while that rebuild
    // swaps the site could fetch a picture the page it read names, from the site before.
    await expect
      .poll(async () => (await (await request.get(`/menu/${house.slug}/`)).text()).includes('fit=cover'), {
        timeout: 60_000,
      })
      .toBe(false);
  }
});

test.describe('"Bagikan" on a dish page', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('without JavaScript it is a WhatsApp link with the dish and its address', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto('/menu/rendang-daging/');
    const share = page.getByRole('link', { name: 'Bagikan' });
    const href = new URL((await share.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('Rendang Daging');
    // The address a guest's family opens: the dish page on the site's own origin.
    expect(text).toContain(`${new URL(baseURL ?? '').origin}/menu/rendang-daging/`);
    await expect(page.getByRole('button', { name: 'Salin tautan' })).toBeHidden();
    await context.close();
  });

  test("on a phone with a share sheet it opens the phone's own", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) });
    });
    await page.goto('/menu/rendang-daging/');
    // Before its script has run the button is the WhatsApp link (the test above); then the share sheet.
    await waitForPageScripts(page);
    const popup = page.waitForEvent('popup', { timeout: 1500 }).catch(() => null);
    await page.getByRole('link', { name: 'Bagikan' }).click();
    expect(await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)).toEqual([
      {
        title: 'Rendang Daging - Rumah Makan Padang Sederhana Rasa',
        url: `${new URL(baseURL ?? '').origin}/menu/rendang-daging/`,
      },
    ]);
    expect(await popup).toBeNull();
  });

  test('"Salin tautan" copies the address and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/menu/rendang-daging/');
    await page.getByRole('button', { name: 'Salin tautan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tautan disalin.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(baseURL ?? '').origin}/menu/rendang-daging/`,
    );
    // Everything fits a 360 px phone: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
