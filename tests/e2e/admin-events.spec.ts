import { expect, type Page, test } from '@playwright/test';
import { confirmInPage, imageLinkField, loginAsAdmin } from './admin-fixtures.ts';

/** A toast whose message is exactly `text` (SPEC §8 wording). */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({
    has: page.locator('[data-title]', {
      hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    }),
  });

const card = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Events' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('admin events', () => {
  test('an empty save asks for the required fields; Cancel resets the form', async ({ page }) => {
    await loginAsAdmin(page, { open: { path: '/admin/events', heading: 'Events' } });
    await page.getByRole('button', { name: 'Add Event' }).click();
    const form = page.getByRole('form', { name: 'Add Event' });
    await expect(form.getByRole('textbox', { name: 'Date / schedule', exact: true })).toHaveAttribute(
      'placeholder',
      'Setiap Sabtu, 19:00 - 21:00',
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
    for (const field of ['Title', 'Date / schedule', 'Description']) {
      await expect(form.getByRole('textbox', { name: field, exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }
    await expect(form.getByLabel('Image URL (optional)')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Tidak jadi');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(
      page.getByRole('form', { name: 'Add Event' }).getByRole('textbox', { name: 'Title', exact: true }),
    ).toHaveValue('');
  });

  test('adds an event without an image, edits it in place, and deletes it', async ({ page }) => {
    const title = `Malam Uji ${Date.now()}`;
    const newTitle = `${title} Spesial`;
    await loginAsAdmin(page, { open: { path: '/admin/events', heading: 'Events' } });

    await page.getByRole('button', { name: 'Add Event' }).click();
    const form = page.getByRole('form', { name: 'Add Event' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await form
      .getByRole('textbox', { name: 'Date / schedule', exact: true })
      .fill('Setiap Jumat, 20:00 - 22:00');
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Musik saluang dan dendang Minang sambil makan malam.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Event added successfully')).toBeVisible();
    await expect(form).toBeHidden();
    const added = card(page, title);
    await expect(added).toContainText('Setiap Jumat, 20:00 - 22:00');
    await expect(added).toContainText('Musik saluang dan dendang Minang sambil makan malam.');
    // No image: the placeholder icon stands in for it.
    await expect(added.getByRole('img', { name: 'No image' })).toBeVisible();
    await expect(added.locator('img')).toHaveCount(0);

    // Edit in place, giving it an image that exists: the card shows the picture.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editForm = page.getByRole('form', { name: `Edit ${title}` });
    await expect(editForm.getByRole('textbox', { name: 'Date / schedule', exact: true })).toHaveValue(
      'Setiap Jumat, 20:00 - 22:00',
    );
    await editForm.getByRole('textbox', { name: 'Title', exact: true }).fill(newTitle);
    await (await imageLinkField(editForm, 'Image URL (optional)')).fill('/images/default-dish.svg');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Event updated successfully')).toBeVisible();
    await expect(editForm).toBeHidden();
    const edited = card(page, newTitle);
    await expect(edited).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
    await expect(edited.locator('img')).toHaveJSProperty('complete', true);
    expect(await edited.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );

    // A broken image URL: the placeholder icon replaces it.
    await page.getByRole('button', { name: `Edit ${newTitle}` }).click();
    const brokenForm = page.getByRole('form', { name: `Edit ${newTitle}` });
    await (await imageLinkField(brokenForm, 'Image URL (optional)')).fill('/images/events/tidak-ada.png');
    await brokenForm.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Event updated successfully').first()).toBeVisible();
    await expect(brokenForm).toBeHidden();
    await expect(edited.getByRole('img', { name: 'No image' })).toBeVisible();
    await expect(edited.locator('img')).toHaveCount(0);

    await page.getByRole('button', { name: `Delete ${newTitle}` }).click();

    await confirmInPage(page, 'Are you sure you want to delete this event?');
    await expect(toast(page, 'Event deleted')).toBeVisible();
    await expect(edited).toHaveCount(0);
    // Gone from the store too: not back after a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add Event' })).toBeEnabled();
    await expect(card(page, newTitle)).toHaveCount(0);
  });
});
