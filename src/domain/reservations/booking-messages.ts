// Kept free of the schema library: the reservation island imports it, and guests pay for every byte.
import {
  addDays,
  type DayHours,
  hoursOn,
  isBookable,
  type OpeningHours,
  restaurantNow,
} from '../content/hours.ts';
import type { SiteLanguage } from '../content/site-language.ts';

/** SPEC §8: the reservation's success toast (with "ID Booking: {id}"), and its error for failures nobody foresaw. */
export const RESERVATION_SUCCESS = 'Reservasi Anda berhasil! Kami akan menghubungi Anda segera.';
export const RESERVATION_ERROR = 'Terjadi kesalahan. Silakan coba lagi.';
/** A booking sent from another site's page (the form's own POST or the island's JSON), refused with 403. */
export const CROSS_SITE_BOOKING = 'Formulir reservasi hanya dapat dikirim dari situs kami.';

export const PHONE_INVALID = 'Nomor telepon harus nomor ponsel Indonesia, misalnya 0812 3456 7890.';

/** Party sizes offered by the reservation form. */
export const GUEST_OPTIONS = ['1', '2', '3-4', '5-8', '8+'] as const;
export type GuestOption = (typeof GUEST_OPTIONS)[number];

/** The fields of the reservation form, in the order guests fill them in. */
export const RESERVATION_FIELDS = ['name', 'phone', 'date', 'time', 'guests'] as const;
export type ReservationField = (typeof RESERVATION_FIELDS)[number];

/** How far ahead a table can be booked. */
export const BOOKING_WINDOW_DAYS = 90;

/**
 * The language a booking's answers are said in: English when its form says so (the English pages' forms
 * send `language=en`), else Indonesian, the site's own.
 */
export const bookingLanguage = (fields: unknown): SiteLanguage =>
  typeof fields === 'object' && fields !== null && (fields as { language?: unknown }).language === 'en'
    ? 'en'
    : 'id';

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

/** The last day a guest may book when it is `today` (yyyy-mm-dd) at the restaurant. */
export const lastBookableDay = (today: string): string => addDays(today, BOOKING_WINDOW_DAYS);

/** A problem with one field of a booking, said to the guest in their language. */
export interface BookingIssue {
  field: ReservationField;
  message: string;
}

/** The words {@link bookingIssue} says a problem in: part of each language's booking words. */
export interface BookingIssueWords {
  dateInvalid: string;
  dateBeforeToday: string;
  dateTooFar: string;
  timePassed: string;
  /** "On that date, tables can be booked for …", or null when the day is closed. */
  outsideHours: (day: DayHours) => string | null;
  closedOn: (note: string) => string;
}

/**
 * Why a date and time cannot be booked, and which field to correct (said in `words`' language), or null: from today (and not in the
 * past, on the restaurant's clock) to 90 days ahead, on a day it is open (special days first), within
 * that day's opening hours until one hour before closing (past midnight too).
 */
export function bookingIssue(
  request: { date: string; time: string },
  hours: OpeningHours,
  now: Date,
  words: BookingIssueWords,
): BookingIssue | null {
  const today = restaurantNow(now, hours.timeZone);
  const date = (message: string): BookingIssue => ({ field: 'date', message });
  const time = (message: string): BookingIssue => ({ field: 'time', message });
  if (Number.isNaN(Date.parse(`${request.date}T00:00:00Z`))) return date(words.dateInvalid);
  if (request.date < today.date) return date(words.dateBeforeToday);
  if (request.date > lastBookableDay(today.date)) return date(words.dateTooFar);
  if (!isBookable(hours, request.date, request.time)) {
    const day = hoursOn(hours, request.date);
    const outside = words.outsideHours(day);
    return outside ? time(outside) : date(words.closedOn(day.note));
  }
  if (request.date === today.date && request.time <= today.time) return time(words.timePassed);
  return null;
}
