import { expect, type Page, test } from '@playwright/test';
import { addDays, restaurantNow } from '../../src/domain/hours.ts';
import { adminApi, loginAsAdmin, staffAccount } from './admin-fixtures.ts';

// Issue 37: how long bookings are kept is the superadmin's alone, and a shorter time that deletes past
// bookings at the next daily run is saved only once the superadmin was shown how many and said yes.

const settingsOf = (page: Page) => page.locator('details.booking-settings');

async function openSettings(page: Page) {
  await loginAsAdmin(page, { open: { path: '/admin/reservations', heading: 'Reservations' } });
  const settings = settingsOf(page);
  await settings.locator('summary', { hasText: 'Booking settings' }).click();
  await expect(settings.getByLabel('Delete reservations after … months')).toBeEnabled();
  return settings;
}

test.afterEach(async ({ request }) => {
  // Longer (off) again: nothing to confirm, nothing deleted.
  await (await adminApi(request)).send('PUT', '/api/admin/booking-settings', {
    seats_per_slot: null,
    retention_months: null,
  });
});

test('a shorter retention asks the superadmin how many bookings it deletes, and Cancel saves nothing', async ({
  page,
}) => {
  const admin = await adminApi(page.request);
  const today = restaurantNow().date;
  await admin.send('POST', '/api/admin/reservations', {
    name: 'Tamu Tahun Lalu',
    phone: '0812 3456 7890',
    date: addDays(today, -400),
    time: '19:00',
    guests: '2',
    source: 'phone',
  });
  const settings = await openSettings(page);
  await settings.getByLabel('Delete reservations after … months').selectOption('3');
  const asked = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/booking-settings') && response.status() === 409,
  );
  await settings.getByRole('button', { name: 'Save booking settings' }).click();
  const { deletes } = (await (await asked).json()) as { deletes: number };
  expect(deletes).toBeGreaterThanOrEqual(1);
  const question = page.getByRole('alertdialog', { name: 'Delete past bookings for good?' });
  const bookings = deletes === 1 ? '1 booking' : `${deletes} bookings`;
  await expect(question).toContainText(
    `${bookings} will be deleted: the next daily run deletes the bookings dated more than 3 months ago, for good. This cannot be undone.`,
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  expect((await admin.get('/api/admin/booking-settings')).retention_months).toBeNull();

  await settings.getByRole('button', { name: 'Save booking settings' }).click();
  await question.getByRole('button', { name: `Delete ${bookings} and save` }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Booking settings saved' }),
  ).toBeVisible();
  expect((await admin.get('/api/admin/booking-settings')).retention_months).toBe(3);
  const log = (await admin.get('/api/admin/audit?limit=5')) as Array<{ action: string; summary: string }>;
  expect(log.find((entry) => entry.action === 'retention')?.summary).toMatch(
    new RegExp(`^Reservations kept for 3 months \\(was no limit\\): ${bookings} dated before `),
  );
});

test('a reservations manager sees how long bookings are kept and cannot change it', async ({ page }) => {
  const { username, password } = await staffAccount(page, 'manager_reservasi');
  await loginAsAdmin(page, {
    username,
    password,
    open: { path: '/admin/reservations', heading: 'Reservations' },
  });
  const settings = settingsOf(page);
  await settings.locator('summary', { hasText: 'Booking settings' }).click();
  const retention = settings.getByLabel('Delete reservations after … months');
  await expect(retention).toBeDisabled();
  await expect(settings).toContainText('Only a superadmin can change how long reservations are kept.');
  // The seats per slot stay the manager's.
  await settings.getByLabel('Seats per time slot').fill('30');
  await settings.getByRole('button', { name: 'Save booking settings' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Booking settings saved' }),
  ).toBeVisible();
  expect(await (await adminApi(page.request)).get('/api/admin/booking-settings')).toEqual({
    seats_per_slot: 30,
    retention_months: null,
  });
});
