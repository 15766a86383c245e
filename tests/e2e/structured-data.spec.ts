/**
 * What search engines read about the restaurant: the JSON-LD of the built landing page has the properties
 * Google's LocalBusiness / Restaurant guidelines require (name, address) and recommend (geo, menu, opening
 * hours, price range, cuisine, telephone, url, image), and staff who move the restaurant to another city in
 * the admin see the published data follow after the rebuild.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginAsAdmin } from './admin-fixtures.ts';

type JsonLd = Record<string, unknown> & {
  address: Record<string, string>;
  geo?: { latitude: number; longitude: number };
  hasMenu: { hasMenuSection: Array<{ hasMenuItem: Array<{ offers: Record<string, unknown> }> }> };
};

async function restaurantData(request: APIRequestContext): Promise<JsonLd> {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? '{}'),
  );
  const restaurant = scripts.find((data) => data['@type'] === 'Restaurant');
  expect(restaurant, 'a Restaurant in the JSON-LD of /').toBeDefined();
  return restaurant;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('the landing page describes the restaurant as Google asks, and follows a move to another city', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const site = new URL(baseURL ?? '');
  const before = await restaurantData(request);
  // Required.
  expect(before.name).toBe('Rumah Makan Padang Sederhana Rasa');
  expect(before.address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: expect.stringContaining('Jl. Khatib Sulaiman'),
    addressLocality: 'Kota Padang',
    addressRegion: 'Sumatera Barat',
    postalCode: '25173',
    addressCountry: 'ID',
  });
  // Recommended.
  expect(before.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -0.895, longitude: 100.355 });
  expect(before.menu).toBe(new URL('/#menu', site).toString());
  expect(before.priceRange).toMatch(/^Rp \d{1,3}(\.\d{3})*–Rp \d{1,3}(\.\d{3})*$/);
  expect(before.servesCuisine).toContain('Padang');
  expect(before.telephone).toBeTruthy();
  expect(before.url).toBe(new URL('/', site).toString());
  // Whatever hours other tests saved: each open range of the week, with its day and times.
  const hours = before.openingHoursSpecification as Array<Record<string, string>>;
  expect(hours.length).toBeGreaterThan(0);
  for (const range of hours)
    expect(Object.keys(range).sort()).toEqual(['@type', 'closes', 'dayOfWeek', 'opens']);
  expect(before.acceptsReservations).toBe(new URL('/#reservation', site).toString());
  for (const image of before.image as string[]) {
    expect(image).toMatch(/\.(jpe?g|png)$/);
    expect((await request.get(image)).headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
  }
  const offer = before.hasMenu.hasMenuSection[0]?.hasMenuItem[0]?.offers;
  expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'IDR', price: expect.any(Number) });

  // The restaurant opens in Bogor: staff change the address parts in the admin.
  await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: 'Restaurant Info' } });
  const saved = {
    address: await page.getByLabel('Address', { exact: true }).inputValue(),
    city: await page.getByLabel('City or Regency').inputValue(),
    province: await page.getByLabel('Province').inputValue(),
    postalCode: await page.getByLabel('Postal Code').inputValue(),
  };
  const move = async (parts: typeof saved) => {
    await page.getByLabel('Address', { exact: true }).fill(parts.address);
    await page.getByLabel('City or Regency').fill(parts.city);
    await page.getByLabel('Province').fill(parts.province);
    await page.getByLabel('Postal Code').fill(parts.postalCode);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Restaurant info updated successfully!').last()).toBeVisible();
  };
  await move({
    address: 'Jl. Pajajaran No. 12, Baranangsiang',
    city: 'Kota Bogor',
    province: 'Jawa Barat',
    postalCode: '16143',
  });
  try {
    await expect
      .poll(async () => (await restaurantData(request)).address.addressLocality, { timeout: 60_000 })
      .toBe('Kota Bogor');
    const after = await restaurantData(request);
    expect(after.address).toMatchObject({
      streetAddress: 'Jl. Pajajaran No. 12, Baranangsiang',
      addressRegion: 'Jawa Barat',
      postalCode: '16143',
    });
    // The footer shows the whole address on one line, as before the parts existed.
    await page.goto('/');
    await expect(page.locator('footer')).toContainText(
      'Jl. Pajajaran No. 12, Baranangsiang, Kota Bogor, Jawa Barat 16143',
    );
  } finally {
    await page.goto('/admin/restaurant-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Info' })).toBeVisible();
    await move(saved);
  }
});

test('a refused postal code says why at the field and keeps what was typed', async ({ page }) => {
  await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: 'Restaurant Info' } });
  await page.getByLabel('City or Regency').fill('Kabupaten Bogor');
  await page.getByLabel('Postal Code').fill('161');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Postal Code must be the 5 digits of an Indonesian postal code')).toBeVisible();
  await expect(page.getByLabel('City or Regency')).toHaveValue('Kabupaten Bogor');
});
