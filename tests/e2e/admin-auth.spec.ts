import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, loginAsAdmin, openAdminPage } from './admin-fixtures.ts';

// These tests answer some of the admin's requests themselves (page.route), which the admin's service
// worker, once in control of the page, would bypass: it is kept out of them.
test.use({ serviceWorkers: 'block' });

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

const storedSession = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('admin_token'),
    info: localStorage.getItem('admin_info'),
  }));

test.describe('admin sign-in', () => {
  test('an admin page without a session sends to the login page with "Please login first"', async ({
    page,
  }) => {
    await page.goto('/admin/menu');
    await expect(toast(page, 'Please login first')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login\/?$/);
  });

  test('a hint without a password (one set on the server) prefills the username only, with no credentials shown', async ({
    page,
  }) => {
    await page.route('**/api/admin/auth/login-hint', (route) =>
      route.fulfill({ json: { username: 'admin' } }),
    );
    const hintServed = page.waitForResponse('**/api/admin/auth/login-hint');
    await page.goto('/admin/login');
    await hintServed;
    await expect(page.getByLabel('Username')).toHaveValue(ADMIN_USERNAME);
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    await expect(page.getByText('Default credentials')).toHaveCount(0);
  });

  test('a wrong password shows "Login Failed" with the server\'s reason and stores nothing', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Login Failed')).toContainText('Incorrect username or password');
    await expect(page).toHaveURL(/\/admin\/login\/?$/);
    expect(await storedSession(page)).toEqual({ token: null, info: null });
  });

  test('a connection lost before the toasts ever loaded: the login says why in its card', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    // The toasts' code is fetched only when the form is sent: by then the connection has gone.
    await page.route(/\/_astro\/toaster\.[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.route('**/api/admin/auth/login', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Network Error: .+/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await expect(page.getByLabel('Username')).toHaveValue(ADMIN_USERNAME);
  });

  test('the right password welcomes the admin and opens the dashboard, storing the session', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    // The first password was replaced on the first start (admin-first-start.first.spec.ts): no hint now.
    await expect(page.getByLabel('Username')).toHaveValue('');
    await expect(page.getByText('Please change the password after your first login.')).toHaveCount(0);
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const welcome = toast(page, `Welcome, ${ADMIN_USERNAME}!`);
    await expect(welcome).toContainText('Login successful');
    await expect(welcome).not.toContainText('Please change your password');
    await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
    const session = await storedSession(page);
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(session.info ?? '{}')).toEqual({ username: ADMIN_USERNAME, role: 'superadmin' });
    const header = page.locator('.admin-header');
    await expect(header).toContainText(ADMIN_USERNAME);
    await expect(header).toContainText('Superadmin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the dashboard counts what the API holds, reservations waiting for confirmation included', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    const token = (await storedSession(page)).token ?? '';
    const headers = { authorization: `Bearer ${token}` };
    const menu = await (await page.request.get('/api/admin/menu', { headers })).json();
    const gallery = await (await page.request.get('/api/admin/gallery', { headers })).json();
    const users = await (await page.request.get('/api/admin/users', { headers })).json();
    const pending = await (
      await page.request.get('/api/admin/reservations?status=pending', { headers })
    ).json();
    const items = menu.reduce((sum: number, c: { items: unknown[] }) => sum + c.items.length, 0);
    await expect(page.getByTestId('count-Menu Items')).toHaveText(String(items));
    await expect(page.getByTestId('count-Gallery Images')).toHaveText(String(gallery.length));
    await expect(page.getByTestId('count-Reservations')).toHaveText(String(pending.length));
    await expect(page.getByTestId('count-Admin Users')).toHaveText(String(users.length));
  });

  test('an invalid token ends the session: "Session expired. Please login again." and both keys cleared', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.evaluate(() => {
      localStorage.setItem('admin_token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.forged-signature');
      localStorage.setItem('admin_info', JSON.stringify({ username: 'admin', role: 'superadmin' }));
    });
    await page.goto('/admin/dashboard');
    await expect(toast(page, 'Session expired. Please login again.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login\/?$/);
    expect(await storedSession(page)).toEqual({ token: null, info: null });
  });

  test('logout says "Logged out successfully", clears the session and revokes the token', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    const { token } = await storedSession(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login\/?$/);
    expect(await storedSession(page)).toEqual({ token: null, info: null });
    const me = await page.request.get('/api/admin/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);
  });

  test('the sidebar reaches every admin page, and the browser back button returns', async ({ page }) => {
    await loginAsAdmin(page);
    for (const name of [
      'Menu',
      'Gallery',
      'Events',
      'Reservations',
      'Restaurant Info',
      'Users',
      'Settings',
    ]) {
      await openAdminPage(page, name);
    }
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/?$/);
  });

  test('on a phone the sidebar collapses behind a menu button and closes after a choice', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await loginAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeInViewport();
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(nav).not.toBeInViewport();
    await context.close();
  });
});
