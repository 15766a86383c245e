import { expect, type Page, test } from '@playwright/test';
import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';
import { adminApi } from './admin-fixtures.ts';
import { seriousViolations } from './axe.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** An editor whose account speaks Bahasa Indonesia, signed in on `page` and looking at Restaurant Info. */
async function openAsIndonesianEditor(page: Page): Promise<void> {
  const username = `dapur-${Date.now().toString(36)}`;
  const first = 'Sambal-Ijo-Awal-7';
  const password = 'Dendeng-Batokok-2026';
  const admin = await adminApi(page.request);
  await admin.send('POST', '/api/admin/users', { username, role: 'editor', password: first });
  const firstLogin = await page.request.post('/api/admin/auth/login', {
    data: { username, password: first },
  });
  const changed = await page.request.post('/api/admin/auth/change-password', {
    headers: { authorization: `Bearer ${(await firstLogin.json()).access_token}` },
    data: { old_password: first, new_password: password },
  });
  expect(changed.ok(), await changed.text()).toBe(true);

  const login = await page.request.post('/api/admin/auth/login', { data: { username, password } });
  const { access_token, admin: info } = await login.json();
  const language = await page.request.put('/api/admin/auth/language', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { language: 'id' },
  });
  expect(language.ok(), await language.text()).toBe(true);
  // Signed in as the login page leaves it, on a device that never chose a language itself.
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ token, stored }) => {
      localStorage.setItem('admin_token', token);
      localStorage.setItem('admin_info', stored);
    },
    { token: access_token as string, stored: JSON.stringify(info) },
  );
  await page.goto('/admin/restaurant-info');
}

const EMBED_SRC =
  'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3989.2!2d100.3691!3d-0.3051!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMMKwMTgnMTguNCJT!5e0!3m2!1sid!2sid!4v1700000000000!5m2!1sid!2sid';

test('staff working in Bahasa Indonesia read Restaurant Info and its refusals in Indonesian', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi(page.request);
  const original = await admin.get('/api/admin/restaurant');
  try {
    await readAndRefuse(page);
    await addSpecialDayAndMap(page);
    const stored = await admin.get('/api/admin/restaurant');
    expect(stored.openingHours.special).toEqual([expect.objectContaining({ from: holiday, closed: true })]);
    expect(stored.geo).toEqual({ latitude: -0.3051, longitude: 100.3691 });
  } finally {
    await admin.send('PUT', '/api/admin/restaurant', original);
  }
});

const holiday = addDays(restaurantNow().date, 200);

async function readAndRefuse(page: Page): Promise<void> {
  await openAsIndonesianEditor(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Info Restoran' })).toBeVisible();
  await expect(page.getByLabel('Nama Restoran')).not.toHaveValue('');
  for (const section of ['Informasi Dasar', 'Kontak', 'Media Sosial', 'Lokasi', 'Jam Buka']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const monday = page.getByRole('group', { name: 'Senin', exact: true });
  await expect(monday).toBeVisible();
  await expect(monday.getByRole('radio', { name: 'Buka' })).toBeChecked();
  await expect(monday.getByRole('radio', { name: 'Tutup' })).not.toBeChecked();
  await expect(monday.getByRole('button', { name: 'Salin ke semua hari dari Senin' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Hari Khusus' })).toBeVisible();
  await expect(page.getByLabel('Zona waktu').locator('option:checked')).toHaveText(
    'WIB – Waktu Indonesia Barat (Asia/Jakarta)',
  );
  await expect(page.getByLabel('Kota/Kabupaten')).toBeVisible();

  // A postal code of three digits is refused at its field, in the account's language; nothing is saved.
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/admin/restaurant') saves++;
  });
  const postalCode = page.getByLabel('Kode Pos');
  await postalCode.fill('251');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(toast(page, 'Gagal memperbarui info restoran')).toContainText('Perbaiki kolom yang ditandai.');
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(postalCode).toHaveAccessibleDescription(/Kode Pos harus 5 angka kode pos Indonesia/);
  await expect(postalCode).toBeFocused();
  expect(saves).toBe(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  expect(await seriousViolations(page, { include: ['.restaurant-info-form'] })).toEqual([]);
  await postalCode.fill('25173');
}

/**
 * On a phone: a special day is neither open nor closed until chosen, and what is ticked is saved; a share
 * link is named at the map field, and an embed src moves the coordinates.
 */
async function addSpecialDayAndMap(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const map = page.getByLabel('URL Sematan Peta');
  await map.fill('https://maps.app.goo.gl/xYz12AbCdEf3GhIj8');
  await expect(map).toHaveAccessibleDescription(
    /tautan berbagi \(maps\.app\.goo\.gl\).*Bagikan → Sematkan peta/,
  );
  await map.fill(EMBED_SRC);
  await expect(page.getByLabel('Lintang')).toHaveValue('-0.3051');
  await expect(page.getByLabel('Bujur')).toHaveValue('100.3691');

  await page.getByRole('button', { name: 'Tambah hari khusus' }).click();
  const special = page.getByRole('group', { name: 'Hari khusus 1', exact: true });
  await special.getByLabel('Tanggal (hari pertama)').fill(holiday);
  const closed = special.getByRole('radio', { name: 'Tutup' });
  const open = special.getByRole('radio', { name: 'Buka' });
  await expect(closed).not.toBeChecked();
  await expect(open).not.toBeChecked();
  await expect(closed).toHaveAccessibleDescription('Tutup seharian, atau buka? Pilih salah satu.');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(special.getByText('Pilih tutup, atau buka dengan jamnya')).toBeVisible();
  await expect(open).toBeFocused();
  await open.check();
  await expect(special.getByLabel('Hari khusus 1, Jam buka 1')).toBeVisible();
  await closed.check();
  await expect(special.getByLabel('Hari khusus 1, Jam buka 1')).toHaveCount(0);
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(toast(page, 'Info restoran berhasil diperbarui!')).toBeVisible();
  await expect(closed).toBeChecked();
}
