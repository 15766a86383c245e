import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEFAULT_ORDERING_SETTINGS } from '../../src/domain/ordering.ts';
import { adminApi } from './admin-fixtures.ts';

/**
 * The order basket on a phone (issue 25): dishes added from the menu section and from a dish page, kept
 * across a reload and a change of page, sent to WhatsApp as one message with the bill; sold-out dishes
 * cannot be added and are left out; ?meja= fills the table; the ordering settings saved in the admin
 * change the bill once the site is published. The dishes are the file's own (made and published in
 * beforeAll), so other files' edits of the menu change nothing here.
 */

const PHONE = { width: 360, height: 740 };
const stamp = Date.now().toString(36);
const DISHES = [
  { name: `Es Jeruk Kunci ${stamp}`, price: 'Rp 12.000' },
  { name: `Teh Talua Susu ${stamp}`, price: 'Rp 18.500' },
  { name: `Es Tebak Durian ${stamp}`, price: 'Rp 21.000' },
  // A price the basket cannot read as one amount: ordered as "harga ditanyakan".
  { name: `Es Campur Musim ${stamp}`, price: 'Rp 10.000 - 15.000' },
];
let created: Array<{ id: string; slug: string; name: string }> = [];

/** Waits until the live landing page does (or no longer does) show `text`. */
async function published(request: APIRequestContext, text: string, shown = true) {
  const poll = expect.poll(async () => (await request.get('/')).text(), {
    timeout: 60_000,
    intervals: [250],
  });
  await (shown ? poll.toContain(text) : poll.not.toContain(text));
}

/** The text of the wa.me link the basket opened, decoded; no request leaves the machine. */
async function whatsappMessages(context: BrowserContext): Promise<() => string[]> {
  const opened: string[] = [];
  await context.route('https://wa.me/**', (route) => {
    opened.push(route.request().url());
    return route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' });
  });
  return () =>
    opened.map((url) => {
      const link = new URL(url);
      expect(link.pathname).toMatch(/^\/\d{8,15}$/);
      return link.searchParams.get('text') ?? '';
    });
}

const menuTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const addButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Tambah ${name} ke pesanan`, exact: true });
const basketButton = (page: Page) => page.getByRole('button', { name: /^Pesanan \(\d+\)$/ });
const basket = (page: Page) => page.getByRole('dialog', { name: /^Pesanan/ });
/** The bar at the foot of the page: the basket button and the total beside it. */
const basketBar = (page: Page) => page.locator('.basket-bar');

test.describe('the order basket', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test.beforeAll(async ({ request }, testInfo) => {
    testInfo.setTimeout(120_000);
    const api = await adminApi(request);
    await api.send('PUT', '/api/admin/ordering', DEFAULT_ORDERING_SETTINGS);
    created = [];
    for (const dish of DISHES)
      created.push(
        await api.send('POST', '/api/admin/menu/category/minuman/item', {
          ...dish,
          category: 'Minuman',
          description: `${dish.name}, segar dan dingin.`,
          image: '/images/menu/es-tebak.svg',
        }),
      );
    await published(request, DISHES.at(-1)?.name ?? '');
  });

  test.afterAll(async ({ request }, testInfo) => {
    testInfo.setTimeout(120_000);
    const api = await adminApi(request);
    await api.send('PUT', '/api/admin/ordering', DEFAULT_ORDERING_SETTINGS);
    for (const dish of created) await api.send('DELETE', `/api/admin/menu/category/minuman/item/${dish.id}`);
    await published(request, DISHES[0]?.name ?? '', false);
  });

  test('holds dishes from the menu and a dish page across pages and a reload, and sends one WhatsApp order', async ({
    page,
    context,
  }) => {
    const [first, second, third] = created.map((dish, i) => ({ ...dish, ...DISHES[i] })) as Array<
      (typeof created)[number] & (typeof DISHES)[number]
    >;
    if (!first || !second || !third) throw new Error('the dishes were not made');
    const messages = await whatsappMessages(context);
    await page.goto('/#menu');
    await expect(basketButton(page)).toBeHidden();
    await menuTab(page, 'Minuman').click();
    await addButton(page, first.name).click();
    await addButton(page, second.name).click();
    // The added dish becomes a stepper.
    await expect(page.getByRole('button', { name: `Kurangi ${first.name}`, exact: true })).toBeVisible();
    await expect(basketButton(page)).toHaveAccessibleName('Pesanan (2)');
    await expect(basketBar(page)).toContainText('Rp 30.500');

    // From the dish page, twice.
    await page.goto(`/menu/${third.slug}/`);
    await addButton(page, third.name).click();
    await page.getByRole('button', { name: `Tambah ${third.name}`, exact: true }).click();
    await expect(basketButton(page)).toHaveAccessibleName('Pesanan (4)');

    await basketButton(page).click();
    await expect(basket(page)).toBeVisible();
    await basket(page).getByLabel(`Catatan untuk ${first.name}`).fill('tanpa es, gula sedikit');
    // Kept on the device: a reload and another page show the same basket.
    await page.reload();
    await page.goto('/');
    await expect(basketButton(page)).toHaveAccessibleName('Pesanan (4)');
    await expect(basketBar(page)).toContainText('Rp 72.500');
    await basketButton(page).click();
    const dialog = basket(page);
    await expect(dialog.getByLabel(`Catatan untuk ${first.name}`)).toHaveValue('tanpa es, gula sedikit');
    await dialog.getByRole('radio', { name: 'Bungkus (ambil sendiri)' }).check();
    const time = dialog.getByLabel('Waktu ambil');
    const firstTime = await time.locator('option').nth(1).textContent();
    expect(firstTime).toMatch(/^(Hari ini|\w{3} \d{1,2} \w{3}), \d{2}:\d{2}$/);
    // The second time offered: the first may stop being offered within the minute (it is "now + 30 min"
    // at each quarter hour), and the dialog drops a time no longer possible when it draws itself again.
    await time.selectOption({ index: 2 });
    // The name is asked for first.
    await dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' }).click();
    await expect(dialog.getByLabel('Nama', { exact: true })).toBeFocused();
    await expect(dialog.getByText('Nama wajib diisi.')).toBeVisible();
    await dialog.getByLabel('Nama', { exact: true }).fill('Sari');
    await dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' }).click();

    await expect.poll(() => messages().length).toBe(1);
    const text = messages()[0] ?? '';
    expect(text).toMatch(/^Halo Rumah Makan .+, saya mau pesan \(PSN-[2-9A-HJKMNP-Z]{6}\):\n\n/);
    expect(text).toContain(`1. ${first.name} x1 = Rp 12.000\n   Catatan: tanpa es, gula sedikit\n`);
    expect(text).toContain(`2. ${second.name} x1 = Rp 18.500\n`);
    expect(text).toContain(`3. ${third.name} x2 = Rp 42.000\n`);
    expect(text).toContain('\nTotal: Rp 72.500\n');
    expect(text).toMatch(
      /\nCara pesan: Bungkus \(ambil sendiri\), \w{3} \d{1,2} \w{3}, \d{2}:\d{2}\nNama: Sari$/,
    );

    // Sent: the basket offers to empty itself.
    await dialog.getByRole('button', { name: 'Kosongkan pesanan' }).click();
    await expect(basket(page)).toBeHidden();
    await expect(basketButton(page)).toBeHidden();
  });

  test('cannot add a sold-out dish, and leaves out one sold out after it was added', async ({
    page,
    context,
  }) => {
    const [first, second] = created;
    if (!first || !second) throw new Error('the dishes were not made');
    const messages = await whatsappMessages(context);
    await page.goto('/#menu');
    await menuTab(page, 'Minuman').click();
    await addButton(page, DISHES[0]?.name ?? '').click();
    await addButton(page, DISHES[1]?.name ?? '').click();
    // The live availability (the overlay read between builds) now says the first is sold out.
    await context.route('**/api/menu-availability', async (route) => {
      const answer = await route.fetch();
      const live = { ...(await answer.json()), [first.slug]: 'Habis' };
      await route.fulfill({ response: answer, json: live });
    });
    await page.reload();
    await menuTab(page, 'Minuman').click();
    const soldOut = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: DISHES[0]?.name ?? '' }) })
      .getByRole('button', { name: 'Habis' });
    await expect(soldOut).toBeDisabled();
    await basketButton(page).click();
    const dialog = basket(page);
    await expect(dialog.getByText('Habis: tidak ikut dipesan')).toBeVisible();
    await expect(basketButton(page)).toHaveAccessibleName('Pesanan (1)');
    await dialog.getByRole('radio', { name: 'Makan di tempat' }).check();
    await dialog.getByLabel('Nama', { exact: true }).fill('Budi');
    await dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' }).click();
    await expect.poll(() => messages().length).toBe(1);
    expect(messages()[0]).not.toContain(DISHES[0]?.name ?? '');
    expect(messages()[0]).toContain(`1. ${DISHES[1]?.name} x1 = Rp 18.500`);
    await dialog.getByRole('button', { name: 'Kosongkan pesanan' }).click();
  });

  test('takes the table from ?meja= into a dine-in order', async ({ page, context }) => {
    const messages = await whatsappMessages(context);
    await page.goto('/?meja=7#menu');
    await menuTab(page, 'Minuman').click();
    await addButton(page, DISHES[1]?.name ?? '').click();
    await basketButton(page).click();
    const dialog = basket(page);
    await expect(dialog.getByRole('radio', { name: 'Makan di tempat' })).toBeChecked();
    await expect(dialog.getByLabel('Nomor meja (opsional)')).toHaveValue('7');
    await dialog.getByLabel('Nama', { exact: true }).fill('Rina');
    await dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' }).click();
    await expect.poll(() => messages().length).toBe(1);
    expect(messages()[0]).toContain('\nCara pesan: Makan di tempat\nNama: Rina\nNomor meja: 7');
    await dialog.getByRole('button', { name: 'Kosongkan pesanan' }).click();
  });

  test('a pickup time that lapses while the basket is open is let go, and the guest is told at the field', async ({
    page,
    context,
  }) => {
    const messages = await whatsappMessages(context);
    // A Wednesday noon in Jakarta: open, and the first pickup time is 12:30 (the kitchen needs 30 minutes).
    await page.clock.install({ time: new Date('2030-03-13T05:00:00Z') });
    await page.goto('/#menu');
    await menuTab(page, 'Minuman').click();
    await addButton(page, DISHES[0]?.name ?? '').click();
    await basketButton(page).click();
    const dialog = basket(page);
    await dialog.getByRole('radio', { name: 'Bungkus (ambil sendiri)' }).check();
    await dialog.getByLabel('Nama', { exact: true }).fill('Sari');
    const time = dialog.getByLabel('Waktu ambil');
    await time.selectOption({ label: 'Hari ini, 12:30' });

    // A minute on, 12:30 is too soon: sending asks for another time instead of sending it.
    await page.clock.fastForward('01:00');
    await dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' }).click();
    await expect(time).toBeFocused();
    await expect(time).toHaveValue('');
    await expect(time).toHaveAccessibleDescription('Waktu itu sudah lewat. Pilih waktu lain.');
    await expect(time.getByRole('option', { name: 'Hari ini, 12:30' })).toHaveCount(0);
    expect(messages()).toEqual([]);

    await time.selectOption({ label: 'Hari ini, 12:45' });
    await dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' }).click();
    await expect.poll(() => messages().length).toBe(1);
    expect(messages()[0]).toMatch(
      /\nCara pesan: Bungkus \(ambil sendiri\), \w{3} 13 Mar, 12:45\nNama: Sari$/,
    );
    await dialog.getByRole('button', { name: 'Kosongkan pesanan' }).click();
  });

  test('is a dialog that keeps the keyboard inside, closes with Esc and gives focus back; axe finds nothing serious', async ({
    page,
  }) => {
    await page.goto('/#menu');
    await menuTab(page, 'Minuman').click();
    await addButton(page, DISHES[0]?.name ?? '').click();
    await basketButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(basket(page)).toBeVisible();
    let insideCount = 0;
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      // Tab may rest on the browser's own controls between the last element and the first; never on the page.
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('dialog') ? 'dialog' : 'page';
      });
      expect(where).not.toBe('page');
      if (where === 'dialog') insideCount++;
    }
    expect(insideCount).toBeGreaterThan(5);
    const results = await new AxeBuilder({ page }).include('dialog.basket').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(basket(page)).toBeHidden();
    await expect(basketButton(page)).toBeFocused();
    // Empty the basket for the next test.
    await basketButton(page).click();
    await basket(page)
      .getByRole('button', { name: `Kurangi ${DISHES[0]?.name}`, exact: true })
      .click();
    await expect(basketButton(page)).toBeHidden();
  });

  test('the bar says when a dish is "harga ditanyakan", and that a bill beyond exact sums cannot be totalled', async ({
    page,
    context,
  }) => {
    await page.goto('/#menu');
    await menuTab(page, 'Minuman').click();
    await addButton(page, DISHES[1]?.name ?? '').click();
    await addButton(page, DISHES[3]?.name ?? '').click();
    await expect(basketBar(page)).toContainText('Rp 18.500 + 1 harga ditanyakan');

    // A price saved before the ceiling (Rp 100.000.000), 99 times: the sum is past what adds up exactly.
    const [first] = created;
    if (!first) throw new Error('the dishes were not made');
    const huge = 'Rp 9.007.199.254.740.991';
    await context.route('**/pesanan.json', async (route) => {
      const answer = await route.fetch();
      const catalogue = await answer.json();
      catalogue.dishes[first.slug].price = huge;
      await route.fulfill({ response: answer, json: catalogue });
    });
    await page.evaluate(
      ([slug, name, price]) =>
        localStorage.setItem(
          'rmp-pesanan',
          JSON.stringify({ lines: [{ slug, name, price, quantity: 99, note: '' }], table: '' }),
        ),
      [first.slug, DISHES[0]?.name ?? '', huge],
    );
    await page.reload();
    await expect(basketBar(page)).toContainText('Total tidak bisa dihitung');
    await basketButton(page).click();
    const dialog = basket(page);
    await expect(
      dialog.getByText('Total tidak bisa dihitung: jumlahnya terlalu besar. Kurangi jumlah pesanan.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' })).toHaveCount(0);
    await expect(dialog).not.toContainText('891.712');
    await dialog.getByRole('button', { name: 'Tutup pesanan' }).click();
    await page.evaluate(() => localStorage.removeItem('rmp-pesanan'));
  });

  test('adds service to dine-in only and PB1 to every way, as the admin saved them, once the site is published', async ({
    page,
    context,
    request,
  }) => {
    const messages = await whatsappMessages(context);
    const api = await adminApi(request);
    await api.send('PUT', '/api/admin/ordering', {
      ...DEFAULT_ORDERING_SETTINGS,
      modes: ['dine_in', 'pickup', 'delivery'],
      service_charge_percent: 5,
      tax_percent: 10,
      delivery_note: 'Antar dalam 5 km, ongkir Rp 10.000',
    });
    const note = 'Harga belum termasuk service 5% (makan di tempat) dan PB1 10%';
    await published(request, note);
    await page.goto('/#menu');
    await expect(page.getByText(note)).toBeVisible();
    await menuTab(page, 'Minuman').click();
    await addButton(page, DISHES[1]?.name ?? '').click();
    await addButton(page, DISHES[2]?.name ?? '').click();
    await basketButton(page).click();
    const dialog = basket(page);
    const totals = dialog.locator('.basket-totals');
    // At a table: 18.500 + 21.000 = 39.500; service 5% = 1.975; PB1 10% of 41.475 = 4.148 (4.147,5
    // rounded); 45.623.
    await dialog.getByRole('radio', { name: 'Makan di tempat' }).check();
    await expect(totals).toContainText('SubtotalRp 39.500');
    await expect(totals).toContainText('Service 5%Rp 1.975');
    await expect(totals).toContainText('PB1 10%Rp 4.148');
    await expect(totals).toContainText('TotalRp 45.623');
    await expect(basketBar(page)).toContainText('Rp 45.623');
    // Bungkus: no table service, PB1 on the subtotal.
    await dialog.getByRole('radio', { name: 'Bungkus (ambil sendiri)' }).check();
    await expect(totals).not.toContainText('Service');
    await expect(totals).toContainText('PB1 10%Rp 3.950');
    await expect(totals).toContainText('TotalRp 43.450');
    await expect(basketBar(page)).toContainText('Rp 43.450');
    // Diantar: the note names a fee, so the total is without it; the message carries the note.
    await dialog.getByRole('radio', { name: 'Diantar' }).check();
    await expect(totals).toContainText('TotalRp 43.450 (belum termasuk ongkir)');
    await dialog.getByLabel('Waktu antar').selectOption({ index: 2 });
    await dialog.getByLabel('Alamat pengantaran').fill('Jl. Sudirman 5, Padang');
    await dialog.getByLabel('Nama', { exact: true }).fill('Sari');
    await dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' }).click();
    await expect.poll(() => messages().length).toBe(1);
    const text = messages()[0] ?? '';
    expect(text).toContain(
      '\nSubtotal: Rp 39.500\nPB1 10%: Rp 3.950\nTotal: Rp 43.450 (belum termasuk ongkir)\n',
    );
    expect(text).not.toContain('Service');
    expect(text).toMatch(
      /\nAlamat: Jl\. Sudirman 5, Padang\nCatatan pengantaran: Antar dalam 5 km, ongkir Rp 10\.000$/,
    );
    await dialog.getByRole('button', { name: 'Kosongkan pesanan' }).click();
  });

  test('shows nothing without JavaScript: the dish page keeps its WhatsApp link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    try {
      await page.goto(`/menu/${created[0]?.slug}/`);
      await expect(page.getByRole('link', { name: 'Pesan via WhatsApp' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Tambah/ })).toHaveCount(0);
      await expect(basketButton(page)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
