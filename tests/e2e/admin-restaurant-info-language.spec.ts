import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminApi } from './admin-fixtures.ts';

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

test('staff working in Bahasa Indonesia read Restaurant Info and its refusals in Indonesian', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsIndonesianEditor(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Info Restoran' })).toBeVisible();
  await expect(page.getByLabel('Nama Restoran')).not.toHaveValue('');
  for (const section of ['Informasi Dasar', 'Kontak', 'Media Sosial', 'Lokasi', 'Jam Buka']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const monday = page.getByRole('group', { name: 'Senin', exact: true });
  await expect(monday).toBeVisible();
  await expect(monday.getByRole('checkbox', { name: 'Senin: Buka' })).toBeVisible();
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
  const axe = await new AxeBuilder({ page }).include('.restaurant-info-form').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
