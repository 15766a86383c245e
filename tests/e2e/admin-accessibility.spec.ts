import { expect, test } from '@playwright/test';
import { loginAsAdmin, openAdminPage } from './admin-fixtures.ts';
import { seriousViolations } from './axe.ts';

/** Every admin screen, as staff reach it from the sidebar, with what shows once it has loaded. */
const SCREENS: Array<[link: string, ready: string]> = [
  ['Dashboard', 'Menu Items'],
  ['Menu', 'Makanan'],
  ['Gallery', 'Add Image'],
  ['Events', 'Add Event'],
  ['Reservations', 'View and manage customer reservations'],
  ['Orders', 'Orders guests sent'],
  ['Restaurant Info', 'Basic Information'],
  ['QR & Print', 'Table cards'],
  ['Users', 'admin'],
  ['Settings', 'Change Password'],
  ['Activity & Backup', 'Download backup'],
];

test('axe finds no serious or critical violation on the login page', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('axe finds no serious or critical violation on any admin screen, on a phone too', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await loginAsAdmin(page);
    for (const [link, ready] of SCREENS) {
      if (viewport.width < 800) await page.getByRole('button', { name: 'Open menu' }).click();
      await openAdminPage(page, link);
      await expect(page.locator('#admin-content').getByText(ready, { exact: false }).first()).toBeVisible();
      expect(await seriousViolations(page), `${link} at ${viewport.width}px`).toEqual([]);
    }
    await context.close();
  }
});
