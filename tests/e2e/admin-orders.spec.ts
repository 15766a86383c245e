/**
 * Orders on the owner's phone (390 px, Bahasa Indonesia): a guest's three-dish pick-up order reaches an
 * open Pesanan screen without a reload (☰ badge, tab title, a toast naming it), with the bill the server
 * worked out; the owner accepts it, marks it ready and has the WhatsApp text that names its code; the
 * kitchen ticket prints at 58 mm; a reservations manager has the screen, an editor does not.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { restaurantNow } from '../../src/domain/content/hours.ts';
import { type MenuCategory, MenuCategorySchema } from '../../src/domain/content/menu.ts';
import { RestaurantInfoSchema } from '../../src/domain/content/restaurant.ts';
import { formatRupiah, orderPrice, orderTimes, orderTotals } from '../../src/domain/orders/basket-rules.ts';
import { OrderCreatedSchema } from '../../src/domain/orders/order.ts';
import { OrderingSettingsSchema } from '../../src/domain/orders/ordering-settings.ts';
import { formatLongDate } from '../../src/domain/reservations/booking-summary.ts';
import { adminApi, loginAsAdmin, staffAccount } from './admin-fixtures.ts';

// These tests answer some of the admin's requests themselves (page.route), which the admin's service
// worker, once in control of the page, would bypass: it is kept out of them.
test.use({ serviceWorkers: 'block' });

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'id-ID',
} as const;
test.use(PHONE);

const POLL_MS = 20_000;
const unique = (name: string) => `${name} ${Date.now().toString(36).slice(-5)}`;
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
/** The text a wa.me link prefills. */
const whatsappText = async (page: Page, name: string) => {
  const href = (await page.getByRole('link', { name }).getAttribute('href')) ?? '';
  return decodeURIComponent(new URL(href).searchParams.get('text') ?? '');
};

/**
 * The owner's account for these tests: a superadmin that never chose a language, so the phone's Bahasa
 * Indonesia is what it reads (the built-in admin's language is another spec's choice).
 */
let owner: { username: string; password: string } | undefined;
async function signInAsOwner(page: Page, path: string) {
  owner ??= await staffAccount(page, 'superadmin');
  await loginAsAdmin(page, { ...owner, open: { path, heading: 'Pesanan' } });
}

/** Three dishes guests can order now, with a price the basket can read. */
function threeDishes(menu: MenuCategory[]) {
  const dishes = menu
    .flatMap((category) => category.items)
    .filter((item) => item.status === 'Tersedia' && orderPrice(item.price) !== null)
    .slice(0, 3);
  expect(dishes).toHaveLength(3);
  return dishes;
}

/**
 * A one-dish pick-up order `name` sends for the first time the restaurant offers today (or, `tomorrow`,
 * tomorrow): its code, and when it is for.
 */
async function pickUpOrder(page: Page, name: string, { tomorrow = false } = {}) {
  const admin = await adminApi(page.request);
  const [dish] = threeDishes(MenuCategorySchema.array().parse(await admin.get('/api/admin/menu')));
  const info = RestaurantInfoSchema.parse(await admin.get('/api/admin/restaurant'));
  const now = restaurantNow(new Date(), info.openingHours.timeZone);
  const when = orderTimes(info.openingHours, now).find((at) => !tomorrow || at.date > now.date);
  if (!when) throw new Error('The restaurant offers no order time then');
  const sent = await page.request.post('/api/orders', {
    data: {
      mode: 'pickup',
      name: unique(name),
      phone: '081299887766',
      time: `${when.date} ${when.time}`,
      lines: [{ slug: dish?.slug, quantity: 1 }],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { code: OrderCreatedSchema.parse(await sent.json()).code, when };
}

test('a pick-up order is seen, accepted, made ready and told to the guest; its ticket prints at 58 mm', async ({
  page,
  browser,
}, testInfo) => {
  const admin = await adminApi(page.request);
  const settings = OrderingSettingsSchema.parse(await admin.get('/api/admin/ordering'));
  const dishes = threeDishes(MenuCategorySchema.array().parse(await admin.get('/api/admin/menu')));
  const quantities = [2, 1, 3];
  const bill = orderTotals(
    dishes.map((dish, index) => ({ quantity: quantities[index] ?? 1, unitPrice: orderPrice(dish.price) })),
    settings,
    'pickup',
  );
  if (!bill) throw new Error('no bill');

  // The owner has Pesanan open on the phone before the order arrives.
  await page.clock.install();
  // Orders sent before the admin's first look are counted, not announced: the guest sends after it.
  const firstCount = page.waitForResponse((response) =>
    response.url().endsWith('/api/admin/orders/new-count'),
  );
  await signInAsOwner(page, '/admin/orders');
  await firstCount;

  // The guest sends it from another phone, through the site's basket: three dishes from their pages.
  const guest = await browser.newContext(PHONE);
  const guestPage = await guest.newPage();
  let whatsapp = '';
  await guest.route('https://wa.me/**', (route) => {
    whatsapp ||= route.request().url();
    return route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' });
  });
  const site = new URL(page.url()).origin;
  for (const [index, dish] of dishes.entries()) {
    await guestPage.goto(`${site}/menu/${dish.slug}`);
    await guestPage.getByRole('button', { name: `Tambah ${dish.name} ke pesanan`, exact: true }).click();
    for (let more = 1; more < (quantities[index] ?? 1); more++)
      await guestPage.getByRole('button', { name: `Tambah ${dish.name}`, exact: true }).click();
  }
  await guestPage.getByRole('button', { name: /^Pesanan \(6\), / }).click();
  const basket = guestPage.getByRole('dialog', { name: /^Pesanan/ });
  await basket.getByLabel(`Catatan untuk ${dishes[0]?.name}`).fill('tidak pedas');
  await basket.getByRole('radio', { name: 'Bungkus (ambil sendiri)' }).check();
  // The first time the basket offers (it knows the hours the site was published with).
  const pickUp = basket.getByLabel('Waktu ambil');
  await pickUp.selectOption({ index: 1 });
  const day = (await pickUp.inputValue()).slice(0, 10);
  const name = unique('Bu Sari');
  await basket.getByLabel('Nama', { exact: true }).fill(name);
  await basket.getByLabel('Nomor WhatsApp').fill('0812 6611 2233');
  const recorded = guestPage.waitForResponse(
    (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
  );
  await basket.getByRole('button', { name: 'Kirim pesanan via WhatsApp' }).tap();
  const sent = await recorded;
  expect(sent.status(), await sent.text()).toBe(201);
  const { code } = OrderCreatedSchema.parse(await sent.json());
  // The message the guest sends on WhatsApp carries the code the order is stored under.
  await expect.poll(() => whatsapp).not.toBe('');
  const message = new URL(whatsapp).searchParams.get('text') ?? '';
  expect(message).toContain(`saya mau pesan (${code}):`);
  // The guest's phone, once sent: the code the restaurant will answer about.
  await expect(basket).toContainText(`Kode pesanan: ${code}`);
  await guestPage.screenshot({ path: testInfo.outputPath('order-sent-phone.png'), animations: 'disabled' });
  // Kept beside the screenshots: the message as the guest's WhatsApp shows it, and the order as stored.
  writeFileSync(testInfo.outputPath('whatsapp-message.txt'), message);
  writeFileSync(
    testInfo.outputPath('stored-order.json'),
    JSON.stringify(await admin.get(`/api/admin/orders/${code}`), null, 2),
  );
  await guest.close();
  // The queue shows the day the order is for.
  if (day !== restaurantNow().date)
    await page.getByRole('textbox', { name: 'Tanggal', exact: true }).fill(day);

  // Within the poll the phone tells: the count on ☰, the tab's title, a toast naming the order.
  await page.clock.fastForward(POLL_MS);
  await expect(page.getByTestId('menu-orders-count')).toHaveText(/^[1-9]\d*$/);
  await expect(page).toHaveTitle(/^\(\d+\) Pesanan - Admin$/);
  await expect(toast(page, `Pesanan baru ${code} · ${name} · ${formatRupiah(bill.total)}`)).toBeVisible();

  // The queue shows it with its lines, the note, and the bill as the server worked it out.
  const card = page.getByRole('article', { name: new RegExp(code) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(name);
  await expect(card).toContainText('Bungkus');
  await expect(card).toContainText(`2× ${dishes[0]?.name}`);
  await expect(card).toContainText('tidak pedas');
  await expect(card).toContainText(`3× ${dishes[2]?.name}`);
  await expect(card.getByTestId('order-subtotal')).toHaveText(formatRupiah(bill.subtotal));
  await expect(card.getByTestId('order-total')).toHaveText(formatRupiah(bill.total));
  await page.screenshot({ path: testInfo.outputPath('orders-phone.png'), animations: 'disabled' });

  // Accepted, with the ready time the dialog proposes.
  await card.getByRole('button', { name: /^Terima/ }).click();
  const accept = page.getByRole('dialog', { name: `Terima pesanan ${code}` });
  const readyTime = await accept.getByLabel('Siap pukul').inputValue();
  expect(readyTime).toMatch(/^\d{2}:\d{2}$/);
  await accept.getByRole('button', { name: 'Terima pesanan' }).click();
  await expect(card.getByText('Diterima', { exact: true })).toBeVisible();
  // Sent after closing, the order is for the next day, and the message names it.
  const when = day === restaurantNow().date ? '' : `${formatLongDate(day)} `;
  expect(await whatsappText(page, `Kabari ${name} lewat WhatsApp`)).toContain(
    `pesanan ${code} sudah kami terima dan siap diambil ${when}pukul ${readyTime}`,
  );

  // Ready: the guest's message names the code.
  await card.getByRole('button', { name: /^Siap/ }).click();
  await expect(card.getByText('Siap', { exact: true })).toBeVisible();
  await expect(toast(page, 'Pesanan ditandai siap')).toBeVisible();
  expect(await whatsappText(page, `Kabari ${name} lewat WhatsApp`)).toContain(
    `pesanan ${code} sudah siap diambil`,
  );

  // The kitchen ticket at 58 mm: the code large, the way and time, each line with its note, the name.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await card.getByRole('button', { name: /^Cetak tiket/ }).click();
  const ticketDialog = page.getByRole('dialog', { name: `Tiket dapur ${code}` });
  await ticketDialog.getByRole('radio', { name: '58 mm' }).check();
  await ticketDialog.getByRole('button', { name: 'Cetak' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const ticket = page.getByTestId('order-ticket');
  await expect(ticket.locator('.ticket-code')).toHaveText(code);
  await expect(ticket).toContainText('Bungkus');
  await expect(ticket).toContainText(`2× ${dishes[0]?.name}`);
  await expect(ticket).toContainText('tidak pedas');
  await expect(ticket).toContainText(name);
  await page.emulateMedia({ media: 'print' });
  const width = await ticket.evaluate((element) => element.getBoundingClientRect().width);
  // 58 mm at 96 px to the inch.
  expect(Math.round(width)).toBe(Math.round((58 / 25.4) * 96));
  await ticket.screenshot({ path: testInfo.outputPath('ticket-58mm.png') });
  // One page, as wide as the roll and as long as the ticket.
  const pdf = await page.pdf({
    path: testInfo.outputPath('ticket-58mm.pdf'),
    preferCSSPageSize: true,
    printBackground: true,
  });
  const boxes = pdf.toString('latin1').match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g) ?? [];
  expect(boxes).toHaveLength(1);
  expect(Number(boxes[0]?.split(' ')[3])).toBeCloseTo((58 / 25.4) * 72, -1);
  await page.emulateMedia({ media: 'screen' });
});

test('a change a colleague overtook is refused and the queue reloads; a cancellation gives its reason, and Undo takes it back', async ({
  page,
}) => {
  const admin = await adminApi(page.request);
  const [dish] = threeDishes(MenuCategorySchema.array().parse(await admin.get('/api/admin/menu')));
  const info = RestaurantInfoSchema.parse(await admin.get('/api/admin/restaurant'));
  const [when] = orderTimes(info.openingHours, restaurantNow());
  const name = unique('Pak Budi');
  const sent = await page.request.post('/api/orders', {
    data: {
      mode: 'pickup',
      name,
      phone: '081299887766',
      time: when ? `${when.date} ${when.time}` : '',
      lines: [{ slug: dish?.slug, quantity: 1 }],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { code, order } = OrderCreatedSchema.parse(await sent.json());

  // The page's first question for new orders, answered: a late answer would refresh the queue too.
  const firstPoll = page.waitForResponse((response) =>
    response.url().includes('/api/admin/orders/new-count'),
  );
  await signInAsOwner(page, `/admin/orders?code=${code}`);
  const card = page.getByRole('article', { name: new RegExp(code) });
  await expect(card.getByText('Baru', { exact: true })).toBeVisible();
  await firstPoll;

  // A colleague accepts it on another phone meanwhile, before this phone has heard of it: until its change
  // is refused, nothing refreshes this phone's queue (its poll for new orders is dropped, and a reload still
  // on its way, such as the linked order's day asked for again, waits).
  await page.route('**/api/admin/orders/new-count*', (route) => route.abort());
  const { promise: refused, resolve: release } = Promise.withResolvers<void>();
  await page.route('**/api/admin/orders?date=*', async (route) => {
    await refused;
    await route.continue();
  });
  await admin.send('PUT', `/api/admin/orders/${code}`, { status: 'accepted', revision: order.revision });
  await card.getByRole('button', { name: /^Tolak/ }).click();
  const decline = page.getByRole('dialog', { name: `Tolak pesanan ${code}` });
  await decline.getByLabel('Alasan').fill('Rendang sudah habis');
  await decline.getByRole('button', { name: 'Tolak' }).click();
  await expect(toast(page, 'Gagal memperbarui pesanan')).toContainText('sekarang diterima');
  release();
  await expect(card.getByText('Diterima', { exact: true })).toBeVisible();
  await page.unroute('**/api/admin/orders?date=*');
  await page.unroute('**/api/admin/orders/new-count*');

  // Cancelled, with the reason the guest reads.
  await card.getByRole('button', { name: /^Batalkan/ }).click();
  const cancel = page.getByRole('dialog', { name: `Batalkan pesanan ${code}` });
  await cancel.getByRole('button', { name: 'Batalkan' }).click();
  await expect(cancel.getByText('Tulis alasannya: tamu akan diberi tahu.')).toBeVisible();
  await cancel.getByLabel('Alasan').fill('Dapur tutup lebih awal');
  await cancel.getByRole('button', { name: 'Batalkan' }).click();
  await expect(card.getByText('Dibatalkan', { exact: true })).toBeVisible();
  expect(await whatsappText(page, `Kabari ${name} lewat WhatsApp`)).toContain(
    `pesanan ${code} dibatalkan: Dapur tutup lebih awal.`,
  );
  await toast(page, 'Pesanan dibatalkan').getByRole('button', { name: 'Urungkan' }).click();
  await expect(card.getByText('Diterima', { exact: true })).toBeVisible();

  // The day's orders as a CSV file.
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  const exporting = page.getByRole('dialog', { name: 'Ekspor pesanan' });
  await exporting.getByLabel('Dari').fill(order.date);
  await exporting.getByLabel('Sampai').fill(order.date);
  const download = page.waitForEvent('download');
  await exporting.getByRole('button', { name: 'Unduh CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`pesanan-${order.date}-${order.date}.csv`);
  expect(readFileSync((await file.path()) ?? '', 'utf8')).toContain(code);
});

test("a double tap's second tap leaves Terima's dialog open, and does not make the change after Siap", async ({
  page,
}) => {
  const admin = await adminApi(page.request);
  const { code } = await pickUpOrder(page, 'Bu Sari');
  // A finger's double tap is over in a fraction of a second; this browser, on a busy machine, can take
  // longer between two taps. The page's clock stands still while the two taps land, so they are as close
  // together as a finger's, however long the browser takes.
  await page.clock.install();
  // Paused a moment ahead of the page's time (pauseAt only moves forward); on a busy machine that moment
  // can pass before the pause arrives, and then the next one is taken.
  const holdTheClock = async () => {
    for (let attempt = 1; ; attempt++) {
      const now = await page.evaluate(() => Date.now());
      try {
        return await page.clock.pauseAt(now + 1000);
      } catch (error) {
        if (attempt === 5 || !String(error).includes('to the past')) throw error;
      }
    }
  };
  await signInAsOwner(page, `/admin/orders?code=${code}`);
  const card = page.getByRole('article', { name: new RegExp(code) });

  // Terima opens its dialog at the first tap; the second lands beside it, on the dimmed page, and leaves
  // it open.
  await holdTheClock();
  await card.getByRole('button', { name: `Terima ${code}`, exact: true }).tap();
  const accept = page.getByRole('dialog', { name: `Terima pesanan ${code}` });
  await expect(accept).toBeVisible();
  await page.touchscreen.tap(5, 5);
  await expect(accept).toBeVisible();
  await page.clock.resume();
  await accept.getByRole('button', { name: 'Terima pesanan', exact: true }).tap();
  await expect(card.getByText('Diterima', { exact: true })).toBeVisible();

  const ready = card.getByRole('button', { name: `Siap ${code}`, exact: true });
  await expect(ready).toBeEnabled();
  const changes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/admin/orders/${code}`) && request.method() !== 'GET')
      changes.push(request.postData() ?? '');
  });

  // "Selesai" takes the place of "Siap" as soon as the first tap's change lands: the second tap, a moment
  // later on the same spot, must not mark the order handed over.
  const box = await ready.boundingBox();
  if (!box) throw new Error('No Siap button on screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const landed = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/admin/orders/${code}`) && response.request().method() === 'PUT',
  );
  await holdTheClock();
  await page.touchscreen.tap(x, y);
  await landed;
  await page.touchscreen.tap(x, y);
  // Time for a second change to have gone out, had the tap made one.
  await page.waitForTimeout(1000);
  expect(changes).toHaveLength(1);
  await page.clock.resume();
  await expect(toast(page, 'Pesanan ditandai siap')).toBeVisible();
  expect((await admin.get(`/api/admin/orders/${code}`)).status).toBe('ready');
  // A tap once the card has settled makes the next change.
  await card.getByRole('button', { name: `Selesai ${code}`, exact: true }).tap();
  await expect(card.getByText('Selesai', { exact: true })).toBeVisible();
});

test('a change that does not go through keeps its dialog open with what was typed, to send again', async ({
  page,
}) => {
  const admin = await adminApi(page.request);
  const { code } = await pickUpOrder(page, 'Bu Wati');
  await signInAsOwner(page, `/admin/orders?code=${code}`);
  const card = page.getByRole('article', { name: new RegExp(code) });
  // The kitchen's phone loses its signal as the change is sent.
  const change = `**/api/admin/orders/${code}`;
  const signalLost = () =>
    page.route(change, (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
  await signalLost();

  await card.getByRole('button', { name: `Terima ${code}`, exact: true }).tap();
  const accept = page.getByRole('dialog', { name: `Terima pesanan ${code}` });
  await accept.getByLabel('Siap pukul').fill('21:45');
  await accept.getByRole('button', { name: 'Terima pesanan', exact: true }).tap();
  await expect(toast(page, 'Gagal memperbarui pesanan')).toBeVisible();
  await expect(accept.getByLabel('Siap pukul')).toHaveValue('21:45');
  expect((await admin.get(`/api/admin/orders/${code}`)).status).toBe('new');

  // Back online, the same dialog sends it.
  await page.unroute(change);
  await accept.getByRole('button', { name: 'Terima pesanan', exact: true }).tap();
  await expect(accept).toHaveCount(0);
  await expect(card.getByText('Diterima', { exact: true })).toBeVisible();
  expect((await admin.get(`/api/admin/orders/${code}`)).ready_at).toMatch(/ 21:45$/);

  // A cancellation's reason is kept the same way.
  await signalLost();
  await card.getByRole('button', { name: `Batalkan ${code}`, exact: true }).tap();
  const cancel = page.getByRole('dialog', { name: new RegExp(code) });
  await cancel.getByLabel('Alasan').fill('Rendang sudah habis, mohon maaf');
  await cancel.getByRole('button', { name: 'Batalkan', exact: true }).tap();
  await expect(toast(page, 'Gagal memperbarui pesanan').first()).toBeVisible();
  await expect(cancel.getByLabel('Alasan')).toHaveValue('Rendang sudah habis, mohon maaf');
  expect((await admin.get(`/api/admin/orders/${code}`)).status).toBe('accepted');
});

test("a reservations manager accepting tomorrow's order is offered the guest's time, on the order's day", async ({
  page,
}) => {
  const admin = await adminApi(page.request);
  const { code, when: tomorrow } = await pickUpOrder(page, 'Pak Rudi', { tomorrow: true });

  // The manager's role cannot read the ordering settings, so the kitchen's preparation time is unknown here.
  const manager = await staffAccount(page, 'manager_reservasi');
  await loginAsAdmin(page, { ...manager, open: { path: `/admin/orders?code=${code}`, heading: 'Pesanan' } });
  const card = page.getByRole('article', { name: new RegExp(code) });
  await card.getByRole('button', { name: `Terima ${code}`, exact: true }).tap();
  const accept = page.getByRole('dialog', { name: `Terima pesanan ${code}` });
  await expect(accept.getByLabel('Siap pukul')).toHaveValue(tomorrow.time);
  await accept.getByRole('button', { name: 'Terima pesanan', exact: true }).tap();
  await expect(card.getByText('Diterima', { exact: true })).toBeVisible();
  expect((await admin.get(`/api/admin/orders/${code}`)).ready_at).toBe(`${tomorrow.date} ${tomorrow.time}`);
});

test("a new order's toast opens the day the order is for, with its card, from the queue of today", async ({
  page,
}) => {
  await page.clock.install();
  const firstCount = page.waitForResponse((response) =>
    response.url().endsWith('/api/admin/orders/new-count'),
  );
  await signInAsOwner(page, '/admin/orders');
  await firstCount;
  const { code, when: tomorrow } = await pickUpOrder(page, 'Bu Lina', { tomorrow: true });

  await page.clock.fastForward(POLL_MS);
  await toast(page, `Pesanan baru ${code}`).getByRole('link', { name: 'Lihat pesanan' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?code=${code}$`));
  await expect(page.getByRole('textbox', { name: 'Tanggal', exact: true })).toHaveValue(tomorrow.date);
  await expect(page.getByRole('article', { name: new RegExp(code) })).toBeVisible();
});

test("today's queue points to new orders for another day, and opens that day", async ({ page }) => {
  // Sent after closing, or for tomorrow: the ☰ badge counts it, today's queue does not hold it.
  const { code, when: tomorrow } = await pickUpOrder(page, 'Pak Hendra', { tomorrow: true });
  await signInAsOwner(page, '/admin/orders');
  // "Selasa, 1 Des 2026": the weekday and the month as the admin writes them.
  const [year, , date] = tomorrow.date.split('-');
  const day = `\\S+, ${Number(date)} \\S+ ${year}`;
  const elsewhere = page.getByRole('group', { name: 'Pesanan baru di hari lain' });
  await elsewhere.getByRole('button', { name: new RegExp(`^${day}: \\d+ baru$`) }).tap();
  await expect(page.getByRole('textbox', { name: 'Tanggal', exact: true })).toHaveValue(tomorrow.date);
  await expect(page.getByRole('article', { name: new RegExp(code) })).toBeVisible();
  // The day shown is not pointed to again.
  await expect(elsewhere.getByRole('button', { name: new RegExp(`^${day}:`) })).toHaveCount(0);
});

test('a name typed without a space wraps in its card: the queue stays as wide as the phone', async ({
  page,
}) => {
  // 50 letters in one word, as a guest's thumb or a pasted handle makes them (the basket takes up to 60).
  const word = 'RUMAHMAKANPADANG'.repeat(4).slice(0, 50);
  const { code } = await pickUpOrder(page, word);
  await signInAsOwner(page, `/admin/orders?code=${code}`);
  const card = page.getByRole('article', { name: new RegExp(code) });
  await expect(card).toBeVisible();
  // The name's text ends inside its card, and the card inside the screen.
  const edges = await card.locator('strong', { hasText: word }).evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    return {
      text: text.getBoundingClientRect().right,
      card: (element.closest('article') ?? element).getBoundingClientRect().right,
      screen: window.innerWidth,
      page: document.documentElement.scrollWidth,
    };
  });
  expect(edges.text).toBeLessThanOrEqual(edges.card);
  expect(edges.card).toBeLessThanOrEqual(edges.screen);
  expect(edges.page).toBeLessThanOrEqual(edges.screen);
});

test('a reservations manager has Pesanan; an editor does not', async ({ page }) => {
  const manager = await staffAccount(page, 'manager_reservasi');
  await loginAsAdmin(page, { ...manager, open: { path: '/admin/dashboard', heading: 'Dasbor' } });
  // The day's orders on the dashboard, by way and by status.
  const figures = page.getByRole('region', { name: 'Pesanan hari ini' });
  await expect(figures.getByRole('table', { name: 'Angka hari ini' })).toContainText('Bungkus');
  await page.getByRole('button', { name: /^Buka menu/ }).click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Pesanan', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();

  const editor = await staffAccount(page, 'editor');
  await loginAsAdmin(page, { ...editor, open: { path: '/admin/orders', heading: 'Pesanan' } });
  await expect(page.getByText('Peran Anda (Editor) tidak mencakup halaman ini.')).toBeVisible();
  await page.getByRole('button', { name: /^Buka menu/ }).click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pesanan', exact: true })).toHaveCount(0);
});
