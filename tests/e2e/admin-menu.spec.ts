import { expect, type Page, test } from '@playwright/test';
import { confirmInPage, imageLinkField, loginAsAdmin, openAdminPage } from './admin-fixtures.ts';

// Every test makes its own dishes with names no other spec uses, and removes them again.
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

const category = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}\\b`) });
const itemRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true });

async function openMenu(page: Page) {
  await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
  await expect(category(page, 'Minuman')).toBeVisible();
}

test.describe('admin menu', () => {
  test('adds an item with advanced fields, shows it, edits it and deletes it', async ({ page }) => {
    const name = unique('Es Uji');
    const slug = slugOf(name);
    await openMenu(page);

    await category(page, 'Minuman').getByRole('button', { name: 'Add Item to Minuman' }).click();
    const form = page.getByRole('form', { name: 'Add item to Minuman' });
    await expect(form.getByText('Category: Minuman')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Price', exact: true }).fill('Rp 18.000');
    await (await imageLinkField(form)).fill('/images/menu/ayam-pop.svg');
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Teh manis dingin dengan telur kocok.');
    await expect(form.getByRole('img', { name: 'Preview of the image URL' })).toBeVisible();

    await expect(form.getByLabel('Ingredients', { exact: true })).toBeHidden();
    await form.getByRole('button', { name: 'Show advanced fields' }).click();
    await (await imageLinkField(form, 'Gallery image URLs')).fill(
      '/images/menu/rendang-daging.svg, , /images/gallery/dapur-rendang.svg',
    );
    await form.getByLabel('Ingredients', { exact: true }).fill(' Teh hitam , Telur bebek,, Gula aren ');
    await form.getByLabel('Allergens', { exact: true }).fill('Telur');
    const spice = form.getByRole('slider', { name: 'Spice level' });
    await spice.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByText('2 / 5')).toBeVisible();
    await form.getByLabel('Portion', { exact: true }).fill('1 gelas (300 ml)');
    await form.getByLabel('Calories (kcal)').fill('180');
    await expect(form.getByLabel('Status')).toHaveValue('Tersedia');
    await form.getByLabel("Chef's Recommendation (AI description)").fill('Manis, segar, dan mengenyangkan.');
    await form.getByRole('button', { name: 'Save Item' }).click();

    await expect(toast(page, 'Menu item added successfully')).toBeVisible();
    await expect(form).toHaveCount(0);
    const row = itemRow(page, name);
    await expect(row).toBeVisible();
    await expect(category(page, 'Minuman').getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(row).toContainText('Rp 18.000');
    await expect(row.getByText('Tersedia', { exact: true })).toBeVisible();
    await expect(row).toContainText('Medium (2/5)');

    // What the public site serves for it: lists split on commas, trimmed, empties dropped; calories a number.
    const response = await page.request.get(`/api/menu/${slug}`);
    expect(response.status()).toBe(200);
    const dish = await response.json();
    expect(dish).toMatchObject({
      name,
      slug,
      category: 'Minuman',
      price: 'Rp 18.000',
      status: 'Tersedia',
      spice_level: 2,
      portion: '1 gelas (300 ml)',
      calories: 180,
      ingredients: ['Teh hitam', 'Telur bebek', 'Gula aren'],
      allergens: ['Telur'],
      gallery: ['/images/menu/rendang-daging.svg', '/images/gallery/dapur-rendang.svg'],
      ai_description: 'Manis, segar, dan mengenyangkan.',
    });

    // View detail: every field.
    await row.getByRole('button', { name: `View ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: "Chef's Recommendation" })).toBeVisible();
    await expect(dialog.getByText('Manis, segar, dan mengenyangkan.')).toBeVisible();
    await expect(dialog.getByText('180 kcal')).toBeVisible();
    await expect(dialog.getByText('1 gelas (300 ml)')).toBeVisible();
    await expect(dialog.getByText('2 / 5')).toBeVisible();
    await expect(dialog.getByText('Gula aren', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Show photo/ })).toHaveCount(3);
    await expect(dialog.getByRole('link', { name: /View on website/ })).toHaveAttribute(
      'href',
      `/menu/${slug}/`,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Inline edit: the form holds the stored values; change status (at once) and price.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await edit.getByRole('button', { name: 'Show advanced fields' }).click();
    await expect(edit.getByLabel('Ingredients', { exact: true })).toHaveValue(
      'Teh hitam, Telur bebek, Gula aren',
    );
    await expect(edit.getByLabel('Calories (kcal)')).toHaveValue('180');
    await edit.getByRole('textbox', { name: 'Price', exact: true }).fill('Rp 20.000');
    // The status switch saves at once; the price waits for Save Changes.
    const status = edit.getByRole('switch', { name: `${name} available` });
    await status.click();
    await expect(status).toHaveAttribute('aria-checked', 'false');
    await expect(toast(page, `${name} is now Habis (sold out)`)).toBeVisible();
    await expect(status).not.toHaveAttribute('aria-busy');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Menu item updated successfully')).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(row).toContainText('Rp 20.000');
    const badge = row.getByText('Habis', { exact: true });
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(166, 27, 27)');
    await expect(row.getByRole('button', { name: `Edit ${name}` })).toBeFocused();

    // Delete, with the confirmation of SPEC §5.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await confirmInPage(page, 'Are you sure you want to delete this item?');
    await expect(toast(page, 'Menu item deleted')).toBeVisible();
    await expect(itemRow(page, name)).toHaveCount(0);
    expect((await page.request.get(`/api/menu/${slug}`)).status()).toBe(404);
  });

  test('checks required fields before sending, and generates the AI description', async ({ page }) => {
    await openMenu(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    await category(page, 'Makanan').getByRole('button', { name: 'Add Item to Makanan' }).click();
    const form = page.getByRole('form', { name: 'Add item to Makanan' });
    await form.getByRole('textbox', { name: 'Price', exact: true }).fill('Rp 30.000');
    await (await imageLinkField(form)).fill('/images/menu/rendang-daging.svg');
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Hidangan uji.');
    await form.getByRole('button', { name: 'Save Item' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    const nameField = form.getByRole('textbox', { name: 'Name', exact: true });
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toBeFocused();

    // The AI generator needs a name too.
    await form.getByRole('button', { name: 'Show advanced fields' }).click();
    await form.getByRole('button', { name: 'Generate' }).click();
    await expect(toast(page, 'Please enter item name first')).toBeVisible();
    expect(sent).toEqual([]);

    await nameField.fill('Gulai Uji Coba');
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await form.getByLabel('Ingredients', { exact: true }).fill('Ikan kakap, Santan');
    const aiText = form.getByLabel("Chef's Recommendation (AI description)");
    await expect(aiText).toHaveValue('');
    // Hold the answer a moment so the busy state can be seen.
    await page.route('**/api/ai/describe-menu', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Generate' }).click();
    await expect(form.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(toast(page, 'AI description generated successfully!')).toBeVisible();
    await expect(aiText).toHaveValue(/Gulai Uji Coba/);
    await expect(form.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(sent).toEqual(['POST /api/ai/describe-menu']);

    // Cancel leaves nothing behind.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await expect(itemRow(page, 'Gulai Uji Coba')).toHaveCount(0);
    expect(sent).toEqual(['POST /api/ai/describe-menu']);
  });

  test('keeps the form and its input when someone else saved the item first', async ({ page }) => {
    const name = unique('Kerupuk Uji');
    await loginAsAdmin(page);
    const token = await page.evaluate(() => localStorage.getItem('admin_token'));
    const headers = { authorization: `Bearer ${token}` };
    const body = {
      name,
      category: 'Lainnya',
      price: 'Rp 10.000',
      image: '/images/menu/ayam-pop.svg',
      description: 'Renyah.',
    };
    const created = await page.request.post('/api/admin/menu/category/lainnya/item', { headers, data: body });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    await openAdminPage(page, 'Menu');

    const row = itemRow(page, name);
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await expect(edit).toBeVisible();
    // Another member of staff saves in between.
    const other = await page.request.put(`/api/admin/menu/category/lainnya/item/${id}`, {
      headers,
      data: { ...body, price: 'Rp 12.000', revision: 1 },
    });
    expect(other.status()).toBe(200);

    await edit.getByRole('textbox', { name: 'Price', exact: true }).fill('Rp 11.000');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText(/Someone else saved this item/)).toBeVisible();
    await expect(edit).toBeVisible();
    await expect(edit.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('Rp 11.000');
    await expect(edit.getByRole('alert')).toContainText('Reload');

    await edit.getByRole('button', { name: 'Load the latest version' }).click();
    await expect(edit.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('Rp 12.000');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Rp 12.000');

    const removed = await page.request.delete(`/api/admin/menu/category/lainnya/item/${id}`, { headers });
    expect(removed.status()).toBe(200);
  });
});
