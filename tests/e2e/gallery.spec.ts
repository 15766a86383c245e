import { expect, test } from '@playwright/test';
import { hydrate } from './fixtures.ts';

const BROKEN = '/images/gallery/etalase-lauk.svg';
const CAPTION = 'Etalase kaca berisi lauk-pauk yang disusun bertingkat';
const DEFAULT_IMAGE = '/images/default-dish.svg';

test.describe('gallery on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a photo that cannot be loaded shows the default image, on the page and in the lightbox', async ({
    page,
  }) => {
    await page.route(`**${BROKEN}`, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/');
    const grid = page.locator('.gallery-grid');
    await grid.scrollIntoViewIfNeeded();
    const photo = grid.getByAltText(CAPTION);
    await photo.scrollIntoViewIfNeeded();
    // It shows a picture (the default image), not a broken icon with its alt text.
    await expect(photo).toHaveAttribute('src', DEFAULT_IMAGE);
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    await hydrate(page, '.gallery-grid');
    await grid
      .locator('li', { has: page.getByAltText(CAPTION) })
      .locator('.gallery-button')
      .tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('figcaption')).toHaveText(CAPTION);
    const shown = dialog.locator('figure img');
    await expect(shown).toHaveAttribute('src', DEFAULT_IMAGE);
    await expect
      .poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a tap on a photo before the page has hydrated still shows the photo', async ({ browser }) => {
    // Before hydration nothing of the island's script has run: the same as a phone without JavaScript.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/#gallery');
    const photo = page.locator('.gallery-grid img').first();
    const src = await photo.getAttribute('src');
    await photo.scrollIntoViewIfNeeded();
    await photo.tap();
    await expect(page).toHaveURL(new RegExp(`${(src ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await context.close();
  });

  test('after hydration a tap opens the lightbox and stays on the page', async ({ page }) => {
    await page.goto('/#gallery');
    await hydrate(page, '.gallery-grid');
    await page.locator('.gallery-grid a').first().tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/#gallery$/);
    // It covers the whole screen, not only the gallery's part of the page.
    expect(await page.getByRole('dialog').boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  });
});
