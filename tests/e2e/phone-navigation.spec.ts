import { expect, test } from '@playwright/test';
import { hydrate } from './fixtures.ts';

// The phone of the walk-through (issue 14): the navigation collapses into a ☰ button up to 860 px.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('phone navigation', () => {
  test('shows only ☰ while the menu is closed and only ✕ while it is open', async ({ page }, testInfo) => {
    await page.goto('/');
    const bar = page.locator('[data-navbar]');
    const toggle = page.locator('[data-nav-toggle]');
    const open = toggle.locator('.icon-open');
    const close = toggle.locator('.icon-close');

    await expect(toggle).toHaveAccessibleName('Buka menu navigasi');
    await bar.screenshot({ path: testInfo.outputPath('navbar-closed.png') });
    await expect(open).toBeVisible();
    await expect(close).toBeHidden();

    await toggle.tap();
    await expect(toggle).toHaveAccessibleName('Tutup menu navigasi');
    await page.screenshot({ path: testInfo.outputPath('navbar-open.png') });
    await expect(close).toBeVisible();
    await expect(open).toBeHidden();

    await toggle.tap();
    await expect(open).toBeVisible();
    await expect(close).toBeHidden();
  });

  test('dims the page behind the open menu, and a tap below the menu only closes it', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    // The gallery below the menu is interactive (hydrated), as it was when the tap opened the lightbox.
    await hydrate(page, '.gallery-grid');
    await page.locator('.gallery-grid').evaluate((grid) => {
      window.scrollTo(0, grid.getBoundingClientRect().top + window.scrollY - 100);
    });
    const toggle = page.locator('[data-nav-toggle]');
    await toggle.tap();
    const menu = page.locator('[data-nav-menu]');
    await expect(menu).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('phone-menu-open.png') });

    // Below the menu there is a photo of the gallery; the tap lands on a backdrop that dims the page.
    const menuBox = await menu.boundingBox();
    if (!menuBox) throw new Error('the menu has no box');
    const tap = { x: 195, y: Math.round(menuBox.y + menuBox.height + 60) };
    expect(tap.y).toBeLessThan(844);
    const underTap = await page.evaluate(({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return {
        inGallery: !!element?.closest('.gallery-grid'),
        background: element ? getComputedStyle(element).backgroundColor : '',
      };
    }, tap);
    expect(underTap.inGallery, 'the tap would land on the gallery').toBe(false);
    expect(underTap.background).toMatch(/^rgba\(0, 0, 0, 0\.[1-9]/);

    await page.touchscreen.tap(tap.x, tap.y);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
  test('the sections below the first screen are laid out as they come near, not with the page', async ({
    page,
  }) => {
    await page.goto('/');
    // Skipped by the browser's rendering (content-visibility) until the guest scrolls near.
    const rendered = (selector: string) =>
      page.locator(selector).evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    const photo = '.gallery-grid li:first-child';
    expect(await rendered('#menu-title')).toBe(false);
    expect(await rendered(photo)).toBe(false);
    expect(await rendered('#contact-title')).toBe(false);
    await page.locator(photo).evaluate((item) => item.scrollIntoView());
    await expect.poll(() => rendered(photo)).toBe(true);
  });

  test('a section chosen past the long menu lands 80 px below the top, however long the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('[data-nav-toggle]').tap();
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Galeri' })
      .tap();
    const top = () => page.locator('#gallery').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top, { timeout: 10_000 }).toBe(80);
    // Still there once the smooth scroll is over.
    await page.waitForTimeout(1000);
    expect(await top()).toBe(80);
  });
});

test.describe('phone navigation without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('☰ opens the menu, a section chosen in it is shown and the menu closes, ✕ closes it too', async ({
    page,
  }) => {
    await page.goto('/');
    const open = page.getByRole('link', { name: 'Buka menu navigasi' });
    const menu = page.locator('#nav-menu');
    await expect(menu).toBeHidden();
    await expect(page.locator('[data-nav-toggle]')).toBeHidden();
    await open.tap();
    await expect(menu).toBeVisible();
    await expect(open).toBeHidden();
    await page.getByRole('link', { name: 'Tutup menu navigasi' }).tap();
    await expect(menu).toBeHidden();
    await expect(open).toBeVisible();

    await open.tap();
    await menu.getByRole('link', { name: 'Tentang' }).tap();
    await expect(menu).toBeHidden();
    await expect(page.locator('#about')).toBeInViewport();
    // The section's heading is not under the fixed bar.
    const bar = await page.locator('[data-navbar]').boundingBox();
    const heading = await page.locator('#about h2').boundingBox();
    expect(heading?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
  });
});
