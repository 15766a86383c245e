/**
 * Several photos into the gallery at once, through the real media and gallery functions: each photo is
 * uploaded, waits for its alt text, and is added; a photo without alt text is not added.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { adminApi, loginAsAdmin } from './admin-fixtures.ts';

const photo = (background: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('several photos are uploaded at once, each described, then added to the gallery', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page, { open: { path: '/admin/gallery', heading: 'Gallery' } });
  const api = await adminApi(page.request);
  const before = (await api.get('/api/admin/gallery')).length;

  const batch = page.getByRole('region', { name: 'Add several photos' });
  await batch.getByRole('button', { name: 'Upload gallery photos' }).setInputFiles([
    { name: 'meja.jpg', mimeType: 'image/jpeg', buffer: await photo('#7a3b1d') },
    { name: 'dapur.jpg', mimeType: 'image/jpeg', buffer: await photo('#2d5a27') },
  ]);
  const rows = batch.getByRole('list', { name: 'Photos to add' }).getByRole('listitem');
  await expect(rows).toHaveCount(2, { timeout: 30_000 });

  // Without its alt text, nothing is added and the row says why.
  await batch.getByLabel('Alt text (caption) of photo 1').fill('Meja makan di teras');
  await batch.getByRole('button', { name: 'Add 2 photos to the gallery' }).click();
  await expect(batch.getByText('Describe the photo: alt text is required')).toBeVisible();
  expect((await api.get('/api/admin/gallery')).length).toBe(before);
  await expect(batch.getByLabel('Alt text (caption) of photo 1')).toHaveValue('Meja makan di teras');

  await batch.getByLabel('Alt text (caption) of photo 2').fill('Dapur kami saat memasak rendang');
  await batch.getByLabel('Category of photo 2').selectOption('interior');
  await batch.getByRole('button', { name: 'Add 2 photos to the gallery' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: '2 images added to the gallery' }),
  ).toBeVisible();
  await expect(rows).toHaveCount(0);

  const gallery = await api.get('/api/admin/gallery');
  expect(gallery.length).toBe(before + 2);
  const added = gallery.slice(-2).map((image: { alt: string; category: string; url: string }) => image);
  expect(added.map((image: { alt: string }) => image.alt).sort()).toEqual([
    'Dapur kami saat memasak rendang',
    'Meja makan di teras',
  ]);
  for (const image of added) expect(image.url).toMatch(/^\/media\/[a-f0-9]{24}\.jpg$/);
  expect(added.find((image: { alt: string }) => image.alt.startsWith('Dapur'))?.category).toBe('interior');
  await expect(page.getByRole('list', { name: 'Gallery images' })).toContainText('Meja makan di teras');
  // Nothing overflows a 390 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
