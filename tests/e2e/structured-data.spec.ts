/**
 * What search engines read about the restaurant: the JSON-LD of the built landing page has the properties
 * Google's LocalBusiness / Restaurant guidelines require (name, address) and recommend (geo, menu, opening
 * hours, price range, cuisine, telephone, url, image), built from the address parts staff keep in the admin.
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

test('the landing page describes the restaurant as Google asks, from the address parts staff keep in the admin', async ({
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
  // The footer shows the whole address on one line, from the same parts.
  await page.goto('/');
  await expect(page.locator('footer')).toContainText(
    `${before.address.streetAddress}, Kota Padang, Sumatera Barat 25173`,
  );

  // The restaurant opens in Bogor: staff change the address parts in the admin, and they are kept. (That
  // the published data then names Bogor, not Padang, is tests/unit/seo.test.ts's "takes the address from
  // the restaurant's own fields"; the data above is built from those same fields.)
  await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: 'Restaurant Info' } });
  const fields = {
    address: page.getByLabel('Address', { exact: true }),
    city: page.getByLabel('City or Regency'),
    province: page.getByLabel('Province'),
    postalCode: page.getByLabel('Postal Code'),
  };
  const saved = {
    address: await fields.address.inputValue(),
    city: await fields.city.inputValue(),
    province: await fields.province.inputValue(),
    postalCode: await fields.postalCode.inputValue(),
  };
  const move = async (parts: typeof saved) => {
    for (const [part, value] of Object.entries(parts)) await fields[part as keyof typeof saved].fill(value);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Restaurant info updated successfully!').last()).toBeVisible();
  };
  const bogor = {
    address: 'Jl. Pajajaran No. 12, Baranangsiang',
    city: 'Kota Bogor',
    province: 'Jawa Barat',
    postalCode: '16143',
  };
  await move(bogor);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Info' })).toBeVisible();
    for (const [part, value] of Object.entries(bogor))
      await expect(fields[part as keyof typeof saved]).toHaveValue(value);
  } finally {
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
