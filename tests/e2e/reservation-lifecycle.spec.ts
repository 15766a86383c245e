import { expect, type Page, test } from '@playwright/test';
import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';
import { adminApi, loginAsAdmin } from './admin-fixtures.ts';
import { hydrate } from './fixtures.ts';

// Issue 17, the reservation lifecycle as staff work through a day: a booking confirmed, then seated on
// its day, then the mistake undone; a walk-in entered with a note and found in the day view and its printout; and
// a guest who cannot book a full time slot.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const unique = (name: string) => `${name} ${Date.now().toString(36).slice(-5)}`;

/** A Wednesday three to four weeks ahead: a day of its own, open at dinner under the starter hours. */
function quietWednesday(): string {
  let date = addDays(restaurantNow().date, 21);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 3) date = addDays(date, 1);
  return date;
}

/** Signs in straight to Reservations and shows the day view of `day`. */
async function openDay(page: Page, day: string) {
  await loginAsAdmin(page, { open: { path: '/admin/reservations', heading: 'Reservations' } });
  await page.getByRole('radio', { name: 'Day view' }).check();
  await page.getByRole('textbox', { name: 'Day', exact: true }).fill(day);
}

/** Answers the next confirm() with yes, checking its question. */
function agreeTo(page: Page, question: RegExp) {
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toMatch(question);
    await dialog.accept();
  });
}

test('a booking is confirmed, seated only from its day on, and the last change undone', async ({ page }) => {
  const day = quietWednesday();
  const name = unique('Tamu Alur');
  const booked = await page.request.post('/api/reservations', {
    data: { name, phone: '081277778888', date: day, time: '19:30', guests: '2' },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await openDay(page, day);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  agreeTo(page, new RegExp(`^Confirm the reservation of ${name} for 2 orang on .+ at 19:30\\?$`));
  await row.getByRole('button', { name: /^Confirm/ }).click();
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(toast(page, 'Reservation confirmed')).toBeVisible();
  // Weeks ahead the guest cannot have come yet: only the cancellation is offered.
  await expect(row.getByRole('button', { name: /^Cancel booking/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /^(Seated|No-show)/ })).toHaveCount(0);
  // The totals count it as confirmed.
  const totals = page.getByRole('table', { name: 'Totals' });
  await expect(totals.getByRole('row', { name: /^Confirmed/ })).toContainText('1');

  // On its day (a phone booking for today at the restaurant), the guest is seated.
  const today = restaurantNow().date;
  const guest = unique('Tamu Hari Ini');
  const admin = await adminApi(page.request);
  await admin.send('POST', '/api/admin/reservations', {
    name: guest,
    phone: '081277779999',
    date: today,
    time: '19:30',
    guests: '2',
    source: 'phone',
  });
  await page.getByRole('textbox', { name: 'Day', exact: true }).fill(today);
  const todays = page.getByRole('row').filter({ hasText: guest });
  agreeTo(page, new RegExp(`^Mark the reservation of ${guest} for 2 orang on .+ at 19:30 as seated\\?$`));
  await todays.getByRole('button', { name: /^Seated/ }).click();
  await expect(todays.getByText('Seated', { exact: true })).toBeVisible();
  await expect(todays.getByRole('button', { name: /^No-show/ })).toHaveCount(0);

  // Seated by mistake: Undo returns to Confirmed, with its next steps offered again.
  await todays.getByRole('button', { name: /^Undo/ }).click();
  await expect(toast(page, 'Last change undone')).toBeVisible();
  await expect(todays.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(todays.getByRole('button', { name: /^No-show/ })).toBeVisible();
  await expect(todays.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
});

test('a walk-in with a note shows in the day view, sorted by time, and prints as a plain list under the restaurant and day', async ({
  page,
}) => {
  const day = quietWednesday();
  const early = unique('Tamu Siang');
  const booked = await page.request.post('/api/reservations', {
    data: { name: early, phone: '081233334444', date: day, time: '12:00', guests: '3-4' },
  });
  expect(booked.status()).toBe(201);
  await openDay(page, day);

  const walkIn = unique('Pak Datang');
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking (phone or walk-in)' });
  await dialog.getByLabel('Source').selectOption('walk_in');
  await dialog.getByLabel('Name').fill(walkIn);
  await dialog.getByLabel('Time').fill('13:15');
  await dialog.getByLabel('Guests').selectOption('5-8');
  await dialog.getByLabel('Note').fill('Ulang tahun, minta kue disimpan di dapur');
  // A guest is at the table only on the booking's day: "Already seated" is offered for today alone.
  await expect(dialog.getByLabel('Already seated')).toHaveCount(0);
  await dialog.getByLabel('Date').fill(restaurantNow().date);
  await expect(dialog.getByLabel('Already seated')).toBeVisible();
  await dialog.getByLabel('Date').fill(day);
  await expect(dialog.getByLabel('Already seated')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save booking' }).click();
  await expect(toast(page, 'Booking saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const table = page.getByRole('region', { name: 'Bookings' }).getByRole('table');
  const row = table.getByRole('row').filter({ hasText: walkIn });
  await expect(row).toContainText('Ulang tahun, minta kue disimpan di dapur');
  await expect(row).toContainText('Walk-in');
  await expect(row).toContainText('No phone');
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  const names = await table.getByRole('row').allTextContents();
  expect(names.findIndex((text) => text.includes(early))).toBeLessThan(
    names.findIndex((text) => text.includes(walkIn)),
  );

  // The restaurant's name as its Restaurant Info gives it (the header's brand text may differ).
  const { name: restaurantName } = await (await adminApi(page.request)).get('/api/admin/restaurant');
  const sheet = page.locator('.day-print-header');
  await expect(sheet).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  // The sheet says whose it is and which day, in the admin's language.
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('.day-print-name')).toHaveText(restaurantName);
  await expect(sheet.locator('.day-print-day')).toHaveText(
    new RegExp(`^Reservations · Wed, ${Number(day.slice(8))} \\w+ ${day.slice(0, 4)}$`),
  );
  // The totals keep their frame down to the last row.
  const totalsRow = page.getByRole('table', { name: 'Totals' }).locator('.day-totals-all');
  for (const cell of await totalsRow.locator('th, td').all())
    await expect(cell).toHaveCSS('border-bottom', '1px solid rgb(0, 0, 0)');
  await expect(page.locator('.sidebar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'New booking' })).toBeHidden();
  await expect(row).toBeVisible();
  await expect(row).toContainText('13:15');
  await expect(row).toContainText('Ulang tahun, minta kue disimpan di dapur');
  await expect(row.getByRole('button')).toHaveCount(0);
  const guest = table.getByRole('row').filter({ hasText: early });
  await expect(guest).toContainText('0812-3333-4444');
  await expect(guest.getByRole('link', { name: /WhatsApp/ })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.sidebar')).toBeVisible();
});

test('the public form leaves a full time out, and refuses one that filled meanwhile', async ({
  page,
  request,
}) => {
  const admin = await adminApi(request);
  const day = addDays(quietWednesday(), 7);
  await admin.send('PUT', '/api/admin/booking-settings', { seats_per_slot: 4 });
  try {
    const first = await request.post('/api/reservations', {
      data: { name: 'Tamu Penuh', phone: '081255556666', date: day, time: '19:00', guests: '3-4' },
    });
    expect(first.status()).toBe(201);

    await page.goto('/#reservation');
    await hydrate(page, '.reservation-form');
    const form = page.locator('.reservation-form');
    await form.getByLabel('Nama Lengkap').fill('Siti Rahmah');
    await form.getByLabel('Nomor Telepon').fill('0812 3456 7890');
    const slots = page.waitForResponse((response) => response.url().includes('/api/reservations/slots'));
    await form.getByLabel('Tanggal').fill(day);
    await slots;
    const full = form.getByLabel('Waktu').locator('option[value="19:00"]');
    await expect(full).toBeDisabled();
    await expect(full).toHaveText('19:00 (penuh)');

    // 19:30 was free when the form asked, and is taken before the guest sends.
    await form.getByLabel('Waktu').selectOption('19:30');
    await form.getByLabel('Jumlah Tamu').selectOption('3-4');
    const other = await request.post('/api/reservations', {
      data: { name: 'Tamu Cepat', phone: '081299990000', date: day, time: '19:30', guests: '3-4' },
    });
    expect(other.status()).toBe(201);
    await form.getByRole('button', { name: 'Kirim Reservasi' }).click();
    const time = form.getByLabel('Waktu');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription(
      /^Maaf, tempat untuk pukul 19:30 pada tanggal itu sudah penuh\. Silakan pilih waktu lain\./,
    );
  } finally {
    await admin.send('PUT', '/api/admin/booking-settings', { seats_per_slot: null });
  }
});

test('a list refresh sent before a confirmation and answered after it does not show the booking pending again', async ({
  page,
}) => {
  const day = addDays(quietWednesday(), 14);
  const name = unique('Tamu Lambat');
  const booked = await page.request.post('/api/reservations', {
    data: { name, phone: '081277770000', date: day, time: '12:30', guests: '2' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await openDay(page, day);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  // A refresh (a booking came in elsewhere) whose answer is read now but arrives late, on a slow line.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/admin/reservations' && url.searchParams.get('date') === day,
    async (route) => {
      const answer = await route.fetch();
      await held;
      await route.fulfill({ response: answer });
    },
  );
  const late = page.waitForResponse(
    (response) => response.url().includes('/api/admin/reservations?') && response.url().includes(day),
  );
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('admin:pending', {
        detail: { count: 2, latest_id: 'RMPELSEWHERE1', new_booking: true, after_own_write: false },
      }),
    ),
  );

  agreeTo(page, /^Confirm the reservation of /);
  await row.getByRole('button', { name: /^Confirm/ }).click();
  await expect(toast(page, 'Reservation confirmed')).toBeVisible();
  release();
  await late;
  // What the late answer knew is older than what the screen shows: the confirmation stays.
  await page.waitForTimeout(300);
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Totals' }).getByRole('row', { name: /^Confirmed/ }),
  ).toContainText('1');
  // The list is read again on its own: a read still in the handler when the page closes would fail
  // outside the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the day view and its day stay after a reload, as a phone pulled to refresh reloads the page', async ({
  page,
}) => {
  const day = addDays(quietWednesday(), 14);
  const name = unique('Tamu Muat Ulang');
  const booked = await page.request.post('/api/reservations', {
    data: { name, phone: '081277771111', date: day, time: '13:00', guests: '2' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await openDay(page, day);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Day view' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Day', exact: true })).toHaveValue(day);
  await expect(page.getByRole('table', { name: 'Totals' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // Back to the list: a reload shows the list.
  await page.getByRole('radio', { name: 'All reservations' }).check();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'All reservations' })).toBeChecked();
});
