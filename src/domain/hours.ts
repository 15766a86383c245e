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

/** Whether a yyyy-mm-dd date falls on Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** The opening hours text that applies on a yyyy-mm-dd date. */
export function hoursOn(hours: OpeningHours, date: string): string {
  return isWeekend(date) ? hours.weekend : hours.weekday;
}

/**
 * Whether a table can be booked at `time` (HH:mm) under `hoursText`: from opening time until one hour
 * before closing, so the kitchen can still serve. Hours that cannot be read allow any time.
 */
export function isBookableTime(hoursText: string, time: string): boolean {
  const range = parseHours(hoursText);
  if (!range) return true;
  return time >= range.opens && time <= lastBookingTime(range.closes);
}

/** One hour before closing ("22:00" → "21:00"). */
export function lastBookingTime(closes: string): string {
  const [h = 0, m = 0] = closes.split(':').map(Number);
  const minutes = Math.max(0, h * 60 + m - 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Today's date (yyyy-mm-dd) and time (HH:mm) at the restaurant. */
export function restaurantNow(now: Date = new Date()): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: RESTAURANT_TIME_ZONE,
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

/** A yyyy-mm-dd date `days` after another. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
