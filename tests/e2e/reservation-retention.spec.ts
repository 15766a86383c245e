import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';
import { acceptNextConfirm, adminApi, loginAsAdmin, staffAccount } from './admin-fixtures.ts';

// Issue 37: how long bookings are kept is the superadmin's alone, and a shorter time that deletes past
// bookings at the next daily run is saved only once the superadmin was shown how many and said yes.

// One test holds the admin's requests itself (page.route), which the admin's service worker, once in
// control of the page, would bypass: it is kept out of them.
test.use({ serviceWorkers: 'block' });

const PHONE = { width: 390, height: 844 };
const RESTORE_QUESTION =
  'Restore this version? The website will show it again; the current version stays in the history.';

/** Keeps bookings `months` as the signed-in superadmin would, the count of bookings it deletes confirmed. */
async function keepFor(page: Page, months: number | null) {
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  const put = (data: object) =>
    page.request.put('/api/admin/booking-settings', { headers: { authorization: `Bearer ${token}` }, data });
  const value = { seats_per_slot: null, retention_months: months };
  let response = await put(value);
  if (response.status() === 409)
    response = await put({ ...value, confirm_deletes: (await response.json()).deletes });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Unfolds the booking settings below the list once the list has arrived: the list pushes the panel down
 * as it shows, and a tap while it moves lands elsewhere (a loaded machine made that the tests' tap).
 */
async function unfoldSettings(page: Page) {
  await expect(page.getByText(/^\d+ reservations?\b/)).toBeVisible();
  const settings = page.locator('details.booking-settings');
  await settings.locator('summary', { hasText: 'Booking settings' }).click();
  await expect(settings).toHaveJSProperty('open', true);
  return settings;
}

/** Saves the booking settings as the form shows them; the toast says so and the server keeps `stored`. */
async function saveAndExpect(settings: Locator, stored: object) {
  const page = settings.page();
  await settings.getByRole('button', { name: 'Save booking settings' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Booking settings saved' }),
  ).toBeVisible();
  expect(await (await adminApi(page.request)).get('/api/admin/booking-settings')).toEqual(stored);
}

async function openSettings(page: Page) {
  await loginAsAdmin(page, { open: { path: '/admin/reservations', heading: 'Reservations' } });
  const settings = await unfoldSettings(page);
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
  const settings = await unfoldSettings(page);
  const retention = settings.getByLabel('Delete reservations after … months');
  await expect(retention).toBeDisabled();
  await expect(settings).toContainText('Only a superadmin can change how long reservations are kept.');
  // The seats per slot stay the manager's.
  await settings.getByLabel('Seats per time slot').fill('30');
  await saveAndExpect(settings, { seats_per_slot: 30, retention_months: null });
});

test('seats typed before the booking settings have loaded are kept and saved', async ({ page }) => {
  await loginAsAdmin(page, { open: { path: '/admin/reservations', heading: 'Reservations' } });
  // A slow link: the settings arrive after the owner has typed.
  let arrive: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route('**/api/admin/booking-settings', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  await page.reload();
  const settings = await unfoldSettings(page);
  const seats = settings.getByLabel('Seats per time slot');
  await seats.fill('24');
  arrive();
  const save = settings.getByRole('button', { name: 'Save booking settings' });
  await expect(save).toBeEnabled();
  await expect(seats).toHaveValue('24');
  await saveAndExpect(settings, { seats_per_slot: 24, retention_months: null });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('an earlier version with a shorter retention, restored from History, asks how many bookings it deletes: Cancel keeps the settings, yes restores it', async ({
    page,
  }) => {
    const admin = await adminApi(page.request);
    await admin.send('POST', '/api/admin/reservations', {
      name: 'Tamu Riwayat Lama',
      phone: '0812 3456 7890',
      date: addDays(restaurantNow().date, -400),
      time: '19:00',
      guests: '2',
      source: 'phone',
    });
    await loginAsAdmin(page, { open: { path: '/admin/reservations', heading: 'Reservations' } });
    // Kept 3 months once, then with no limit: the version kept 3 months is the newest in the history.
    await keepFor(page, 3);
    await keepFor(page, null);
    await page.reload();
    const settings = await unfoldSettings(page);
    const retention = settings.getByLabel('Delete reservations after … months');
    await expect(retention).toHaveValue('');

    await settings.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History: Booking settings' });
    const version = history.getByRole('list', { name: 'Earlier versions' }).getByRole('listitem').first();
    await expect(version).toContainText('Delete reservations after … months3');
    const restore = async () => {
      const confirmed = acceptNextConfirm(page, RESTORE_QUESTION);
      const asked = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/admin/settings-history/booking/restore') && response.status() === 409,
      );
      await version.getByRole('button', { name: /^Restore/ }).click();
      await confirmed;
      return ((await (await asked).json()) as { deletes: number }).deletes;
    };

    const deletes = await restore();
    expect(deletes).toBeGreaterThanOrEqual(1);
    const bookings = deletes === 1 ? '1 booking' : `${deletes} bookings`;
    // The question of the booking settings' own Save, in the same words.
    const question = page.getByRole('alertdialog', { name: 'Delete past bookings for good?' });
    await expect(question).toContainText(
      `${bookings} will be deleted: the next daily run deletes the bookings dated more than 3 months ago, for good. This cannot be undone.`,
    );
    // Esc answers the question alone: the history stays open, the page behind still held still.
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(history).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);
    // Even the instant it shows (it opens on the server's answer, not on a tap): Esc is heard from the first frame.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="alertdialog"]')) return;
        observer.disconnect();
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    expect(await restore()).toBe(deletes);
    await expect(question).toHaveCount(0);
    await expect(history).toBeVisible();

    expect(await restore()).toBe(deletes);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    // Nothing restored, nothing said to have failed; the history stays open to choose again.
    await expect(history).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    expect((await admin.get('/api/admin/booking-settings')).retention_months).toBeNull();

    expect(await restore()).toBe(deletes);
    await question.getByRole('button', { name: `Delete ${bookings} and save` }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Version restored' })).toBeVisible();
    await expect(history).toHaveCount(0);
    await expect(retention).toHaveValue('3');
    expect((await admin.get('/api/admin/booking-settings')).retention_months).toBe(3);
    const log = (await admin.get('/api/admin/audit?limit=5')) as Array<{ action: string; summary: string }>;
    expect(log.find((entry) => entry.action === 'retention')?.summary).toMatch(
      new RegExp(`^Reservations kept for 3 months \\(was no limit\\): ${bookings} dated before `),
    );
  });
});
