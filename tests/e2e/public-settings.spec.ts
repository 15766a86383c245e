import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs, test } from '@playwright/test';
import { adminApi } from './admin-fixtures.ts';
import { holdInlineScript } from './fixtures.ts';

/**
 * Site settings as the public pages show them once a save has been published: a logo that cannot be
 * loaded (the brand text stands in, SPEC §5) and a meta description longer than search engines show
 * (cut to 155 characters, SPEC §9). One save and one rebuild for the whole file; the original settings
 * are published again afterwards.
 */

const BROKEN_LOGO = `/uploads/missing-logo-${Date.now().toString(36)}.png`;
/** The logo is a raster image: the pages load it through the image CDN, its address encoded in `url`. */
const BROKEN_LOGO_IN_PAGE = encodeURIComponent(BROKEN_LOGO);
const isBrokenLogo = (url: URL) =>
  url.pathname === BROKEN_LOGO || url.searchParams.get('url') === BROKEN_LOGO;
const LONG_DESCRIPTION =
  'Rumah Makan Padang Sederhana Rasa di Kota Padang menyajikan rendang, gulai ikan kakap, ayam pop, dan sambal lado mudo dari resep keluarga sejak 1987. Pesan meja secara online.';

/** The site settings as the admin API returns them (only the brand text is read here). */
type Settings = Record<string, unknown> & { brand_text: string };

let original: Settings;

/** Waits until the live landing page does (or no longer does) show `text`. */
async function waitForPublished(request: APIRequestContext, text: string, shown = true) {
  const page = async () => (await request.get('/')).text();
  const poll = expect.poll(page, { timeout: 60_000, intervals: [250] });
  await (shown ? poll.toContain(text) : poll.not.toContain(text));
}

/** Runs `use` with a request context of its own (hooks that run once per file get no `request`). */
async function withApi<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  use: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL });
  try {
    return await use(request);
  } finally {
    await request.dispose();
  }
}

test.describe('site settings on the public pages', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(90_000);
    await withApi(playwright, testInfo.project.use.baseURL, async (request) => {
      const api = await adminApi(request);
      original = await api.get('/api/admin/site-settings');
      await api.send('PUT', '/api/admin/site-settings', {
        ...original,
        brand_type: 'image',
        brand_logo: BROKEN_LOGO,
        meta_description: LONG_DESCRIPTION,
      });
      await waitForPublished(request, BROKEN_LOGO_IN_PAGE);
    });
  });

  test.afterAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(90_000);
    if (!original) return;
    await withApi(playwright, testInfo.project.use.baseURL, async (request) => {
      await (await adminApi(request)).send('PUT', '/api/admin/site-settings', original);
      await waitForPublished(request, BROKEN_LOGO_IN_PAGE, false);
    });
  });

  const brand = (page: Page) => page.getByRole('navigation', { name: 'Navigasi utama' }).locator('.brand');

  async function expectBrandText(page: Page) {
    await expect(brand(page).locator('[data-brand-text]')).toBeVisible();
    await expect(brand(page).locator('[data-brand-text]')).toHaveText(
      original.brand_text || 'Sederhana Rasa',
    );
    await expect(brand(page).locator('img[data-brand-logo]')).toBeHidden();
    await expect(brand(page)).toHaveAccessibleName(original.brand_text || 'Sederhana Rasa');
  }

  test('a logo that failed before the page script ran gives way to the brand text', async ({ page }) => {
    // The navbar's script (inline in the page) held until the logo has failed.
    const release = await holdInlineScript(page, /\/$/, 'data-brand-logo');
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(
      () => {
        const logo = document.querySelector<HTMLImageElement>('img[data-brand-logo]');
        return !!logo && logo.complete && logo.naturalWidth === 0;
      },
      undefined,
      { polling: 50 },
    );
    release();
    await expectBrandText(page);
  });

  test('a logo that fails after the page script ran gives way to the brand text', async ({ page }) => {
    const ready = page.waitForEvent('domcontentloaded');
    await page.route(isBrokenLogo, async (route) => {
      await ready;
      await route.abort();
    });
    await page.goto('/menu/rendang-daging', { waitUntil: 'domcontentloaded' });
    await expectBrandText(page);
  });

  test('the logo is the landing page’s first image, through the image CDN; on a dish page the photo is', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const logo = page.locator('img[data-brand-logo]');
    await expect(logo).toHaveAttribute('fetchpriority', 'high');
    await expect(logo).toHaveAttribute('srcset', new RegExp(`url=${BROKEN_LOGO_IN_PAGE}&h=80 2x`));
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    await page.goto('/menu/rendang-daging', { waitUntil: 'domcontentloaded' });
    await expect(logo).not.toHaveAttribute('fetchpriority', /./);
    await expect(logo).not.toHaveAttribute('loading', /./);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute('data-main-image');
  });

  test('the meta description of the landing page is cut to 155 characters', async ({ page }) => {
    await page.goto('/');
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).toMatch(/…$/);
    expect(LONG_DESCRIPTION.startsWith(description.slice(0, -1))).toBe(true);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
  });
});
