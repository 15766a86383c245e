import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';
import { RestaurantInfoSchema } from '../../src/domain/content/restaurant.ts';
import { DEPOSIT_PROOF_IN_MESSAGE, dayText, formatRupiah } from '../../src/domain/orders/basket-rules.ts';
import { OrderSchema } from '../../src/domain/orders/order.ts';
import { DEFAULT_ORDERING_SETTINGS } from '../../src/domain/orders/ordering-settings.ts';
import { DEFAULT_PREORDER_SETTINGS } from '../../src/domain/orders/preorder-schemas.ts';
import { adminApi } from './admin-fixtures.ts';
import { addBoxDish, QRIS_DEPOSIT } from './preorder-fixtures.ts';

/**
 * A guest pre-orders catering on a phone (issue 41): a box dish sold only ahead, at least 20, a day
 * ahead, 60 a day, with a 50 % deposit paid by the restaurant's own QRIS. Under the minimum is refused at
 * the line; 50 for the day after tomorrow shows the deposit, records the order, shows the QRIS with the
 * exact amount and the code, and sends the deposit line on WhatsApp; a second guest asking for more than
 * the day has left is told what remains.
 */

const stamp = Date.now().toString(36);
const DISH = `Nasi Kotak Arisan ${stamp}`;
let dish: { id: string; slug: string };
/** A pre-order dish sold for today too: on its terms only for a later day. */
const TODAY_TOO = `Nasi Kotak Harian ${stamp}`;
let todayToo: { id: string; slug: string };
/** Noon of a Wednesday the restaurant is open, on the phone's clock. */
const OPEN_NOON = new Date('2030-03-13T05:00:00Z');

async function published(request: APIRequestContext, text: string, shown = true) {
  const poll = expect.poll(async () => (await request.get('/')).text(), {
    timeout: 60_000,
    intervals: [250],
  });
  await (shown ? poll.toContain(text) : poll.not.toContain(text));
}

const basket = (page: Page) => page.getByRole('dialog', { name: /^Pesanan/ });

test.describe('a pre-order from the basket', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test.beforeAll(async ({ request }, testInfo) => {
    testInfo.setTimeout(120_000);
    const api = await adminApi(request);
    await api.send('PUT', '/api/admin/ordering', DEFAULT_ORDERING_SETTINGS);
    await api.send('PUT', '/api/admin/preorder', QRIS_DEPOSIT);
    dish = await addBoxDish(api, DISH, {
      min_quantity: 20,
      lead_hours: 24,
      daily_limit: 60,
      ahead_only: true,
      unit: 'kotak',
    });
    todayToo = await addBoxDish(api, TODAY_TOO, {
      min_quantity: 20,
      lead_hours: 24,
      daily_limit: null,
      ahead_only: false,
      unit: 'kotak',
    });
    await published(request, DISH);
    await published(request, TODAY_TOO);
  });

  test.afterAll(async ({ request }, testInfo) => {
    testInfo.setTimeout(120_000);
    const api = await adminApi(request);
    await api.send('PUT', '/api/admin/preorder', DEFAULT_PREORDER_SETTINGS);
    await api.send('DELETE', `/api/admin/menu/category/makanan/item/${dish.id}`);
    await api.send('DELETE', `/api/admin/menu/category/makanan/item/${todayToo.id}`);
    await published(request, DISH, false);
    await published(request, TODAY_TOO, false);
  });

  test('under the minimum is refused at the line; 50 boxes show the deposit and the QRIS, and the day runs out', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const opened: string[] = [];
    await context.route('https://wa.me/**', (route) => {
      opened.push(new URL(route.request().url()).searchParams.get('text') ?? '');
      return route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' });
    });
    const api = await adminApi(request);
    const info = RestaurantInfoSchema.parse(await api.get('/api/admin/restaurant'));
    const day = addDays(restaurantNow(new Date(), info.openingHours.timeZone).date, 2);

    await page.goto(`/menu/${dish.slug}/`);
    await expect(page.getByText('Pre-order H-1, min. 20')).toBeVisible();
    await page.getByRole('button', { name: `Tambah ${DISH} ke pesanan`, exact: true }).click();
    const quantity = page.getByRole('textbox', { name: `Jumlah ${DISH}` });
    // A dish sold only ahead starts at its minimum.
    await expect(quantity).toHaveValue('20');
    await expect(page.getByRole('button', { name: /^Pesanan \(20\), / })).toBeVisible();
    // Catering is ordered by the hundred: a pre-order dish is not stopped at 99.
    await quantity.fill('150');
    await quantity.press('Enter');
    await expect(page.getByRole('button', { name: /^Pesanan \(150\), / })).toBeVisible();
    await quantity.fill('19');
    await quantity.press('Enter');
    await page.getByRole('button', { name: /^Pesanan \(19\), / }).click();

    const dialog = basket(page);
    await expect(dialog.getByText('Pre-order H-1, min. 20')).toBeVisible();
    await dialog.getByLabel('Bungkus (ambil sendiri)').check();
    // Only the days the kitchen can still make: not today, not tomorrow before the lead time.
    const dates = dialog.getByLabel('Tanggal pre-order');
    await expect(dates.locator('option', { hasText: dayText(addDays(day, -2)) })).toHaveCount(0);
    await dates.selectOption(day);
    const times = dialog.getByLabel('Waktu ambil');
    const firstTime = await times.locator('option').nth(1).getAttribute('value');
    await times.selectOption(firstTime ?? '');
    // The day's limit, before anything is sent.
    await expect(dialog.getByText(`Sisa 60 untuk ${dayText(day)}`)).toBeVisible();
    await dialog.getByLabel('Nama').fill('Bu Rina (arisan)');
    await dialog.getByLabel('Nomor WhatsApp').fill('0812 3456 7890');
    const posted: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/orders') && sent.method() === 'POST') posted.push(sent.url());
    });
    await dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' }).click();
    await expect(dialog.getByText('Minimal 20 kotak')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: `Jumlah ${DISH}` })).toBeFocused();
    expect(posted).toHaveLength(0);

    // 50 boxes: the bill shows the deposit before anything is sent.
    const inDialog = dialog.getByRole('textbox', { name: `Jumlah ${DISH}` });
    await inDialog.fill('50');
    await inDialog.press('Tab');
    // The refusal goes with the quantity it was about.
    await expect(dialog.getByText('Minimal 20 kotak')).toHaveCount(0);
    await expect(dialog.getByText(/^DP 50%: Rp 625\.000, dibayar paling lambat /)).toBeVisible();
    await expect(dialog.getByText('Sisa pembayaran: Rp 625.000')).toBeVisible();
    await testInfo.attach('the pre-order in the basket, on a phone', {
      body: await page.screenshot({ fullPage: false }),
      contentType: 'image/png',
    });
    await dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' }).click();

    const code = ((await dialog.getByText(/^Kode pesanan: PSN-/).textContent()) ?? '').replace(
      'Kode pesanan: ',
      '',
    );
    const stored = OrderSchema.parse(await api.get(`/api/admin/orders/${code}`));
    expect(stored.date).toBe(day);
    expect(stored.lines[0]).toMatchObject({ quantity: 50, preorder: true });
    expect(stored.deposit).toMatchObject({ percent: 50, amount: 625_000, state: 'unpaid' });
    const qris = dialog.getByRole('region', { name: 'Bayar DP lewat QRIS' });
    await expect(qris.getByRole('img', { name: 'QRIS RM PADANG SEDERHANA RASA' })).toBeVisible();
    await expect(qris).toContainText('NMID ID1020021234567');
    await expect(qris).toContainText(`Masukkan tepat ${formatRupiah(625_000)}`);
    await expect(qris).toContainText(`Tulis ${code} di catatan pembayaran`);
    await expect(qris.getByRole('link', { name: 'Simpan QRIS' })).toHaveAttribute(
      'download',
      `QRIS-${code}.svg`,
    );
    // Readable on the white it stands on (the outlined buttons once took the hero's white).
    const save = qris.getByRole('link', { name: 'Simpan QRIS' });
    expect(await save.evaluate((link) => getComputedStyle(link).color)).not.toBe('rgb(255, 255, 255)');
    await qris.scrollIntoViewIfNeeded();
    await testInfo.attach('the QRIS step, on a phone', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await expect.poll(() => opened.length).toBe(1);
    expect(opened[0]).toContain(`(${code})`);
    expect(opened[0]).toMatch(/DP 50%: Rp 625\.000, dibayar paling lambat /);
    expect(opened[0]).toContain(DEPOSIT_PROOF_IN_MESSAGE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The next guest on this phone wants 20, the minimum Tambah puts in, of the 10 the day has left.
    await dialog.getByRole('button', { name: 'Kosongkan pesanan' }).click();
    await page.getByRole('button', { name: `Tambah ${DISH} ke pesanan`, exact: true }).click();
    await page.getByRole('button', { name: /^Pesanan \(20\), / }).click();
    // The day chosen before is kept, and says what it has left (in the list of days too).
    await expect(dialog.getByLabel('Tanggal pre-order').locator('option:checked')).toHaveText(
      `${dayText(day)} (sisa 10)`,
    );
    await dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' }).click();
    await expect(dialog.getByText(`Sisa 10 untuk ${dayText(day)}`)).toBeVisible();
    expect(opened).toHaveLength(1);
  });

  test('a dish sold for today too is ordered for today as any dish: under its minimum and without a deposit', async ({
    page,
    context,
  }) => {
    const sent: Array<{ time?: string; lines: Array<{ quantity: number }> }> = [];
    await context.route('**/api/orders', (route) => {
      sent.push(route.request().postDataJSON());
      return route.fulfill({ status: 201, json: { code: 'PSN-HARIAN', order: {} } });
    });
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }),
    );
    await page.clock.install({ time: OPEN_NOON });
    await page.goto(`/menu/${todayToo.slug}/`);
    await page.getByRole('button', { name: `Tambah ${TODAY_TOO} ke pesanan`, exact: true }).click();
    await page.getByRole('button', { name: /^Pesanan \(1\), / }).click();
    const dialog = basket(page);
    await dialog.getByLabel('Bungkus (ambil sendiri)').check();
    await dialog.getByLabel('Nama').fill('Pak Dedi');
    await dialog.getByLabel('Nomor WhatsApp').fill('0812 3456 7890');
    const dates = dialog.getByLabel('Tanggal pre-order');
    const times = dialog.getByLabel('Waktu ambil');
    const send = dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' });

    // For a later day it is a pre-order: its minimum holds, and the deposit is asked.
    await dates.selectOption('2030-03-15');
    await times.selectOption({ index: 1 });
    await expect(dialog.getByText(/^DP 50%: /)).toBeVisible();
    await send.click();
    await expect(dialog.getByText('Minimal 20 kotak')).toBeVisible();
    expect(sent).toHaveLength(0);

    // Today is offered, from the kitchen's usual half hour on, not after the pre-order's 24 hours.
    await dates.selectOption('2030-03-13');
    await times.selectOption('2030-03-13 12:30');
    await expect(dialog.getByText(/^DP 50%: /)).toHaveCount(0);
    await send.click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ time: '2030-03-13 12:30', lines: [{ quantity: 1 }] });
    await expect(dialog.getByText('Minimal 20 kotak')).toHaveCount(0);
  });
});
