import { expect, type Page, test } from '@playwright/test';
import { loginAsAdmin, openAdminPage } from './admin-fixtures.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Counts the saves of restaurant info the page sends from now on. */
function countSaves(page: Page): () => number {
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/admin/restaurant') saves++;
  });
  return () => saves;
}

test.describe('admin restaurant info', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
    await openAdminPage(page, 'Restaurant Info');
    await expect(page.getByLabel('Restaurant Name')).not.toHaveValue('');
  });

  test('shows every section and field of the form', async ({ page }) => {
    for (const section of [
      'Basic Information',
      'Contact Information',
      'Social Media',
      'Location',
      'Opening Hours',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('WhatsApp')).toHaveAccessibleDescription(/without plus sign/i);
    await expect(page.getByLabel('Maps Embed URL')).toHaveAccessibleDescription(/Share → Embed a map/);
    await expect(page.getByLabel('Address')).toBeVisible();
    await expect(page.getByLabel('Weekend (Sat-Sun)')).toBeVisible();
  });

  test('saves the tagline and opening hours, which are still there after a reload', async ({ page }) => {
    const tagline = page.getByLabel('Tagline');
    const weekday = page.getByLabel('Weekday (Mon-Fri)');
    const original = { tagline: await tagline.inputValue(), weekday: await weekday.inputValue() };
    const newTagline = `Rendang paling enak di Padang ${Date.now().toString(36)}`;

    await tagline.fill(newTagline);
    await weekday.fill('11:00 - 21:30');
    // Hold the save a little so the busy state can be seen.
    await page.route('**/api/admin/restaurant', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(toast(page, 'Restaurant info updated successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await page.unrouteAll();

    await page.reload();
    await expect(tagline).toHaveValue(newTagline);
    await expect(weekday).toHaveValue('11:00 - 21:30');

    // Put the starter values back for the other specs.
    await tagline.fill(original.tagline);
    await weekday.fill(original.weekday);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Restaurant info updated successfully!').first()).toBeVisible();
    const stored = await page.evaluate(async () => {
      const response = await fetch('/api/admin/restaurant', {
        headers: { authorization: `Bearer ${localStorage.getItem('admin_token')}` },
      });
      return response.json();
    });
    expect(stored.tagline).toBe(original.tagline);
    expect(stored.openingHours.weekday).toBe(original.weekday);
  });

  test('refuses an invalid email with a message and keeps everything typed', async ({ page }) => {
    const saves = countSaves(page);
    const email = page.getByLabel('Email');
    await page.getByLabel('Tagline').fill('Tagline that must survive');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Email must be a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/must be a valid email address/);
    await expect(toast(page, 'Failed to update restaurant info')).toBeVisible();
    await expect(email).toHaveValue('not-an-email');
    await expect(page.getByLabel('Tagline')).toHaveValue('Tagline that must survive');
    expect(saves()).toBe(0);

    // Correcting the field clears its message.
    await email.fill('halo@example.com');
    await expect(page.getByText('Email must be a valid email address')).toBeHidden();
  });

  test('a save the server refuses shows its reason and keeps everything typed', async ({ page }) => {
    await page.route('**/api/admin/restaurant', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 503, json: { detail: 'The content store is unavailable' } })
        : route.continue(),
    );
    await page.getByLabel('Tagline').fill('Typed before the failure');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const failure = toast(page, 'Failed to update restaurant info');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('The content store is unavailable');
    await expect(page.getByLabel('Tagline')).toHaveValue('Typed before the failure');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});

test('admin users: the admin is listed as superadmin; adding users is not available yet', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await openAdminPage(page, 'Users');
  for (const column of ['User', 'Email', 'Role', 'Status', 'Last Login']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const row = page.getByRole('row').filter({ has: page.getByText('admin', { exact: true }) });
  await expect(row.getByText('superadmin', { exact: true })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Superadmin' })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  // Just logged in: a date, not "Never".
  await expect(row.getByRole('cell').last()).toHaveText(/\d{4}/);
  await expect(page.getByRole('button', { name: 'Add User (Coming Soon)' })).toBeDisabled();
});

test('admin users: a failed load says so', async ({ page }) => {
  await loginAsAdmin(page);
  await page.route('**/api/admin/users', (route) =>
    route.fulfill({ status: 500, json: { detail: 'Something broke' } }),
  );
  await openAdminPage(page, 'Users');
  await expect(toast(page, 'Failed to load users')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('admin reservations: intro, columns and guests in "orang"', async ({ page }) => {
  await loginAsAdmin(page);
  await openAdminPage(page, 'Reservations');
  await expect(page.getByText('View and manage customer reservations', { exact: true })).toBeVisible();
  for (const column of ['Customer', 'Contact', 'Date & Time', 'Guests', 'Status']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('cell', { name: /^(1|2|3-4|5-8|8\+) orang$/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Confirmed', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pending', exact: true }).first()).toBeVisible();
});
