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
