/**
 * The back-office on the owner's phone (390 px, Android, Bahasa Indonesia): a day of bookings marked at the
 * door, a save without a connection, the role names and the logo upload as a phone offers them.
 */
import { expect, test } from '@playwright/test';
import { loginAsAdmin, staffAccount } from './admin-fixtures.ts';

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2.75,
  isMobile: true,
  hasTouch: true,
  locale: 'id-ID',
} as const;

test.use(PHONE);

test('the header and the Users list name roles as staff read them', async ({ page }) => {
  const manager = await staffAccount(page, 'manager_reservasi');
  await loginAsAdmin(page, { ...manager, open: { path: '/admin/reservations', heading: 'Reservasi' } });
  await expect(page.locator('.header-user')).toContainText('Manajer reservasi');
  await expect(page.locator('.header-user')).not.toContainText('manager_reservasi');

  const owner = await staffAccount(page, 'superadmin');
  await loginAsAdmin(page, { ...owner, open: { path: '/admin/users', heading: 'Pengguna' } });
  await expect(page.locator('.header-user .badge')).toHaveText('Superadmin');
  const row = page.getByRole('row').filter({ hasText: manager.username });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Manajer reservasi');
  await expect(row.getByRole('cell').nth(2).locator('.badge')).toHaveClass(/badge-green/);
  const table = page.getByRole('table');
  await expect(table).not.toContainText('manager_reservasi');
  await expect(table).not.toContainText(/\bsuperadmin\b/);
});
