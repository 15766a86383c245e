import { expect, type Page, test } from '@playwright/test';
import { NOTIFICATIONS } from '../helpers/chromium.ts';
import { wednesdayAhead } from '../helpers/dates.ts';
import { decryptPush, type PushReceiver, startPushReceiver } from '../helpers/push-receiver.ts';
import { adminApi, loginAsAdmin } from './admin-fixtures.ts';

// Issue 28, Settings → Notifications: "Notify this device of new bookings" asks the browser's permission,
// subscribes for the server's key and saves the subscription; a guest booking then reaches the device.
// Headless Chromium offline has no push service to subscribe with, so the page's Push API is replaced by
// one whose subscription points at a push service started here (which decrypts what it gets); the
// service worker that shows pushes is tested on its own.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const TOGGLE = 'Notify this device of new bookings';

let push: PushReceiver;
test.beforeAll(async () => {
  // On the port the server was told of (PUSH_SERVICE_TEST_ORIGIN, playwright.config.ts).
  push = await startPushReceiver(Number(process.env.E2E_PUSH_PORT));
});
test.afterAll(async ({ request }) => {
  // No device of this file is left for the bookings of later ones.
  const admin = await adminApi(request);
  for (const device of (await admin.get('/api/admin/push-subscriptions')).subscriptions)
    await admin.send('DELETE', '/api/admin/push-subscriptions', { endpoint: device.endpoint });
  await push.stop();
});

/** The page's Push API, with one subscription at `endpoint` made for whatever key the page asks. */
async function fakePushApi(
  page: Page,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  { hang = false } = {},
) {
  await page.addInitScript(
    ({ made, hang }) => {
      const calls: Array<{ userVisibleOnly: boolean; key: string }> = [];
      const toBase64url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const fromBase64url = (text: string) =>
        Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      // Kept over reloads, as a browser keeps its subscription: the key it was made for.
      const STORED = 'fake-push-subscription';
      const subscription = (key: string) =>
        ({
          endpoint: made.endpoint,
          options: { applicationServerKey: fromBase64url(key).buffer, userVisibleOnly: true },
          toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
          unsubscribe: async () => {
            sessionStorage.removeItem(STORED);
            return true;
          },
        }) as unknown as PushSubscription;
      const pushManager = {
        getSubscription: async () => {
          const key = sessionStorage.getItem(STORED);
          return key ? subscription(key) : null;
        },
        subscribe: async ({ userVisibleOnly, applicationServerKey }: PushSubscriptionOptionsInit) => {
          const key = toBase64url(new Uint8Array(applicationServerKey as ArrayBuffer));
          calls.push({ userVisibleOnly: Boolean(userVisibleOnly), key });
          // A phone without Google's services: its browser never answers.
          if (hang) return new Promise<never>(() => undefined);
          sessionStorage.setItem(STORED, key);
          return subscription(key);
        },
      };
      const registration = { active: {}, scope: `${location.origin}/admin/`, pushManager };
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: {
          getRegistration: async () => registration,
          register: async () => registration,
          ready: Promise.resolve(registration),
        },
      });
      Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
      (window as unknown as { subscribeCalls: typeof calls }).subscribeCalls = calls;
    },
    { made: subscription, hang },
  );
}

test(
  'turning it on saves this device, which then receives each new booking; turning it off stops that',
  NOTIFICATIONS,
  async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    const device = push.subscribe('e2e-phone');
    await fakePushApi(page, device);
    await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
    const toggle = page.getByRole('checkbox', { name: TOGGLE });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();

    // Clicked, not checked: the box is ticked once the server keeps the device, not at the tap.
    await toggle.click();
    await expect(toast(page, 'This device will be notified of new bookings')).toBeVisible();
    await expect(toggle).toBeChecked();
    const { public_key: publicKey, subscriptions } = await (await adminApi(page.request)).get(
      '/api/admin/push-subscriptions',
    );
    expect(
      await page.evaluate(() => (window as unknown as { subscribeCalls: unknown }).subscribeCalls),
    ).toEqual([{ userVisibleOnly: true, key: publicKey }]);
    expect(subscriptions.map((saved: { endpoint: string }) => saved.endpoint)).toContain(device.endpoint);

    const name = `Sari Push ${Date.now().toString(36).slice(-4)}`;
    const booked = await page.request.post('/api/reservations', {
      data: { name, phone: '081266123456', date: wednesdayAhead(9), time: '19:00', guests: '3-4' },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    await expect
      .poll(() => push.arrivals.filter((arrival) => arrival.path === '/e2e-phone').length)
      .toBeGreaterThan(0);
    const message = JSON.parse(decryptPush(push.arrivals.at(-1)?.body ?? Buffer.alloc(0), device));
    expect(message).toMatchObject({
      title: 'New booking',
      body: expect.stringMatching(new RegExp(`^${name}, 3-4 people, Wed \\d+ \\w+ 19:00$`)),
      data: { url: `/admin/reservations#booking-${id}` },
    });

    // Shown as on after a reload, from what the server has.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: TOGGLE })).toBeChecked();
    await page.getByRole('checkbox', { name: TOGGLE }).click();
    await expect(page.getByRole('checkbox', { name: TOGGLE })).not.toBeChecked();
    await expect(toast(page, 'This device will no longer be notified of new bookings')).toBeVisible();
    const after = await (await adminApi(page.request)).get('/api/admin/push-subscriptions');
    expect(after.subscriptions.map((saved: { endpoint: string }) => saved.endpoint)).not.toContain(
      device.endpoint,
    );
  },
);

test('a browser without the Push API says so, and the toggle cannot be turned on', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
  await expect(page.getByRole('checkbox', { name: TOGGLE })).toBeDisabled();
  await expect(
    page.getByText('This browser cannot be notified by the back-office.', { exact: false }),
  ).toBeVisible();
});

test('a blocked permission is said, and nothing is saved', async ({ page, context }) => {
  const device = push.subscribe('e2e-blocked');
  await fakePushApi(page, device);
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'default' });
    Notification.requestPermission = async () => 'denied';
  });
  await context.clearPermissions();
  await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
  // Clicked, not checked: the box stays off.
  await page.getByRole('checkbox', { name: TOGGLE }).click();
  await expect(page.getByText('Notifications are blocked for this site', { exact: false })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: TOGGLE })).not.toBeChecked();
  const saved = await (await adminApi(page.request)).get('/api/admin/push-subscriptions');
  expect(saved.subscriptions.map((d: { endpoint: string }) => d.endpoint)).not.toContain(device.endpoint);
});

/** Superadmins a test made: deactivated after it, so the built-in one is again the only one. */
const made: string[] = [];
test.afterEach(async ({ request }) => {
  const admin = await adminApi(request);
  for (const id of made.splice(0)) await admin.send('PUT', `/api/admin/users/${id}`, { is_active: false });
});

/** A new owner account (superadmin) whose admin speaks Indonesian, signed in on `page`. */
async function indonesianOwner(page: Page) {
  const username = `pemilik-${Date.now().toString(36)}`;
  const first = 'Rendang-Awal-2026';
  const password = 'Rendang-Sendiri-2026';
  const created = await (await adminApi(page.request)).send('POST', '/api/admin/users', {
    username,
    role: 'superadmin',
    password: first,
  });
  made.push(created.id);
  const login = await page.request.post('/api/admin/auth/login', { data: { username, password: first } });
  const changed = await page.request.post('/api/admin/auth/change-password', {
    headers: { authorization: `Bearer ${(await login.json()).access_token}` },
    data: { old_password: first, new_password: password },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const headers = { authorization: `Bearer ${(await changed.json()).access_token}` };
  expect(
    (await page.request.put('/api/admin/auth/language', { headers, data: { language: 'id' } })).ok(),
  ).toBe(true);
  await loginAsAdmin(page, { username, password, open: { path: '/admin/settings', heading: 'Pengaturan' } });
  return { headers };
}

test.describe('on a phone whose browser never answers the subscription', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the switch waits with a word, then stays off and says what to do instead', async ({ page }) => {
    await fakePushApi(page, push.subscribe('e2e-silent-phone'), { hang: true });
    // Notifications allowed (the headless shell answers no permission prompt).
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'granted' });
    });
    await page.clock.install();
    const { headers } = await indonesianOwner(page);
    const toggle = page.getByRole('checkbox', { name: 'Beri tahu perangkat ini tentang reservasi baru' });
    await expect(toggle).toBeEnabled();
    await toggle.click();
    // While the browser is asked, the switch is not shown on, and says what it waits for.
    await expect(page.getByText('Menyalakan notifikasi: menunggu browser…')).toBeVisible();
    await expect(toggle).not.toBeChecked();

    // The browser has been asked (the admin's own calls before it are done): then the minute passes.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { subscribeCalls: unknown[] }).subscribeCalls.length),
      )
      .toBe(1);
    await page.clock.fastForward('01:00');
    const said = page.getByText(
      'Browser ini tidak menjawab dalam 20 detik, jadi perangkat ini tidak akan diberi tahu.',
      { exact: false },
    );
    await expect(said).toBeVisible();
    await expect(said).toContainText('biarkan halaman admin terbuka');
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    const saved = await (await page.request.get('/api/admin/push-subscriptions', { headers })).json();
    expect(saved.subscriptions).toEqual([]);

    // As after a reload: still off.
    await page.reload();
    await expect(
      page.getByRole('checkbox', { name: 'Beri tahu perangkat ini tentang reservasi baru' }),
    ).not.toBeChecked();
  });
});
