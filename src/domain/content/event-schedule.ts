// When an event is on: its next occurrence, and whether it is over. Dates are local date-times on the
// restaurant's clock ("2026-12-05T19:00"); Indonesia keeps no summer time, so a week is always 7 × 24 hours
// of that clock, and readings of it compare as text.
import type { EventDates, RestaurantEvent } from './event.ts';
import { clockIn, weekdayOf } from './hours.ts';
import { DAY_NAMES, DAY_NAMES_EN } from './hours-text.ts';
import type { SiteLanguage } from './site-language.ts';

/** One occurrence of a dated event, on the restaurant's clock. */
export interface Occurrence {
  starts_at: string;
  /** Null for an event without an end: it is over once it has started. */
  ends_at: string | null;
}

/** The restaurant's clock at `now`, to the minute: "2026-12-05T19:00". */
export function localDateTime(now: Date, timeZone: string): string {
  const { date, time } = clockIn(now, timeZone);
  return `${date}T${time}`;
}

const MINUTE_MS = 60_000;
const WEEK_MINUTES = 7 * 24 * 60;
/** Minutes of a clock reading, counted as if it were UTC (only differences and order matter). */
const minutesOf = (local: string) => Date.parse(`${local}:00Z`) / MINUTE_MS;
const readingOf = (minutes: number) => new Date(minutes * MINUTE_MS).toISOString().slice(0, 16);

/**
 * The occurrence of a dated event guests are shown at `now` (a reading of the restaurant's clock): the
 * first whose end (or start, without an end) is not past, the minute of the end included, so an event
 * ending at 23:59 is shown until midnight. Null when it is over, or has no dates.
 */
export function nextOccurrence(event: EventDates, now: string): Occurrence | null {
  if (!event.starts_at) return null;
  const start = minutesOf(event.starts_at);
  const end = event.ends_at ? minutesOf(event.ends_at) : start;
  const at = minutesOf(now);
  const weeks = event.repeat === 'weekly' && at > end ? Math.ceil((at - end) / WEEK_MINUTES) : 0;
  const shift = weeks * WEEK_MINUTES;
  if (at > end + shift) return null;
  return { starts_at: readingOf(start + shift), ends_at: event.ends_at ? readingOf(end + shift) : null };
}

/** Whether a dated event is over at `now`: staff still see it, guests no longer do. */
export const isEventOver = (event: EventDates, now: string): boolean =>
  event.starts_at !== null && nextOccurrence(event, now) === null;

/** An event as the site shows it at `now`, with its next occurrence when it has dates. */
export interface ShownEvent<E extends EventDates = RestaurantEvent> {
  event: E;
  next: Occurrence | null;
}

/** The events the site shows at `now`, in their order: those without dates, and dated ones not over. */
export function shownEvents<E extends EventDates>(events: readonly E[], now: string): Array<ShownEvent<E>> {
  return events
    .filter((event) => !isEventOver(event, now))
    .map((event) => ({ event, next: nextOccurrence(event, now) }));
}

/** The months as guests read them, January first. */
export const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** The months as guests on the English pages read them. */
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date as guests read it: "Sabtu, 12 Desember 2026" ("Saturday, 12 December 2026"). */
function dayText(date: string, language: SiteLanguage): string {
  const [year, month, day] = date.split('-').map(Number);
  const [days, months] = language === 'en' ? [DAY_NAMES_EN, MONTHS_EN] : [DAY_NAMES, MONTHS];
  return `${days[weekdayOf(date)]}, ${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/**
 * An occurrence as guests read it: "Sabtu, 12 Desember 2026, 19:00 - 21:00", or with both dates when it
 * ends on another day ("Sabtu, 12 Desember 2026, 22:00 - Minggu, 13 Desember 2026, 02:00"). In English
 * "Saturday, 12 December 2026, 19:00 – 21:00".
 */
export function occurrenceText({ starts_at, ends_at }: Occurrence, language: SiteLanguage = 'id'): string {
  const span = language === 'en' ? ' – ' : ' - ';
  const [startDate = '', startTime = ''] = starts_at.split('T');
  const start = `${dayText(startDate, language)}, ${startTime}`;
  if (!ends_at) return start;
  const [endDate = '', endTime = ''] = ends_at.split('T');
  return endDate === startDate
    ? `${start}${span}${endTime}`
    : `${start}${span}${dayText(endDate, language)}, ${endTime}`;
}

/** The offset of `timeZone` from UTC at `at`, as ISO 8601 writes it: "+07:00". */
export function utcOffset(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return /[+-]\d{2}:\d{2}/.exec(name ?? '')?.[0] ?? '+00:00';
}

/** A reading of the restaurant's clock as an ISO 8601 date-time with its offset: "2026-12-05T19:00:00+07:00". */
export function withOffset(local: string, timeZone: string): string {
  // The offset of that moment: found from the reading taken as UTC, exact wherever the offset never changes.
  return `${local}:00${utcOffset(timeZone, new Date(`${local}:00Z`))}`;
}
