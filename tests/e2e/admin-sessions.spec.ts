import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './admin-fixtures.ts';

// The local runtime has no JWT_SECRET: it signs sessions with a key it keeps, which "Sign out everyone"
// replaces. Other specs sign in again when their session ended (admin-fixtures.ts).
test('on a phone, the owner signs everyone out from Settings and signs in again', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));

  const card = page.getByRole('region', { name: 'Sessions' });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText('Signs out every account on every device, yours included');
  const button = card.getByRole('button', { name: 'Sign out everyone' });
  await expect(button).toBeVisible();
  // Within the phone's width, and the page does not scroll sideways.
  const box = await button.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await button.click();
  const question = page.getByRole('alertdialog', { name: 'Sign out everyone?' });
  await expect(question).toContainText('Every account is signed out on every device, you too.');
  await question.getByRole('button', { name: 'Sign out everyone', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/login\/?$/);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Everyone was signed out. Sign in again.' }),
  ).toBeVisible();
  const old = await page.request.get('/api/admin/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(old.status()).toBe(401);

  await loginAsAdmin(page);
});
