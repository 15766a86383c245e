import { describe, expect, it } from 'vitest';
import { bookingProblem } from '../../src/domain/booking.ts';
import { isBookableTime, restaurantNow } from '../../src/domain/hours.ts';
import { formatIndonesianMobile, normalizeIndonesianMobile } from '../../src/domain/phone.ts';
import { describeReservationIssues, ReservationRequestSchema } from '../../src/domain/reservation.ts';

const hours = { weekday: '10:00 - 22:00', weekend: '09:00 - 23:00' };
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
    expect(isBookableTime('10:00 - 22:00', '10:00')).toBe(true);
    expect(isBookableTime('10:00 - 22:00', '21:00')).toBe(true);
    expect(isBookableTime('10:00 - 22:00', '21:30')).toBe(false);
    expect(isBookableTime('10:00 - 22:00', '09:59')).toBe(false);
    expect(isBookableTime('Tutup sementara', '03:00')).toBe(true);
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
