// Kept free of the schema library: the reservation island imports it, and guests pay for every byte.
import {
  addDays,
  bookingHoursText,
  hoursOn,
  isBookable,
  type OpeningHours,
  restaurantNow,
} from '../content/hours.ts';
import { formatIndonesianMobile } from '../shared/phone.ts';

/** Said when the chosen date is a day the restaurant is closed, with the special day's note if any. */
export const closedOn = (note: string): string =>
  `Maaf, kami tutup pada tanggal tersebut${note ? ` (${note})` : ''}. Silakan pilih tanggal lain.`;

/** SPEC §8: the reservation's success toast (with "ID Booking: {id}"), and its error for failures nobody foresaw. */
export const RESERVATION_SUCCESS = 'Reservasi Anda berhasil! Kami akan menghubungi Anda segera.';
export const RESERVATION_ERROR = 'Terjadi kesalahan. Silakan coba lagi.';
/** A booking sent from another site's page (the form's own POST or the island's JSON), refused with 403. */
export const CROSS_SITE_BOOKING = 'Formulir reservasi hanya dapat dikirim dari situs kami.';

/** Party sizes offered by the reservation form. */
export const GUEST_OPTIONS = ['1', '2', '3-4', '5-8', '8+'] as const;
export type GuestOption = (typeof GUEST_OPTIONS)[number];

const BOOKING_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A booking id: "RMP" followed by 9 random uppercase letters and digits. */
export function newBookingId(): string {
  let out = 'RMP';
  while (out.length < 12) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      // 252 = 7 × 36: bytes above it are skipped so that every character is equally likely.
      if (byte < 252 && out.length < 12) out += BOOKING_ALPHABET[byte % 36];
    }
  }
  return out;
}

export const BOOKING_ID_PATTERN = /^RMP[A-Z0-9]{9}$/;

/** How far ahead a table can be booked. */
export const BOOKING_WINDOW_DAYS = 90;

/** The last day a guest may book when it is `today` (yyyy-mm-dd) at the restaurant. */
export const lastBookableDay = (today: string): string => addDays(today, BOOKING_WINDOW_DAYS);

/** The fields of the reservation form, in the order guests fill them in. */
export const RESERVATION_FIELDS = ['name', 'phone', 'date', 'time', 'guests'] as const;
export type ReservationField = (typeof RESERVATION_FIELDS)[number];

export const PHONE_INVALID = 'Nomor telepon harus nomor ponsel Indonesia, misalnya 0812 3456 7890.';

/** A problem with one field of a booking, said to the guest in Indonesian. */
export interface BookingIssue {
  field: ReservationField;
  message: string;
}

/**
 * Why a date and time cannot be booked, and which field to correct, or null: from today (and not in the
 * past, on the restaurant's clock) to 90 days ahead, on a day it is open (special days first), within
 * that day's opening hours until one hour before closing (past midnight too).
 */
export function bookingIssue(
  request: { date: string; time: string },
  hours: OpeningHours,
  now: Date = new Date(),
): BookingIssue | null {
  const today = restaurantNow(now, hours.timeZone);
  const date = (message: string): BookingIssue => ({ field: 'date', message });
  const time = (message: string): BookingIssue => ({ field: 'time', message });
  if (Number.isNaN(Date.parse(`${request.date}T00:00:00Z`))) return date('Tanggal tidak valid.');
  if (request.date < today.date) return date('Tanggal reservasi tidak boleh sebelum hari ini.');
  if (request.date > lastBookableDay(today.date))
    return date(`Reservasi hanya dapat dibuat paling lambat ${BOOKING_WINDOW_DAYS} hari ke depan.`);
  if (!isBookable(hours, request.date, request.time)) {
    const day = hoursOn(hours, request.date);
    const window = bookingHoursText(day);
    if (!window) return date(closedOn(day.note));
    return time(`Pada tanggal itu kami menerima reservasi pukul ${window}.`);
  }
  if (request.date === today.date && request.time <= today.time)
    return time('Waktu tersebut sudah lewat. Silakan pilih waktu lain.');
  return null;
}

/** {@link bookingIssue}'s message alone. */
export function bookingProblem(
  request: { date: string; time: string },
  hours: OpeningHours,
  now: Date = new Date(),
): string | null {
  return bookingIssue(request, hours, now)?.message ?? null;
}

const LONG_DATE = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Rabu, 18 November 2026" for "2026-11-18", read as a calendar day (no time zone shift). */
export function formatLongDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : LONG_DATE.format(parsed);
}

/**
 * What a guest booked, as the confirmation repeats it (on the page after sending, and on the page a
 * booking sent without JavaScript gets): label and value, in Indonesian, and whether the value is kept on one
 * line. `phone` is the stored 62… form.
 */
export function bookingSummary(booking: {
  name: string;
  phone: string;
  date: string;
  time: string;
  guests: string;
}): Array<[label: string, value: string, oneLine?: boolean]> {
  return [
    ['Nama', booking.name],
    // One line: a narrow phone would otherwise break the number at a hyphen ("0812-3456-" / "7890").
    ['Nomor Telepon', formatIndonesianMobile(booking.phone), true],
    ['Tanggal', formatLongDate(booking.date)],
    ['Waktu', booking.time],
    ['Jumlah Tamu', `${booking.guests} orang`],
  ];
}
