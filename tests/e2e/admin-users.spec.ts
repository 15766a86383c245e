import { expect, type Page, test } from '@playwright/test';
import { ADMIN_USERNAME, acceptNextConfirm, loginAsAdmin, openAdminPage } from './admin-fixtures.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login\/?$/);
}

/** Calls the admin API with the token of whoever is logged in on the page. */
async function callApi(page: Page, path: string): Promise<{ status: number; detail?: string }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${localStorage.getItem('admin_token')}` },
    });
    const body = await response.json().catch(() => ({}));
    return { status: response.status, detail: body.detail };
  }, path);
}

test('a superadmin adds a reservations manager, who sees reservations but not the menu; once deactivated they cannot log in', async ({
  page,
}) => {
  // Four logins and a dozen screens: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const username = `resv-${Date.now().toString(36)}`;
  const password = 'Rendang-Lado-2026';
  const ownPassword = 'Dendeng-Batokok-2027';

  await loginAsAdmin(page, { open: { path: '/admin/users', heading: 'Users' } });
  await page.getByRole('button', { name: 'Add User', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });

  // Nothing filled in: the form says what is missing, next to each field, and sends nothing.
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog.getByText('Username is required')).toBeVisible();
  await expect(dialog.getByText('Role is required')).toBeVisible();
  await expect(dialog.getByText('Initial Password is required')).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await expect(dialog.getByLabel('Username')).toHaveAccessibleDescription(/Username is required/);

  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Full Name').fill('Dewi Lestari');
  await dialog.getByLabel('Email').fill('dewi@example.com');
  // Each role by its name and what it may do, never by its id.
  const roles = dialog.getByRole('group', { name: 'Role' });
  await roles.getByRole('radio', { name: 'Reservations & orders manager' }).check();
  await expect(roles.getByRole('radio')).toHaveCount(3);
  for (const [name, does] of [
    ['Superadmin', 'Everything, including adding users, roles and password resets.'],
    ['Editor', 'Menu, gallery, events, restaurant info and site settings.'],
    [
      'Reservations & orders manager',
      'Reservations and orders only: confirm, decline, prepare and message guests.',
    ],
  ] as const)
    await expect(roles.getByRole('radio', { name, exact: true })).toHaveAccessibleDescription(does);
  await expect(dialog).not.toContainText('manager_reservasi');
  const passwordInput = dialog.getByLabel('Initial Password');
  await passwordInput.fill(password);
  await expect(passwordInput).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordInput).toHaveAttribute('type', 'text');
  await expect(dialog.getByText('Username is required')).toBeHidden();
  await dialog.getByRole('button', { name: 'Add User' }).click();

  await expect(toast(page, 'User added successfully')).toContainText('must change the initial password');
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: username });
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toContainText('Dewi Lestari');
  await expect(cells.nth(1)).toHaveText('dewi@example.com');
  await expect(cells.nth(2).getByText('Reservations & orders manager')).toHaveClass(/badge-green/);
  await expect(cells.nth(3)).toHaveText('Active');
  await expect(cells.nth(4)).toHaveText('Never');

  // The new manager logs in: their first password must be changed.
  await logout(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, `Welcome, ${username}!`)).toContainText('⚠️ Please change your password');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link')).toHaveText(['Dashboard', 'Reservations', 'Orders', 'Settings']);
  await expect(page.locator('.header-user').getByText('Reservations & orders manager')).toHaveClass(
    /badge-green/,
  );

  // Before anything else, the first password is replaced: the change form comes first.
  await expect(page.getByText(/password a superadmin gave you/)).toBeVisible();
  const changeForm = page.getByRole('region', { name: 'Change Password' });
  await changeForm.getByLabel('Current Password').fill(password);
  await changeForm.getByLabel(/^New Password/).fill(ownPassword);
  await changeForm.getByLabel('Confirm New Password').fill(ownPassword);
  await changeForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password changed successfully!')).toBeVisible();

  await openAdminPage(page, 'Reservations');
  await expect(page.getByText('View and manage customer reservations', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  // They publish nothing: the header has no publishing badge (looked at once the page has settled).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.publish-status')).toHaveCount(0);

  // The menu editor is not theirs: the page says so, and the server refuses its calls.
  await page.goto('/admin/menu');
  await expect(
    page.getByText('Your role (Reservations & orders manager) does not include this page.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Add Item/ })).toHaveCount(0);
  const menuCall = await callApi(page, '/api/admin/menu');
  expect(menuCall.status).toBe(403);
  expect(menuCall.detail).toBeTruthy();
  expect((await callApi(page, '/api/admin/users')).status).toBe(403);

  // Settings: only their own password and language.
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Change Password',
    'Language',
    'Notifications',
  ]);
  await expect(page.getByLabel('Page Title')).toHaveCount(0);

  // Back as superadmin: deactivate the account.
  await logout(page);
  await loginAsAdmin(page, { open: { path: '/admin/users', heading: 'Users' } });
  await expect(cells.nth(4)).toHaveText(/\d{4}/);
  const asked = acceptNextConfirm(
    page,
    `Deactivate ${username}? They are logged out at once and cannot log in until activated again.`,
  );
  await row.getByRole('button', { name: `Deactivate ${username}` }).click();
  await asked;
  await expect(toast(page, 'User deactivated')).toBeVisible();
  await expect(cells.nth(3)).toHaveText('Inactive');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: username }).getByRole('cell').nth(3)).toHaveText(
    'Inactive',
  );

  // Their login now fails.
  await logout(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(ownPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, 'Login Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\/?$/);
});

test('a superadmin resets a password: the account logs in with the new one only', async ({ page }) => {
  const username = `edit-${Date.now().toString(36)}`;
  await loginAsAdmin(page, { open: { path: '/admin/users', heading: 'Users' } });
  await page.getByRole('button', { name: 'Add User', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('radio', { name: 'Editor', exact: true }).check();
  await dialog.getByLabel('Initial Password').fill('first-password-1');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'User added successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row.getByRole('cell').nth(1)).toHaveText('N/A');
  await expect(row.getByRole('cell').nth(2).getByText('Editor')).toHaveClass(/badge-blue/);

  await row.getByRole('button', { name: `Reset password of ${username}` }).click();
  const reset = page.getByRole('dialog', { name: `Reset password: ${username}` });
  const input = reset.getByLabel('New Password');
  await input.fill('short');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('New Password must be at least 10 characters')).toBeVisible();
  await expect(input).toHaveValue('short');

  await reset.getByRole('button', { name: 'Generate' }).click();
  await expect(input).toHaveAttribute('type', 'text');
  const newPassword = await input.inputValue();
  expect(newPassword).toMatch(/^\S{12}$/);
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Password reset')).toContainText('must change it at their next login');
  await expect(reset).toBeHidden();

  await logout(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill('first-password-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, 'Login Failed')).toBeVisible();
  await loginAsAdmin(page, { username, password: newPassword });
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);
});

test('the last active superadmin cannot give up the role: the server says why', async ({ page }) => {
  await loginAsAdmin(page);
  // Only meaningful while the default admin is the only active superadmin (otherwise it would succeed).
  const users = await page.evaluate(async () => {
    const response = await fetch('/api/admin/users', {
      headers: { authorization: `Bearer ${localStorage.getItem('admin_token')}` },
    });
    return (await response.json()) as Array<{ username: string; role: string; is_active: boolean }>;
  });
  const superadmins = users.filter((user) => user.role === 'superadmin' && user.is_active);
  test.skip(
    superadmins.length !== 1 || superadmins[0]?.username !== ADMIN_USERNAME,
    'another active superadmin exists',
  );

  await openAdminPage(page, 'Users');
  const select = page.getByLabel(`Change role of ${ADMIN_USERNAME}`);
  // Roles by the names staff read, not their codes.
  await expect(select.locator('option')).toHaveText([
    'Superadmin',
    'Editor',
    'Reservations & orders manager',
  ]);
  const asked = acceptNextConfirm(
    page,
    'Change your own role to Editor? You will no longer be able to manage users.',
  );
  await select.selectOption('editor');
  await asked;
  await expect(toast(page, 'Failed to change role')).toContainText(
    'The last active superadmin cannot be deactivated or given another role',
  );
  await expect(select).toHaveValue('superadmin');
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByText(ADMIN_USERNAME, { exact: true }) })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('Superadmin');
  // Still a superadmin for the server too.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add User', exact: true })).toBeVisible();
});
