import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, loginAsAdmin } from './admin-fixtures.ts';

/**
 * Publishing on the real local runtime: saves rebuild the static site through the local build hook while
 * the server keeps running. Content changes go through the admin API (with a token from a login).
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

function newDish(name: string) {
  return {
    name,
    category: 'Minuman',
    description: `${name}, diseduh segar setiap pagi.`,
    price: 'Rp 17.500',
    image: '/images/menu/ayam-pop.svg',
    spice_level: 0,
    ingredients: ['Daun kawa', 'Gula aren'],
  };
}

/** Whether `html` is the prerendered page of the dish `slug` (not the fallback page that loads it). */
const isPrerendered = (html: string, slug: string) => html.includes(`data-dish="${slug}"`);

/** Waits until the static page of the dish is built (until then /menu/<slug>/ is the fallback page). */
async function waitForStaticPage(request: APIRequestContext, slug: string) {
  await expect
    .poll(async () => isPrerendered(await (await request.get(`/menu/${slug}/`)).text(), slug), {
      timeout: 45_000,
      intervals: [250],
    })
    .toBe(true);
}

test.describe('publishing', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a dish added after the last build opens at once, with the layout of every dish page', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const restaurant = await api.get('/api/admin/restaurant');
    const name = `Teh Kawa ${unique()}`;
    const dish = await api.send('POST', '/api/admin/menu/category/minuman/item', newDish(name));
    try {
      // The dish is held back until the loading state has been seen (a fast server answers at once).
      const { promise: seen, resolve: release } = Promise.withResolvers<void>();
      await page.route(`**/api/menu/${dish.slug}`, async (route) => {
        await seen;
        await route.continue();
      });
      const response = await page.goto(`/menu/${dish.slug}`);
      // Not prerendered yet: the fallback page answers (404 on Netlify), then loads the dish.
      expect(isPrerendered((await response?.text()) ?? '', dish.slug)).toBe(false);
      await expect(page.getByRole('status').filter({ hasText: 'Memuat menu…' })).toBeVisible();
      release();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`${name} - ${restaurant.name}`);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(name);
      await expect(page.getByText('Rp 17.500', { exact: true })).toBeVisible();
      await expect(page.locator('.dish-info .badge')).toHaveText('Tersedia');
      await expect(page.getByText('Gula aren', { exact: true })).toBeVisible();
      await expect(page.locator('.dish-facts')).toContainText('Minuman');
      await expect(page.getByText('Tingkat Pedas')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: "Chef's Recommendation" })).toHaveCount(0);
      const whatsapp = page.getByRole('link', { name: 'Pesan via WhatsApp' });
      expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(name);
      await expect(page.getByRole('region', { name: 'Menu Terkait' }).getByRole('link')).toHaveCount(3);
      // Styled like a prerendered dish page (the component's scoped styles apply).
      expect(await page.locator('.dish-price').evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
    } finally {
      await api.send('DELETE', `/api/admin/menu/category/minuman/item/${dish.id}`);
    }
  });

  test('an unknown dish still ends on Menu Not Found', async ({ page }) => {
    await page.goto(`/menu/tidak-ada-${unique()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Not Found' })).toBeVisible();
    await expect(page.getByText("The menu item you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('a dish marked Habis shows the red badge on its prerendered page before the rebuild finishes', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const name = `Es Kawa ${unique()}`;
    const dish = await api.send('POST', '/api/admin/menu/category/minuman/item', newDish(name));
    try {
      await waitForStaticPage(request, dish.slug);
      await api.send('PUT', `/api/admin/menu/category/minuman/item/${dish.id}`, { ...dish, status: 'Habis' });

      const response = await page.goto(`/menu/${dish.slug}/`);
      // The page is still the one built before the change…
      const built = (await response?.text()) ?? '';
      expect(isPrerendered(built, dish.slug)).toBe(true);
      expect(built).toMatch(new RegExp(`data-status-for="${dish.slug}"[^>]*>\\s*Tersedia`));
      // …and its badge is corrected after loading.
      const badge = page.locator('.dish-info .badge');
      await expect(badge).toHaveText('Habis');
      await expect(badge).toHaveCSS('background-color', 'rgb(179, 38, 30)');
    } finally {
      await api.send('DELETE', `/api/admin/menu/category/minuman/item/${dish.id}`);
    }
  });

  test('a tagline saved in Restaurant Info shows on / without restarting the server; the header shows it going on the website, then when it is on it', async ({
    page,
  }) => {
    const api = await adminApi(page.request);
    const restaurant = await api.get('/api/admin/restaurant');
    await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: 'Restaurant Info' } });
    const status = page.locator('.publish-status');
    await expect(status).toContainText(/Saved · on the website at \d\d:\d\d/, { timeout: 45_000 });
    await expect(status.getByRole('status')).toHaveText(/^Saved · on the website/);

    // Record every state the header shows from now on: a quick build can be Live again within seconds.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { publishStates: string[] }).publishStates = seen;
      const element = document.querySelector('.publish-status');
      if (!element) return;
      new MutationObserver(() => {
        const state = element.getAttribute('data-publish-state') ?? '';
        if (seen[seen.length - 1] !== state) seen.push(state);
      }).observe(element, { attributes: true, childList: true, subtree: true, characterData: true });
    });
    const states = () =>
      page.evaluate(() => (window as unknown as { publishStates: string[] }).publishStates);

    const tagline = `Rendang terenak se-Padang ${unique()}`;
    try {
      await page.getByRole('textbox', { name: 'Tagline', exact: true }).fill(tagline);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Restaurant info updated successfully!')).toBeVisible();

      await expect.poll(states, { timeout: 45_000 }).toContain('publishing');
      await expect(status).toContainText(/Saved · on the website at \d\d:\d\d/, { timeout: 45_000 });
      const shown = await states();
      expect(shown.indexOf('live', shown.indexOf('publishing'))).toBeGreaterThan(shown.indexOf('publishing'));
      expect(await (await page.request.get('/')).text()).toContain(tagline);

      // The rebuilt site still has a working admin (a content rebuild reuses the admin of the last build).
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Info' })).toBeVisible();
      await expect(status).toContainText(/Saved · on the website at \d\d:\d\d/);

      await page.goto('/');
      await expect(page.getByText(tagline, { exact: true })).toBeVisible();
    } finally {
      await api.send('PUT', '/api/admin/restaurant', restaurant);
    }
  });
});
