import { expect, type Page, test } from '@playwright/test';
import { loginAsAdmin } from './admin-fixtures.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function publicSettings(page: Page) {
  const response = await page.request.get('/api/site-settings');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { page_title: string; brand_type: string; brand_logo: string | null };
}

/** Counts logo uploads the page sends from now on. */
function countUploads(page: Page): () => number {
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/admin/site-settings/upload-logo')) uploads++;
  });
  return () => uploads;
}

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
  await expect(page.getByLabel('Page Title')).not.toHaveValue('');
});

test('shows the four cards', async ({ page }) => {
  for (const card of ['Brand & Logo Settings', 'Site Settings', 'Change Password', 'Notifications']) {
    await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
  }
  await expect(page.getByRole('checkbox', { name: 'Show a browser notification' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Play a sound' })).toBeVisible();
  await expect(page.getByText('PNG, JPG, SVG up to 2MB', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Use Text' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Use Logo Image' })).toBeVisible();
});

test('site settings need a page title and a favicon URL', async ({ page }) => {
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/admin/site-settings')) saves++;
  });
  await page.getByLabel('Page Title').fill('');
  await page.getByRole('button', { name: 'Save Site Settings' }).click();
  await expect(toast(page, 'Page title and favicon URL are required')).toBeVisible();
  await expect(page.getByLabel('Page Title')).toHaveValue('');
  // Said next to the field too, and read out with it.
  await expect(page.getByLabel('Page Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Page Title')).toHaveAccessibleDescription(/^Page Title is required/);
  await page.getByLabel('Page Title').fill('Rumah Makan');
  await expect(page.getByText('Page Title is required')).toBeHidden();
  expect(saves).toBe(0);
});

test('saving site settings tells the user, with a refresh for them to make, and keeps the form usable', async ({
  page,
}) => {
  const title = page.getByLabel('Page Title');
  const original = await title.inputValue();
  const changed = `${original} (e2e ${Date.now().toString(36)})`;

  async function saveTitle(value: string) {
    await title.fill(value);
    await page.getByRole('button', { name: 'Save Site Settings' }).click();
    const saved = toast(page, 'Site settings updated! Please refresh the page to see changes.').first();
    await expect(saved).toContainText(/^Site settings updated! Please refresh the page to see changes\./);
    await expect(saved.getByRole('button', { name: 'Refresh now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Site Settings' })).toBeEnabled();
    await expect(title).toHaveValue(value);
  }

  await saveTitle(changed);
  expect((await publicSettings(page)).page_title).toBe(changed);
  // The refresh is the user's: the button reloads the page, which shows what was saved.
  const reloaded = page.waitForEvent('load');
  await toast(page, 'Site settings updated!').first().getByRole('button', { name: 'Refresh now' }).click();
  await reloaded;
  await expect(title).toHaveValue(changed);
  await saveTitle(original);
  expect((await publicSettings(page)).page_title).toBe(original);
});

test('uploads a logo, shows it, then removes it', async ({ page }) => {
  const preview = page.getByTestId('brand-preview');
  await page
    .getByLabel('Upload Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Logo uploaded successfully!')).toBeVisible();

  const logo = preview.getByRole('img');
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('radio', { name: 'Use Logo Image' })).toBeChecked();
  await expect(page.getByLabel('Brand Text')).toBeDisabled();
  const stored = await publicSettings(page);
  expect(stored.brand_type).toBe('image');
  expect(stored.brand_logo).toMatch(/^\/uploads\/.+\.png$/);

  // The logo survives a reload and can be viewed full size.
  await page.reload();
  await expect(preview.getByRole('img')).toBeVisible();
  await page.getByRole('button', { name: 'View full size' }).click();
  const dialog = page.getByRole('dialog', { name: 'Current Logo' });
  await expect(dialog.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Remove Logo' }).click();
  await expect(toast(page, 'Logo removed')).toBeVisible();
  await expect(preview.getByRole('img')).toHaveCount(0);
  await expect(preview).toContainText(await page.getByLabel('Brand Text').inputValue());
  await expect(page.getByRole('radio', { name: 'Use Text' })).toBeChecked();
  await expect(page.getByLabel('Brand Text')).toBeEnabled();
  const after = await publicSettings(page);
  expect(after.brand_type).toBe('text');
  expect(after.brand_logo).toBeNull();
});

test('refuses files that are not PNG, JPG or SVG, or larger than 2MB', async ({ page }) => {
  const uploads = countUploads(page);
  const input = page.getByLabel('Upload Logo');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toast(page, 'Only PNG, JPG, and SVG files are allowed')).toBeVisible();

  const big = Buffer.concat([PNG, Buffer.alloc(2_097_153 - PNG.length)]);
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(toast(page, 'File size must be less than 2MB')).toBeVisible();
  expect(uploads()).toBe(0);

  // A file that only pretends to be a PNG is refused by the server, which says why.
  const refused = page.waitForResponse((response) => response.url().endsWith('/upload-logo'));
  await input.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not an image'),
  });
  expect((await refused).status()).toBe(415);
  await expect(toast(page, 'Only PNG, JPG, and SVG files are allowed').last()).toBeVisible();
  expect((await publicSettings(page)).brand_type).toBe('text');
});

test('change password needs both fields', async ({ page }) => {
  const password = page.getByRole('region', { name: 'Change Password' });
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Please fill in all fields')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveAttribute('autocomplete', 'current-password');
  await expect(page.getByLabel(/^New Password/)).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('Confirm New Password')).toHaveAttribute('type', 'password');
});
