import { expect, type Page, test } from '@playwright/test';
import { adminApi, loginAsAdmin, openAdminPage, staffAccount } from './admin-fixtures.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

// Staff read the restaurant's clock wherever the computer thinks it is.
test.use({ timezoneId: 'America/New_York' });

/** Each minute from `from` to now as the admin shows it in Jakarta ("25 Nov 2026, 13:05"). */
function minutesInJakartaSince(from: Date): string[] {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jakarta',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const minutes: string[] = [];
  for (let at = Math.floor(from.getTime() / 60_000) * 60_000; at <= Date.now(); at += 60_000) {
    minutes.push(format.format(new Date(at)));
  }
  return minutes;
}

for (const { locale, lang, heading, fields } of [
  { locale: 'id-ID', lang: 'id', heading: 'Masuk Admin', fields: ['Nama pengguna', 'Kata sandi', 'Masuk'] },
  { locale: 'en-US', lang: 'en', heading: 'Admin Login', fields: ['Username', 'Password', 'Login'] },
]) {
  test(`with no language chosen on the device, the login page speaks the browser's (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale, baseURL });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const [username, password, submit] = fields;
    await expect(page.getByRole('textbox', { name: username, exact: true })).toBeVisible();
    await expect(page.getByLabel(new RegExp(`^${password}`))).toBeVisible();
    await expect(page.getByRole('button', { name: submit, exact: true })).toBeVisible();
    if (locale === 'id-ID') {
      // An account that never chose a language keeps speaking the browser's once signed in.
      const account = await staffAccount(page);
      await page.getByRole('textbox', { name: username, exact: true }).fill(account.username);
      // A wrong password is told in the page's language, the server's reason included.
      await page.getByLabel(new RegExp(`^${password}`)).fill(`${account.password}-salah`);
      await page.getByRole('button', { name: submit, exact: true }).click();
      const refused = page.locator('[data-sonner-toast]').filter({ hasText: 'Gagal Masuk' });
      await expect(refused).toContainText('Nama pengguna atau kata sandi salah');
      await expect(refused).not.toContainText('Incorrect');
      await page.getByLabel(new RegExp(`^${password}`)).fill(account.password);
      await page.getByRole('button', { name: submit, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    }
    await context.close();
  });
}

test('staff switch the back-office to Bahasa Indonesia at login and in Settings; other accounts stay in English', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { username, password } = await staffAccount(page);

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Language').selectOption('id');
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk Admin' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page).toHaveTitle('Masuk Admin - Admin');

  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel(/^Kata sandi/).fill(password);
  const signedIn = new Date();
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(toast(page, `Selamat datang, ${username}!`)).toContainText('Berhasil masuk');
  const toastArea = page.locator('section', { has: page.locator('[data-sonner-toaster]') });
  await expect(toastArea).toHaveAttribute('aria-label', 'Notifikasi');
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  for (const link of ['Dasbor', 'Menu', 'Galeri', 'Acara', 'Pengaturan']) {
    await expect(sidebar.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Keluar' })).toBeVisible();
  await expect(page).toHaveTitle('Dasbor - Admin');

  // The choice is the account's: a reload, or the next login, keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Selamat datang, ${username}!` })).toBeVisible();

  // The screens speak it too.
  await openAdminPage(page, 'Menu');
  await expect(page.getByRole('button', { name: 'Tambah Item ke Makanan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Baru dihapus' })).toBeVisible();
  await openAdminPage(page, 'Pengaturan');
  for (const card of ['Pengaturan Merek & Logo', 'Pengaturan Situs', 'Ganti Kata Sandi', 'Notifikasi']) {
    await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
  }
  // The site's English pages are turned on and off in the staff's language as well.
  const english = page.getByRole('checkbox', { name: 'Halaman bahasa Inggris untuk tamu (/en/)' });
  await expect(english).toBeVisible();
  const language = page.getByRole('combobox', { name: 'Bahasa' });
  await expect(language).toHaveValue('id');

  // Back to English from Settings, at once, and to Indonesian again.
  await language.selectOption('en');
  await expect(toast(page, 'Language saved')).toBeVisible();
  await expect(toastArea).toHaveAttribute('aria-label', 'Notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('id');
  await expect(toast(page, 'Bahasa berhasil disimpan')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();

  // Someone else signs in on this computer without choosing: their account's English.
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk Admin' })).toBeVisible();
  await loginAsAdmin(page);
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The users page shows when the staff member last signed in, on the restaurant's clock (WIB).
  await openAdminPage(page, 'Users');
  const row = page.getByRole('row').filter({ hasText: username });
  // The minute of the sign-in with "Masuk" above, whichever minute or hour has begun since.
  const lastLogin = row.getByRole('cell').nth(4);
  await expect(lastLogin).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  expect(minutesInJakartaSince(signedIn)).toContain(await lastLogin.textContent());
});

test('the reservations page speaks Bahasa Indonesia to an account that chose it', async ({ page }) => {
  const { username, password } = await staffAccount(page, 'manager_reservasi');
  const login = await page.request.post('/api/admin/auth/login', { data: { username, password } });
  const { access_token, admin } = await login.json();
  const headers = { authorization: `Bearer ${access_token}` };
  expect(
    (await page.request.put('/api/admin/auth/language', { headers, data: { language: 'id' } })).ok(),
  ).toBe(true);
  const guest = `Tamu Telepon ${Date.now().toString(36)}`;
  const booked = await page.request.post('/api/admin/reservations', {
    headers,
    data: {
      name: guest,
      phone: '0812 3456 7890',
      date: '2030-03-14',
      time: '19:00',
      guests: '2',
      source: 'phone',
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);

  await page.goto('/robots.txt');
  await page.evaluate(
    ({ token, info }) => {
      localStorage.setItem('admin_token', token);
      localStorage.setItem('admin_info', info);
    },
    { token: access_token as string, info: JSON.stringify(admin) },
  );
  await page.goto('/admin/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservasi' })).toBeVisible();
  await expect(page.getByText('Lihat dan kelola reservasi tamu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reservasi baru' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Tampilan harian' })).toBeVisible();

  await page.getByLabel('Tanggal', { exact: true }).fill('2030-03-14');
  const row = page.getByRole('row').filter({ hasText: guest });
  await expect(row.getByText('Dikonfirmasi', { exact: true })).toBeVisible();
  await expect(row.getByText('Kamis, 14 Mar 2030')).toBeVisible();
  await expect(row.getByText('2 orang')).toBeVisible();
  await expect(row.getByRole('button', { name: `Batalkan reservasi: reservasi ${guest}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' }).locator('option')).toContainText([
    'Semua',
    'Menunggu',
    'Dikonfirmasi',
  ]);

  await page.getByRole('button', { name: 'Reservasi baru' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reservasi baru (telepon atau datang langsung)' });
  await expect(dialog.getByLabel('Sumber')).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan reservasi' }).click();
  await expect(dialog.getByText('Nama wajib diisi')).toBeVisible();
});

test("the reservations' today is the restaurant's, in the time zone staff saved (WIT)", async ({ page }) => {
  const admin = await adminApi(page.request);
  const info = await admin.get('/api/admin/restaurant');
  const withZone = (timeZone: string) => ({ ...info, openingHours: { ...info.openingHours, timeZone } });
  await admin.send('PUT', '/api/admin/restaurant', withZone('Asia/Jayapura'));
  try {
    // 22:30 on Thursday in Jakarta (and 09:30 in New York, the computer's zone) is already Friday in Jayapura.
    await page.clock.setFixedTime(new Date('2030-03-14T15:30:00Z'));
    await loginAsAdmin(page, { open: { path: '/admin/reservations', heading: 'Reservations' } });
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue('2030-03-15');
    await page.getByRole('radio', { name: 'Day view' }).check();
    await expect(page.getByRole('heading', { level: 2, name: 'Fri, 15 Mar 2030' })).toBeVisible();
  } finally {
    await admin.send('PUT', '/api/admin/restaurant', withZone('Asia/Jakarta'));
  }
});
