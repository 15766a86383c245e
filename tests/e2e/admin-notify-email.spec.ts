/**
 * Settings → Notifications on a phone in Bahasa Indonesia: the owner enters the e-mail address new
 * bookings go to, from the phone, without touching the server. This server has no mail server (no
 * SMTP_URL), and the card says so plainly to the owner, naming the setting; a reservations manager sees
 * where bookings are e-mailed but no server setting and no way to change it. That the e-mail reaches the
 * saved address is tested against a real SMTP server in tests/integration/notifications.test.ts.
 */
import { expect, type Page, test } from '@playwright/test';
import { adminApi, loginAsAdmin, staffAccount } from './admin-fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** The Notifications card (the toasts' region has the same name). */
const notificationsCard = (page: Page) =>
  page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2, name: 'Notifikasi' }) });
const ADDRESS = 'uda.rizal@gmail.com';

/** Accounts a test made: deactivated after it. */
const made: string[] = [];
test.afterEach(async ({ request }) => {
  const admin = await adminApi(request);
  await admin.send('PUT', '/api/admin/notifications', { email_to: [] });
  for (const id of made.splice(0)) await admin.send('PUT', `/api/admin/users/${id}`, { is_active: false });
});

/** Signs `username` in with the admin in Indonesian, on Settings. */
async function signInIndonesian(page: Page, username: string, first: string, password: string) {
  const login = await page.request.post('/api/admin/auth/login', { data: { username, password: first } });
  const changed = await page.request.post('/api/admin/auth/change-password', {
    headers: { authorization: `Bearer ${(await login.json()).access_token}` },
    data: { old_password: first, new_password: password },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const headers = { authorization: `Bearer ${(await changed.json()).access_token}` };
  const chosen = await page.request.put('/api/admin/auth/language', { headers, data: { language: 'id' } });
  expect(chosen.ok()).toBe(true);
  await loginAsAdmin(page, { username, password, open: { path: '/admin/settings', heading: 'Pengaturan' } });
}

test('the owner saves the address for new bookings from the phone, and is told the server cannot send mail yet', async ({
  page,
}) => {
  const username = `pemilik-${Date.now().toString(36)}`;
  const created = await (await adminApi(page.request)).send('POST', '/api/admin/users', {
    username,
    role: 'superadmin',
    password: 'Rendang-Awal-2026',
  });
  made.push(created.id);
  await signInIndonesian(page, username, 'Rendang-Awal-2026', 'Rendang-Sendiri-2026');
  const card = notificationsCard(page);
  const field = card.getByLabel('Email untuk reservasi baru');
  await field.fill('uda rizal');
  await card.getByRole('button', { name: 'Simpan email' }).click();
  await expect(card.getByText('"uda rizal" bukan alamat email.')).toBeVisible();

  await field.fill(`${ADDRESS}, ${ADDRESS.toUpperCase()}`);
  await card.getByRole('button', { name: 'Simpan email' }).click();
  await expect(toast(page, 'Alamat email disimpan')).toBeVisible();
  await expect(
    card.getByText(
      'Server ini belum dapat mengirim email: SMTP_URL belum diatur di variabel lingkungan situs.',
      { exact: false },
    ),
  ).toBeVisible();
  const saved = await (await adminApi(page.request)).get('/api/admin/notifications');
  expect(saved).toMatchObject({ email: false, mail_server: false, email_to: [ADDRESS] });

  await page.reload();
  await expect(notificationsCard(page).getByLabel('Email untuk reservasi baru')).toHaveValue(ADDRESS);
  // Nothing sticks out of a 390 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The checklist does not count the address while no e-mail can go out, and says why.
  const checklist = await (await adminApi(page.request)).get('/api/admin/setup-checklist');
  const bookings = checklist.items.find((item: { id: string }) => item.id === 'bookings');
  expect(bookings).toMatchObject({ can_send_email: false });
  expect(bookings.channels).not.toContain('email');
  if (!bookings.done) {
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('setup-checklist').locator('[data-item="bookings"]')).toContainText(
      'E-mail belum dapat dikirim: SMTP_URL belum diatur di server ini.',
    );
  }
});

test('a reservations manager sees where bookings are e-mailed, but no server setting and no way to change it', async ({
  page,
}) => {
  await (await adminApi(page.request)).send('PUT', '/api/admin/notifications', { email_to: [ADDRESS] });
  const { username } = await staffAccount(page, 'manager_reservasi');
  const users = await (await adminApi(page.request)).get('/api/admin/users');
  made.push(users.find((user: { username: string }) => user.username === username).id);
  // staffAccount has replaced the first password already: sign in with the language chosen.
  const login = await page.request.post('/api/admin/auth/login', {
    data: { username, password: 'Gulai-Tunjang-2026' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  expect(
    (await page.request.put('/api/admin/auth/language', { headers, data: { language: 'id' } })).ok(),
  ).toBe(true);
  await loginAsAdmin(page, {
    username,
    password: 'Gulai-Tunjang-2026',
    open: { path: '/admin/settings', heading: 'Pengaturan' },
  });
  const card = notificationsCard(page);
  await expect(
    card.getByText(`Reservasi baru dikirim lewat email ke ${ADDRESS}.`, { exact: false }),
  ).toBeVisible();
  await expect(card.getByText('server belum dapat mengirim email', { exact: false })).toBeVisible();
  await expect(card.getByLabel('Email untuk reservasi baru')).toHaveCount(0);
  await expect(card).not.toContainText(/SMTP_URL|NOTIFY_|variabel/);
});
