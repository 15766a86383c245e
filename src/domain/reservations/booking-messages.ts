// Kept free of the schema library: the reservation island imports it, and guests pay for every byte.
import {
  addDays,
  type BookableTime,
  bookingHoursText,
  bookingHoursTextEn,
  hoursOn,
  isBookable,
  type OpeningHours,
  restaurantNow,
} from '../content/hours.ts';
import type { SiteLanguage } from '../content/site-language.ts';
import { formatIndonesianMobile } from '../shared/phone.ts';

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
 * What guests read while booking a table, in each language of the site: the form (the page's island and
 * the page a booking sent without JavaScript gets), its messages and the confirmation. The Indonesian
 * words are the spec's; the English ones are written for visitors, who may not know the Indonesian
 * ("dini hari" is "after midnight"). Staff see the same booking whichever the guest read.
 */
const INDONESIAN = {
  labels: {
    name: 'Nama Lengkap',
    phone: 'Nomor Telepon',
    date: 'Tanggal',
    time: 'Waktu',
    guests: 'Jumlah Tamu',
  },
  /** The confirmation's shorter labels. */
  summary: {
    name: 'Nama',
    phone: 'Nomor Telepon',
    date: 'Tanggal',
    time: 'Waktu',
    guests: 'Jumlah Tamu',
  },
  chooseTime: 'Pilih waktu',
  chooseGuests: 'Pilih jumlah tamu',
  guests: (count: string) => `${count} orang`,
  afterMidnight: (time: string) => `${time} (dini hari)`,
  full: ' (penuh)',
  lastBooking: ({ time, afterMidnight }: BookableTime) =>
    `Reservasi terakhir pukul ${time}${afterMidnight ? ' dini hari' : ''}.`,
  /** The opening hours' note beside each day, before the guest picks one. */
  lastBookingOfDay: ({ time, afterMidnight }: BookableTime) =>
    `reservasi terakhir pukul ${time}${afterMidnight ? ' dini hari' : ''}`,
  submit: 'Kirim Reservasi',
  sending: 'Mengirim...',
  success: RESERVATION_SUCCESS,
  bookingId: (id: string) => `ID Booking: ${id}`,
  doneTitle: 'Reservasi Anda berhasil!',
  keepId: 'Simpan ID Booking ini. Kami akan menghubungi Anda di nomor di atas untuk konfirmasi.',
  saveToCalendar: 'Simpan ke kalender',
  bookAnother: 'Buat reservasi lain',
  error: RESERVATION_ERROR,
  offline: 'Periksa koneksi internet Anda.',
  crossSite: CROSS_SITE_BOOKING,
  phoneInvalid: PHONE_INVALID,
  closedOn: (note: string) =>
    `Maaf, kami tutup pada tanggal tersebut${note ? ` (${note})` : ''}. Silakan pilih tanggal lain.`,
  dateInvalid: 'Tanggal tidak valid.',
  timeInvalid: 'Waktu tidak valid.',
  guestsInvalid: 'Pilih jumlah tamu: 1, 2, 3-4, 5-8 atau 8+.',
  dateBeforeToday: 'Tanggal reservasi tidak boleh sebelum hari ini.',
  dateTooFar: `Reservasi hanya dapat dibuat paling lambat ${BOOKING_WINDOW_DAYS} hari ke depan.`,
  outsideHours: (day: Parameters<typeof bookingHoursText>[0]) => {
    const window = bookingHoursText(day);
    return window && `Pada tanggal itu kami menerima reservasi pukul ${window}.`;
  },
  timePassed: 'Waktu tersebut sudah lewat. Silakan pilih waktu lain.',
  dateLocale: 'id-ID',
};

/** {@link INDONESIAN}'s words in every language of the site. */
export const BOOKING_WORDS: Record<SiteLanguage, typeof INDONESIAN> = {
  id: INDONESIAN,
  en: {
    labels: {
      name: 'Full name',
      phone: 'Phone number',
      date: 'Date',
      time: 'Time',
      guests: 'Number of guests',
    },
    summary: {
      name: 'Name',
      phone: 'Phone',
      date: 'Date',
      time: 'Time',
      guests: 'Guests',
    },
    chooseTime: 'Choose a time',
    chooseGuests: 'How many guests?',
    guests: (count: string) => (count === '1' ? '1 person' : `${count} people`),
    afterMidnight: (time: string) => `${time} (after midnight)`,
    full: ' (fully booked)',
    lastBooking: ({ time, afterMidnight }: BookableTime) =>
      `Last booking at ${time}${afterMidnight ? ', after midnight' : ''}.`,
    lastBookingOfDay: ({ time, afterMidnight }: BookableTime) =>
      `last booking at ${time}${afterMidnight ? ' (after midnight)' : ''}`,
    submit: 'Book a table',
    sending: 'Sending...',
    success: 'Your booking request has been sent! We will contact you soon to confirm it.',
    bookingId: (id: string) => `Booking ID: ${id}`,
    doneTitle: 'Booking request sent!',
    keepId: 'Keep this booking ID. We will contact you on the number above to confirm your table.',
    saveToCalendar: 'Add to calendar',
    bookAnother: 'Book another table',
    error: 'Something went wrong. Please try again.',
    offline: 'Please check your internet connection.',
    crossSite: 'Bookings can only be sent from our own website.',
    phoneInvalid: 'Please enter an Indonesian mobile number, for example 0812 3456 7890.',
    closedOn: (note: string) =>
      `Sorry, we are closed on that date${note ? ` (${note})` : ''}. Please choose another date.`,
    dateInvalid: 'Please enter a valid date.',
    timeInvalid: 'Please choose a valid time.',
    guestsInvalid: 'Please choose the number of guests: 1, 2, 3-4, 5-8 or 8+.',
    dateBeforeToday: 'That date has passed. Please choose today or a later date.',
    dateTooFar: `Tables can be booked up to ${BOOKING_WINDOW_DAYS} days ahead.`,
    outsideHours: (day: Parameters<typeof bookingHoursTextEn>[0]) => {
      const window = bookingHoursTextEn(day);
      return window && `On that date, tables can be booked for ${window}.`;
    },
    timePassed: 'That time has already passed. Please choose another time.',
    dateLocale: 'en-GB',
  },
};

/**
 * The language a booking's answers are said in: English when its form says so (the English pages' forms
 * send `language=en`), else Indonesian, the site's own.
 */
export const bookingLanguage = (fields: unknown): SiteLanguage =>
  typeof fields === 'object' && fields !== null && (fields as { language?: unknown }).language === 'en'
    ? 'en'
    : 'id';

/** Said when the chosen date is a day the restaurant is closed, with the special day's note if any. */
export const closedOn = (note: string, language: SiteLanguage = 'id'): string =>
  BOOKING_WORDS[language].closedOn(note);

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

/**
 * Why a date and time cannot be booked, and which field to correct, or null: from today (and not in the
 * past, on the restaurant's clock) to 90 days ahead, on a day it is open (special days first), within
 * that day's opening hours until one hour before closing (past midnight too).
 */
export function bookingIssue(
  request: { date: string; time: string },
  hours: OpeningHours,
  now: Date = new Date(),
  language: SiteLanguage = 'id',
): BookingIssue | null {
  const words = BOOKING_WORDS[language];
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

/** {@link bookingIssue}'s message alone. */
export function bookingProblem(
  request: { date: string; time: string },
  hours: OpeningHours,
  now: Date = new Date(),
  language: SiteLanguage = 'id',
): string | null {
  return bookingIssue(request, hours, now, language)?.message ?? null;
}

// Made when first used: the island imports this module, and bundlers keep a top-level formatter.
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
