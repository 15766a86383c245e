// Opening hours rules. Free of the schema library: the reservation island imports it.

/** The restaurant's clock: Padang is on Western Indonesia Time. Dates and times of bookings are local. */
export const RESTAURANT_TIME_ZONE = 'Asia/Jakarta';

export interface OpeningHours {
  /** Monday to Friday, free text such as "10:00 - 22:00". */
  weekday: string;
  /** Saturday and Sunday. */
  weekend: string;
}

/** Parses "10:00 - 22:00" into opening and closing times, or null when the text holds no range. */
export function parseHours(text: string): { opens: string; closes: string } | null {
  const match = text.match(/(\d{1,2})[:.](\d{2})\s*[-–—]\s*(\d{1,2})[:.](\d{2})/);
  if (!match) return null;
  const [, h1, m1, h2, m2] = match;
  return { opens: `${h1?.padStart(2, '0')}:${m1}`, closes: `${h2?.padStart(2, '0')}:${m2}` };
}

/**
 * Opening hours as guests read them: clock times written one way, "09:00 - 23:30", however staff typed
 * them ("9.00–23.30"). Other words stay as they are.
 */
export function formatHours(text: string): string {
  return text
    .replace(/\b(\d{1,2})[.:]([0-5]\d)\b/g, (clock, h: string, m: string) =>
      Number(h) <= 24 ? `${h.padStart(2, '0')}:${m}` : clock,
    )
    .replace(/(\d{2}:\d{2})\s*[-–—]\s*(\d{2}:\d{2})/g, '$1 - $2');
}

/** Whether a yyyy-mm-dd date falls on Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** The opening hours text that applies on a yyyy-mm-dd date. */
export function hoursOn(hours: OpeningHours, date: string): string {
  return isWeekend(date) ? hours.weekend : hours.weekday;
}

const DAY = 24 * 60;
/** Bookings are taken every half hour. */
export const BOOKING_STEP_MINUTES = 30;

const minutesOf = (clock: string): number => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
};
const clockOf = (minutes: number): string => {
  const inDay = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};

/**
 * When tables can be booked under `hoursText`, in minutes from that day's midnight: from opening time
 * until one hour before closing, so the kitchen can still serve. Hours that end at or after midnight
 * ("10:00 - 02:00", a rumah makan's late night) give a `last` beyond 24:00. Null when the text holds no
 * range.
 */
export function bookingWindow(hoursText: string): { first: number; last: number } | null {
  const range = parseHours(hoursText);
  if (!range) return null;
  const first = minutesOf(range.opens);
  let closes = minutesOf(range.closes);
  if (closes <= first) closes += DAY;
  return { first, last: Math.max(first, closes - 60) };
}

/** A time a guest can pick; `afterMidnight` when it belongs to the night before (00:30 after a late evening). */
export interface BookableTime {
  /** HH:mm */
  time: string;
  afterMidnight: boolean;
}

/** The last booking of a day under `hoursText` ("10:00 - 22:00" → 21:00), or null when unreadable. */
export function lastBookingOn(hoursText: string): BookableTime | null {
  const window = bookingWindow(hoursText);
  return window && { time: clockOf(window.last), afterMidnight: window.last >= DAY };
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
 * night before still offers after midnight, then the day's own times. Without a date (the form before one
 * is chosen), every time bookable on some day. Unreadable hours offer every half hour.
 */
export function bookableTimes(hours: OpeningHours, date?: string): BookableTime[] {
  const days = date
    ? [{ today: hoursOn(hours, date), yesterday: hoursOn(hours, addDays(date, -1)) }]
    : [
        { today: hours.weekday, yesterday: hours.weekday },
        { today: hours.weekend, yesterday: hours.weekend },
      ];
  const byMinute = new Map<number, boolean>();
  for (const { today, yesterday } of days) {
    const own = bookingWindow(today);
    const before = bookingWindow(yesterday);
    if (!own) {
      for (let m = 0; m < DAY; m += BOOKING_STEP_MINUTES) byMinute.set(m, false);
      continue;
    }
    for (const m of slots(own, 'day')) byMinute.set(m, false);
    if (before) for (const m of slots(before, 'spill')) if (!byMinute.has(m)) byMinute.set(m, true);
  }
  return [...byMinute]
    .sort(([a], [b]) => a - b)
    .map(([minutes, afterMidnight]) => ({ time: clockOf(minutes), afterMidnight }));
}

/**
 * Whether a table can be booked at `time` (HH:mm) on a yyyy-mm-dd date: within that day's booking window,
 * or within the night before's when its hours run past midnight. Hours that cannot be read allow any time.
 */
export function isBookable(hours: OpeningHours, date: string, time: string): boolean {
  const own = bookingWindow(hoursOn(hours, date));
  if (!own) return true;
  const minutes = minutesOf(time);
  if (minutes >= own.first && minutes <= own.last) return true;
  const before = bookingWindow(hoursOn(hours, addDays(date, -1)));
  return before !== null && minutes + DAY <= before.last && minutes + DAY >= before.first;
}

/** The booking window of a day as guests read it: "10:00 - 21:00", or null when unreadable. */
export function bookingHoursText(hoursText: string): string | null {
  const window = bookingWindow(hoursText);
  return window && `${clockOf(window.first)} - ${clockOf(window.last)}`;
}

/** The date (yyyy-mm-dd) and time (HH:mm) `now` is on the clocks of `timeZone`. */
export function clockIn(now: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** Today's date (yyyy-mm-dd) and time (HH:mm) at the restaurant. */
export const restaurantNow = (now: Date = new Date()): { date: string; time: string } =>
  clockIn(now, RESTAURANT_TIME_ZONE);

/** A yyyy-mm-dd date `days` after another. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
