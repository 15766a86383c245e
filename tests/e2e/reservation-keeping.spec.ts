import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { fullAddress } from '../../src/domain/content/address.ts';
import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';
import { lastBookableDay } from '../../src/domain/reservations/booking-messages.ts';
import { icsText } from '../../src/domain/reservations/calendar-file.ts';
import { adminApi, loginAsAdmin, staffAccount } from './admin-fixtures.ts';

// Reservations the restaurant keeps, on a phone: today's bookings on the dashboard, the CSV export, the
// WhatsApp reminder, and "Simpan ke kalender" for the guest and for staff.

test.use({ viewport: { width: 390, height: 844 } });

const unique = (name: string) => `${name} ${Date.now().toString(36).slice(-5)}`;

test("today's bookings, the export and the reminder link of a confirmed guest", async ({ page, context }) => {
  const today = restaurantNow().date;
  const guest = unique('Tamu Ekspor');
  const admin = await adminApi(page.request);
  const restaurant = await admin.get('/api/admin/restaurant');
  const { reservation } = await admin.send('POST', '/api/admin/reservations', {
    name: guest,
    phone: '0812 7000 1234',
    date: today,
    time: '12:30',
    guests: '3-4',
    source: 'phone',
  });

  await loginAsAdmin(page);
  const card = page.getByRole('region', { name: "Today's bookings" });
  await expect(card.getByRole('row').filter({ hasText: guest })).toContainText(/12:30.*3-4 orang.*Confirmed/);

  await page.goto('/admin/reservations');
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export reservations' });
  // First offered: this month so far and every booking ahead, early next month's too.
  await expect(dialog.getByLabel('From')).toHaveValue(`${today.slice(0, 7)}-01`);
  await expect(dialog.getByLabel('To')).toHaveValue(lastBookableDay(today));
  await dialog.getByLabel('From').fill(addDays(today, -1));
  await dialog.getByLabel('To').fill(today);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`reservasi-${addDays(today, -1)}-${today}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain(
    `${reservation.id},${today},12:30,${guest},0812-7000-1234,3-4,Confirmed,Phone,`,
  );
  await expect(dialog).toHaveCount(0);

  // The reminder opens WhatsApp (stood in for here) and is marked sent, with who sent it.
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  await page.getByRole('radio', { name: 'Day view' }).check();
  const row = page.getByRole('row').filter({ hasText: guest });
  const reminder = row.getByRole('link', { name: `Send ${guest} a reminder on WhatsApp` });
  const link = new URL((await reminder.getAttribute('href')) ?? '');
  expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/6281270001234');
  // Named as the restaurant info names it, not by the brand text of the site's header.
  const text = link.searchParams.get('text') ?? '';
  const opening = `Halo ${guest}, kami ingin mengingatkan reservasi Anda di ${restaurant.name} untuk 3-4 orang pada `;
  expect(text.slice(0, opening.length)).toBe(opening);
  expect(text).toContain(
    `pukul 12:30. ID Booking: ${reservation.id}. Jika berhalangan hadir, mohon balas pesan ini agar reservasinya kami batalkan.`,
  );
  const popup = page.waitForEvent('popup');
  await reminder.click();
  await (await popup).close();
  await expect(row.getByText(/^Reminder sent by admin, /)).toBeVisible();
  // Within the phone's width: nothing makes the page scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the booking form's confirmation saves the booking to the calendar as an .ics file", async ({
  page,
}) => {
  await page.route('**/api/reservations', (route) =>
    route.fulfill({ status: 201, json: { id: 'RMPKALENDER1', status: 'pending' } }),
  );
  await page.goto('/#reservation');
  const form = page.locator('.reservation-form');
  await expect(page.locator('astro-island').filter({ has: form })).not.toHaveAttribute('ssr');
  let day = addDays(restaurantNow().date, 7);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 3) day = addDays(day, 1);
  await form.getByLabel('Nama Lengkap').fill('Sari Kalender');
  await form.getByLabel('Nomor Telepon').fill('0812 3456 7890');
  await form.getByLabel('Tanggal').fill(day);
  await form.getByLabel('Waktu').selectOption('19:00');
  await form.getByLabel('Jumlah Tamu').selectOption('2');
  await form.getByRole('button', { name: 'Kirim Reservasi' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Simpan ke kalender' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('reservasi-RMPKALENDER1.ics');
  const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
  expect(ics).toContain('\r\nUID:RMPKALENDER1@reservasi\r\n');
  expect(ics).toContain(`\r\nDTSTART;TZID=Asia/Jakarta:${day.replaceAll('-', '')}T190000\r\n`);
  expect(ics).toContain('\r\nSTATUS:TENTATIVE\r\n');
  // The whole address, the city included, as the restaurant info gives it.
  const restaurant = await (await adminApi(page.request)).get('/api/admin/restaurant');
  expect(restaurant.city).not.toBe('');
  expect(ics).toContain(`\r\nLOCATION:${icsText(fullAddress(restaurant))}\r\n`);
});

test.describe('a reservations manager on a phone in Bahasa Indonesia, no language chosen', () => {
  test.use({ locale: 'id-ID' });

  test('exports the bookings with the columns, statuses and sources staff read in the admin', async ({
    page,
  }) => {
    const today = restaurantNow().date;
    const late = unique('Tamu Telat');
    const walkIn = unique('Tamu Langsung');
    const admin = await adminApi(page.request);
    const { reservation: missed } = await admin.send('POST', '/api/admin/reservations', {
      name: late,
      phone: '0812 7000 5678',
      date: today,
      time: '12:00',
      guests: '2',
      source: 'phone',
    });
    await admin.send('PUT', `/api/admin/reservations/${missed.id}`, { status: 'no_show' });
    const { reservation: walked } = await admin.send('POST', '/api/admin/reservations', {
      name: walkIn,
      phone: '',
      date: today,
      time: '13:00',
      guests: '2',
      source: 'walk_in',
      seated: true,
    });

    const account = await staffAccount(page, 'manager_reservasi');
    await loginAsAdmin(page, { ...account, open: { path: '/admin/reservations', heading: 'Reservasi' } });
    await page.getByRole('button', { name: 'Ekspor', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ekspor reservasi' });
    await dialog.getByLabel('Dari').fill(today);
    await dialog.getByLabel('Sampai').fill(today);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Unduh CSV' }).click();
    const csv = (await readFile(await (await downloading).path())).toString('utf8');
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'ID Booking,Tanggal,Waktu,Nama,Telepon,Jumlah tamu,Status,Sumber,Catatan staf,Dibuat (WIB),Terakhir diubah (WIB)',
    );
    expect(rows.find((row) => row.startsWith(missed.id))).toContain(
      `,${late},0812-7000-5678,2,Tidak datang,Telepon,`,
    );
    expect(rows.find((row) => row.startsWith(walked.id))).toContain(
      `,${walkIn},,2,Sudah datang,Datang langsung,`,
    );
    expect(csv).not.toMatch(/,(no_show|walk_in|seated),/);
  });

  test("downloads a booking's calendar file from its row, at the restaurant's whole address", async ({
    page,
  }) => {
    const day = addDays(restaurantNow().date, 1);
    const guest = unique('Tamu Kalender');
    const admin = await adminApi(page.request);
    const restaurant = await admin.get('/api/admin/restaurant');
    const { reservation } = await admin.send('POST', '/api/admin/reservations', {
      name: guest,
      phone: '0812 7000 9012',
      date: day,
      time: '19:00',
      guests: '5-8',
      source: 'phone',
    });

    const account = await staffAccount(page, 'manager_reservasi');
    await loginAsAdmin(page, { ...account, open: { path: '/admin/reservations', heading: 'Reservasi' } });
    const card = page.locator('tr').filter({ hasText: guest });
    const save = card.getByRole('button', { name: `Simpan ke kalender: reservasi ${guest}` });
    const downloading = page.waitForEvent('download');
    await save.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`reservasi-${reservation.id}.ics`);
    const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
    expect(ics).toContain(`\r\nUID:${reservation.id}@reservasi\r\n`);
    expect(ics).toContain(`\r\nDTSTART;TZID=Asia/Jakarta:${day.replaceAll('-', '')}T190000\r\n`);
    expect(ics).toContain(`\r\nSUMMARY:${icsText(`Reservasi di ${restaurant.name}`)}\r\n`);
    expect(ics).toContain(`\r\nLOCATION:${icsText(fullAddress(restaurant))}\r\n`);
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
    // Within the phone's width: nothing makes the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
