import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';
import { hydrate } from './fixtures.ts';

// Issue 14: what guests met on phones (390×844 and 360×740) when booking a table.
// Every spec books from 127.0.0.1 (the e2e server allows 100 a client per 10 minutes): this file makes one
// real booking (without JavaScript); the others answer from a stand-in for the server.

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const GENERIC_ERROR = 'Terjadi kesalahan. Silakan coba lagi.';
const PHONE_INVALID = 'Nomor telepon harus nomor ponsel Indonesia, misalnya 0812 3456 7890.';
const TOO_MANY =
  'Terlalu banyak permintaan reservasi dari perangkat Anda. Silakan coba lagi dalam beberapa menit.';

/** The next given weekday (0 = Sunday) one to two weeks ahead: inside the booking window. */
function dayAhead(weekday: number): string {
  let date = addDays(restaurantNow().date, 7);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}
const wednesday = () => dayAhead(3);
const saturday = () => dayAhead(6);

/** Picks a time the way the form offers it (a list of times; a free time field before issue 14). */
async function chooseTime(form: Locator, time: string): Promise<void> {
  const field = form.getByLabel('Waktu');
  if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(time);
  else await field.fill(time);
}

async function fillBooking(
  form: Locator,
  guest: { name: string; phone: string; date: string; time: string },
) {
  await form.getByLabel('Nama Lengkap').fill(guest.name);
  await form.getByLabel('Nomor Telepon').fill(guest.phone);
  await form.getByLabel('Tanggal').fill(guest.date);
  await chooseTime(form, guest.time);
  await form.getByLabel('Jumlah Tamu').selectOption('3-4');
}

/** Opens the form on `/` once its island has hydrated, fills in a booking for Wednesday 19:00 and sends it. */
async function sendBudisBooking(page: Page): Promise<Locator> {
  await page.goto('/#reservation');
  await hydrate(page, '.reservation-form');
  const form = page.locator('.reservation-form');
  await fillBooking(form, {
    name: 'Budi Santoso',
    phone: '0812 3456 7890',
    date: wednesday(),
    time: '19:00',
  });
  await form.getByRole('button', { name: 'Kirim Reservasi' }).click();
  return form;
}

async function phoneWithoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  return context.newPage();
}

/** How many lines the text of `locator` is shown on. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(
      [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
    ).size;
  });

/** The times the form's time picker offers (empty when it is a free time field). */
const offeredTimes = (form: Locator) =>
  form
    .getByLabel('Waktu')
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

test.describe('booking without JavaScript (item 2)', () => {
  test('the form is sent by POST and answered with a confirmation page: booking id, no personal data in the URL', async ({
    browser,
  }) => {
    const page = await phoneWithoutJavaScript(browser);
    await page.goto('/#reservation');
    const form = page.locator('.reservation-form');
    await fillBooking(form, {
      name: 'Rahmat Hidayat',
      phone: '0812 7777 8888',
      date: wednesday(),
      time: '19:00',
    });
    const sent = page.waitForRequest((request) => request.url().includes('/api/reservations'));
    await form.getByRole('button', { name: 'Kirim Reservasi' }).click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');

    await expect(page.getByRole('heading', { name: /Reservasi Anda berhasil!/ })).toBeVisible();
    await expect(page.getByText(/ID Booking: RMP[A-Z0-9]{9}/)).toBeVisible();
    await expect(page.getByText('Rahmat Hidayat')).toBeVisible();
    expect(page.url()).not.toMatch(/Rahmat|0812|7777|name=|phone=/);
    // On a small phone the number stays whole, not broken at a hyphen.
    await page.setViewportSize(SMALL_PHONE);
    expect(await lineCount(page.locator('dd', { hasText: '0812-7777-8888' }))).toBe(1);
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/(#.*)?$/);
    await page.context().close();
  });

  test('a refused booking comes back as the form with its errors at the fields, what was typed kept', async ({
    browser,
  }) => {
    const page = await phoneWithoutJavaScript(browser);
    await page.goto('/#reservation');
    const form = page.locator('.reservation-form');
    await fillBooking(form, {
      name: 'Rahmat <b>Hidayat</b>',
      phone: '12345',
      date: wednesday(),
      time: '19:00',
    });
    const answered = page.waitForResponse((response) => response.url().includes('/api/reservations'));
    await form.getByRole('button', { name: 'Kirim Reservasi' }).click();
    expect((await answered).status()).toBe(400);

    const again = page.locator('form.reservation-form');
    const phone = again.getByLabel('Nomor Telepon');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(PHONE_INVALID);
    await expect(phone).toHaveValue('12345');
    await expect(again.getByLabel('Nama Lengkap')).toHaveValue('Rahmat <b>Hidayat</b>');
    await expect(again.getByLabel('Waktu')).toHaveValue('19:00');
    await expect(again.getByLabel('Jumlah Tamu')).toHaveValue('3-4');
    expect(page.url()).not.toMatch(/Rahmat|12345|name=|phone=/);
    await page.context().close();
  });
});

test.describe('guest errors on a phone (item 8)', () => {
  test.use({ viewport: PHONE });

  test('a wrong phone number is checked before sending: the field is marked and says why', async ({
    page,
  }) => {
    let sent = 0;
    await page.route('**/api/reservations', (route) => {
      sent++;
      return route.continue();
    });
    await page.goto('/#reservation');
    await hydrate(page, '.reservation-form');
    const form = page.locator('.reservation-form');
    await fillBooking(form, { name: 'Budi Santoso', phone: '12345', date: wednesday(), time: '19:00' });
    await form.getByRole('button', { name: 'Kirim Reservasi' }).click();

    const phone = form.getByLabel('Nomor Telepon');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(PHONE_INVALID);
    await expect(phone).toBeFocused();
    await expect(page.getByText(PHONE_INVALID)).toBeInViewport();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: GENERIC_ERROR })).toHaveCount(0);
    expect(sent).toBe(0);

    // Nothing covers the field or its message.
    const field = await phone.boundingBox();
    for (const toast of await page.locator('[data-sonner-toast]').all()) {
      // A toast that went away meanwhile covers nothing.
      const box = await toast.boundingBox({ timeout: 1000 }).catch(() => null);
      if (!box || !field) continue;
      expect(box.y + box.height <= field.y || box.y >= field.y + field.height).toBe(true);
    }

    // Corrected, the mark goes.
    await phone.fill('0812 3456 7890');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('sent empty, the first field the browser points at stands below the navigation bar, with its label', async ({
    page,
  }) => {
    await page.goto('/#reservation');
    await hydrate(page, '.reservation-form');
    const form = page.locator('.reservation-form');
    // The guest scrolled to the button, past the fields.
    await form.getByRole('button', { name: 'Kirim Reservasi' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 300));
    await form.getByRole('button', { name: 'Kirim Reservasi' }).click();
    const name = form.getByLabel('Nama Lengkap');
    await expect(name).toBeFocused();
    const navbar = await page.locator('.navbar').boundingBox();
    const label = await form.locator('label', { hasText: 'Nama Lengkap' }).boundingBox();
    expect(navbar && label && label.y >= navbar.y + navbar.height).toBe(true);
  });

  test("a time the server refuses: the time field is marked with the server's reason", async ({ page }) => {
    const reason = 'Pada tanggal itu kami menerima reservasi pukul 10:00 - 21:00.';
    await page.route('**/api/reservations', (route) =>
      route.fulfill({ status: 400, json: { detail: reason, field: 'time' } }),
    );
    const form = await sendBudisBooking(page);
    const time = form.getByLabel('Waktu');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    // The reason first; the hint of the last booking may follow it.
    await expect(time).toHaveAccessibleDescription(
      new RegExp(`^${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: GENERIC_ERROR })).toHaveCount(0);
    await expect(form.getByLabel('Nama Lengkap')).toHaveValue('Budi Santoso');
  });

  test('too many bookings: the reason is the headline, and sending again does not stack the same toast', async ({
    page,
  }) => {
    let answered = 0;
    await page.route('**/api/reservations', async (route) => {
      await route.fulfill({ status: 429, headers: { 'retry-after': '300' }, json: { detail: TOO_MANY } });
      answered++;
    });
    const form = await sendBudisBooking(page);
    const send = form.getByRole('button', { name: 'Kirim Reservasi' });
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts.filter({ hasText: TOO_MANY })).toHaveCount(1);
    // Said on the screen, wherever on the page the form is.
    await expect(toasts.first()).toBeInViewport({ ratio: 1 });
    for (const times of [2, 3]) {
      await send.click();
      await expect.poll(() => answered).toBe(times);
      await expect(send).toBeEnabled();
      await expect(toasts.filter({ hasText: TOO_MANY }).first()).toBeVisible();
      // Every answer has been shown by now: one toast says it, not one per press.
      expect(await toasts.count()).toBe(1);
    }
    await expect(toasts.locator('[data-title]')).toHaveText(TOO_MANY);
  });

  test("a failure nobody foresaw keeps the spec's message", async ({ page }) => {
    await page.route('**/api/reservations', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Something went wrong on our side. Please try again.' } }),
    );
    await sendBudisBooking(page);
    await expect(page.locator('[data-sonner-toast] [data-title]')).toHaveText(GENERIC_ERROR);
    // Screen readers hear the toasts' area and their close button in Indonesian, as the page speaks.
    const area = page.getByRole('region', { name: 'Notifikasi' });
    await expect(area.getByRole('button', { name: 'Tutup notifikasi' })).toHaveCount(1);
  });

  // The toasts and the confirmation are fetched when first needed: a connection that drops first loses
  // neither the refusal nor the booking id.
  test('offline before the toasts ever loaded, the form says the refusal itself', async ({ page }) => {
    await page.route(/\/_astro\/toaster\.[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.route('**/api/reservations', (route) => route.abort('internetdisconnected'));
    const form = await sendBudisBooking(page);
    await expect(form.getByRole('alert')).toHaveText(`${GENERIC_ERROR} Periksa koneksi internet Anda.`);
    await expect(form.getByLabel('Nama Lengkap')).toHaveValue('Budi Santoso');
    await expect(form.getByRole('button', { name: 'Kirim Reservasi' })).toBeEnabled();
  });

  test('a booking whose confirmation cannot be fetched still shows its id', async ({ page }) => {
    await page.route(/\/_astro\/BookingDone\.[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.route('**/api/reservations', (route) =>
      route.fulfill({ status: 201, json: { id: 'RMPTEST12345', status: 'pending' } }),
    );
    await sendBudisBooking(page);
    const status = page.locator('#reservation .reservation-done');
    await expect(status).toHaveText(
      'Reservasi Anda berhasil! Kami akan menghubungi Anda segera. ID Booking: RMPTEST12345',
    );
    await expect(status).toBeFocused();
  });
});

/** Holds the booking form's script until the returned function is called (a phone on mobile data). */
async function holdFormScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/ReservationForm\w*\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * `/` at the booking form, its script held (see holdFormScript) and bookings answered by a stand-in:
 * the form, its island, the release of the script, and whether a booking was sent.
 */
async function formBeforeItsScript(page: Page) {
  const release = await holdFormScript(page);
  let posted = false;
  await page.route('**/api/reservations', (route) => {
    posted = true;
    return route.fulfill({ status: 201, json: { id: 'RMPTEST12345', status: 'pending' } });
  });
  await page.goto('/#reservation');
  const form = page.locator('.reservation-form');
  const island = page.locator('astro-island').filter({ has: form });
  return { form, island, release, posted: () => posted };
}

test.describe('a form filled in before its script has loaded', () => {
  test.use({ viewport: PHONE });

  test('keeps every field typed and chosen before hydration, and sends them', async ({ page }) => {
    // A phone on mobile data: the island's script arrives only after the guest has filled the form in.
    const release = await holdFormScript(page);
    let sent: unknown = null;
    await page.route('**/api/reservations', (route) => {
      sent = route.request().postDataJSON();
      return route.fulfill({ status: 201, json: { id: 'RMPTEST12345', status: 'pending' } });
    });
    await page.goto('/#reservation');
    const form = page.locator('.reservation-form');
    const island = page.locator('astro-island').filter({ has: form });
    const guest = { name: 'Sari Wulandari', phone: '0812 3456 7890', date: wednesday(), time: '19:00' };
    await fillBooking(form, guest);
    await expect(island).toHaveAttribute('ssr');

    release();
    await expect(island).not.toHaveAttribute('ssr');
    // The island has taken the date over: it names that day's last booking.
    await expect(form.getByText('Reservasi terakhir pukul 21:00.')).toBeVisible();
    await expect(form.getByLabel('Nama Lengkap')).toHaveValue(guest.name);
    await expect(form.getByLabel('Nomor Telepon')).toHaveValue(guest.phone);
    await expect(form.getByLabel('Tanggal')).toHaveValue(guest.date);
    await expect(form.getByLabel('Waktu')).toHaveValue('19:00');
    await expect(form.getByLabel('Jumlah Tamu')).toHaveValue('3-4');

    await form.getByRole('button', { name: 'Kirim Reservasi' }).click();
    await expect(page.locator('#reservation').getByRole('status')).toContainText('ID Booking: RMPTEST12345');
    expect(sent).toEqual({ ...guest, guests: '3-4', website: '' });
  });

  test("a time the chosen day does not offer, picked before the script, stays chosen and is said with that day's hours", async ({
    page,
  }) => {
    // Before its script the list offers every time some day does: 09:00 opens the weekend, not a Wednesday.
    const { form, island, release, posted } = await formBeforeItsScript(page);
    await fillBooking(form, {
      name: 'Sari Wulandari',
      phone: '0812 3456 7890',
      date: wednesday(),
      time: '09:00',
    });
    release();
    await expect(island).not.toHaveAttribute('ssr');
    const time = form.getByLabel('Waktu');
    const reason = 'Pada tanggal itu kami menerima reservasi pukul 10:00 - 21:00.';
    await expect(time).toHaveValue('09:00');
    await expect(form.getByText(reason)).toBeVisible();
    await form.getByRole('button', { name: 'Kirim Reservasi' }).click();
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(posted()).toBe(false);
    // Once the script runs, a day that offers the time takes the reason away, one that does not says it,
    // and a time that day offers clears it.
    await form.getByLabel('Tanggal').fill(saturday());
    await expect(form.getByText(reason)).toBeHidden();
    await expect(time).toHaveValue('09:00');
    await form.getByLabel('Tanggal').fill(addDays(wednesday(), 7));
    await expect(form.getByText(reason)).toBeVisible();
    await expect(time).toHaveValue('09:00');
    await chooseTime(form, '19:00');
    await expect(form.getByText(reason)).toBeHidden();
  });

  test('a time already gone when the script arrives stays the one chosen, and is refused with its reason', async ({
    page,
  }) => {
    // 15:00 in Jakarta on the day the page was built; the guest picks 11:00 today from the list the page
    // shows before its script (every time some day offers).
    const today = restaurantNow().date;
    await page.clock.setFixedTime(new Date(`${today}T08:00:00Z`));
    const { form, island, release, posted } = await formBeforeItsScript(page);
    await fillBooking(form, { name: 'Sari Wulandari', phone: '0812 3456 7890', date: today, time: '11:00' });
    release();
    await expect(island).not.toHaveAttribute('ssr');
    const time = form.getByLabel('Waktu');
    await expect(time).toHaveValue('11:00');
    await expect(form.getByText('Waktu tersebut sudah lewat. Silakan pilih waktu lain.')).toBeVisible();
    await form.getByRole('button', { name: 'Kirim Reservasi' }).click();
    await expect(time).toHaveValue('11:00');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(posted()).toBe(false);
  });
});

test.describe('the time picker (item 9)', () => {
  test.use({ viewport: SMALL_PHONE });

  test('offers only the times that can be booked that day, and the page says when the last booking is', async ({
    page,
  }) => {
    await page.goto('/#reservation');
    await hydrate(page, '.reservation-form');
    const form = page.locator('.reservation-form');
    // The starter hours: weekdays 10:00 - 22:00, weekends 09:00 - 23:00; the last booking an hour before.
    const section = page.locator('#reservation');
    await expect(
      section.getByText(/Senin - Jumat: 10:00 - 22:00.*reservasi terakhir pukul 21:00/),
    ).toBeVisible();
    await expect(
      section.getByText(/Sabtu - Minggu: 09:00 - 23:00.*reservasi terakhir pukul 22:00/),
    ).toBeVisible();

    await form.getByLabel('Tanggal').fill(wednesday());
    const weekday = await offeredTimes(form);
    expect(weekday[0]).toBe('10:00');
    expect(weekday.at(-1)).toBe('21:00');
    expect(weekday).not.toContain('21:30');
    await expect(form.getByText('Reservasi terakhir pukul 21:00.')).toBeVisible();

    await chooseTime(form, '21:00');
    await form.getByLabel('Tanggal').fill(saturday());
    const weekend = await offeredTimes(form);
    expect([weekend[0], weekend.at(-1)]).toEqual(['09:00', '22:00']);
    await expect(form.getByLabel('Waktu')).toHaveValue('21:00');
  });

  test('without JavaScript it offers the times bookable on some day, and the days of the booking window', async ({
    browser,
  }) => {
    const page = await browser
      .newContext({ javaScriptEnabled: false, viewport: SMALL_PHONE })
      .then((c) => c.newPage());
    await page.goto('/#reservation');
    const times = await offeredTimes(page.locator('.reservation-form'));
    expect([times[0], times.at(-1)]).toEqual(['09:00', '22:00']);
    // The bounds are those of the day the site was built: today, or yesterday if the restaurant's
    // midnight passed since this run built it (a run is shorter than half an hour).
    const date = page.locator('.reservation-form').getByLabel('Tanggal');
    const builtOn = await date.getAttribute('min');
    const halfAnHourAgo = restaurantNow(new Date(Date.now() - 30 * 60_000)).date;
    expect([...new Set([halfAnHourAgo, restaurantNow().date])]).toContain(builtOn);
    await expect(date).toHaveAttribute('max', addDays(builtOn ?? '', 90));
    await page.context().close();
  });

  test('every clock of the hours has the same size, on rows that wrap too', async ({ page }) => {
    await page.goto('/#reservation');
    const rows = page.locator('.reservation-hours li');
    // At 360 px the rows' text wraps: a wrapping row squeezed its clock.
    const lines = await rows.evaluateAll((items) =>
      items.map((li) => {
        const text = document.createRange();
        text.selectNodeContents(li.querySelector(':scope > span') ?? li);
        return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
      }),
    );
    expect(Math.max(...lines)).toBeGreaterThan(1);
    const clocks = await rows
      .locator('svg')
      .evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().toJSON()));
    expect(clocks.length).toBe(lines.length);
    for (const clock of clocks) expect([clock.width, clock.height]).toEqual([18, 18]);
  });
});

test.describe('the booking confirmation (item 10)', () => {
  test.use({ viewport: PHONE });

  test('a summary with the booking id stays on the page after the toast has gone', async ({ page }) => {
    await page.route('**/api/reservations', (route) =>
      route.fulfill({ status: 201, json: { id: 'RMPTEST12345', status: 'pending' } }),
    );
    await page.goto('/#reservation');
    await hydrate(page, '.reservation-form');
    const form = page.locator('.reservation-form');
    const date = wednesday();
    await fillBooking(form, { name: 'Siti Rahmah', phone: '0812 3456 7890', date, time: '19:00' });
    await form.getByRole('button', { name: 'Kirim Reservasi' }).click();

    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Reservasi Anda berhasil! Kami akan menghubungi Anda segera.' });
    await expect(toast).toContainText('ID Booking: RMPTEST12345');
    await expect(toast).toHaveCount(0, { timeout: 20_000 });

    const summary = page.locator('#reservation').getByRole('status');
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('ID Booking: RMPTEST12345');
    await expect(summary).toContainText('Siti Rahmah');
    await expect(summary).toContainText('0812-3456-7890');
    await expect(summary).toContainText('19:00');
    await expect(summary).toContainText('3-4 orang');
    await expect(summary).toBeInViewport();
    // On a small phone the number stays whole, not broken at a hyphen ("0812-3456-" / "7890").
    await page.setViewportSize(SMALL_PHONE);
    expect(await lineCount(summary.locator('dd', { hasText: '0812-3456-7890' }))).toBe(1);

    // Another booking starts from an empty form.
    await summary.getByRole('button', { name: 'Buat reservasi lain' }).click();
    await expect(page.locator('.reservation-form').getByLabel('Nama Lengkap')).toHaveValue('');
    await expect(page.locator('.reservation-form').getByLabel('Nama Lengkap')).toBeFocused();
  });
});
