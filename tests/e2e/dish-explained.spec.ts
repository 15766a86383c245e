import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, loginAsAdmin, openDishEditor, staffAccount } from './admin-fixtures.ts';
import { addBoxDish } from './preorder-fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Deletes the dish and waits until the site is published without it, as the specs after this one expect. */
async function removeDish(request: APIRequestContext, dish: { id: string; slug: string }) {
  const api = await adminApi(request);
  await api.send('DELETE', `/api/admin/menu/category/makanan/item/${dish.id}`);
  await expect
    .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 60_000, intervals: [500] })
    .not.toContain(`/menu/${dish.slug}/`);
}

test('the owner explains a dish in the menu editor on a phone: English texts, spice and what it contains', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const name = `Gulai Tunjang ${Date.now().toString(36)}`;
  const dish = await addBoxDish(api, name);
  try {
    const { row, edit } = await openDishEditor(page, name);
    await edit.getByLabel('Name in English').fill('Beef tendon curry');
    const description = edit.getByRole('textbox', { name: 'Description', exact: true });
    const english = edit.getByLabel('Description in English');
    await english.fill('Beef tendon simmered in a yellow coconut curry until soft.');
    await expect(english).toHaveAttribute('lang', 'en');
    // On a phone the English text is under the Indonesian one, as wide as it.
    const [above, under] = [await description.boundingBox(), await english.boundingBox()];
    expect(under?.y).toBeGreaterThan((above?.y ?? 0) + (above?.height ?? 0));
    expect(under?.width).toBeCloseTo(above?.width ?? 0, 0);

    await edit.getByRole('button', { name: 'Show advanced fields' }).click();
    const spice = edit.getByLabel('Spice level');
    await spice.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(spice).toHaveAttribute('aria-valuetext', 'Medium, 2 of 5');
    const contains = edit.getByRole('group', { name: 'Contains' });
    await contains.getByLabel('Beef').check();
    await contains.getByLabel('Coconut milk').check();
    // The built-in writer drafts the English text from the English name and the tags; asked first, as it
    // replaces what was typed.
    await edit.getByRole('button', { name: 'Write the English description' }).click();
    await page
      .getByRole('alertdialog', { name: 'Replace your English description?' })
      .getByRole('button', { name: 'Replace' })
      .click();
    await expect(english).toHaveValue(/\(Beef tendon curry\).*It is made with beef and coconut milk\./);
    await english.fill('Beef tendon simmered in a yellow coconut curry until soft.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.locator('[data-sonner-toast]').getByText('Menu item updated successfully', { exact: true }),
    ).toBeVisible();

    const menu = (await api.get('/api/admin/menu')) as Array<{ items: Array<Record<string, unknown>> }>;
    const saved = menu.flatMap((category) => category.items).find((item) => item.id === dish.id);
    expect(saved).toMatchObject({
      name_en: 'Beef tendon curry',
      description_en: 'Beef tendon simmered in a yellow coconut curry until soft.',
      spice_level: 2,
      contains: ['beef', 'coconut_milk'],
    });

    // Opened again, the form holds them.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel('Name in English')).toHaveValue('Beef tendon curry');
    await page.getByRole('button', { name: 'Show advanced fields' }).click();
    await expect(page.getByRole('group', { name: 'Contains' }).getByLabel('Coconut milk')).toBeChecked();
    await expect(page.getByRole('group', { name: 'Contains' }).getByLabel('Egg')).not.toBeChecked();

    // How a published dish page and its card show these: the next test, on a page already built.
  } finally {
    await removeDish(request, dish);
  }
});

test('a published dish page and its menu card say how hot the dish is, in words once, and what it contains', async ({
  page,
}) => {
  // The starter Rendang Daging (level 3, beef and coconut milk), on the site as built: how staff's fields
  // read is tests/unit/dish-explained.test.ts's.
  await page.goto('/menu/rendang-daging/');
  await expect(page.locator('[data-dish-spice] .spice-text')).toHaveText('Pedas (3/5)');
  await expect(page.getByText('Pedas, tingkat 3 dari 5')).toHaveCount(1);
  const tags = page.locator('[data-dish-contains]');
  await expect(tags.getByRole('heading', { name: 'Mengandung' })).toBeVisible();
  await expect(tags.getByRole('listitem')).toHaveText(['Daging sapi', 'Santan']);
  await page.goto('/#menu');
  const card = page
    .locator('.menu-card')
    .filter({ has: page.getByRole('heading', { name: 'Rendang Daging', exact: true }) });
  await expect(card.locator('.menu-card-explained')).toContainText('Pedas');
  await expect(card.locator('.menu-card-explained')).toContainText('Daging sapi · Santan');
  await expect(card.locator('.chilies')).toHaveAttribute('data-level', '3');
  await expect(card.getByText('Pedas, tingkat 3 dari 5')).toHaveCount(1);
});

test('a dish added since the last build shows its spice words and what it contains all the same', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const name = `Gulai Babat ${Date.now().toString(36)}`;
  const dish = await api.send('POST', '/api/admin/menu/category/makanan/item', {
    name,
    category: 'Makanan',
    description: 'Babat sapi dalam kuah gulai.',
    price: 'Rp 30.000',
    image: '/images/menu/rendang-daging.svg',
    spice_level: 5,
    contains: ['offal', 'beef'],
  });
  try {
    // Asked for at once, before any rebuild: the page that loads a dish renders it.
    const response = await page.goto(`/menu/${dish.slug}/`);
    expect(await response?.text()).not.toContain(`data-dish="${dish.slug}"`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('[data-dish-spice] .spice-text')).toHaveText('Ekstra pedas (5/5)');
    await expect(page.locator('[data-dish-contains]').getByRole('listitem')).toHaveText([
      'Daging sapi',
      'Jeroan',
    ]);
  } finally {
    await removeDish(request, dish);
  }
});

test('staff working in Bahasa Indonesia get the fields in their language', async ({ page }) => {
  const { username, password } = await staffAccount(page, 'editor');
  const login = await page.request.post('/api/admin/auth/login', { data: { username, password } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  expect(
    (await page.request.put('/api/admin/auth/language', { headers, data: { language: 'id' } })).ok(),
  ).toBe(true);
  await loginAsAdmin(page, { username, password, open: { path: '/admin/menu', heading: 'Menu' } });
  await page.getByRole('button', { name: 'Ubah Rendang Daging' }).click();
  const edit = page.getByRole('form', { name: 'Ubah Rendang Daging' });
  await expect(edit.getByRole('textbox', { name: 'Nama dalam bahasa Inggris' })).toHaveValue('Beef rendang');
  await expect(edit.getByRole('textbox', { name: 'Deskripsi dalam bahasa Inggris' })).toHaveAttribute(
    'lang',
    'en',
  );
  await expect(edit.getByRole('button', { name: 'Tulis deskripsi bahasa Inggris' })).toBeVisible();
  await edit.getByRole('button', { name: 'Tampilkan kolom lanjutan' }).click();
  const contains = edit.getByRole('group', { name: 'Mengandung' });
  await expect(contains.getByLabel('Santan')).toBeChecked();
  await expect(contains.getByLabel('Daging sapi')).toBeChecked();
  await expect(contains.getByLabel('Jeroan')).not.toBeChecked();
  await expect(edit.getByLabel('Tingkat pedas')).toHaveAttribute('aria-valuetext', 'Pedas, 3 dari 5');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a card and a dish page say how hot the dish is and what it contains', async ({ page }) => {
    await page.goto('/menu/rendang-daging/');
    await expect(page.locator('[data-dish-spice] .spice-text')).toHaveText('Pedas (3/5)');
    await expect(page.locator('[data-dish-contains]').getByRole('listitem')).toHaveText([
      'Daging sapi',
      'Santan',
    ]);
    await page.goto('/');
    const card = page.locator('.menu-card').filter({ hasText: 'Rendang Daging' });
    await expect(card.locator('.menu-card-explained')).toContainText('Pedas');
    await expect(card.locator('.menu-card-explained')).toContainText('Daging sapi · Santan');
    await expect(card.locator('.chilies')).toBeVisible();
  });
});
