/**
 * The back-office on the owner's phone (390 px, Android, Bahasa Indonesia): a day of bookings marked at the
 * door, a save without a connection, the role names and the logo upload as a phone offers them.
 */
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { restaurantNow } from '../../src/domain/content/hours.ts';
import { adminApi, loginAsAdmin, staffAccount } from './admin-fixtures.ts';

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2.75,
  isMobile: true,
  hasTouch: true,
  locale: 'id-ID',
} as const;

test.use(PHONE);

const unique = (name: string) => `${name} ${Date.now().toString(36).slice(-5)}`;

/** The box of `locator`, which must lie wholly within the page's viewport. */
async function boxInViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'shown').not.toBeNull();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box');
  expect(box.x, 'left edge in view').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge in view').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge in view').toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, 'bottom edge in view').toBeLessThanOrEqual(viewport.height);
  return box;
}

/** Whether a tap at the middle of `locator` lands on it (nothing fixed or sticky lies over it). */
const tapLandsOn = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

test('marking a guest at the door keeps their name and time beside Urungkan, without sideways scrolling', async ({
  page,
}) => {
  const today = restaurantNow().date;
  const arrived = unique('Uni Rahmi');
  const missing = unique('Pak Syafri');
  const admin = await adminApi(page.request);
  for (const [name, time] of [
    [arrived, '12:30'],
    [missing, '13:00'],
  ] as const)
    await admin.send('POST', '/api/admin/reservations', {
      name,
      phone: '081266667777',
      date: today,
      time,
      guests: '3-4',
      source: 'phone',
      note: 'Minta meja dekat jendela, bawa kursi bayi, dan tolong siapkan rendang tanpa cabai untuk anak',
    });
  const manager = await staffAccount(page, 'manager_reservasi');
  await loginAsAdmin(page, { ...manager, open: { path: '/admin/reservations', heading: 'Reservasi' } });
  await page.getByRole('radio', { name: 'Tampilan harian' }).check();

  for (const [name, time, action, status] of [
    [arrived, '12:30', 'Sudah datang', 'Sudah datang'],
    [missing, '13:00', 'Tidak datang', 'Tidak datang'],
  ] as const) {
    const booking = page.locator('.day-table tbody tr').filter({ hasText: name });
    page.once('dialog', (dialog) => dialog.accept());
    await booking.getByRole('button', { name: new RegExp(`^${action}: reservasi ${name}$`) }).click();
    const undo = booking.getByRole('button', { name: new RegExp(`^Urungkan: .*${name}$`) });
    await expect(undo).toBeVisible();
    await expect(booking).toContainText(status);
    await undo.scrollIntoViewIfNeeded();
    // Who and when are on screen together with the button that takes the mark back.
    await boxInViewport(page, undo);
    await boxInViewport(page, booking.getByText(name, { exact: true }));
    await boxInViewport(page, booking.getByText(time, { exact: true }));
  }
  // The whole booking fits the phone's width: nothing to scroll sideways to.
  const region = page.getByRole('region', { name: 'Reservasi' });
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const page390 = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(page390).toBeLessThanOrEqual(390);
});

test('offline, the banner leaves "Simpan Perubahan" visible and tappable', async ({ page, context }) => {
  const editor = await staffAccount(page, 'editor');
  await loginAsAdmin(page, { ...editor, open: { path: '/admin/restaurant-info', heading: 'Info Restoran' } });
  const save = page.getByRole('button', { name: 'Simpan Perubahan' });
  await expect(save).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Anda sedang offline.' })).toBeVisible();
  // The sticky button, mid-form and at the end of the form.
  for (const at of ['middle', 'end'] as const) {
    await page.evaluate((at) => {
      const end = document.documentElement.scrollHeight;
      window.scrollTo(0, at === 'end' ? end : end / 3);
    }, at);
    await boxInViewport(page, save);
    expect(await tapLandsOn(save), `a tap on the button (${at} of the form) reaches it`).toBe(true);
  }
  await save.click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Anda sedang offline' })).toBeVisible();
  await context.setOffline(false);
});

test('the menu and the Users list name roles as staff read them; the header keeps to one band', async ({
  page,
}) => {
  const manager = await staffAccount(page, 'manager_reservasi');
  await loginAsAdmin(page, { ...manager, open: { path: '/admin/reservations', heading: 'Reservasi' } });
  // On a phone who is signed in is in the menu, above Keluar.
  const header = page.locator('.admin-header');
  await expect(header.getByRole('heading', { level: 1, name: 'Reservasi' })).toBeVisible();
  await expect(header.locator('.header-user')).toBeHidden();
  await page.getByRole('button', { name: 'Buka menu' }).tap();
  const signedIn = page.locator('#admin-sidebar .sidebar-user');
  await expect(signedIn).toBeVisible();
  await expect(signedIn).toContainText(manager.username);
  await expect(signedIn).toContainText('Manajer reservasi & pesanan');
  await expect(signedIn).not.toContainText('manager_reservasi');

  const owner = await staffAccount(page, 'superadmin');
  await loginAsAdmin(page, { ...owner, open: { path: '/admin/users', heading: 'Pengguna' } });
  // The header keeps ☰, the page's title and the publishing status side by side, in one band: nothing of
  // it on a row of its own below the others.
  await expect(header.locator('.publish-status')).toContainText(/Situs sudah terbaru|Tersimpan/);
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const rows = await header.evaluate((bar) =>
      [...bar.querySelectorAll('.menu-toggle, h1, .publish-status, .header-user')]
        .map((part) => part.getBoundingClientRect())
        .filter((box) => box.height > 0)
        .map((box) => ({ top: box.top, bottom: box.bottom })),
    );
    expect(rows.length, `the header's parts at ${width} px`).toBe(3);
    expect(
      Math.max(...rows.map((row) => row.top)),
      `each part of the header at ${width} px starts above the end of every other`,
    ).toBeLessThan(Math.min(...rows.map((row) => row.bottom)));
  }
  await page.getByRole('button', { name: 'Buka menu' }).tap();
  await expect(page.locator('#admin-sidebar .sidebar-user .badge')).toHaveText('Superadmin');
  await page.keyboard.press('Escape');
  const row = page.getByRole('row').filter({ hasText: manager.username });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Manajer reservasi & pesanan');
  await expect(row.getByRole('cell').nth(2).locator('.badge')).toHaveClass(/badge-green/);
  const table = page.getByRole('table');
  await expect(table).not.toContainText('manager_reservasi');
  await expect(table).not.toContainText(/\bsuperadmin\b/);
});

/** The words of the logo upload and of the photo drop zones (Media, Gallery) for the editor on this device. */
async function uploadWords(page: Page) {
  const words: Record<'logo' | 'media' | 'gallery', string> = { logo: '', media: '', gallery: '' };
  for (const [what, path, region] of [
    ['logo', '/admin/settings', 'Logo'],
    ['media', '/admin/media', 'Unggah foto'],
    ['gallery', '/admin/gallery', 'Tambah beberapa foto'],
  ] as const) {
    await page.goto(path);
    const zone =
      what === 'logo' ? page.locator('.settings-dropzone') : page.getByRole('region', { name: region });
    await expect(zone).toBeVisible();
    words[what] = await zone.innerText();
  }
  return words;
}

async function editorOn(browser: Browser, baseURL: string | undefined, device: object) {
  const context = await browser.newContext({ ...device, baseURL });
  const page = await context.newPage();
  const editor = await staffAccount(page, 'editor');
  await loginAsAdmin(page, { ...editor, open: { path: '/admin/settings', heading: 'Pengaturan' } });
  return { context, page };
}

test('the logo and photo uploads say "Ketuk" on a phone, and offer dropping only where a mouse can', async ({
  browser,
  baseURL,
}) => {
  const phone = await editorOn(browser, baseURL, PHONE);
  const onPhone = await uploadWords(phone.page);
  expect(onPhone.logo).toContain('Ketuk untuk memilih file');
  for (const words of Object.values(onPhone)) {
    expect(words).not.toMatch(/letakkan|meletakkan|klik/i);
  }
  await phone.context.close();

  const desktop = await editorOn(browser, baseURL, {
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    locale: 'id-ID',
  });
  const onDesktop = await uploadWords(desktop.page);
  expect(onDesktop.logo).toContain('Klik untuk memilih file, atau letakkan di sini');
  expect(onDesktop.logo).not.toContain('Ketuk');
  expect(onDesktop.gallery).toContain('letakkan di sini');
  expect(onDesktop.media).toContain('meletakkannya di sini');
  await desktop.context.close();
});

test.describe('on a laptop', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });

  test("every action of a booking is on screen beside the menu, none behind the table's edge", async ({
    page,
  }) => {
    const admin = await adminApi(page.request);
    const name = unique('Pak Hendra');
    const { reservation } = (await admin.send('POST', '/api/admin/reservations', {
      name,
      phone: '081266667777',
      date: restaurantNow().date,
      time: '20:30',
      guests: '3-4',
      source: 'phone',
    })) as { reservation: { id: string; status: string } };
    if (reservation.status === 'pending')
      await admin.send('PUT', `/api/admin/reservations/${reservation.id}`, { status: 'confirmed' });
    const owner = await staffAccount(page, 'superadmin');
    await loginAsAdmin(page, { ...owner, open: { path: '/admin/reservations', heading: 'Reservasi' } });
    const row = page.getByRole('row').filter({ hasText: name });
    for (const action of ['Sudah datang', 'Tidak datang', 'Batalkan reservasi']) {
      const button = row.getByRole('button', { name: `${action}: reservasi ${name}` });
      await button.scrollIntoViewIfNeeded();
      await boxInViewport(page, button);
    }
    const region = page.getByRole('region', { name: 'Reservasi' });
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth, 'the table within its box').toBeLessThanOrEqual(clientWidth);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the users and the reservations fit the screen: a long role name and "Simpan ke kalender" wrap', async ({
    page,
  }) => {
    const admin = await adminApi(page.request);
    const name = unique('Bu Ratna Kusumawardhani');
    await admin.send('POST', '/api/admin/reservations', {
      name,
      phone: '081266667777',
      date: restaurantNow().date,
      time: '20:00',
      guests: '3-4',
      source: 'phone',
    });
    // An account with the longest role name there is.
    await staffAccount(page, 'manager_reservasi');
    const owner = await staffAccount(page, 'superadmin');
    await loginAsAdmin(page, { ...owner, open: { path: '/admin/users', heading: 'Pengguna' } });
    await expect(
      page.getByText('Manajer reservasi & pesanan', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    // Each role's name within the card of its account.
    const beyond = await page.locator('#admin-content .badge').evaluateAll((badges) =>
      badges.map((badge) => {
        const card = badge.closest('tr, li, article') ?? badge.parentElement;
        return badge.getBoundingClientRect().right - (card?.getBoundingClientRect().right ?? 0);
      }),
    );
    expect(Math.max(...beyond), 'px of a role name beyond its card').toBeLessThanOrEqual(0);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow(), 'px to scroll sideways on Pengguna').toBeLessThanOrEqual(0);

    await page.goto('/admin/reservations');
    const row = page.getByRole('row').filter({ hasText: name });
    const save = row.getByRole('button', { name: `Simpan ke kalender: reservasi ${name}` });
    await expect(save).toBeVisible();
    const [button, card] = await Promise.all([save.boundingBox(), row.boundingBox()]);
    expect((button?.x ?? 0) + (button?.width ?? 0), 'the button within its card').toBeLessThanOrEqual(
      (card?.x ?? 0) + (card?.width ?? 0),
    );
    expect(await overflow(), 'px to scroll sideways on Reservasi').toBeLessThanOrEqual(0);
  });

  test("the dashboard's bookings of today fit the screen, guests marked at the door included", async ({
    page,
  }) => {
    const today = restaurantNow().date;
    const admin = await adminApi(page.request);
    const names: string[] = [];
    for (const [time, status] of [
      ['12:30', 'seated'],
      ['13:00', 'no_show'],
    ] as const) {
      const name = unique('Pak Syafri');
      names.push(name);
      const { reservation: booking } = (await admin.send('POST', '/api/admin/reservations', {
        name,
        phone: '081266667777',
        date: today,
        time,
        guests: '3-4',
        source: 'phone',
      })) as { reservation: { id: string; status: string } };
      if (booking.status === 'pending')
        await admin.send('PUT', `/api/admin/reservations/${booking.id}`, { status: 'confirmed' });
      await admin.send('PUT', `/api/admin/reservations/${booking.id}`, { status });
    }
    const owner = await staffAccount(page, 'superadmin');
    await loginAsAdmin(page, { ...owner, open: { path: '/admin/dashboard', heading: 'Dasbor' } });
    const card = page.getByRole('region', { name: 'Reservasi hari ini' });
    for (const name of names) await expect(card).toContainText(name);
    await expect(card).toContainText('Tidak datang');
    // Every column is on the card, the statuses at its right included: nothing cut off or to scroll to.
    const table = card.getByRole('table');
    const { tableWidth, cardWidth } = await card.evaluate((element) => ({
      tableWidth: element.querySelector('table')?.getBoundingClientRect().width ?? 0,
      cardWidth: element.clientWidth,
    }));
    expect(tableWidth, 'the table within the card').toBeLessThanOrEqual(cardWidth);
    for (const [index, status] of ['Sudah datang', 'Tidak datang'].entries()) {
      const row = table.getByRole('row').filter({ hasText: names[index] });
      const badge = row.getByText(status, { exact: true });
      await badge.scrollIntoViewIfNeeded();
      await boxInViewport(page, badge);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'px to scroll sideways').toBeLessThanOrEqual(0);
  });
});
