import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays } from '../../src/domain/content/hours.ts';
import { bookingWhen } from '../../src/domain/notifications/push.ts';
import { LUNCH_AND_DINNER, wednesdayAhead } from '../helpers/dates.ts';
import { adminApi, loginAsAdmin } from './admin-fixtures.ts';
import { seriousViolations } from './axe.ts';
import { hydrate } from './fixtures.ts';

const offeredTimes = (form: Locator) =>
  form
    .getByLabel('Waktu')
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

const day = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const CLOSES_BOOKED = 'Close times guests have booked?';

test.describe('opening hours', () => {
  test.describe.configure({ timeout: 120_000 });

  test('staff set lunch and dinner, a closed Monday and Idul Fitri; guests see them and can book only those times', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const restaurant = await api.get('/api/admin/restaurant');
    const wednesday = wednesdayAhead();
    const holiday = addDays(wednesday, 1);
    const monday = addDays(wednesday, 5);
    try {
      // A phone: the schedule must be usable at 360 px.
      await page.setViewportSize({ width: 360, height: 740 });
      await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: 'Restaurant Info' } });
      await expect(page.getByLabel('Restaurant Name')).not.toHaveValue('');
      // Bookings and orders other tests made may fall in the new break: saved all the same when asked.
      await page.addLocatorHandler(page.getByRole('alertdialog', { name: CLOSES_BOOKED }), (question) =>
        question.getByRole('button', { name: 'Save the new hours' }).click(),
      );

      const tuesday = day(page, 'Tuesday');
      await tuesday.getByRole('button', { name: 'Add time range: Tuesday' }).click();
      await page.getByLabel('Tuesday, Opens 1').fill('11:00');
      await page.getByLabel('Tuesday, Closes 1').fill('14:00');
      await page.getByLabel('Tuesday, Opens 2').fill('17:00');
      await page.getByLabel('Tuesday, Closes 2').fill('22:00');
      await tuesday.getByRole('button', { name: 'Copy to all days from Tuesday' }).click();
      await expect(page.getByLabel('Sunday, Opens 2')).toHaveValue('17:00');
      // Open or closed are two radio buttons: the arrow keys move the choice, as with any other.
      const mondayOpen = day(page, 'Monday').getByRole('radio', { name: 'Open' });
      await mondayOpen.focus();
      await page.keyboard.press('ArrowRight');
      await expect(mondayOpen).not.toBeChecked();
      await expect(day(page, 'Monday').getByRole('radio', { name: 'Closed' })).toBeChecked();
      await expect(page.getByLabel('Monday, Opens 1')).toHaveCount(0);

      await page.getByRole('button', { name: 'Add special day' }).click();
      const special = day(page, 'Special day 1');
      await special.getByLabel('Date (first day)').fill(holiday);
      await special.getByLabel('Note for guests').fill('Idul Fitri');
      await special.getByRole('radio', { name: 'Closed' }).check();

      // Overlapping ranges are refused at the day, in words.
      await page.getByLabel('Wednesday, Opens 2').fill('13:00');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(day(page, 'Wednesday').getByText('Time ranges must not overlap')).toBeVisible();
      // With a special day and a message on screen, nothing serious for assistive technology.
      expect(await seriousViolations(page, { include: ['.hours-editor'] })).toEqual([]);
      await page.getByLabel('Wednesday, Opens 2').fill('17:00');
      await expect(day(page, 'Wednesday').getByText('Time ranges must not overlap')).toHaveCount(0);

      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Restaurant info updated successfully!')).toBeVisible();

      // After the rebuild, the footer shows the new week and the holiday.
      await expect
        .poll(async () => (await request.get('/')).text(), { timeout: 60_000, intervals: [500] })
        .toContain('Idul Fitri');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/#reservation');
      const footer = page.locator('footer');
      await expect(footer.getByText('Senin: Tutup')).toBeVisible();
      await expect(footer.getByText('Selasa - Minggu: 11:00 - 14:00, 17:00 - 22:00')).toBeVisible();
      await expect(footer.getByText(/: Tutup \(Idul Fitri\)$/)).toBeVisible();

      await hydrate(page, '.reservation-form');
      const form = page.locator('.reservation-form');
      await form.getByLabel('Tanggal').fill(wednesday);
      expect(await offeredTimes(form)).toEqual(LUNCH_AND_DINNER);
      await expect(form.getByText('Reservasi terakhir pukul 21:00.')).toBeVisible();

      await form.getByLabel('Tanggal').fill(monday);
      expect(await offeredTimes(form)).toEqual([]);
      await expect(
        form.getByText('Maaf, kami tutup pada tanggal tersebut. Silakan pilih tanggal lain.'),
      ).toBeVisible();

      await form.getByLabel('Tanggal').fill(holiday);
      expect(await offeredTimes(form)).toEqual([]);
      await expect(
        form.getByText('Maaf, kami tutup pada tanggal tersebut (Idul Fitri). Silakan pilih tanggal lain.'),
      ).toBeVisible();
    } finally {
      await api.send('PUT', '/api/admin/restaurant', restaurant);
    }
  });

  test('closing a day that guests have booked asks first, naming the time, and Cancel keeps the hours', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const restaurant = await api.get('/api/admin/restaurant');
    const thursday = addDays(wednesdayAhead(), 1);
    const { reservation: booking } = (await api.send('POST', '/api/admin/reservations', {
      name: 'Bu Ratna',
      phone: '0812 3456 7890',
      date: thursday,
      time: '19:00',
      guests: '3-4',
      source: 'phone',
    })) as { reservation: { id: string } };
    const thursdayClosed = async () =>
      (await api.get('/api/admin/restaurant')).openingHours.week.thursday.closed as boolean;
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: 'Restaurant Info' } });
      await expect(page.getByLabel('Restaurant Name')).not.toHaveValue('');
      await day(page, 'Thursday').getByRole('radio', { name: 'Closed' }).check();
      const save = page.getByRole('button', { name: 'Save Changes' });
      await save.click();

      const question = page.getByRole('alertdialog', { name: CLOSES_BOOKED });
      await expect(question).toContainText(
        'The new hours close these coming times, which guests already hold. Nothing is cancelled: tell these guests, or keep the hours as they were.',
      );
      await expect(
        question.getByRole('listitem').filter({ hasText: bookingWhen(thursday, '19:00', 'en') }),
      ).toHaveText(/: \d+ reservations?$/);
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toHaveCount(0);
      await expect(save).toBeEnabled();
      expect(await thursdayClosed()).toBe(false);

      await save.click();
      await question.getByRole('button', { name: 'Save the new hours' }).click();
      await expect(page.getByText('Restaurant info updated successfully!')).toBeVisible();
      expect(await thursdayClosed()).toBe(true);
    } finally {
      await api.send('PUT', '/api/admin/restaurant', restaurant);
      await api.send('PUT', `/api/admin/reservations/${booking.id}`, { status: 'cancelled' });
    }
  });
});
