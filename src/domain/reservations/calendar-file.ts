/**
 * "Simpan ke kalender": a booking as an iCalendar (.ics) file (RFC 5545), written the same way by the
 * booking form's confirmation, the page that answers the form without JavaScript, and the admin's
 * download of a booking for staff.
 */
import { type AddressParts, fullAddress } from '../content/address.ts';
import { RESTAURANT_TIME_ZONE, type RestaurantTimeZone } from '../content/hours.ts';
import type { SiteLanguage } from '../content/site-language.ts';
import { BOOKING_WORDS } from './booking-words.ts';

/** Indonesia's zones keep one offset all year. */
const OFFSETS: Record<RestaurantTimeZone, { offset: string; name: string }> = {
  'Asia/Jakarta': { offset: '+0700', name: 'WIB' },
  'Asia/Makassar': { offset: '+0800', name: 'WITA' },
  'Asia/Jayapura': { offset: '+0900', name: 'WIT' },
};

/** The zone's name as Indonesians say it (kept with the opening hours, which the basket reads). */
export { zoneName } from '../content/hours.ts';

/** A booking lasts this long in the guest's calendar. */
const DURATION = 'PT2H';

/** The event's own words, in the language of the page it was saved from (staff's are Indonesian). */
const CALENDAR_WORDS = {
  id: {
    summary: (restaurant: string) => `Reservasi di ${restaurant}`,
    pending: 'Menunggu konfirmasi dari restoran.',
    file: 'reservasi',
  },
  en: {
    summary: (restaurant: string) => `Table at ${restaurant}`,
    pending: 'Waiting for the restaurant to confirm.',
    file: 'booking',
  },
} satisfies Record<SiteLanguage, { summary: (restaurant: string) => string; pending: string; file: string }>;

export interface CalendarBooking {
  id: string;
  /** yyyy-mm-dd and HH:mm, on the restaurant's clock. */
  date: string;
  time: string;
  guests: string;
  /** A guest's own booking waits for the restaurant: tentative until confirmed. */
  confirmed: boolean;
}

/** Where the booking is: the restaurant's name, its whole address (street to postal code) and its clock. */
export interface CalendarPlace extends AddressParts {
  name: string;
  timeZone: string;
}

/** The place of a booking at the restaurant its info describes. */
export const calendarPlace = (
  restaurant: {
    name: string;
    openingHours: { timeZone: string };
  } & AddressParts,
): CalendarPlace => ({
  name: restaurant.name,
  address: restaurant.address,
  city: restaurant.city,
  province: restaurant.province,
  postalCode: restaurant.postalCode,
  timeZone: restaurant.openingHours.timeZone,
});

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts against their 75.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
const utcStamp = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** The .ics text of one booking at the restaurant, in the restaurant's time zone. */
export function bookingCalendar(
  booking: CalendarBooking,
  place: CalendarPlace,
  now = new Date(),
  language: SiteLanguage = 'id',
): string {
  const words = CALENDAR_WORDS[language];
  const booked = BOOKING_WORDS[language];
  const zone = (place.timeZone in OFFSETS ? place.timeZone : RESTAURANT_TIME_ZONE) as RestaurantTimeZone;
  const { offset, name } = OFFSETS[zone];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rumah Makan Padang//Reservasi//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${name}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${booking.id}@reservasi`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${zone}:${compact(booking.date, booking.time)}`,
    `DURATION:${DURATION}`,
    `SUMMARY:${icsText(words.summary(place.name))}`,
    `LOCATION:${icsText(fullAddress(place))}`,
    `DESCRIPTION:${icsText(
      `${booked.bookingId(booking.id)}\n${booked.guests(booking.guests)}${booking.confirmed ? '' : `\n${words.pending}`}`,
    )}`,
    `STATUS:${booking.confirmed ? 'CONFIRMED' : 'TENTATIVE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The file as a link (a data: URL) that downloads without a request to the server, with or without JavaScript. */
export const calendarHref = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;

/** The downloaded file's name: reservasi-RMP….ics (booking-RMP….ics from an English page). */
export const calendarFileName = (id: string, language: SiteLanguage = 'id') =>
  `${CALENDAR_WORDS[language].file}-${id}.ics`;
