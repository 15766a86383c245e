import { expect, type Page, test } from '@playwright/test';
import { adminApi, imageLinkField, loginAsAdmin } from './admin-fixtures.ts';

const galleryUrls = async (page: Page): Promise<string[]> => {
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  const response = await page.request.get('/api/admin/gallery', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as Array<{ url: string }>).map((image) => image.url);
};

test.describe('admin gallery: an address that shows no image', () => {
  test('is not saved at the first Save: the form warns, and a second Save saves it anyway', async ({
    page,
  }) => {
    const url = `/images/gallery/tidak-ada-${Date.now()}.jpg`;
    await loginAsAdmin(page, { open: { path: '/admin/gallery', heading: 'Gallery' } });
    await page.getByRole('button', { name: 'Add Image' }).click();
    const form = page.getByRole('form', { name: 'Add Image' });
    await (await imageLinkField(form)).fill(url);
    await form.getByLabel('Alt text (caption)').fill('Foto yang tidak ada');
    // The preview already shows it cannot be loaded.
    await expect(form.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await expect(form.locator('img[alt="Image preview"]')).toHaveCount(0);
    await expect(form.getByText('This image could not be loaded.')).toBeVisible();

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Visitors would see a placeholder instead of this image',
    );
    await expect(form).toBeVisible();
    expect(await galleryUrls(page)).not.toContain(url);

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect.poll(() => galleryUrls(page)).toContain(url);

    // Clean up for the other specs (the public gallery shows every stored image).
    const api = await adminApi(page.request);
    const stored = (await api.get('/api/admin/gallery')) as Array<{ id: string; url: string }>;
    const added = stored.find((image) => image.url === url);
    await api.send('DELETE', `/api/admin/gallery/${added?.id}`);
  });

  test('a working address shows its preview without a warning', async ({ page }) => {
    await loginAsAdmin(page, { open: { path: '/admin/gallery', heading: 'Gallery' } });
    await page.getByRole('button', { name: 'Add Image' }).click();
    const form = page.getByRole('form', { name: 'Add Image' });
    await (await imageLinkField(form)).fill('/images/gallery/teras-depan.svg');
    await expect(form.locator('img[alt="Image preview"]')).toBeVisible();
    await expect(form.getByText('This image could not be loaded.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
  });
});
