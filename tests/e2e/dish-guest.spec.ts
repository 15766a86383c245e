import { type CDPSession, expect, type Page, test } from '@playwright/test';

/** A slow phone of the walk-through: 6× CPU slowdown, 400 kbps and 400 ms each way. */
async function slowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return cdp;
}

const PHONE = { width: 390, height: 844 };

test.describe('a dish that does not exist, on a slow phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("says so without waiting for the page's scripts (it took 2-5 s), in one language", async ({
    page,
  }) => {
    await slowPhone(page);
    // The page's module scripts never arrive: the answer is asked for and said by the page itself.
    await page.route('**/_astro/**', () => undefined);
    const response = await page.goto('/menu/rendang-keju-mozarella/', { waitUntil: 'commit' });
    expect(response?.status()).toBe(404);
    const notFound = page.locator('[data-dish-not-found]');
    await expect(notFound.getByRole('heading', { level: 1, name: 'Menu Not Found' })).toBeVisible();
    await expect(page.locator('[data-dish-loading]')).toBeHidden();

    // The spec's words, and everything around them in the same language (marked for screen readers).
    await expect(notFound).toHaveAttribute('lang', 'en');
    await expect(notFound.getByText("The menu item you're looking for doesn't exist.")).toBeVisible();
    await expect(notFound.getByRole('link')).toHaveText(['Back to Home']);
    await expect(notFound.getByRole('link')).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle(/^Menu Not Found - /);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('sold-out dishes', () => {
  test('a sold-out dish offers no WhatsApp order and says it is sold out', async ({ page }) => {
    await page.goto('/menu/kawa-daun/');
    await expect(page.locator('.dish-info .badge')).toHaveText('Habis');
    await expect(page.getByRole('link', { name: 'Pesan via WhatsApp' })).toBeHidden();
    await expect(page.getByText('Menu ini sedang habis.')).toBeVisible();
    // An available dish does offer it.
    await page.goto('/menu/es-tebak/');
    await expect(page.getByRole('link', { name: 'Pesan via WhatsApp' })).toBeVisible();
    await expect(page.getByText('Menu ini sedang habis.')).toBeHidden();
  });

  test('sold-out cards are dimmed in the menu', async ({ page }) => {
    await page.goto('/#menu');
    await page.getByRole('tab', { name: 'Minuman' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Minuman' });
    const look = (name: string) =>
      panel
        .locator('.menu-card', { hasText: name })
        .locator('img')
        .evaluate((img) => ({
          opacity: Number(getComputedStyle(img).opacity),
          filter: getComputedStyle(img).filter,
        }));
    const soldOut = await look('Kawa Daun');
    expect(soldOut.opacity).toBeLessThan(0.8);
    expect(soldOut.filter).toContain('grayscale');
    const available = await look('Es Tebak');
    expect(available.opacity).toBe(1);
    expect(available.filter).toBe('none');
  });
});

test.describe('dish page on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the WhatsApp order is on the first screen', async ({ page }) => {
    await page.goto('/menu/rendang-daging/');
    const order = page.getByRole('link', { name: 'Pesan via WhatsApp' });
    await expect(order).toBeVisible();
    const box = await order.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  });
});

test.describe('going back to the menu', () => {
  async function openDrinkFromTab(page: Page) {
    await page.goto('/#menu');
    await page.getByRole('tab', { name: 'Minuman' }).click();
    await page
      .getByRole('tabpanel', { name: 'Minuman' })
      .getByRole('link', { name: /Es Tebak/ })
      .click();
    await expect(page).toHaveURL(/\/menu\/es-tebak\/$/);
  }

  test('with "Kembali ke Menu" shows the category the guest chose', async ({ page }) => {
    await openDrinkFromTab(page);
    await page.getByRole('link', { name: 'Kembali ke Menu' }).click();
    await expect(page).toHaveURL(/\/#menu$/);
    await expect(page.getByRole('tab', { name: 'Minuman' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Minuman' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Makanan' })).toBeHidden();
  });

  test("with the browser's Back shows the category the guest chose", async ({ page }) => {
    await openDrinkFromTab(page);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Minuman' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Minuman' })).toBeVisible();
  });

  test('a new visit still starts on the first category', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/#menu');
    await expect(page.getByRole('tab', { name: 'Makanan' })).toHaveAttribute('aria-selected', 'true');
    await context.close();
  });
});

test.describe('unknown addresses', () => {
  test('get the site’s own 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/halaman-yang-tidak-ada');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
    // Served like every page: with its security headers.
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  });
});
