// Opening hours rules. Free of the schema library: the reservation island imports it. The schema that
// validates these shapes is in opening-hours.ts.

/** Padang is on Western Indonesia Time; a restaurant elsewhere in Indonesia picks its own zone. */
export const RESTAURANT_TIME_ZONE = 'Asia/Jakarta';

/** The three time zones of Indonesia, as staff know them. */
export const TIME_ZONES = {
  'Asia/Jakarta': 'WIB (Asia/Jakarta)',
  'Asia/Makassar': 'WITA (Asia/Makassar)',
  'Asia/Jayapura': 'WIT (Asia/Jayapura)',
} as const;
export type RestaurantTimeZone = keyof typeof TIME_ZONES;

/** The zone's name as Indonesians say it: WIB, WITA or WIT. */
export const zoneName = (zone: RestaurantTimeZone): string => TIME_ZONES[zone].split(' ')[0] ?? zone;

/** The days of the week, Monday first as in Indonesia. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening and closing time, HH:mm. `closes` at or before `opens` means after midnight. */
export interface TimeRange {
  opens: string;
  closes: string;
}

/** One day: closed, or open during its ranges (in order, not overlapping). */
export interface DayHours {
  closed: boolean;
  ranges: TimeRange[];
}

/** A date (or dates, `from` to `to` inclusive) whose hours replace the weekly ones. */
export interface SpecialDay extends DayHours {
  /** yyyy-mm-dd */
  from: string;
  /** yyyy-mm-dd, the same as `from` for one day. */
  to: string;
  /** Shown to guests beside the hours: "Idul Fitri", "buka puasa". */
  note: string;
}

/** The restaurant's weekly schedule, its special days and the clock they are read on. */
export interface OpeningHours {
  timeZone: RestaurantTimeZone;
  week: Record<Weekday, DayHours>;
  special: SpecialDay[];
}

const DAY = 24 * 60;
/** Bookings are taken every half hour. */
export const BOOKING_STEP_MINUTES = 30;

/** Minutes since midnight of an HH:mm clock time. */
export const minutesOf = (clock: string): number => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
};
/** The HH:mm clock time of minutes since a midnight (past 24:00 it is the next day's). */
export const clockOf = (minutes: number): string => {
  const inDay = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};

/** A range in minutes from its day's midnight; one that ends after midnight ends beyond 24:00. */
export function rangeMinutes(range: TimeRange): { opens: number; closes: number } {
  const opens = minutesOf(range.opens);
  let closes = minutesOf(range.closes);
  if (closes <= opens) closes += DAY;
  return { opens, closes };
}

/** The weekday of a yyyy-mm-dd date. */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7] ?? 'monday';
}

/** The special day a yyyy-mm-dd date falls on, if any. */
export function specialDayOn(hours: OpeningHours, date: string): SpecialDay | null {
  return hours.special.find((day) => day.from <= date && date <= day.to) ?? null;
}

/** The hours that apply on a yyyy-mm-dd date: a special day's, else its weekday's. */
export function hoursOn(hours: OpeningHours, date: string): DayHours & { note: string } {
  const special = specialDayOn(hours, date);
  if (special) return { closed: special.closed, ranges: special.ranges, note: special.note };
  return { ...hours.week[weekdayOf(date)], note: '' };
}

/** The ranges of a day that is open (none when it is closed). */
/** A day's ranges, none when it is closed. */
export const openRanges = (day: DayHours): TimeRange[] => (day.closed ? [] : day.ranges);

/**
 * When tables can be booked within each range of a day, in minutes from that day's midnight: from
 * opening time until one hour before closing, so the kitchen can still serve. A range that ends after
 * midnight ("18:00 - 02:00") gives a `last` beyond 24:00.
 */
export function bookingWindows(day: DayHours): Array<{ first: number; last: number }> {
  return openRanges(day)
    .map(rangeMinutes)
    .map(({ opens, closes }) => ({ first: opens, last: Math.max(opens, closes - 60) }))
    .sort((a, b) => a.first - b.first);
}

/** A time a guest can pick; `afterMidnight` when it belongs to the night before (00:30 after a late evening). */
export interface BookableTime {
  /** HH:mm */
  time: string;
  afterMidnight: boolean;
}

/** The minutes of the calendar day a window offers: its own evening, or its spill past midnight. */
function slots(window: { first: number; last: number }, part: 'day' | 'spill'): number[] {
  const out: number[] = [];
  const add = (minutes: number) => {
    if (part === 'day' && minutes < DAY) out.push(minutes);
    if (part === 'spill' && minutes >= DAY) out.push(minutes - DAY);
  };
  for (let m = window.first; m <= window.last; m += BOOKING_STEP_MINUTES) add(m);
  if ((window.last - window.first) % BOOKING_STEP_MINUTES !== 0) add(window.last);
  return out;
}

/**
 * The times a guest can pick on a yyyy-mm-dd date, in the order of that calendar day: first what the
 * night before still offers after midnight, then the day's own times. Special days replace their
 * weekday. Without a date (the form before one is chosen), every time bookable on some weekday.
 */
export function bookableTimes(hours: OpeningHours, date?: string): BookableTime[] {
  const days = date
    ? [{ today: hoursOn(hours, date), yesterday: hoursOn(hours, addDays(date, -1)) }]
    : WEEKDAYS.map((day, index) => ({
        today: hours.week[day],
        yesterday: hours.week[WEEKDAYS[(index + 6) % 7] ?? day],
      }));
  const byMinute = new Map<number, boolean>();
  for (const { today, yesterday } of days) {
    for (const window of bookingWindows(today)) for (const m of slots(window, 'day')) byMinute.set(m, false);
    for (const window of bookingWindows(yesterday))
      for (const m of slots(window, 'spill')) if (!byMinute.has(m)) byMinute.set(m, true);
  }
  return [...byMinute]
    .sort(([a], [b]) => a - b)
    .map(([minutes, afterMidnight]) => ({ time: clockOf(minutes), afterMidnight }));
}

/**
 * Whether a table can be booked at `time` (HH:mm) on a yyyy-mm-dd date: within one of that day's booking
 * windows, or within the night before's when its hours run past midnight.
 */
export function isBookable(hours: OpeningHours, date: string, time: string): boolean {
  const minutes = minutesOf(time);
  const within = (windows: Array<{ first: number; last: number }>, at: number) =>
    windows.some((window) => at >= window.first && at <= window.last);
  return (
    within(bookingWindows(hoursOn(hours, date)), minutes) ||
    within(bookingWindows(hoursOn(hours, addDays(date, -1))), minutes + DAY)
  );
}

/** The last booking of a day ("10:00 - 22:00" → 21:00), or null when it is closed. */
export function lastBookingOn(day: DayHours): BookableTime | null {
  const last = bookingWindows(day).reduce<number | null>(
    (latest, window) => (latest === null || window.last > latest ? window.last : latest),
    null,
  );
  return last === null ? null : { time: clockOf(last), afterMidnight: last >= DAY };
}

/** The booking windows of a day as guests read them: "10:00 - 14:00, 17:00 - 21:00", or null when closed. */
export function bookingHoursText(day: DayHours): string | null {
  const windows = bookingWindows(day);
  if (windows.length === 0) return null;
  return windows.map((window) => `${clockOf(window.first)} - ${clockOf(window.last)}`).join(', ');
}

/**
 * {@link bookingHoursText} for guests on the English pages: "10:00–14:00 and 17:00–21:00", or null when
 * closed.
 */
export function bookingHoursTextEn(day: DayHours): string | null {
  const windows = bookingWindows(day).map((window) => `${clockOf(window.first)}–${clockOf(window.last)}`);
  if (windows.length === 0) return null;
  const last = windows.pop();
  return windows.length === 0 ? (last ?? null) : `${windows.join(', ')} and ${last}`;
}

/** One formatter per zone, made when first asked for: making one costs far more than using it. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** The date (yyyy-mm-dd) and time (HH:mm) `now` is on the clocks of `timeZone`. */
export function clockIn(now: Date, timeZone: string): { date: string; time: string } {
  const parts = clockFormat(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** Today's date (yyyy-mm-dd) and time (HH:mm) at the restaurant (WIB unless its hours say otherwise). */
export const restaurantNow = (
  now: Date = new Date(),
  timeZone: string = RESTAURANT_TIME_ZONE,
): { date: string; time: string } => clockIn(now, timeZone);

/** A yyyy-mm-dd date `days` after another. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
