/**
 * The admin split by screen: the login form, rendered at build time, is usable before the admin's code
 * arrives and loads no screen's code; a screen's code loads when it is first opened, and the other
 * screens' once signed in, while the browser is idle.
 */
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, loginAsAdmin } from './admin-fixtures.ts';
import { waitForIslands } from './fixtures.ts';

// The admin's service worker would fetch every screen's code ahead (admin-app.spec.ts): here the page does.
test.use({ serviceWorkers: 'block' });

test("the login form loads no screen's code; each screen's loads once signed in, and the screen works", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  const loaded = (screen: string) => scripts.some((path) => path.includes(`/${screen}.`));

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeEditable();
  expect(
    scripts.filter((path) => /\/(?:SignedIn|\w+Page)\./.test(path) && !path.includes('/LoginPage.')),
  ).toEqual([]);

  // The events screen's code is held back, to see what shows while it loads (the shell stays).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/EventsPage\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  // Opening the dashboard loads its code; the menu's then follows without being opened.
  await loginAsAdmin(page);
  expect(loaded('DashboardPage')).toBe(true);
  await expect.poll(() => loaded('MenuPage')).toBe(true);

  // A screen whose code has arrived opens at once: no "Opening…" in between (React would hold the screen
  // back for 300 ms after it). The code is fetched one screen after another: the next one asked for means
  // the menu's has arrived.
  await expect.poll(() => loaded('GalleryPage')).toBe(true);
  await page.evaluate(() => {
    const seen = new MutationObserver(() => {
      if (document.querySelector('main')?.textContent?.includes('Opening Menu…'))
        document.body.dataset.spinnerSeen = 'yes';
    });
    seen.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByText('Rendang Daging').first()).toBeVisible();
  expect(await page.evaluate(() => document.body.dataset.spinnerSeen)).toBeUndefined();

  await page.getByRole('navigation').getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opening Events…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Opening Events…' })).toHaveCount(0);
});

/**
 * Holds back every script of the site (a phone on slow mobile data): the page as built is all there is
 * until the returned function lets them come.
 */
async function holdEveryScript(page: Page): Promise<() => void> {
  const { promise: held, resolve: release } = Promise.withResolvers<void>();
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("the login page runs none of the admin's code until the form is used; then it takes the form over", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_astro/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  // Loaded, painted and idle: the buttons work, and the app's code has not been asked for.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  expect(scripts.filter((path) => /\/(?:App|client|react)\./.test(path))).toEqual([]);
  expect(await page.locator('astro-island[ssr]').count()).toBe(1);

  await page.getByLabel('Username').focus();
  await waitForIslands(page);
  expect(scripts.some((path) => /\/App\./.test(path))).toBe(true);
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  await expect(page.getByLabel('Username')).toBeFocused();
});

test("a sign-in typed before the admin's code arrives is kept, with the field the user was in, and works", async ({
  page,
}) => {
  const release = await holdEveryScript(page);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Username').click();
  await page.keyboard.type(ADMIN_USERNAME);
  await page.getByLabel(/^Password/).click();
  await page.keyboard.type(ADMIN_PASSWORD.slice(0, 6));

  release();
  await waitForIslands(page);
  // The island took the form over keeping what was typed, and the field the user was in: typing goes on.
  await expect(page.getByLabel('Username')).toHaveValue(ADMIN_USERNAME);
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(ADMIN_PASSWORD.slice(6));
  await expect(page.getByLabel(/^Password/)).toHaveValue(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test("a sign-in sent before the admin's code arrives is sent once it has: once, with what was typed", async ({
  page,
}) => {
  const release = await holdEveryScript(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/auth/login') sent.push(request.postData() ?? '');
  });
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  // Show password, then Login: both wait for the code, and the browser sends nothing itself.
  await page.getByRole('button', { name: 'Show password' }).click();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByLabel(/^Password/)).toHaveValue(ADMIN_PASSWORD);

  release();
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(sent.map((body) => JSON.parse(body))).toEqual([
    { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  ]);
});

test('a sign-in whose code did not come is not swallowed: the next tap on Login asks for it again, and signs in', async ({
  page,
}) => {
  // The app's code is lost on the way twice (Astro asks once more after a second): this use gets no code.
  let lost = 0;
  await page.route(/\/_astro\/App\.[\w-]+\.js(\?.*)?$/, (route) =>
    lost++ < 2 ? route.abort('connectionreset') : route.continue(),
  );
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/auth/login') sent.push(request.method());
  });
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => lost).toBe(2);
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(sent).toEqual(['POST']);
});

test('without JavaScript the login form keeps what was typed and sends nothing: no password in an address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // (The page's <noscript> words do not show here: Chromium parses the page as if scripts could run.)
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  await page.getByLabel(/^Password/).press('Enter');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByLabel(/^Password/)).toHaveValue(ADMIN_PASSWORD);
  await context.close();
});

test("the dashboard's figures are asked for during the welcome, once, and shown with it", async ({
  page,
}) => {
  const asked: Array<{ path: string; from: string }> = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/admin/') && request.method() === 'GET')
      asked.push({ path: pathname + search, from: new URL(page.url()).pathname });
  });
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('.stats-grid .stat-value .spinner')).toHaveCount(0);
  await expect(page.locator('.stats-grid .stat-value').first()).toHaveText(/^\d+$/);

  // A superadmin's four counters and the halal warning: each asked for once, while the welcome showed.
  for (const path of [
    '/api/admin/menu',
    '/api/admin/gallery',
    '/api/admin/reservations?status=pending',
    '/api/admin/users',
    '/api/admin/restaurant',
  ])
    expect(
      asked.filter((request) => request.path === path),
      path,
    ).toEqual([{ path, from: '/admin/login' }]);
});
