/**
 * QR & Print (/admin/qr): every code decodes to its link on the site's own address, the downloads are
 * codes a phone reads, the table cards print without the admin around them, and a guest who scans a
 * table's code sees the table's number for the rest of the visit.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { decodeQr } from '../helpers/qr-decode.ts';
import { loginAsAdmin } from './admin-fixtures.ts';

test('staff make table cards whose codes open the site at each table, as SVG and PNG too', async ({
  page,
  baseURL,
}) => {
  const site = new URL('/', baseURL).toString();
  await loginAsAdmin(page, { open: { path: '/admin/qr', heading: 'QR & Print' } });

  const codeOf = async (name: string) =>
    decodeQr(
      await page
        .getByRole('img', { name, exact: true })
        .first()
        .evaluate((svg) => svg.outerHTML),
    );
  expect(await codeOf('Website')).toBe(site);
  expect(await codeOf('Menu')).toBe(`${site}#menu`);

  await page.getByLabel('Number of tables').fill('3');
  const cards = page.locator('.table-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(2)).toContainText('Meja 3');
  await expect(cards.nth(2)).toContainText('Scan untuk lihat menu & pesan');
  expect(await codeOf('Meja 3')).toBe(`${site}?meja=3`);

  // Out of range: the cards stay as they were and the field says what it takes.
  await page.getByLabel('Number of tables').fill('101');
  await expect(page.getByLabel('Number of tables')).toHaveAttribute('aria-invalid', 'true');
  await expect(cards).toHaveCount(3);

  for (const format of ['SVG', 'PNG']) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download Meja 2 as ${format}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`qr-meja-2.${format.toLowerCase()}`);
    const file = await readFile((await download.path()) ?? '');
    expect(await decodeQr(format === 'SVG' ? file.toString() : file), format).toBe(`${site}?meja=2`);
  }

  // Printed: the cards alone, on one A4 sheet for three tables.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expect(page.getByText('The site and its menu')).toBeHidden();
  const pdf = await page.pdf({ format: 'A4' });
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  expect(totalPages).toBe(1);
  expect(text).toContain('Meja 1');
  expect(text).toContain('Meja 3');
  expect(text).not.toContain('Number of tables');
});

test("a guest who scans a table's code sees the table for the visit, and the link they share carries none", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/?meja=7');
  const badge = page.getByRole('banner').getByText('Meja 7', { exact: true });
  await expect(badge).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await page.locator('.menu-card-link').first().click();
  await expect(page).toHaveURL(/\/menu\//);
  await expect(page.getByRole('banner').getByText('Meja 7', { exact: true })).toBeVisible();

  // Another visit (the shared link opened elsewhere) has no table.
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const friend = await other.newPage();
  await friend.goto('/');
  await expect(friend.locator('[data-table-badge]')).toBeHidden();
  await other.close();
  await context.close();
});
