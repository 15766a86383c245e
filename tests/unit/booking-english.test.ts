import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ReservationFormEn from '../../src/components/islands/reservations/ReservationFormEn.tsx';
import ReservationFormId from '../../src/components/islands/reservations/ReservationFormId.tsx';
import { bookingHoursText, bookingHoursTextEn } from '../../src/domain/content/hours.ts';
import { upcomingSpecialDays, weeklyHoursLines } from '../../src/domain/content/hours-text.ts';
import { bookingLanguage, RESERVATION_SUCCESS } from '../../src/domain/reservations/booking-messages.ts';
import { bookingSummary, formatLongDate } from '../../src/domain/reservations/booking-summary.ts';
import { BOOKING_WORDS } from '../../src/domain/reservations/booking-words.ts';
import { bookingCalendar, calendarFileName } from '../../src/domain/reservations/calendar-file.ts';
import {
  describeReservationIssues,
  ReservationRequestSchema,
  reservationFieldErrors,
} from '../../src/domain/reservations/reservation.ts';
import { bookedPage, refusedPage } from '../../src/server/reservations/no-script-page.ts';
import { bookingProblem } from '../helpers/booking-problem.ts';
import { closed, open, weeklySchedule } from '../helpers/hours.ts';

// A booking made from the English pages: the guest reads English everywhere, and the Indonesian site's
// words stay what they were.

const schedule = weeklySchedule([
  { from: '2026-03-20', to: '2026-03-21', ...closed, note: 'Idul Fitri' },
  { from: '2026-02-19', to: '2026-03-19', ...open(['16:00', '23:00']), note: 'buka puasa' },
]);
// Monday 2 February 2026, 14:00 WIB.
const now = new Date('2026-02-02T07:00:00Z');
const english = (date: string, time: string, at = now) => bookingProblem({ date, time }, schedule, at, 'en');

describe('the opening hours on an English page', () => {
  it('name the days and say when the restaurant is closed in English', () => {
    expect(weeklyHoursLines(schedule, 'en').map((l) => `${l.label}: ${l.text}`)).toEqual([
      'Monday: Closed',
      'Tuesday – Thursday: 11:00 – 14:00, 17:00 – 22:00',
      'Friday – Saturday: 11:00 – 02:00',
      'Sunday: 10:00 – 21:00',
    ]);
  });

  it('give special days English dates, keeping the restaurant’s own note', () => {
    expect(
      upcomingSpecialDays(schedule, '2026-03-10', 'en').map(({ label, text }) => ({ label, text })),
    ).toEqual([
      { label: '19 February 2026 – 19 March 2026', text: '16:00 – 23:00 (buka puasa)' },
      { label: '20 March 2026 – 21 March 2026', text: 'Closed (Idul Fitri)' },
    ]);
  });

  it('say when tables can be booked, beside the Indonesian text that stays as it was', () => {
    expect(bookingHoursText(schedule.week.tuesday)).toBe('11:00 - 13:00, 17:00 - 21:00');
    expect(bookingHoursTextEn(schedule.week.tuesday)).toBe('11:00–13:00 and 17:00–21:00');
    expect(bookingHoursTextEn(schedule.week.sunday)).toBe('10:00–20:00');
    expect(bookingHoursTextEn(open(['08:00', '10:00'], ['12:00', '14:00'], ['18:00', '22:00']))).toBe(
      '08:00–09:00, 12:00–13:00 and 18:00–21:00',
    );
    expect(bookingHoursTextEn(closed)).toBeNull();
  });
});

describe('the English booking form’s messages', () => {
  it('say a closed day in English, with the special day’s note', () => {
    expect(BOOKING_WORDS.en.closedOn('')).toBe(
      'Sorry, we are closed on that date. Please choose another date.',
    );
    expect(BOOKING_WORDS.en.closedOn('Idul Fitri')).toBe(
      'Sorry, we are closed on that date (Idul Fitri). Please choose another date.',
    );
    // The Indonesian page's words are unchanged.
    expect(BOOKING_WORDS.id.closedOn('Idul Fitri')).toBe(
      'Maaf, kami tutup pada tanggal tersebut (Idul Fitri). Silakan pilih tanggal lain.',
    );
  });

  it('refuse a date or time the restaurant cannot take, in English', () => {
    expect(english('2026-02-09', '12:00')).toBe(
      'Sorry, we are closed on that date. Please choose another date.',
    );
    expect(english('2026-02-03', '15:00')).toBe(
      'On that date, tables can be booked for 11:00–13:00 and 17:00–21:00.',
    );
    expect(english('2026-02-01', '12:00')).toBe('That date has passed. Please choose today or a later date.');
    expect(english('2026-06-01', '12:00')).toBe('Tables can be booked up to 90 days ahead.');
    // Tuesday 3 February, 20:00 WIB: 19:00 has gone.
    expect(english('2026-02-03', '19:00', new Date('2026-02-03T13:00:00Z'))).toBe(
      'That time has already passed. Please choose another time.',
    );
    expect(english('2026-02-03', '19:00')).toBeNull();
  });

  it('thank the guest in English and give the booking id', () => {
    expect(BOOKING_WORDS.en.success).toBe(
      'Your booking request has been sent! We will contact you soon to confirm it.',
    );
    expect(BOOKING_WORDS.en.bookingId('RMPA1B2C3D4E')).toBe('Booking ID: RMPA1B2C3D4E');
    // SPEC's toast on the Indonesian page, verbatim.
    expect(BOOKING_WORDS.id.success).toBe('Reservasi Anda berhasil! Kami akan menghubungi Anda segera.');
    expect(BOOKING_WORDS.id.bookingId('RMPA1B2C3D4E')).toBe('ID Booking: RMPA1B2C3D4E');
  });

  it('say the last booking and the times after midnight in words a visitor knows', () => {
    expect(BOOKING_WORDS.en.lastBooking({ time: '21:00', afterMidnight: false })).toBe(
      'Last booking at 21:00.',
    );
    expect(BOOKING_WORDS.en.lastBooking({ time: '01:00', afterMidnight: true })).toBe(
      'Last booking at 01:00, after midnight.',
    );
    expect(BOOKING_WORDS.en.afterMidnight('00:30')).toBe('00:30 (after midnight)');
    expect(BOOKING_WORDS.en.guests('1')).toBe('1 person');
    expect(BOOKING_WORDS.en.guests('3-4')).toBe('3-4 people');
  });
});

describe('the confirmation of a booking from the English form', () => {
  const booking = {
    name: 'Sarah Miller',
    phone: '6281322223333',
    date: '2026-11-18',
    time: '19:00',
    guests: '8+',
  };

  it('repeats what was booked in English, the date written out', () => {
    expect(formatLongDate('2026-11-18', 'en')).toBe('Wednesday, 18 November 2026');
    expect(bookingSummary(booking, 'en')).toEqual([
      ['Name', 'Sarah Miller'],
      ['Phone', '0813-2222-3333', true],
      ['Date', 'Wednesday, 18 November 2026'],
      ['Time', '19:00'],
      ['Guests', '8+ people'],
    ]);
  });

  it('stays in Indonesian on the Indonesian page', () => {
    expect(bookingSummary(booking)).toEqual([
      ['Nama', 'Sarah Miller'],
      ['Nomor Telepon', '0813-2222-3333', true],
      ['Tanggal', 'Rabu, 18 November 2026'],
      ['Waktu', '19:00'],
      ['Jumlah Tamu', '8+ orang'],
    ]);
  });
});

describe('a booking the server refuses, for a guest on the English page', () => {
  const valid = {
    name: 'Sarah Miller',
    phone: '0813 2222 3333',
    date: '2026-11-18',
    time: '19:00',
    guests: '2',
  };
  const refused = (input: Record<string, unknown>) => {
    const parsed = ReservationRequestSchema.safeParse(input);
    if (parsed.success) throw new Error('accepted');
    return parsed.error;
  };

  it('names each field’s problem in English', () => {
    expect(
      reservationFieldErrors(refused({ ...valid, name: ' ', phone: '+44 20 7946 0958', guests: '12' }), 'en'),
    ).toEqual({
      name: 'Name is required.',
      phone: 'Please enter an Indonesian mobile number, for example 0812 3456 7890.',
      guests: 'Please choose the number of guests: 1, 2, 3-4, 5-8 or 8+.',
    });
    expect(describeReservationIssues(refused({ ...valid, time: '7pm' }), 'en')).toBe(
      'Please choose a valid time.',
    );
    expect(describeReservationIssues(refused({ ...valid, time: '7pm' }))).toBe('Waktu tidak valid.');
  });
});

describe('the page a booking from the English form gets without JavaScript', () => {
  const place = {
    name: 'Rumah Makan Sederhana',
    address: 'Jl. Sudirman 1',
    city: 'Padang',
    province: 'Sumatera Barat',
    postalCode: '25111',
    timeZone: 'Asia/Jakarta',
  };
  const booking = {
    name: 'Sarah Miller',
    phone: '6281322223333',
    date: '2026-11-18',
    time: '19:00',
    guests: '2',
  };

  it('confirms it in English and leads back to the English home page', async () => {
    const html = await bookedPage('RMPA1B2C3D4E', booking, place, 'en').text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Booking request sent! | Rumah Makan Sederhana</title>');
    expect(html).toContain(
      '<h1 id="done-title">Your booking request has been sent! We will contact you soon to confirm it.</h1>',
    );
    expect(html).toContain('Booking ID: RMPA1B2C3D4E');
    expect(html).toContain('<dt>Date</dt><dd>Wednesday, 18 November 2026</dd>');
    expect(html).toContain('<dt>Guests</dt><dd>2 people</dd>');
    expect(html).toContain('download="booking-RMPA1B2C3D4E.ics">Add to calendar</a>');
    expect(html).toContain('<a class="back" href="/en/#reservation">Back to the home page</a>');
    // Nothing a guest reads is Indonesian (the calendar file's product id is not read).
    expect(html.replace(/href="data:[^"]*"/, '')).not.toMatch(/Reservasi|Simpan|Kembali/);
  });

  it('stays Indonesian for the Indonesian form', async () => {
    const html = await bookedPage('RMPA1B2C3D4E', booking, place).text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain(`<h1 id="done-title">${RESERVATION_SUCCESS}</h1>`);
    expect(html).toContain('<a class="back" href="/#reservation">Kembali ke Beranda</a>');
    expect(html).toContain('download="reservasi-RMPA1B2C3D4E.ics">Simpan ke kalender</a>');
  });

  it('gives the form back in English with its problems, still saying it is English', async () => {
    const html = await refusedPage({
      status: 400,
      values: { name: 'Sarah', phone: '123', date: '2026-02-03', time: '15:00', guests: '2', language: 'en' },
      errors: { phone: BOOKING_WORDS.en.phoneInvalid },
      hours: schedule,
      restaurantName: place.name,
      language: 'en',
    }).text();
    expect(html).toContain('<h1 id="form-title">Your booking has not been sent</h1>');
    expect(html).toContain(
      '<a href="#res-phone">Phone number: Please enter an Indonesian mobile number, for example 0812 3456 7890.</a>',
    );
    expect(html).toContain('<p class="field-hint" id="res-time-hint">Last booking at 21:00.</p>');
    expect(html).toContain('<option value="2" selected>2 people</option>');
    expect(html).toContain('<input type="hidden" name="language" value="en">');
    expect(html).toContain('<button type="submit">Book a table</button>');
  });

  it('is asked for by the form’s language field', () => {
    expect(bookingLanguage({ name: 'Sarah', language: 'en' })).toBe('en');
    expect(bookingLanguage({ name: 'Dewi' })).toBe('id');
    expect(bookingLanguage({ language: 'fr' })).toBe('id');
    expect(bookingLanguage(null)).toBe('id');
  });
});

describe('the reservation form on an English page', () => {
  const place = {
    name: 'Rumah Makan Sederhana',
    address: '',
    city: 'Padang',
    province: '',
    postalCode: '',
    timeZone: 'Asia/Jakarta',
  };
  const render = (lang: 'id' | 'en' = 'id') =>
    renderToStaticMarkup(
      createElement(lang === 'en' ? ReservationFormEn : ReservationFormId, {
        openingHours: schedule,
        renderedOn: '2026-02-02',
        place,
      }),
    );

  it('is in English and tells the server the guest reads English', () => {
    const html = render('en');
    for (const words of [
      '>Full name</label>',
      '>Phone number</label>',
      '>Date</label>',
      '>Time</label>',
      '>Number of guests</label>',
      '>Choose a time</option>',
      '>How many guests?</option>',
      '>1 person</option>',
      '>8+ people</option>',
      '00:30 (after midnight)</option>',
      '>Book a table</button>',
    ])
      expect(html).toContain(words);
    expect(html).toContain('<input type="hidden" name="language" value="en"/>');
    expect(html).not.toMatch(/Pilih|orang|dini hari|Kirim/);
  });

  it('is unchanged on the Indonesian page, which sends no language', () => {
    const html = render();
    expect(html).toContain('>Nama Lengkap</label>');
    expect(html).toContain('>Kirim Reservasi</button>');
    expect(html).not.toContain('name="language"');
  });
});

describe('the calendar file saved from the English confirmation', () => {
  it('names the event and its state in English; staff’s and the Indonesian page’s stay Indonesian', () => {
    const place = {
      name: 'RM Sederhana',
      address: '',
      city: 'Padang',
      province: '',
      postalCode: '',
      timeZone: 'Asia/Jakarta',
    };
    const booking = { id: 'RMPA1B2C3D4E', date: '2026-11-18', time: '19:00', guests: '2', confirmed: false };
    const unfolded = (ics: string) => ics.replace(/\r\n /g, '');
    const english = unfolded(bookingCalendar(booking, place, undefined, 'en'));
    expect(english).toContain('SUMMARY:Table at RM Sederhana');
    expect(english).toContain(
      'DESCRIPTION:Booking ID: RMPA1B2C3D4E\\n2 people\\nWaiting for the restaurant to confirm.',
    );
    expect(unfolded(bookingCalendar(booking, place))).toContain(
      'DESCRIPTION:ID Booking: RMPA1B2C3D4E\\n2 orang\\nMenunggu konfirmasi dari restoran.',
    );
    expect(calendarFileName('RMPA1B2C3D4E', 'en')).toBe('booking-RMPA1B2C3D4E.ics');
  });
});
