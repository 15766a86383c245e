/**
 * Dates and times as the admin shows them: in the restaurant's time zone whatever the browser's, in the
 * admin's language ("Rabu, 25 Nov 2026" / "Wed, 25 Nov 2026"), clock times always "19:05" (24 hours).
 */
import {
  RESTAURANT_TIME_ZONE,
  type RestaurantTimeZone,
  restaurantNow,
  TIME_ZONES,
} from '../../domain/content/hours.ts';
import { bookingWhen } from '../../domain/notifications/push.ts';
import { t } from './i18n.ts';

/** Local storage key of the restaurant's zone last heard from the server on this device. */
export const DEVICE_TIME_ZONE_KEY = 'admin_time_zone';

const isTimeZone = (value: unknown): value is RestaurantTimeZone =>
  typeof value === 'string' && Object.hasOwn(TIME_ZONES, value);

function deviceTimeZone(): RestaurantTimeZone {
  try {
    const stored = localStorage.getItem(DEVICE_TIME_ZONE_KEY);
    return isTimeZone(stored) ? stored : RESTAURANT_TIME_ZONE;
  } catch {
    // Storage unavailable (private mode, or no browser): the default until the session says.
    return RESTAURANT_TIME_ZONE;
  }
}

// The zone last known on this device, so the first screen after a reload is already on the right clock.
let zone: RestaurantTimeZone = typeof window === 'undefined' ? RESTAURANT_TIME_ZONE : deviceTimeZone();

/** The zone every admin date and time is shown in: the restaurant's (its opening hours'), WIB by default. */
export function adminTimeZone(): RestaurantTimeZone {
  return zone;
}

/** Shows the admin on the clock of `timeZone` (the session says the restaurant's), and remembers it here. */
export function setAdminTimeZone(timeZone: RestaurantTimeZone): void {
  zone = timeZone;
  try {
    localStorage.setItem(DEVICE_TIME_ZONE_KEY, timeZone);
  } catch {
    // Not remembered on this device; the next session answer sets it again.
  }
}

/** Today's date (yyyy-mm-dd) and the time (HH:mm) at the restaurant, on its own clock. */
export function adminNow(now: Date = new Date()): { date: string; time: string } {
  return restaurantNow(now, zone);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The parts of `date` in the restaurant's zone, named by the admin's language. */
function parts(date: Date, locale: string, timeZone: string = zone): Record<string, string> {
  const key = `${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

const asDate = (value: Date | string): Date | null => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};

// English keeps the short weekday ("Wed"); Indonesian staff read the whole name ("Rabu").
const weekday = (name: string | undefined, language: string) =>
  language === 'en' ? (name ?? '').slice(0, 3) : (name ?? '');

// Locales spell some short months with a dot ("Sept."): the admin writes them plainly.
const month = (name: string | undefined) => (name ?? '').replace(/\.$/, '');

/** "19:05" in the restaurant's zone, or null when `value` is not a moment. */
export function formatTime(value: Date | string): string | null {
  const date = asDate(value);
  if (!date) return null;
  const p = parts(date, t.locale);
  return `${p.hour}:${p.minute}`;
}

/** "Rabu, 25 Nov 2026" / "Wed, 25 Nov 2026" in the restaurant's zone, or null when not a moment. */
export function formatDate(value: Date | string): string | null {
  const date = asDate(value);
  if (!date) return null;
  const p = parts(date, t.locale);
  return `${weekday(p.weekday, t.language)}, ${p.day} ${month(p.month)} ${p.year}`;
}

/** "25 Nov 2026, 19:05" in the restaurant's zone (lists, history), or null when not a moment. */
export function formatDateTime(value: Date | string): string | null {
  const date = asDate(value);
  if (!date) return null;
  const p = parts(date, t.locale);
  return `${p.day} ${month(p.month)} ${p.year}, ${p.hour}:${p.minute}`;
}

/**
 * "Sabtu, 5 Des 2026" / "Sat, 5 Dec 2026" for the calendar day "2026-12-05" (a booking's date): the day
 * as written, whatever the zone; the value itself when it is no such day.
 */
export function formatDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  // Noon UTC read on the UTC clock: that calendar day, with no shift.
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  if (Number.isNaN(date.getTime())) return value;
  const p = parts(date, t.locale, 'UTC');
  return `${weekday(p.weekday, t.language)}, ${p.day} ${month(p.month)} ${p.year}`;
}

/**
 * "Sab 12 Des 19:00" / "Sat 12 Dec 19:00" for a booking on "2026-12-12" at "19:00": short enough for a
 * toast on a phone, with the date as well as the weekday, since a booking may be weeks ahead. The same
 * words as the push a device gets of it.
 */
export const formatBookingWhen = (date: string, time: string): string => bookingWhen(date, time, t.language);
