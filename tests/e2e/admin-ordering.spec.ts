import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEFAULT_ORDERING_SETTINGS } from '../../src/domain/ordering.ts';
import { adminApi, loginAsAdmin } from './admin-fixtures.ts';

/**
 * What the owner sets for ordering (issue 25), on a phone, through the admin as staff do: service charge
 * and PB1 in Settings → Ordering, the delivery apps and the halal certificate in Restaurant Info; after the
 * rebuild the public site says how prices stand, links the apps and shows the certificate.
 */

const PHONE = { width: 390, height: 844 };
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const GOFOOD = 'https://gofood.co.id/padang/restaurant/sederhana-rasa-e2e';
const CERTIFICATE = 'ID13110000123450722';

/** Waits until the live landing page shows `text`. */
async function published(request: APIRequestContext, text: string) {
  await expect
    .poll(async () => (await request.get('/')).text(), { timeout: 60_000, intervals: [250] })
    .toContain(text);
}

test.describe('ordering in the admin', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ viewport: PHONE });

  let restaurant: Record<string, unknown>;

  test.beforeAll(async ({ request }) => {
    restaurant = await (await adminApi(request)).get('/api/admin/restaurant');
  });

  test.afterAll(async ({ request }) => {
    const api = await adminApi(request);
    await api.send('PUT', '/api/admin/ordering', DEFAULT_ORDERING_SETTINGS);
    const current = await api.get('/api/admin/restaurant');
    await api.send('PUT', '/api/admin/restaurant', {
      ...current,
      order_links: restaurant.order_links,
      halal: restaurant.halal,
    });
  });

  test('the owner sets service and PB1; the menu then says how prices stand', async ({ page, request }) => {
    await loginAsAdmin(page);
    // On a phone the sidebar is behind its button: the page is opened by its address.
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Ordering' });
    await expect(card.getByLabel('Service charge (%)')).toHaveValue('0');
    await card.getByLabel('Service charge (%)').fill('25');
    await card.getByRole('button', { name: 'Save ordering settings' }).click();
    await expect(card.getByText('Service charge (%) must be at most 20')).toBeVisible();
    await card.getByLabel('Service charge (%)').fill('5');
    await card.getByLabel('PB1 restaurant tax (%)').fill('10');
    await expect(
      card.getByText('Harga belum termasuk service 5% (makan di tempat) dan PB1 10%'),
    ).toBeVisible();
    await card
      .getByRole('group', { name: 'Ways to order' })
      .getByRole('checkbox', { name: 'Delivery (Diantar)' })
      .check();
    await card.getByRole('button', { name: 'Save ordering settings' }).click();
    await expect(toast(page, 'Ordering settings saved')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Ordering' }).getByLabel('PB1 restaurant tax (%)'),
    ).toHaveValue('10');
    await published(request, 'Harga belum termasuk service 5% (makan di tempat) dan PB1 10%');
    await page.goto('/#menu');
    await expect(
      page.getByText('Harga belum termasuk service 5% (makan di tempat) dan PB1 10%'),
    ).toBeVisible();
  });

  test('with PB1 at 11 the preview waits for a valid value instead of saying nothing is added', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/settings');
    const card = page.getByRole('region', { name: 'Ordering' });
    const preview = card.locator('.ordering-preview');
    await card.getByLabel('Service charge (%)').fill('5');
    await card.getByLabel('PB1 restaurant tax (%)').fill('11');
    await expect(preview).toHaveText(
      'Under the menu guests read: nothing yet: correct the fields above first',
    );
    await card.getByRole('button', { name: 'Save ordering settings' }).click();
    await expect(card.getByText('PB1 restaurant tax (%) must be at most 10')).toBeVisible();
    await expect(preview).not.toContainText('no service charge or tax is added');
    await card.getByLabel('PB1 restaurant tax (%)').fill('10');
    await expect(preview).toContainText('PB1 10%');
  });

  test('the owner chooses the ways service and PB1 are added to, and the preview names them', async ({
    page,
    request,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/settings');
    const card = page.getByRole('region', { name: 'Ordering' });
    const preview = card.locator('.ordering-preview');
    await card.getByLabel('Service charge (%)').fill('5');
    await card.getByLabel('PB1 restaurant tax (%)').fill('10');
    await expect(preview).toHaveText(
      'Under the menu guests read: Harga belum termasuk service 5% (makan di tempat) dan PB1 10%',
    );
    // A new site: service on dine-in only, PB1 on every way. This city does not tax takeaway.
    const service = card.getByRole('group', { name: 'Service charge applies to' });
    const tax = card.getByRole('group', { name: 'PB1 applies to' });
    await expect(service.getByRole('checkbox', { name: 'Dine in (Makan di tempat)' })).toBeChecked();
    await expect(service.getByRole('checkbox', { name: 'Pick-up (Bungkus)' })).not.toBeChecked();
    await expect(tax.getByRole('checkbox', { name: 'Delivery (Diantar)' })).toBeChecked();
    await tax.getByRole('checkbox', { name: 'Pick-up (Bungkus)' }).uncheck();
    await tax.getByRole('checkbox', { name: 'Delivery (Diantar)' }).uncheck();
    await expect(preview).toHaveText(
      'Under the menu guests read: Harga belum termasuk service 5% (makan di tempat) dan PB1 10% (makan di tempat)',
    );
    await card.getByRole('button', { name: 'Save ordering settings' }).click();
    await expect(toast(page, 'Ordering settings saved')).toBeVisible();
    await page.reload();
    const saved = page
      .getByRole('region', { name: 'Ordering' })
      .getByRole('group', { name: 'PB1 applies to' });
    await expect(saved.getByRole('checkbox', { name: 'Dine in (Makan di tempat)' })).toBeChecked();
    await expect(saved.getByRole('checkbox', { name: 'Pick-up (Bungkus)' })).not.toBeChecked();
    expect(await (await adminApi(request)).get('/api/admin/ordering')).toMatchObject({
      service_charge_modes: ['dine_in'],
      tax_modes: ['dine_in'],
    });
  });

  test('the owner links GoFood and enters the halal certificate; guests see both', async ({
    page,
    request,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/restaurant-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Info' })).toBeVisible();
    await page.getByLabel('GoFood').fill('https://food.grab.com/id/id/restaurant/bukan-gofood');
    await page.getByLabel('Halal certificate number').fill('13110000123450722');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText(/GoFood must be an https link to the restaurant's page on GoFood/),
    ).toBeVisible();
    await expect(
      page.getByText(/Halal certificate number must be the number on the BPJPH certificate/),
    ).toBeVisible();
    await page.getByLabel('GoFood').fill(GOFOOD);
    await page.getByLabel('Halal certificate number').fill(`id ${CERTIFICATE.slice(2)}`);
    await page.getByLabel('Valid until').fill('2030-06-30');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Restaurant info updated successfully!')).toBeVisible();

    await published(request, CERTIFICATE);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Pesan lewat GoFood' })).toHaveAttribute('href', GOFOOD);
    await expect(
      footer.getByText('Harga di aplikasi pesan-antar bisa berbeda dari harga di restoran.'),
    ).toBeVisible();
    await expect(footer.getByText('Bersertifikat Halal')).toBeVisible();
    await expect(footer.getByRole('link', { name: `No. ${CERTIFICATE}` })).toHaveAttribute(
      'href',
      'https://bpjph.halal.go.id/search/sertifikat',
    );
    await expect(page.locator('#menu').getByRole('link', { name: 'Pesan lewat GoFood' })).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd.hasMenu.hasMenuSection[0].hasMenuItem[0].suitableForDiet).toBe(
      'https://schema.org/HalalDiet',
    );
  });

  test('the dashboard warns the owner when the halal certificate ends within 30 days', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const current = await api.get('/api/admin/restaurant');
    await api.send('PUT', '/api/admin/restaurant', {
      ...current,
      halal: { certificate_number: CERTIFICATE, valid_until: inTenDays },
    });
    await loginAsAdmin(page);
    const warning = page.getByRole('status').filter({ hasText: 'The halal certificate ends on' });
    await expect(warning).toContainText(/days left\): renew it with BPJPH/);
    await warning.getByRole('link', { name: 'Restaurant Info' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Info' })).toBeVisible();
  });
});
