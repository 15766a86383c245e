import { expect, test } from '@playwright/test';
import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';
import { RestaurantInfoSchema } from '../../src/domain/content/restaurant.ts';
import { formatRupiah } from '../../src/domain/orders/bill.ts';
import { OrderCreatedSchema } from '../../src/domain/orders/order.ts';
import { preorderTimes } from '../../src/domain/orders/preorder.ts';
import { DEFAULT_PREORDER_SETTINGS } from '../../src/domain/orders/preorder-schemas.ts';
import { adminApi, imageLinkField, loginAsAdmin, openDishEditor } from './admin-fixtures.ts';
import { addBoxDish, QRIS_DEPOSIT } from './preorder-fixtures.ts';

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
  const dish = await addBoxDish(api, name);
  try {
    const { row, edit } = await openDishEditor(page, name);
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

test('staff see a pre-order on the kitchen calendar, mark its deposit paid, and take it back', async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  await api.send('PUT', '/api/admin/preorder', QRIS_DEPOSIT);
  const name = `Nasi Kotak Dapur ${Date.now().toString(36)}`;
  const dish = await addBoxDish(api, name, {
    min_quantity: 20,
    lead_hours: 24,
    daily_limit: 300,
    ahead_only: true,
    unit: 'kotak',
  });
  try {
    const info = RestaurantInfoSchema.parse(await api.get('/api/admin/restaurant'));
    const now = restaurantNow(new Date(), info.openingHours.timeZone);
    const day = addDays(now.date, 2);
    const at = preorderTimes(info.openingHours, now, [{ lead_hours: 24 }], 14).find(
      (time) => time.date === day,
    );
    if (!at) throw new Error(`No pre-order time on ${day}`);
    const sent = await request.post('/api/orders', {
      data: {
        mode: 'pickup',
        name: 'Bu Rina (arisan)',
        phone: '081234567890',
        time: `${at.date} ${at.time}`,
        lines: [{ slug: dish.slug, quantity: 50, note: '' }],
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { code, order } = OrderCreatedSchema.parse(await sent.json());
    expect(order.deposit).toMatchObject({ percent: 50, state: 'unpaid' });

    await loginAsAdmin(page, { open: { path: '/admin/orders', heading: 'Orders' } });
    const calendar = page.getByRole('region', { name: 'Pre-orders of the coming days' });
    const entry = calendar.getByRole('listitem').filter({ hasText: `${name} 50` });
    await expect(entry).toContainText('1 order');
    await entry.scrollIntoViewIfNeeded();
    await testInfo.attach('the kitchen calendar, on a phone', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await entry.getByRole('button', { name: /^Show orders of / }).click();
    await expect(page.getByLabel('Date')).toHaveValue(day);

    const card = page.getByRole('article', { name: new RegExp(code) });
    await expect(card.getByText('Pre-order', { exact: true })).toBeVisible();
    await expect(card).toContainText('Deposit (50%)');
    await expect(card.getByText('Unpaid', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Deposit paid: ${code}` }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Deposit marked paid' });
    await expect(toast).toBeVisible();
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    await expect(card).toContainText(/Paid by admin/);
    // The day's figures count the deposit received, and the kitchen ticket carries it.
    await expect(page.getByTestId('orders-deposits')).toHaveText(formatRupiah(order.deposit?.amount ?? 0));
    await card.getByRole('button', { name: `Print ticket ${code}` }).click();
    await expect(page.getByTestId('order-ticket')).toContainText(
      `Deposit (50%): ${formatRupiah(order.deposit?.amount ?? 0)} (Paid)`,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A tap on the wrong order is taken back from the toast.
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(card.getByText('Unpaid', { exact: true })).toBeVisible();
    const stored = OrderCreatedSchema.shape.order.parse(await api.get(`/api/admin/orders/${code}`));
    expect(stored.deposit).toMatchObject({ state: 'unpaid' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await api.send('DELETE', `/api/admin/menu/category/makanan/item/${dish.id}`);
  }
});
