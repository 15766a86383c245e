import { expect, type Page, test } from '@playwright/test';
import { wednesdayAhead } from '../helpers/dates.ts';
import { loginAsAdmin, openAdminPage } from './admin-fixtures.ts';

// Issue 17: a booking made on the website reaches staff who have any admin page open, within the polling
// interval (20 s, run here on the page's own clock): the sidebar badge, the tab title, the list itself
// and, when this browser allowed it, a browser notification.

const POLL_MS = 20_000;
const unique = (name: string) => `${name} ${Date.now().toString(36).slice(-5)}`;

async function book(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/reservations', {
    data: { name, phone: '081266123456', date: wednesdayAhead(9), time: '18:30', guests: '2' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('a new booking shows in the badge, the title and the list without a reload, with a notification', async ({
  page,
  context,
}) => {
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
  await loginAsAdmin(page);
  const { pending } = (await (await firstCount).json()) as { pending: number };
  const badge = page.getByRole('navigation', { name: 'Admin' }).getByTestId('pending-count');
  if (pending > 0) await expect(badge).toHaveText(`${pending}`);
  await expect(page).toHaveTitle(pending > 0 ? `(${pending}) Dashboard - Admin` : 'Dashboard - Admin');

  const first = unique('Tamu Baru');
  await book(page, first);
  await page.clock.fastForward(POLL_MS);
  await expect(badge).toHaveText(`${pending + 1}`);
  await expect(page).toHaveTitle(`(${pending + 1}) Dashboard - Admin`);
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
  await expect(page).toHaveTitle(`(${pending + 2}) Reservations - Admin`);

  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reservations', exact: true }),
  ).toHaveAccessibleDescription(`${pending + 2} pending reservations`);
});
