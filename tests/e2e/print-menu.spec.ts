/**
 * The printed menu (/cetak-menu/): what staff print for the counter and the tables. Chromium prints it to
 * an A4 PDF; every dish the admin has, Habis ones too, is on the paper with its price, each category starts
 * with its first dish on the same page, and the QR code on it opens the site.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { type DishContains, dishTags } from '../../src/domain/content/dish-explained.ts';
import { decodeQr } from '../helpers/qr-decode.ts';
import { adminApi } from './admin-fixtures.ts';

interface Category {
  name: string;
  items: Array<{ name: string; price: string }>;
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The printed menu as Chromium prints it on A4 (print media): the text of each sheet. */
async function printedSheets(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  await page.goto('/cetak-menu/');
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map(flat);
}

/** Waits until the published printed menu holds every one of `texts`. */
async function printedMenuShows(request: APIRequestContext, texts: readonly string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const html = (await (await request.get('/cetak-menu/')).text()).replace(/&amp;/g, '&');
        return texts.filter((text) => !html.includes(text));
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toEqual([]);
}

test('prints on A4 with every dish and its price, a category never cut from its first dish', async ({
  page,
}) => {
  const api = await adminApi(page.request);
  const menu = ((await api.get('/api/admin/menu')) as Category[]).filter((category) => category.items.length);
  const dishes = menu.flatMap((category) => category.items);
  expect(dishes.length).toBeGreaterThan(0);
  // The page is built from the published content: wait until the last save is on it.
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/cetak-menu/')).text();
      return dishes
        .filter((dish) => !html.includes(dish.name.replace(/&/g, '&amp;')))
        .map((dish) => dish.name);
    })
    .toEqual([]);

  await page.goto('/cetak-menu/');
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: false,
  });
  const pages = text.map(flat);
  const all = pages.join(' ');
  expect(totalPages).toBeGreaterThanOrEqual(1);
  expect(totalPages).toBeLessThanOrEqual(menu.length + 1);
  for (const dish of dishes) {
    expect(all, dish.name).toContain(flat(dish.name));
    expect(all, `${dish.name}: ${dish.price}`).toContain(flat(dish.price));
  }
  for (const category of menu) {
    const first = category.items[0]?.name ?? '';
    const pageOf = pages.findIndex((p) => p.includes(flat(category.name)) && p.includes(flat(first)));
    expect(pageOf, `${category.name} and ${first} on one page`).toBeGreaterThanOrEqual(0);
  }
  // What only the screen shows is not printed.
  expect(all).not.toContain('Menu siap dicetak');
  expect(all).not.toContain('Kembali ke situs');
});

test('the QR code on the printed menu opens the site', async ({ page, baseURL }) => {
  await page.goto('/cetak-menu/');
  const svg = await page.locator('.print-qr svg').evaluate((element) => element.outerHTML);
  expect(await decodeQr(svg)).toBe(new URL('/', baseURL).toString());
});

test('on a phone it says how to print, with a print button once its script runs, and no island', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/cetak-menu/');
  await expect(page.getByRole('note')).toContainText('Menu siap dicetak');
  // Without JavaScript there is no button that would do nothing.
  await expect(page.getByRole('button', { name: 'Cetak menu' })).toBeHidden();
  await context.close();

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const withScript = await phone.newPage();
  await withScript.goto('/cetak-menu/');
  await expect(withScript.getByRole('button', { name: 'Cetak menu' })).toBeVisible();
  expect(await withScript.locator('astro-island').count()).toBe(0);
  const overflow = await withScript.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.close();
});

test.describe('on paper, as the owner prints it', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  const CERTIFICATE = 'ID31110000456780125';
  const PRICES_NOTE = 'Harga belum termasuk service 5% (makan di tempat) dan PB1 10%';
  let ordering: unknown;
  let halal: unknown;

  test.beforeAll(async ({ request }) => {
    const api = await adminApi(request);
    ordering = await api.get('/api/admin/ordering');
    const restaurant = await api.get('/api/admin/restaurant');
    halal = restaurant.halal;
    await api.send('PUT', '/api/admin/ordering', {
      ...(ordering as object),
      service_charge_percent: 5,
      service_charge_modes: ['dine_in'],
      tax_percent: 10,
      tax_modes: ['dine_in', 'pickup', 'delivery'],
      prices_include_tax: false,
    });
    await api.send('PUT', '/api/admin/restaurant', {
      ...restaurant,
      halal: { certificate_number: CERTIFICATE, valid_until: '' },
    });
    await printedMenuShows(request, [CERTIFICATE, PRICES_NOTE]);
  });

  test.afterAll(async ({ request }) => {
    const api = await adminApi(request);
    await api.send('PUT', '/api/admin/ordering', ordering);
    await api.send('PUT', '/api/admin/restaurant', { ...(await api.get('/api/admin/restaurant')), halal });
  });

  test("the starter's menu, with service, PB1 and the halal number, fits on one A4 sheet", async ({
    page,
  }) => {
    const api = await adminApi(page.request);
    const restaurant = await api.get('/api/admin/restaurant');
    const dishes = ((await api.get('/api/admin/menu')) as Category[]).flatMap((category) => category.items);
    const sheets = await printedSheets(page);
    expect(sheets, `${dishes.length} dishes on ${sheets.length} sheets`).toHaveLength(1);
    const [sheet = ''] = sheets;
    for (const dish of dishes) expect(sheet).toContain(flat(dish.name));
    // How hot and what it holds, after each dish's description, as the cards and dish pages say it.
    const rendang = (await api.get('/api/menu/rendang-daging')) as {
      spice_level: number;
      contains: DishContains[];
    };
    expect(sheet).toContain(dishTags(rendang).join(' · '));
    expect(dishTags(rendang).length).toBeGreaterThan(1);
    expect(sheet).toContain(CERTIFICATE);
    expect(sheet).toContain(PRICES_NOTE);
    expect(sheet).toContain('Jam Buka');
    expect(sheet).toContain(flat(restaurant.address));
    expect(sheet).toContain('Pindai untuk menu terbaru');
  });

  test('a longer menu flows on to more sheets, never breaking a dish between two', async ({ page }) => {
    const api = await adminApi(page.request);
    // The 30 dishes arrive as an owner brings a whole menu in: one import of a backup, so one publish
    // rather than one save and rebuild per dish. The backup taken first puts the menu back afterwards.
    const before = await api.get('/api/admin/backup');
    const [category] = before.content.menu as Array<{
      id: string;
      name: string;
      items: Array<{ position: number }>;
    }>;
    if (!category) throw new Error('the menu has no category');
    const stamp = Date.now().toString(36);
    const last = Math.max(0, ...category.items.map((item) => item.position));
    const added = Array.from({ length: 30 }, (_, index) => {
      const n = index + 1;
      return {
        id: `cubadak-${n}-${stamp}`,
        slug: `gulai-cubadak-${n}-${stamp}`,
        category_id: category.id,
        category: category.name,
        position: last + n,
        name: `Gulai Cubadak ${n} ${stamp}`,
        price: `Rp ${20 + n}.000`,
        description: `Nangka muda ${n} dimasak santan kental dengan cabai, kunyit, serai dan daun jeruk sampai bumbunya meresap.`,
        image: '/images/menu/es-tebak.svg',
        gallery: [],
        status: 'Tersedia',
        spice_level: 0,
        portion: '',
        calories: null,
        allergens: [],
        ingredients: [],
        ai_description: '',
        revision: 1,
        updated_at: new Date().toISOString(),
      };
    });
    const longer = structuredClone(before);
    longer.content.menu[0].items.push(...added);
    await api.send('POST', '/api/admin/backup/restore', { backup: longer, confirm: true });
    try {
      await printedMenuShows(
        page.request,
        added.map((dish) => dish.name),
      );
      const sheets = await printedSheets(page);
      expect(sheets.length).toBeGreaterThan(1);
      for (const dish of added) {
        const on = sheets.flatMap((sheet, index) => (sheet.includes(flat(dish.name)) ? [index] : []));
        expect(on, `${dish.name} on one sheet`).toHaveLength(1);
        const sheet = sheets[on[0] ?? 0] ?? '';
        expect(sheet, `${dish.name}: its price on its sheet`).toContain(dish.price);
        // Lines of a description may come out of the PDF joined with or without a space.
        expect(sheet.replace(/\s/g, ''), `${dish.name}: its description on its sheet`).toContain(
          dish.description.replace(/\s/g, ''),
        );
      }
    } finally {
      await api.send('POST', '/api/admin/backup/restore', { backup: before, confirm: true });
    }
  });
});
