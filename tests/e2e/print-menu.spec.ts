/**
 * The printed menu (/cetak-menu/): what staff print for the counter and the tables. Chromium prints it to
 * an A4 PDF; every dish the admin has, Habis ones too, is on the paper with its price, each category starts
 * with its first dish on the same page, and the QR code on it opens the site.
 */
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { decodeQr } from '../helpers/qr-decode.ts';
import { adminApi } from './admin-fixtures.ts';

interface Category {
  name: string;
  items: Array<{ name: string; price: string }>;
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

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
