/**
 * A booking as its confirmation repeats it: on the booking form once the table is booked (code the form
 * fetches only then), on the page a booking sent without JavaScript gets, and the dates of staff's
 * messages to guests.
 */
import type { SiteLanguage } from '../content/site-language.ts';
import { formatIndonesianMobile } from '../shared/phone.ts';
import { BOOKING_WORDS } from './booking-words.ts';

// Made when first used: bundlers keep a top-level formatter, and most pages that import this never format.
const longDates = new Map<SiteLanguage, Intl.DateTimeFormat>();
function longDateFormat(language: SiteLanguage): Intl.DateTimeFormat {
  let format = longDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(BOOKING_WORDS[language].dateLocale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDates.set(language, format);
  }
  return format;
}

/**
 * "Rabu, 18 November 2026" for "2026-11-18" (in English "Wednesday, 18 November 2026"), read as a
 * calendar day (no time zone shift).
 */
export function formatLongDate(date: string, language: SiteLanguage = 'id'): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDateFormat(language).format(parsed);
}

/**
 * What a guest booked, as the confirmation repeats it (on the page after sending, and on the page a
 * booking sent without JavaScript gets): label and value, in the guest's language, and whether the value
 * is kept on one line. `phone` is the stored 62… form.
 */
export function bookingSummary(
  booking: {
    name: string;
    phone: string;
    date: string;
    time: string;
    guests: string;
  },
  language: SiteLanguage = 'id',
): Array<[label: string, value: string, oneLine?: boolean]> {
  const words = BOOKING_WORDS[language];
  return [
    [words.summary.name, booking.name],
    // One line: a narrow phone would otherwise break the number at a hyphen ("0812-3456-" / "7890").
    [words.summary.phone, formatIndonesianMobile(booking.phone), true],
    [words.summary.date, formatLongDate(booking.date, language)],
    [words.summary.time, booking.time],
    [words.summary.guests, words.guests(booking.guests)],
  ];
}
