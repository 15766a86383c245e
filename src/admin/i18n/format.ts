/**
 * Dates and times as the admin shows them: in the restaurant's time zone whatever the browser's, in the
 * admin's language ("Rabu, 25 Nov 2026" / "Wed, 25 Nov 2026"), clock times always "19:05" (24 hours).
 */
import { RESTAURANT_TIME_ZONE } from '../../domain/hours.ts';
import { t } from './i18n.ts';

/** The zone every admin date and time is shown in. The one place to read it from the configuration. */
export function adminTimeZone(): string {
  return RESTAURANT_TIME_ZONE;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The parts of `date` in the restaurant's zone, named by the admin's language. */
function parts(date: Date, locale: string): Record<string, string> {
  const zone = adminTimeZone();
  const key = `${locale}|${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
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
