import { expect, type Page, test } from '@playwright/test';
import { NOTIFICATIONS } from '../helpers/chromium.ts';
import { wednesdayAhead } from '../helpers/dates.ts';
import { loginAsAdmin, openAdminPage } from './admin-fixtures.ts';

// A booking made on the website reaches staff who have any admin page open, within the polling interval
// (20 s, run here on the page's own clock): the sidebar badge, the tab title, the list itself and, when
// this browser allowed it, a browser notification; on a phone, the badge on ☰ and a toast naming it.

const POLL_MS = 20_000;
const unique = (name: string) => `${name} ${Date.now().toString(36).slice(-5)}`;

async function book(page: Page, name: string, { time = '18:30', guests = '2' } = {}): Promise<string> {
  const response = await page.request.post('/api/reservations', {
    data: { name, phone: '081266123456', date: wednesdayAhead(9), time, guests },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test(
  'a new booking shows in the badge, the title and the list without a reload, with a notification',
  NOTIFICATIONS,
  async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    // Every notification the admin shows is recorded (headless Chromium shows none on screen).
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
      const Real = window.Notification;
      class Recording extends Real {
        constructor(title: string, options?: NotificationOptions) {
          shown.push(`${title}: ${options?.body ?? ''}`);
          super(title, options);
        }
      }
      Object.defineProperty(window, 'Notification', { value: Recording, configurable: true });
      localStorage.setItem('admin_notify_browser', 'on');
    });
    await page.clock.install();
    const firstCount = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/reservations/pending-count'),
    );
    // New orders are counted in the title too.
    const firstOrders = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/orders/new-count'),
    );
    await loginAsAdmin(page);
    const { pending } = (await (await firstCount).json()) as { pending: number };
    const orders = ((await (await firstOrders).json()) as { new: number }).new;
    const badge = page.getByRole('navigation', { name: 'Admin' }).getByTestId('pending-count');
    if (pending > 0) await expect(badge).toHaveText(`${pending}`);
    await expect(page).toHaveTitle(
      pending + orders > 0 ? `(${pending + orders}) Dashboard - Admin` : 'Dashboard - Admin',
    );

    const first = unique('Tamu Baru');
    await book(page, first);
    await page.clock.fastForward(POLL_MS);
    await expect(badge).toHaveText(`${pending + 1}`);
    await expect(page).toHaveTitle(`(${pending + orders + 1}) Dashboard - Admin`);
    await expect(page.getByTestId('count-Reservations')).toHaveText(String(pending + 1));
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications),
      )
      .toEqual([expect.stringMatching(/^New reservation: /)]);

    // On the reservations page, the next booking joins the list by itself.
    await openAdminPage(page, 'Reservations');
    await expect(page.getByRole('row').filter({ hasText: first })).toBeVisible();
    const second = unique('Tamu Kedua');
    await book(page, second);
    await page.clock.fastForward(POLL_MS);
    await expect(page.getByRole('row').filter({ hasText: second })).toBeVisible();
    await expect(badge).toHaveText(`${pending + 2}`);
    await expect(page).toHaveTitle(`(${pending + orders + 2}) Reservations - Admin`);

    await expect(
      page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Reservations', exact: true }),
    ).toHaveAccessibleDescription(`${pending + 2} pending reservations`);
  },
);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a new booking shows on ☰ and in a toast on the menu page; its link shows the booking marked new', async ({
    page,
  }) => {
    await page.clock.install();
    // Straight to the menu page: its first count is the only one asked for.
    const firstCount = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/reservations/pending-count'),
    );
    await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
    const { pending } = (await (await firstCount).json()) as { pending: number };
    const toasts = page.locator('[data-sonner-toast]');
    // What already waited is on ☰, never announced as new.
    await expect(toasts).toHaveCount(0);

    const name = unique('Sari');
    await book(page, name, { time: '19:00', guests: '3-4' });
    await page.clock.fastForward(POLL_MS);
    // "1 pending reservation" when nothing waited before (this test alone, on a fresh store).
    const waiting = pending + 1 === 1 ? '1 pending reservation' : `${pending + 1} pending reservations`;
    const menu = page.getByRole('button', { name: `Open menu, ${waiting}` });
    await expect(menu).toBeInViewport();
    await expect(menu.getByTestId('menu-pending-count')).toHaveText(`${pending + 1}`);
    const toast = toasts.filter({ hasText: `New booking: ${name}, 3-4 people, Wed ` });
    await expect(toast).toBeInViewport();
    await expect(toast).toContainText(/Wed \d{1,2} \w+ 19:00/);

    await toast.getByRole('link', { name: 'View booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeInViewport();
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    await expect(toast).toHaveCount(0);

    // Seen: after another page, the row is no longer marked.
    await menu.click();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Menu', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await menu.click();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Reservations', exact: true })
      .click();
    await expect(row).toBeVisible();
    await expect(row.getByText('New', { exact: true })).toHaveCount(0);
  });
});
