import { expect, test } from '@playwright/test';
import { DEFAULT_PREORDER_SETTINGS } from '../../src/domain/orders/preorder-schemas.ts';
import { adminApi, imageLinkField, loginAsAdmin } from './admin-fixtures.ts';

// Issue 41: the owner sets the deposit and the restaurant's static QRIS in Settings, on a phone.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.afterEach(async ({ request }) => {
  const api = await adminApi(request);
  await api.send('PUT', '/api/admin/preorder', DEFAULT_PREORDER_SETTINGS);
});

test('the owner asks a 50 % deposit, paid by the restaurant QRIS, and it stays after a reload', async ({
  page,
}) => {
  await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
  const card = page.getByRole('region', { name: 'Pre-orders and deposit' });
  await expect(card.getByLabel('Pre-orders up to (days ahead)')).toHaveValue('14');

  await card.getByLabel('Deposit (%)').fill('50');
  await card.getByRole('button', { name: 'Save pre-order settings' }).click();
  // A deposit needs the QRIS it is paid with: said at each field, nothing saved.
  await expect(card.getByText(/^Merchant name on the QRIS .*required/)).toBeVisible();
  await expect(card.getByText(/^NMID .*required/)).toBeVisible();

  await (await imageLinkField(card, 'QRIS picture address')).fill('/images/menu/rendang-daging.svg');
  await card.getByLabel('Merchant name on the QRIS').fill('RM PADANG SEDERHANA RASA');
  await card.getByLabel('NMID').fill('id 1020 0212 34567');
  await card.getByLabel('Also for orders from (Rp)').fill('1.000.000');
  await card.getByRole('button', { name: 'Save pre-order settings' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Pre-order and deposit settings saved' }),
  ).toBeVisible();
  // The NMID as printed, whatever spaces and case it was typed with.
  await expect(card.getByLabel('NMID')).toHaveValue('ID1020021234567');

  await page.reload();
  const again = page.getByRole('region', { name: 'Pre-orders and deposit' });
  await expect(again.getByLabel('Deposit (%)')).toHaveValue('50');
  await expect(again.getByLabel('Also for orders from (Rp)')).toHaveValue('1000000');
  await expect(again.getByLabel('QRIS picture address')).toHaveValue('/images/menu/rendang-daging.svg');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the owner makes a dish a pre-order dish in the menu editor, and its page says so', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const name = `Nasi Kotak ${Date.now().toString(36)}`;
  const dish = await api.send('POST', '/api/admin/menu/category/makanan/item', {
    name,
    category: 'Makanan',
    description: 'Nasi, rendang, sayur dan sambal dalam kotak.',
    price: 'Rp 25.000',
    image: '/images/menu/rendang-daging.svg',
  });
  try {
    await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit.getByRole('button', { name: 'Show advanced fields' }).click();
    const terms = edit.getByRole('group', { name: 'Pre-order (catering)' });
    await terms.getByLabel('Sold as a pre-order').check();
    await terms.getByLabel('Minimum per order').fill('20');
    await terms.getByLabel('Unit').fill('kotak');
    await terms.getByLabel('Ordered at least (hours ahead)').fill('24');
    await terms.getByLabel('Most per day').fill('10');
    await terms.getByLabel('Only ahead').check();
    await expect(terms.getByText('Guests see: Pre-order H-1, min. 20')).toBeVisible();
    // A day's limit under the minimum is refused at its field, before anything is sent.
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(terms.getByLabel('Most per day')).toHaveAccessibleDescription(
      /Most per day must be at least the minimum quantity/,
    );
    await expect(terms.getByLabel('Most per day')).toBeFocused();
    await terms.getByLabel('Most per day').fill('300');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.locator('[data-sonner-toast]').getByText('Menu item updated successfully', { exact: true }),
    ).toBeVisible();
    const menu = (await api.get('/api/admin/menu')) as Array<{ items: Array<Record<string, unknown>> }>;
    const saved = menu.flatMap((category) => category.items).find((item) => item.id === dish.id);
    if (!saved) throw new Error(`${name} is not on the menu`);
    expect(saved.preorder).toEqual({
      min_quantity: 20,
      lead_hours: 24,
      daily_limit: 300,
      ahead_only: true,
      unit: 'kotak',
    });
    // Opened again, the form holds the terms.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('button', { name: 'Show advanced fields' }).click();
    await expect(page.getByLabel('Most per day')).toHaveValue('300');
    await expect(page.getByLabel('Only ahead')).toBeChecked();

    // Published, the dish's page and card say it is ordered ahead.
    await expect
      .poll(async () => (await request.get(`/menu/${saved.slug}/`)).text(), { timeout: 90_000 })
      .toContain('Pre-order H-1, min. 20');
  } finally {
    await api.send('DELETE', `/api/admin/menu/category/makanan/item/${dish.id}`);
  }
});
