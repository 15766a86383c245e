import { describe, expect, it } from 'vitest';
import { bookableTimes, isBookable, lastBookingOn, restaurantNow } from '../../src/domain/content/hours.ts';
import { migrateOpeningHours, OpeningHoursSchema } from '../../src/domain/content/opening-hours.ts';
import {
  describeReservationIssues,
  ReservationRequestSchema,
} from '../../src/domain/reservations/reservation.ts';
import { formatIndonesianMobile, normalizeIndonesianMobile } from '../../src/domain/shared/phone.ts';
import { bookingProblem } from '../helpers/booking-problem.ts';

/** A schedule as the two old lines of text described it (Monday to Friday, Saturday and Sunday). */
const fromText = (weekday: string, weekend: string) =>
  OpeningHoursSchema.parse(migrateOpeningHours({ weekday, weekend }));
const hours = fromText('10:00 - 22:00', '09:00 - 23:00');
// Monday 2 March 2026, 14:00 in Padang (UTC+7).
const monday2pm = new Date('2026-03-02T07:00:00Z');

describe('Indonesian mobile numbers', () => {
  it('accepts the usual ways of writing one and stores it as 62…', () => {
    for (const raw of [
      '0812 3456 7890',
      '0812-3456-7890',
      '+62 812 3456 7890',
      '6281234567890',
      '81234567890',
    ])
      expect(normalizeIndonesianMobile(raw), raw).toBe('6281234567890');
  });

  it('refuses landlines, short numbers, letters and other countries', () => {
    for (const raw of ['0751 123456', '0812', 'nomor saya', '+1 415 555 0100', '08123456789012345'])
      expect(normalizeIndonesianMobile(raw), raw).toBeNull();
  });

  it('writes it back the local way', () => {
    expect(formatIndonesianMobile('6281234567890')).toBe('0812-3456-7890');
  });
});

describe('when a table can be booked', () => {
  it('knows the day and time in Padang, whatever the server clock zone', () => {
    expect(restaurantNow(new Date('2026-03-01T20:30:00Z'))).toEqual({ date: '2026-03-02', time: '03:30' });
  });

  it('from opening time until one hour before closing', () => {
    const wednesday = '2026-03-04';
    expect(isBookable(hours, wednesday, '10:00')).toBe(true);
    expect(isBookable(hours, wednesday, '21:00')).toBe(true);
    expect(isBookable(hours, wednesday, '21:30')).toBe(false);
    expect(isBookable(hours, wednesday, '09:59')).toBe(false);
    expect(isBookable(fromText('Tutup sementara', ''), wednesday, '12:00')).toBe(false);
  });

  it('uses the weekend hours on Saturday and Sunday', () => {
    expect(bookingProblem({ date: '2026-03-07', time: '09:30' }, hours, monday2pm)).toBeNull();
    expect(bookingProblem({ date: '2026-03-09', time: '09:30' }, hours, monday2pm)).toBe(
      'Pada tanggal itu kami menerima reservasi pukul 10:00 - 21:00.',
    );
  });

  it('refuses the past, a time already gone today, and more than 90 days ahead', () => {
    expect(bookingProblem({ date: '2026-03-01', time: '12:00' }, hours, monday2pm)).toBe(
      'Tanggal reservasi tidak boleh sebelum hari ini.',
    );
    expect(bookingProblem({ date: '2026-03-02', time: '13:00' }, hours, monday2pm)).toBe(
      'Waktu tersebut sudah lewat. Silakan pilih waktu lain.',
    );
    expect(bookingProblem({ date: '2026-03-02', time: '19:00' }, hours, monday2pm)).toBeNull();
    expect(bookingProblem({ date: '2026-05-31', time: '19:00' }, hours, monday2pm)).toBeNull();
    expect(bookingProblem({ date: '2026-06-01', time: '19:00' }, hours, monday2pm)).toBe(
      'Reservasi hanya dapat dibuat paling lambat 90 hari ke depan.',
    );
  });
});

// Issue 14, item 3: weekday "10:00 - 02:00" refused 19:00. A rumah makan open past midnight is normal.
describe('hours that end after midnight', () => {
  const lateHours = fromText('10:00 - 02:00', '09:00 - 23:00');
  const problem = (date: string, time: string) => bookingProblem({ date, time }, lateHours, monday2pm);

  it('take dinner and late bookings that evening', () => {
    expect(problem('2026-03-04', '19:00')).toBeNull();
    expect(problem('2026-03-04', '23:30')).toBeNull();
  });

  it('take bookings after midnight until one hour before closing, on the next calendar day', () => {
    // Wednesday night goes on into Thursday 01:00; Friday night into Saturday.
    expect(problem('2026-03-05', '00:30')).toBeNull();
    expect(problem('2026-03-05', '01:00')).toBeNull();
    expect(problem('2026-03-07', '01:00')).toBeNull();
    expect(problem('2026-03-05', '01:30')).toBe(
      'Pada tanggal itu kami menerima reservasi pukul 10:00 - 01:00.',
    );
    // Sunday's hours (weekend, until 23:00) do not run into Monday morning.
    expect(problem('2026-03-09', '00:30')).toBe(
      'Pada tanggal itu kami menerima reservasi pukul 10:00 - 01:00.',
    );
  });

  it('still refuse the hours before opening', () => {
    expect(problem('2026-03-04', '09:30')).toBe(
      'Pada tanggal itu kami menerima reservasi pukul 10:00 - 01:00.',
    );
  });

  it('closing at midnight takes bookings until 23:00', () => {
    const midnight = fromText('10:00 - 00:00', '10:00 - 24:00');
    expect(bookingProblem({ date: '2026-03-04', time: '23:00' }, midnight, monday2pm)).toBeNull();
    expect(bookingProblem({ date: '2026-03-04', time: '23:30' }, midnight, monday2pm)).not.toBeNull();
    expect(bookingProblem({ date: '2026-03-07', time: '23:00' }, midnight, monday2pm)).toBeNull();
  });
});

// Issue 14, item 9: the page said 10:00 - 22:00, bookings ended at 21:00, and guests learnt it on submit.
describe('the times a guest can pick', () => {
  const values = (list: ReturnType<typeof bookableTimes>) => list.map((t) => t.time);

  it("are that day's bookable times, every half hour, up to the last booking", () => {
    const wednesday = values(bookableTimes(hours, '2026-03-04'));
    expect(wednesday[0]).toBe('10:00');
    expect(wednesday.at(-1)).toBe('21:00');
    expect(wednesday).toHaveLength(23);
    expect(wednesday).not.toContain('21:30');
    const saturday = values(bookableTimes(hours, '2026-03-07'));
    expect([saturday[0], saturday.at(-1)]).toEqual(['09:00', '22:00']);
  });

  it('before a date is chosen, are the times bookable on some day', () => {
    const any = values(bookableTimes(hours));
    expect([any[0], any.at(-1)]).toEqual(['09:00', '22:00']);
  });

  it('after midnight come first that morning, marked as the night before', () => {
    const thursday = bookableTimes(fromText('10:00 - 02:00', '09:00 - 23:00'), '2026-03-05');
    expect(thursday.slice(0, 4)).toEqual([
      { time: '00:00', afterMidnight: true },
      { time: '00:30', afterMidnight: true },
      { time: '01:00', afterMidnight: true },
      { time: '10:00', afterMidnight: false },
    ]);
    expect(values(thursday).at(-1)).toBe('23:30');
  });

  it('are all accepted when booked', () => {
    const late = fromText('10:15 - 01:45', '09:00 - 23:00');
    for (const date of ['2026-03-04', '2026-03-07', '2026-03-09']) {
      for (const { time } of bookableTimes(late, date))
        expect(bookingProblem({ date, time }, late, monday2pm), `${date} ${time}`).toBeNull();
    }
    expect(values(bookableTimes(late, '2026-03-04')).at(-1)).toBe('23:45');
  });

  it('the page can say when the last booking is', () => {
    const day = (opens: string, closes: string) => ({ closed: false, ranges: [{ opens, closes }] });
    expect(lastBookingOn(day('10:00', '22:00'))).toEqual({ time: '21:00', afterMidnight: false });
    expect(lastBookingOn(day('10:00', '02:00'))).toEqual({ time: '01:00', afterMidnight: true });
    expect(lastBookingOn({ closed: true, ranges: [] })).toBeNull();
  });
});

describe('the reservation request', () => {
  const valid = {
    name: 'Siti Rahmah',
    phone: '0812 3456 7890',
    date: '2026-03-03',
    time: '19:00',
    guests: '3-4',
  };
  const problem = (input: Record<string, unknown>) => {
    const parsed = ReservationRequestSchema.safeParse(input);
    return parsed.success ? null : describeReservationIssues(parsed.error);
  };

  it('normalises the phone number and drops unknown fields', () => {
    const parsed = ReservationRequestSchema.parse({ ...valid, admin: true });
    expect(parsed).toEqual({ ...valid, phone: '6281234567890' });
  });

  it('tells the guest in Indonesian what is wrong', () => {
    expect(problem({ ...valid, name: '  ' })).toBe('Nama wajib diisi.');
    expect(problem({ ...valid, phone: '12345' })).toBe(
      'Nomor telepon harus nomor ponsel Indonesia, misalnya 0812 3456 7890.',
    );
    expect(problem({ ...valid, guests: '12' })).toBe('Pilih jumlah tamu: 1, 2, 3-4, 5-8 atau 8+.');
    expect(problem({ ...valid, time: '25:00' })).toBe('Waktu tidak valid.');
    const { date: _date, ...withoutDate } = valid;
    expect(problem(withoutDate)).toBe('Tanggal wajib diisi.');
  });
});
