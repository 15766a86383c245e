import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, loginAsAdmin, openAdminPage } from './admin-fixtures.ts';

// Runs after every other spec (project "account"): it changes the admin password on the shared server (a
// fresh content store each run), from the one admin-first-start.first.spec.ts set to two others.
const NEW_PASSWORD = 'Rendang-e2e-2026';
const LAST_PASSWORD = 'Gulai-kakap-e2e-2026';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** On Settings: changes the signed-in account's password. */
async function changePassword(page: Page, from: string, to: string) {
  await page.getByLabel('Current Password').fill(from);
  await page.getByLabel(/^New Password/).fill(to);
  await page.getByLabel('Confirm New Password').fill(to);
  await page
    .getByRole('region', { name: 'Change Password' })
    .getByRole('button', { name: 'Change Password' })
    .click();
  await expect(toast(page, 'Password changed successfully!')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveValue('');
  await expect(page.getByLabel(/^New Password/)).toHaveValue('');
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login\/?$/);
}

test('a wrong current password is refused with the reason', async ({ page }) => {
  await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
  await page.getByLabel('Current Password').fill('not-the-password');
  await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page
    .getByRole('region', { name: 'Change Password' })
    .getByRole('button', { name: 'Change Password' })
    .click();
  await expect(toast(page, 'Current password is incorrect')).toBeVisible();
  await expect(page.getByLabel(/^New Password/)).toHaveValue(NEW_PASSWORD);
});

test('changing the password: the old one stops working, the new one works', async ({ page }) => {
  // Four logins and two password changes, each hashing a password on the server.
  test.setTimeout(120_000);
  await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
  await changePassword(page, ADMIN_PASSWORD, NEW_PASSWORD);

  // This browser stays signed in with the fresh token.
  await openAdminPage(page, 'Users');
  await expect(page.getByRole('row').filter({ has: page.getByText('admin', { exact: true }) })).toBeVisible();
  await expect(toast(page, 'Session expired. Please login again.')).toHaveCount(0);

  await logout(page);
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, 'Login Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\/?$/);

  await loginAsAdmin(page, {
    password: NEW_PASSWORD,
    open: { path: '/admin/settings', heading: 'Settings' },
  });
  await changePassword(page, NEW_PASSWORD, LAST_PASSWORD);

  await logout(page);
  await loginAsAdmin(page, { password: LAST_PASSWORD });
});
