/**
 * The back-office as an app on the owner's phone: Chromium finds it installable, and once opened the
 * installed start URL opens without a network, to the offline state, in the admin's language.
 */
import { expect, type Page, test } from '@playwright/test';
import { NOTIFICATIONS } from '../helpers/chromium.ts';
import { loginAsAdmin } from './admin-fixtures.ts';

/** Width and height of a PNG, read from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** The paths of everything in the page's caches (run in the page). */
async function cachedPaths(): Promise<string[]> {
  const names = await caches.keys();
  const urls = await Promise.all(
    names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)),
  );
  return urls.flat().map((url) => new URL(url).pathname);
}

/** The service worker's registration once it is active: its scope and script. */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });

test('the admin is an app Chromium can install, named after the restaurant; the public site is not', async ({
  playwright,
  request,
  baseURL,
}, testInfo) => {
  // Chromium offers no install in a private window, and every context a test gets is one: this test gets
  // a browser with a profile of its own.
  const browser = await playwright.chromium.launchPersistentContext('', {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      ),
    ),
  );
  await page.goto('/admin/dashboard');
  // Not signed in: the island sends the visitor on to the login form, in the same document.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

  const cdp = await browser.newCDPSession(page);
  // The running app links its manifest once the page has painted.
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
    .toEqual([]);
  const { url, data } = await cdp.send('Page.getAppManifest');
  expect(url).toBe(new URL('/admin/manifest.webmanifest', baseURL).href);
  const manifest = JSON.parse(data ?? '{}');
  expect(manifest).toMatchObject({
    name: 'Sederhana Rasa · Admin',
    short_name: 'Sederhana Rasa',
    start_url: '/admin/dashboard',
    scope: '/admin/',
    display: 'standalone',
    theme_color: '#7a1a1a',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await response.body())).toEqual({ width, height });
  }
  expect(await activeWorker(page)).toEqual({
    scope: new URL('/admin/', baseURL).href,
    script: new URL('/admin/sw.js', baseURL).href,
  });
  // The manifest and the worker come from the site itself, within the admin's policy.
  expect(violations).toEqual([]);

  await browser.close();

  // The public site is no app.
  expect(await (await request.get('/')).text()).not.toMatch(/rel="manifest"/);
});

test('opened offline, the installed app shows the admin offline, and refuses to save', async ({
  page,
  context,
}) => {
  await loginAsAdmin(page);
  await activeWorker(page);
  // The worker fetched only the login screen's code when it installed; the screens' code, fetched ahead
  // while the browser idles after sign-in, it keeps as it passes (Settings is opened offline below).
  await expect
    .poll(() =>
      page.evaluate(cachedPaths).then((paths) => paths.some((path) => /\/SettingsPage\./.test(path))),
    )
    .toBe(true);
  // The admin speaks the language last used on this device until the server can say the account's.
  await page.evaluate(() => localStorage.setItem('admin_language', 'id'));
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') saves.push(request.url());
  });

  await context.setOffline(true);
  const opened = await page.goto('/admin/dashboard');
  expect(opened?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Anda sedang offline.' })).toContainText(
    'tidak ada yang bisa disimpan sampai koneksi kembali',
  );

  // A save is refused at once, with the reason, not sent and not kept to be sent later.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pengaturan' }).click();
  await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('en');
  const refused = page.locator('[data-sonner-toast]').filter({ hasText: 'Gagal menyimpan bahasa' });
  await expect(refused).toContainText('Anda sedang offline: tidak ada yang disimpan.');
  expect(saves).toEqual([]);

  // What the worker keeps: the admin's pages and code, in one cache of this build; never an API answer.
  const kept = { names: await page.evaluate(() => caches.keys()), urls: await page.evaluate(cachedPaths) };
  expect(kept.names).toEqual([expect.stringMatching(/^admin-[0-9a-f]{16}$/)]);
  expect(kept.urls).toEqual(expect.arrayContaining(['/admin/dashboard/', '/admin/login/']));
  expect(kept.urls.filter((path) => !path.startsWith('/_astro/') && !path.startsWith('/admin/'))).toEqual([]);
  await context.setOffline(false);
});

/** What the tests use of the admin's service worker's global scope. */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  openNotificationTarget(data: unknown): Promise<unknown>;
}

test(
  'a booking pushed to the device shows as a notification, and tapping it opens the booking',
  NOTIFICATIONS,
  async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications']);
    await loginAsAdmin(page);
    await activeWorker(page);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Chromium delivers a push message to the worker as a push service would (after decryption).
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const admin = registrations.find((r) => r.scopeURL.endsWith('/admin/') && !r.isDeleted);
        if (admin) resolve(admin.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const message = {
      title: 'Reservasi baru',
      body: 'Sari, 3-4 orang, Sab 28 Nov 19:00',
      tag: 'booking-abc123xyz',
      data: { url: '/admin/reservations#booking-abc123xyz' },
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL ?? '').origin,
      registrationId: await registered,
      data: JSON.stringify(message),
    });

    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    const shown = () =>
      worker.evaluate(async () =>
        (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        })),
      );
    await expect
      .poll(shown)
      .toEqual([{ title: message.title, body: message.body, tag: message.tag, url: message.data.url }]);

    // The tap: what the worker does for it, on the notification it showed.
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      await scope.openNotificationTarget(notification?.data);
    });
    await expect(page).toHaveURL(/\/admin\/reservations\/?#booking-abc123xyz$/);
    await expect(page.getByRole('heading', { level: 1, name: /Reservations|Reservasi/ })).toBeVisible();
  },
);

test("the login page carries only the login's styles; a screen's arrive with its code and apply", async ({
  page,
}) => {
  // The menu screen's rules (menu.css): in no stylesheet of the login page, whose first round trip they
  // would overflow on a slow link.
  const menuRules = () =>
    page.evaluate(
      () =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].filter((rule) => rule.cssText.startsWith('.menu-items')),
        ).length,
    );
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(await menuRules()).toBe(0);

  await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
  // The heading is the shell's: the screen's own code (and with it its rules) may still be on its way.
  const rows = page.locator('.menu-items').first();
  await expect(rows).toBeVisible();
  expect(await menuRules()).toBeGreaterThan(0);
  // They apply: the dish rows are a grid without list bullets.
  await expect(rows).toHaveCSS('display', 'grid');
  await expect(rows).toHaveCSS('list-style-type', 'none');
});
