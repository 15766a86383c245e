import { describe, expect, it } from 'vitest';
import {
  dayChoice,
  EMPTY_RANGE,
  newSpecialDay,
  nextRange,
} from '../../src/admin/features/restaurant-info/hours-editing.ts';
import { openingHoursSpecification, specialOpeningHoursSpecification } from '../../src/build/seo.ts';
import { fallbackContent } from '../../src/content/fallback.ts';
import { bookableTimes, hoursOn, lastBookingOn } from '../../src/domain/content/hours.ts';
import { upcomingSpecialDays, weeklyHoursLines } from '../../src/domain/content/hours-text.ts';
import { OpeningHoursSchema } from '../../src/domain/content/opening-hours.ts';
import { RestaurantInfoSchema } from '../../src/domain/content/restaurant.ts';
import { isOpenAt } from '../../src/domain/orders/basket-rules.ts';
import { bookingProblem } from '../helpers/booking-problem.ts';
import { closed, open, weeklySchedule } from '../helpers/hours.ts';

/** Lunch and dinner on weekdays, late nights on Friday and Saturday, closed on Monday. */
const schedule = weeklySchedule([
  { from: '2026-03-20', to: '2026-03-21', ...closed, note: 'Idul Fitri' },
  { from: '2026-02-19', to: '2026-03-19', ...open(['16:00', '23:00']), note: 'buka puasa' },
]);
// Monday 2 February 2026, 14:00 WIB.
const now = new Date('2026-02-02T07:00:00Z');
const times = (date: string) => bookableTimes(schedule, date).map((t) => t.time);
const problem = (date: string, time: string, hours = schedule) => bookingProblem({ date, time }, hours, now);

describe('a weekly schedule', () => {
  it('offers lunch and dinner times, never the afternoon break', () => {
    const tuesday = times('2026-02-03');
    expect(tuesday).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00', ...tuesday.slice(5)]);
    expect(tuesday).not.toContain('13:30');
    expect(tuesday).toContain('17:00');
    expect(tuesday.at(-1)).toBe('21:00');
    expect(problem('2026-02-03', '15:00')).toBe(
      'Pada tanggal itu kami menerima reservasi pukul 11:00 - 13:00, 17:00 - 21:00.',
    );
  });

  it('refuses a closed weekday in Indonesian, at the date', () => {
    expect(times('2026-02-09')).toEqual([]);
    expect(bookingProblem({ date: '2026-02-09', time: '12:00' }, schedule, now)).toBe(
      'Maaf, kami tutup pada tanggal tersebut. Silakan pilih tanggal lain.',
    );
  });

  it('takes late bookings past midnight on the next calendar day, even when that day is closed', () => {
    // Saturday night runs into Sunday; Sunday night does not run into Monday.
    expect(problem('2026-02-08', '00:30')).toBeNull();
    expect(problem('2026-02-08', '01:00')).toBeNull();
    expect(problem('2026-02-08', '01:30')).not.toBeNull();
    expect(bookableTimes(schedule, '2026-02-08')[0]).toEqual({ time: '00:00', afterMidnight: true });
    expect(lastBookingOn(schedule.week.friday)).toEqual({ time: '01:00', afterMidnight: true });
  });

  it('states the last booking of each day', () => {
    expect(lastBookingOn(schedule.week.tuesday)).toEqual({ time: '21:00', afterMidnight: false });
    expect(lastBookingOn(closed)).toBeNull();
  });
});

describe('whether the restaurant is open at a time (what a booking or an order already holds)', () => {
  it('is within a range, not in the break, and until closing rather than the last booking', () => {
    expect(isOpenAt(schedule, { date: '2026-02-03', time: '12:00' })).toBe(true);
    expect(isOpenAt(schedule, { date: '2026-02-03', time: '15:00' })).toBe(false);
    expect(isOpenAt(schedule, { date: '2026-02-03', time: '21:30' })).toBe(true);
    expect(isOpenAt(schedule, { date: '2026-02-03', time: '22:00' })).toBe(false);
  });

  it('is never on a closed weekday or special day, and past midnight only after a late night', () => {
    expect(isOpenAt(schedule, { date: '2026-02-09', time: '12:00' })).toBe(false);
    expect(isOpenAt(schedule, { date: '2026-03-20', time: '12:00' })).toBe(false);
    // Saturday's night runs into Sunday; Sunday's does not run into Monday.
    expect(isOpenAt(schedule, { date: '2026-02-08', time: '01:30' })).toBe(true);
    expect(isOpenAt(schedule, { date: '2026-02-08', time: '02:00' })).toBe(false);
    expect(isOpenAt(schedule, { date: '2026-02-09', time: '00:30' })).toBe(false);
  });
});

describe('special days', () => {
  it('win over the weekday: closed for Idul Fitri, with the reason said to the guest', () => {
    // 20 March 2026 is a Friday.
    expect(hoursOn(schedule, '2026-03-20')).toMatchObject({ closed: true, note: 'Idul Fitri' });
    expect(times('2026-03-21')).toEqual([]);
    const far = new Date('2026-03-01T07:00:00Z');
    expect(bookingProblem({ date: '2026-03-20', time: '19:00' }, schedule, far)).toBe(
      'Maaf, kami tutup pada tanggal tersebut (Idul Fitri). Silakan pilih tanggal lain.',
    );
  });

  it('give their own hours for every date they cover (Ramadan evenings)', () => {
    for (const date of ['2026-02-19', '2026-03-03', '2026-03-19']) {
      const offered = times(date);
      expect([offered[0], offered.at(-1)], date).toEqual(['16:00', '22:00']);
    }
    // The day after Ramadan's hours end is Idul Fitri; the one before they begin is a normal Wednesday.
    expect(times('2026-02-18')[0]).toBe('11:00');
  });

  it('are shown while they are still ahead, with their note', () => {
    expect(upcomingSpecialDays(schedule, '2026-03-10').map(({ label, text }) => ({ label, text }))).toEqual([
      { label: '19 Februari 2026 - 19 Maret 2026', text: '16:00 - 23:00 (buka puasa)' },
      { label: '20 Maret 2026 - 21 Maret 2026', text: 'Tutup (Idul Fitri)' },
    ]);
    expect(upcomingSpecialDays(schedule, '2026-03-22')).toEqual([]);
  });
});

describe('the footer lines', () => {
  it('group the days that share their hours', () => {
    expect(weeklyHoursLines(schedule).map((l) => `${l.label}: ${l.text}`)).toEqual([
      'Senin: Tutup',
      'Selasa - Kamis: 11:00 - 14:00, 17:00 - 22:00',
      'Jumat - Sabtu: 11:00 - 02:00',
      'Minggu: 10:00 - 21:00',
    ]);
  });
});

describe('the schedule as staff save it', () => {
  const week = fallbackContent.restaurant.openingHours.week;
  const withMonday = (monday: unknown) => ({ timeZone: 'Asia/Jakarta', week: { ...week, monday } });
  const messages = (value: unknown) => {
    const result = OpeningHoursSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts up to three ranges that do not overlap, past midnight too', () => {
    expect(messages(withMonday(open(['07:00', '10:00'], ['11:00', '14:00'], ['17:00', '01:00'])))).toEqual(
      [],
    );
  });

  it('explains what is wrong in words staff understand', () => {
    expect(messages(withMonday(open(['10:00', '14:00'], ['13:00', '22:00'])))).toEqual([
      'week.monday.ranges: Time ranges must not overlap',
    ]);
    expect(messages(withMonday(open(['17:00', '02:00'], ['23:00', '01:00'])))).toEqual([
      'week.monday.ranges: Time ranges must not overlap',
    ]);
    expect(
      messages({
        timeZone: 'Asia/Jakarta',
        week: { ...week, sunday: open(['18:00', '03:00']), monday: open(['02:00', '10:00']) },
      }),
    ).toEqual(['week.monday.ranges: Opens before the late night of the day before has ended']);
    expect(messages(withMonday(open()))).toEqual([
      'week.monday.ranges: Add a time range, or mark the day closed',
    ]);
    expect(
      messages(
        withMonday(open(['07:00', '08:00'], ['09:00', '10:00'], ['11:00', '12:00'], ['13:00', '14:00'])),
      ),
    ).toEqual(['week.monday.ranges: At most 3 time ranges a day']);
    expect(messages(withMonday(open(['25:00', '10:00'])))).toEqual([
      'week.monday.ranges.0.opens: Enter a time such as 09:30',
    ]);
    expect(messages(withMonday(open(['10:00', '10:00'])))).toEqual([
      'week.monday.ranges.0.closes: Closing time must differ from opening time',
    ]);
  });

  it('drops the ranges of a closed day and reads a single special date as one day', () => {
    const parsed = OpeningHoursSchema.parse({
      ...withMonday({ closed: true, ranges: [{ opens: '10:00', closes: '22:00' }] }),
      special: [{ from: '2026-03-20', to: '', closed: true, ranges: [], note: 'Idul Fitri' }],
    });
    expect(parsed.week.monday).toEqual(closed);
    expect(parsed.special[0]).toMatchObject({ from: '2026-03-20', to: '2026-03-20' });
  });

  it('refuses special days that end before they start or overlap another', () => {
    const special = (from: string, to: string) => ({ from, to, closed: true, ranges: [], note: '' });
    expect(messages({ ...withMonday(week.monday), special: [special('2026-03-21', '2026-03-20')] })).toEqual([
      'special.0.to: The last day must not be before the first',
    ]);
    expect(
      messages({
        ...withMonday(week.monday),
        special: [special('2026-03-20', '2026-03-22'), special('2026-03-22', '')],
      }),
    ).toEqual(['special.1.from: These dates overlap another special day']);
  });

  it('saves a special day just added neither closed nor open: staff are asked to choose', () => {
    const added = { ...newSpecialDay(), from: '2026-03-20' };
    expect(dayChoice(added)).toBeNull();
    expect(messages({ ...withMonday(week.monday), special: [added] })).toEqual([
      'special.0.ranges: Choose closed, or open with its hours',
    ]);
    expect(dayChoice({ ...added, ...closed })).toBe('closed');
    expect(dayChoice({ ...added, ...open(['16:00', '23:00']) })).toBe('open');
  });

  it("offers a new time range after the day's last one, ending before midnight, or one to fill in", () => {
    expect(nextRange([])).toEqual({ opens: '10:00', closes: '22:00' });
    expect(nextRange(open(['11:00', '14:00']).ranges)).toEqual({ opens: '15:00', closes: '18:00' });
    // Ranges in any order: after the one that closes last.
    expect(nextRange(open(['17:00', '19:00'], ['07:00', '10:00']).ranges)).toEqual({
      opens: '20:00',
      closes: '23:00',
    });
    // Friday of the starter hours closes at 22:00: no room for one more before midnight.
    expect(nextRange(fallbackContent.restaurant.openingHours.week.friday.ranges)).toEqual(EMPTY_RANGE);
    expect(nextRange(open(['18:00', '02:00']).ranges)).toEqual(EMPTY_RANGE);
    expect(nextRange([{ opens: '11:00', closes: '' }])).toEqual(EMPTY_RANGE);
  });

  it('books on the clock of the chosen time zone', () => {
    // 23:30 WIB on Monday is already 01:30 on Tuesday in Jayapura (WIT, UTC+9).
    const late = new Date('2026-02-02T16:30:00Z');
    const everyDay = OpeningHoursSchema.parse({ ...withMonday(week.monday), timeZone: 'Asia/Jayapura' });
    expect(bookingProblem({ date: '2026-02-02', time: '19:00' }, everyDay, late)).toBe(
      'Tanggal reservasi tidak boleh sebelum hari ini.',
    );
    const wib = { ...everyDay, timeZone: 'Asia/Jakarta' as const };
    expect(bookingProblem({ date: '2026-02-02', time: '19:00' }, wib, late)).toBe(
      'Waktu tersebut sudah lewat. Silakan pilih waktu lain.',
    );
  });
});

describe('restaurant info saved with the old two lines of text', () => {
  const old = (weekday: string, weekend: string) =>
    RestaurantInfoSchema.parse({ ...fallbackContent.restaurant, openingHours: { weekday, weekend } })
      .openingHours;

  it('reads as Monday to Friday and Saturday and Sunday', () => {
    const hours = old('10.00 - 22.00', '09:00–23:00');
    expect(hours.timeZone).toBe('Asia/Jakarta');
    expect(hours.week.friday).toEqual(open(['10:00', '22:00']));
    expect(hours.week.saturday).toEqual(open(['09:00', '23:00']));
    expect(hours.special).toEqual([]);
  });

  it('keeps several ranges, late nights and closed days', () => {
    const hours = old('11:00 - 14:00, 17:00 - 02:00', 'Tutup');
    expect(hours.week.monday).toEqual(open(['11:00', '14:00'], ['17:00', '02:00']));
    expect(hours.week.sunday).toEqual(closed);
  });

  it('falls back to the usual hours when the two lines clash', () => {
    // Friday night until 10:00 would still be going when Saturday opens at 09:00.
    const hours = old('18:00 - 10:00', '09:00 - 23:00');
    expect(hours.week.friday).toEqual(open(['10:00', '22:00']));
    expect(hours.week.saturday).toEqual(open(['09:00', '23:00']));
  });

  it('falls back to the usual hours when a line cannot be read', () => {
    const hours = old('Setiap hari', '');
    expect(hours.week.monday).toEqual(open(['10:00', '22:00']));
    expect(hours.week.sunday).toEqual(open(['09:00', '23:00']));
  });
});

describe('structured data for the hours', () => {
  it('gives each open range of each day, a late night on the day it opens', () => {
    const spec = openingHoursSpecification(schedule);
    expect(spec.filter((s) => s.dayOfWeek === 'Monday')).toEqual([]);
    expect(spec.filter((s) => s.dayOfWeek === 'Tuesday')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Tuesday', opens: '11:00', closes: '14:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Tuesday', opens: '17:00', closes: '22:00' },
    ]);
    // schema.org: a closing time before the opening time spans into the next day.
    expect(spec.filter((s) => s.dayOfWeek === 'Friday')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Friday', opens: '11:00', closes: '02:00' },
    ]);
  });

  it('gives special days their dates, closed as 00:00 to 00:00, and leaves out those already over', () => {
    expect(specialOpeningHoursSpecification(schedule, '2026-03-01')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-03-20',
        validThrough: '2026-03-21',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-02-19',
        validThrough: '2026-03-19',
        opens: '16:00',
        closes: '23:00',
      },
    ]);
    expect(specialOpeningHoursSpecification(schedule, '2026-03-20')).toHaveLength(1);
  });
});

describe('the admin form', () => {
  it('puts each hours problem at the input it is about, and names other fields by their label', async () => {
    const { restaurantInfoErrors } = await import(
      '../../src/admin/features/restaurant-info/RestaurantInfoForm.tsx'
    );
    const info = {
      ...fallbackContent.restaurant,
      email: 'bukan-email',
      openingHours: {
        ...schedule,
        week: { ...schedule.week, tuesday: open(['10:00', '14:00'], ['13:00', '22:00']) },
        special: [{ from: '2026-03-20', to: '2026-03-19', ...closed, note: '' }],
      },
    };
    const result = RestaurantInfoSchema.safeParse(info);
    if (result.success) throw new Error('expected a refusal');
    expect(restaurantInfoErrors(result.error, info)).toEqual({
      email: 'Email must be a valid email address',
      'openingHours.week.tuesday.ranges': 'Time ranges must not overlap',
      'openingHours.special.0.to': 'The last day must not be before the first',
    });
  });

  it('says each problem in Bahasa Indonesia to staff who chose it', async () => {
    const { restaurantInfoErrors } = await import(
      '../../src/admin/features/restaurant-info/RestaurantInfoForm.tsx'
    );
    const { setLanguage } = await import('../../src/admin/i18n/i18n.ts');
    const info = {
      ...fallbackContent.restaurant,
      postalCode: '251',
      geo: { latitude: 0, longitude: 200 },
      openingHours: {
        ...schedule,
        week: {
          ...schedule.week,
          tuesday: open(['10:00', '14:00'], ['13:00', '22:00']),
          sunday: open(['', '21:00']),
        },
      },
    };
    const result = RestaurantInfoSchema.safeParse(info);
    if (result.success) throw new Error('expected a refusal');
    setLanguage('id');
    try {
      expect(restaurantInfoErrors(result.error, info)).toEqual({
        postalCode: 'Kode Pos harus 5 angka kode pos Indonesia',
        geo: 'Koordinat bujur harus antara -180 dan 180',
        'openingHours.week.tuesday.ranges': 'Rentang waktu tidak boleh bertumpuk',
        'openingHours.week.sunday.ranges.0.opens': 'Isi jam seperti 09:30',
        // Saturday's night runs until 02:00: an opening time left empty comes before it.
        'openingHours.week.sunday.ranges': 'Buka sebelum jam larut malam hari sebelumnya berakhir',
      });
    } finally {
      setLanguage('en');
    }
  });

  it('compares versions in the history by the lines guests read', async () => {
    const { historyFields } = await import('../../src/admin/features/restaurant-info/RestaurantInfoForm.tsx');
    const fields = historyFields({ ...fallbackContent.restaurant, openingHours: schedule });
    expect(fields['openingHours.week']).toBe(
      'Senin: Tutup; Selasa - Kamis: 11:00 - 14:00, 17:00 - 22:00; Jumat - Sabtu: 11:00 - 02:00; Minggu: 10:00 - 21:00',
    );
    expect(fields['openingHours.special']).toBe(
      '2026-03-20 - 2026-03-21: Tutup (Idul Fitri); 2026-02-19 - 2026-03-19: 16:00 - 23:00 (buka puasa)',
    );
    expect(fields['openingHours.timeZone']).toBe('Asia/Jakarta');
  });
});
