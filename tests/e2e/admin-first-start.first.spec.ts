import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, FIRST_PASSWORD } from './admin-fixtures.ts';

// These tests answer some of the admin's requests themselves (page.route), which the admin's service
// worker, once in control of the page, would bypass: it is kept out of them.
test.use({ serviceWorkers: 'block' });

// Runs first, on the fresh store of the run (project "first-start"): the owner's first visit to the admin.
// It ends by replacing the first password with ADMIN_PASSWORD, which every other spec signs in with.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('the first start of the admin', () => {
  test('the login form is prefilled with the default credentials, shown with the note to change them', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Username')).toHaveValue(ADMIN_USERNAME);
    const password = page.getByLabel(/^Password/);
    await expect(password).toHaveValue(FIRST_PASSWORD);
    await expect(page.getByText('Please change the password after your first login.')).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: /Back to website/ })).toHaveAttribute('href', '/');
  });

  test('on a phone, the default credentials arriving late move nothing already on screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const { promise: released, resolve: release } = Promise.withResolvers<void>();
    await page.route('**/api/admin/auth/login-hint', async (route) => {
      await released;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    release();
    await expect(page.getByText('Please change the password after your first login.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  test('what the user types is kept when the default credentials arrive late', async ({ page }) => {
    const { promise: released, resolve: release } = Promise.withResolvers<void>();
    const hintServed = page.waitForResponse('**/api/admin/auth/login-hint');
    await page.route('**/api/admin/auth/login-hint', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/admin/login');
    // The user is in the form (and starts typing) before the defaults arrive.
    await page.getByLabel('Username').click();
    release();
    await hintServed;
    await expect(page.getByText('Please change the password after your first login.')).toBeVisible();
    await page.keyboard.type('kasir');
    await page.getByLabel(/^Password/).click();
    await page.keyboard.type('rahasia');
    await expect(page.getByLabel('Username')).toHaveValue('kasir');
    await expect(page.getByLabel(/^Password/)).toHaveValue('rahasia');
  });

  test('the first password welcomes the admin with the warning, and nothing opens until it is replaced', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel(/^Password/).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const welcome = toast(page, `Welcome, ${ADMIN_USERNAME}!`);
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText('⚠️ Please change your password');
    await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);

    // The server refuses everything else meanwhile: every page shows the change form, and no failure toasts.
    const form = page.getByRole('region', { name: 'Change Password' });
    await expect(page.getByText('You are still using the default password.')).toBeVisible();
    await expect(form).toBeVisible();
    await page.goto('/admin/menu');
    await expect(form).toBeVisible();
    await expect(page.getByRole('button', { name: /Add Item/ })).toHaveCount(0);
    await expect(toast(page, 'Failed to load menu')).toHaveCount(0);

    await form.getByLabel('Current Password').fill(FIRST_PASSWORD);
    await form.getByLabel(/^New Password/).fill(ADMIN_PASSWORD);
    await form.getByLabel('Confirm New Password').fill(ADMIN_PASSWORD);
    // The server's answer is awaited first, so a failure says whether the change was sent and what it got.
    const answer = page.waitForResponse('**/api/admin/auth/change-password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    const changed = await answer;
    expect(changed.status(), await changed.text()).toBe(200);
    await expect(toast(page, 'Password changed successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: /Add Item/ }).first()).toBeVisible();
    // Nothing was saved yet: the header says the website is current, not that something was saved.
    await expect(page.locator('.publish-status .publish-badge')).toHaveText('Website up to date');

    // The login page no longer offers the first password.
    const hint = await (await page.request.get('/api/admin/auth/login-hint')).json();
    expect(hint).toEqual({});
  });
});
