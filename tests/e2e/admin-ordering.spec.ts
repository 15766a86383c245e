import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEFAULT_ORDERING_SETTINGS } from '../../src/domain/orders/ordering-settings.ts';
import { adminApi, loginAsAdmin } from './admin-fixtures.ts';
import { seriousViolations } from './axe.ts';

/** Settings → Ordering, signed in as the owner: the card and the preview of the menu's price line. */
async function orderingCard(page: Page) {
  await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
  const card = page.getByRole('region', { name: 'Ordering' });
  return { card, preview: card.locator('.ordering-preview') };
}

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
    await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
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
    // The kitchen's preparation time, from which an accepted order's ready time is proposed.
    await expect(card.getByLabel('Preparation time (minutes)')).toHaveValue('30');
    await card.getByLabel('Preparation time (minutes)').fill('20');
    await card.getByRole('button', { name: 'Save ordering settings' }).click();
    await expect(toast(page, 'Ordering settings saved')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Ordering' }).getByLabel('PB1 restaurant tax (%)'),
    ).toHaveValue('10');
    await expect(
      page.getByRole('region', { name: 'Ordering' }).getByLabel('Preparation time (minutes)'),
    ).toHaveValue('20');
    await published(request, 'Harga belum termasuk service 5% (makan di tempat) dan PB1 10%');
    await page.goto('/#menu');
    await expect(
      page.getByText('Harga belum termasuk service 5% (makan di tempat) dan PB1 10%'),
    ).toBeVisible();
  });

  test("a colleague's save in between keeps what the owner typed, and Save again puts it in place of theirs", async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const { card } = await orderingCard(page);
    const service = card.getByLabel('Service charge (%)');
    const before = await api.get('/api/admin/ordering');
    await expect(service).toHaveValue(String(before.service_charge_percent));
    await service.fill('7');
    // Another phone saves the settings meanwhile.
    await api.send('PUT', '/api/admin/ordering', { ...before, prep_minutes: 25 });
    const save = card.getByRole('button', { name: 'Save ordering settings' });
    // Refused (409), and their version is loaded as the one a second Save replaces.
    const theirs = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/ordering') && response.request().method() === 'GET',
    );
    await save.click();
    await theirs;
    await expect(
      card.getByText(
        'Someone else saved the ordering settings after you opened them. Your changes are still here: save again to replace theirs, or reload the page to keep theirs.',
      ),
    ).toBeVisible();
    await expect(service).toHaveValue('7');
    await save.click();
    await expect(toast(page, 'Ordering settings saved')).toBeVisible();
    expect(await api.get('/api/admin/ordering')).toMatchObject({
      service_charge_percent: 7,
      prep_minutes: before.prep_minutes,
    });
  });

  test('with PB1 at 11 the preview waits for a valid value instead of saying nothing is added', async ({
    page,
  }) => {
    const { card, preview } = await orderingCard(page);
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
    const { card, preview } = await orderingCard(page);
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

  test('the owner links GoFood and enters a halal certificate without an end date; guests see both', async ({
    page,
    request,
  }) => {
    await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: 'Restaurant Info' } });
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
    // A certificate under UU 6/2023 has no end date: the field says to leave it empty.
    const until = page.getByLabel('Valid until');
    await expect(until).toHaveValue('');
    await expect(until).toHaveAccessibleDescription(
      'Only if your certificate shows an end date (older ones do). Certificates issued under UU 6/2023 have none: leave it empty.',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Restaurant info updated successfully!')).toBeVisible();
    await expect(page.getByText('is required with a certificate number')).toHaveCount(0);

    await published(request, CERTIFICATE);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Pesan lewat GoFood' })).toHaveAttribute('href', GOFOOD);
    await expect(
      footer.getByText('Harga di aplikasi pesan-antar bisa berbeda dari harga di restoran.'),
    ).toBeVisible();
    await expect(footer.getByText('Bersertifikat Halal')).toBeVisible();
    await expect(footer.getByText(CERTIFICATE, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Cek di situs BPJPH' })).toHaveAttribute(
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

  test('a guest on a phone copies the certificate number in one tap, beside the link to check it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/#about');
    const badge = page.locator('#about [data-halal]');
    await expect(badge.getByText(CERTIFICATE, { exact: true })).toBeVisible();
    await expect(badge.getByRole('link', { name: 'Cek di situs BPJPH' })).toBeVisible();
    await badge.getByRole('button', { name: 'Salin nomor' }).click();
    await expect(badge.getByRole('status')).toHaveText('Nomor sertifikat disalin.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CERTIFICATE);
    // The footer has its own, and everything fits a phone: nothing sticks out sideways.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Salin nomor' }).click();
    await expect(footer.getByRole('status').filter({ hasText: 'Nomor sertifikat disalin.' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page, { include: ['[data-halal]'] })).toEqual([]);
  });

  test('without JavaScript the number is shown as text to select, and no button that does nothing', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const number = footer.getByText(CERTIFICATE, { exact: true });
    await expect(number).toBeVisible();
    // Plain text, not the label of a link: a long press selects it instead of opening the link.
    expect(await number.evaluate((element) => element.closest('a'))).toBeNull();
    expect(await number.evaluate((element) => getComputedStyle(element).userSelect)).not.toBe('none');
    await expect(footer.getByRole('button', { name: 'Salin nomor' })).toBeHidden();
    await context.close();
  });

  for (const [language, words] of [
    [
      'en',
      {
        number: 'Halal certificate number',
        until: 'Valid until',
        save: 'Save Changes',
        saved: 'Restaurant info updated successfully!',
        ended:
          'This certificate ended on Mon, 31 Mar 2025: the website no longer says "Bersertifikat Halal". Enter the renewed certificate, and leave Valid until empty if it has no end date.',
      },
    ],
    [
      'id',
      {
        number: 'Nomor sertifikat halal',
        until: 'Berlaku sampai',
        save: 'Simpan Perubahan',
        saved: 'Info restoran berhasil diperbarui!',
        ended:
          'Sertifikat ini berakhir pada Senin, 31 Mar 2025: situs tidak lagi menampilkan "Bersertifikat Halal". Isi sertifikat yang diperpanjang, dan kosongkan Berlaku sampai bila sertifikat itu tidak punya tanggal berakhir.',
      },
    ],
  ] as const) {
    test(`a date that is over is said at the field, before and after saving (${language})`, async ({
      page,
      request,
    }) => {
      const api = await adminApi(request);
      await api.send('PUT', '/api/admin/auth/language', { language });
      try {
        await loginAsAdmin(page, {
          open: {
            path: '/admin/restaurant-info',
            heading: language === 'id' ? 'Info Restoran' : 'Restaurant Info',
          },
        });
        // An older certificate, with the date printed on it.
        await page.getByLabel(words.number).fill(CERTIFICATE);
        const until = page.getByLabel(words.until);
        await until.fill('2025-03-31');
        // Said at once, at the field, before anything is saved.
        await expect(page.getByText(words.ended)).toBeVisible();
        // Read out with the field ("…ended on Mon, 31 Mar 2025"), before its hint.
        await expect(until).toHaveAccessibleDescription(new RegExp(`^${words.ended.split(':')[0]}`));
        await page.getByRole('button', { name: words.save }).click();
        // The save is kept, and its message says the certificate is no longer on the site.
        await expect(toast(page, words.saved)).toContainText(words.ended);
        await expect(page.getByText(words.ended).first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
      } finally {
        await api.send('PUT', '/api/admin/auth/language', { language: 'en' });
      }
    });
  }

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
