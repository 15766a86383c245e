import { expect, type Page, test } from '@playwright/test';
import { confirmInPage, imageLinkField, loginAsAdmin } from './admin-fixtures.ts';

/** A toast whose message is exactly `text` (SPEC §8 wording). */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({
    has: page.locator('[data-title]', {
      hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    }),
  });

/** What GET /api/admin/gallery answers, with the session the UI stored. */
async function storedGallery(
  page: Page,
): Promise<Array<{ id: string; url: string; alt: string; category: string; revision: number }>> {
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  const response = await page.request.get('/api/admin/gallery', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

const card = (page: Page, alt: string) =>
  page.getByRole('list', { name: 'Gallery images' }).getByRole('listitem').filter({ hasText: alt });

test.describe('admin gallery', () => {
  test('adds an image, edits its alt text in place and deletes it', async ({ page }) => {
    const alt = `Uji galeri ${Date.now()}`;
    const newAlt = `${alt} diubah`;
    await loginAsAdmin(page, { open: { path: '/admin/gallery', heading: 'Gallery' } });

    // Add: a form at the top; an empty save is refused field by field, nothing typed is lost.
    await page.getByRole('button', { name: 'Add Image' }).click();
    const form = page.getByRole('form', { name: 'Add Image' });
    await form.getByLabel('Alt text (caption)').fill(alt);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByLabel('Image URL')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Image URL is required')).toBeVisible();
    await expect(form.getByLabel('Alt text (caption)')).toHaveValue(alt);

    await (await imageLinkField(form)).fill('/images/default-dish.svg');
    await expect(form.locator('img[alt="Image preview"]')).toHaveAttribute('src', '/images/default-dish.svg');
    await form.getByLabel('Category').selectOption({ label: 'Interior' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Image added successfully')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(card(page, alt)).toContainText('Interior');
    await expect(card(page, alt).getByRole('img', { name: alt })).toBeVisible();

    // It is stored: the API answers it and the page shows it after a reload.
    expect(await storedGallery(page)).toContainEqual(
      expect.objectContaining({ url: '/images/default-dish.svg', alt, category: 'interior' }),
    );
    await page.reload();
    await expect(card(page, alt)).toBeVisible();

    // Edit in place: the card turns into the form, Save returns it to view mode with the new caption.
    await page.getByRole('button', { name: `Edit ${alt}` }).click();
    const editForm = page.getByRole('form', { name: `Edit ${alt}` });
    await expect(editForm.getByLabel('Image URL')).toHaveValue('/images/default-dish.svg');
    await editForm.getByLabel('Alt text (caption)').fill(newAlt);
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Image updated successfully')).toBeVisible();
    await expect(editForm).toBeHidden();
    await expect(card(page, newAlt).getByText(newAlt, { exact: true })).toBeVisible();
    expect((await storedGallery(page)).find((image) => image.alt === newAlt)?.category).toBe('interior');

    // Delete after the exact confirmation.
    await page.getByRole('button', { name: `Delete ${newAlt}` }).click();
    await confirmInPage(page, 'Are you sure you want to delete this image?');
    await expect(toast(page, 'Image deleted')).toBeVisible();
    await expect(card(page, newAlt)).toHaveCount(0);
    expect((await storedGallery(page)).some((image) => image.alt === newAlt)).toBe(false);
  });

  test('a save refused because someone else saved meanwhile keeps the edits and says why', async ({
    page,
  }) => {
    const alt = `Uji konflik ${Date.now()}`;
    await loginAsAdmin(page, { open: { path: '/admin/gallery', heading: 'Gallery' } });
    await page.getByRole('button', { name: 'Add Image' }).click();
    const form = page.getByRole('form', { name: 'Add Image' });
    await (await imageLinkField(form)).fill('/images/default-dish.svg');
    await form.getByLabel('Alt text (caption)').fill(alt);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Image added successfully')).toBeVisible();

    await page.getByRole('button', { name: `Edit ${alt}` }).click();
    const editForm = page.getByRole('form', { name: `Edit ${alt}` });
    await editForm.getByLabel('Alt text (caption)').fill(`${alt} versi saya`);

    // Another admin saves the same image in between.
    const stored = (await storedGallery(page)).find((image) => image.alt === alt);
    const token = await page.evaluate(() => localStorage.getItem('admin_token'));
    const other = await page.request.put(`/api/admin/gallery/${stored?.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        url: '/images/default-dish.svg',
        alt: `${alt} versi lain`,
        category: 'food',
        revision: stored?.revision,
      },
    });
    expect(other.ok()).toBe(true);

    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Failed to update image')).toContainText('Someone else saved this item');
    await expect(editForm.getByLabel('Alt text (caption)')).toHaveValue(`${alt} versi saya`);
    await expect(editForm.getByRole('alert')).toContainText('Your changes are still here');

    // Saving again knowingly replaces their version.
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Image updated successfully')).toBeVisible();
    await expect(card(page, `${alt} versi saya`)).toBeVisible();

    await page.getByRole('button', { name: `Delete ${alt} versi saya` }).click();

    await confirmInPage(page, 'Are you sure you want to delete this image?');
    await expect(toast(page, 'Image deleted')).toBeVisible();
  });
});
