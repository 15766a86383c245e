import { z } from 'zod';
import { calendarDate, text } from '../shared/fields.ts';
import {
  type DayHours,
  type OpeningHours,
  RESTAURANT_TIME_ZONE,
  type RestaurantTimeZone,
  rangeMinutes,
  TIME_ZONES,
  type TimeRange,
  WEEKDAYS,
} from './hours.ts';

const DAY = 24 * 60;

/** At most this many time ranges a day (lunch, dinner, late night). */
export const MAX_RANGES = 3;
/** At most this many special days (or date ranges) are kept. */
export const MAX_SPECIAL_DAYS = 40;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 09:30');

/** Opening and closing time; a closing time at or before the opening time is after midnight. */
export const TimeRangeSchema = z
  .object({ opens: clock, closes: clock })
  .refine((range) => range.opens !== range.closes, {
    message: 'Closing time must differ from opening time',
    path: ['closes'],
  });

/** What a day with neither closed nor a range is refused with. */
const NO_RANGE = 'Add a time range, or mark the day closed';
/** A special day is added with neither: staff must choose, nothing is closed (or opened) by default. */
export const SPECIAL_DAY_UNCHOSEN = 'Choose closed, or open with its hours';

/** Problems with the ranges of an open day: none, too many, or overlapping. */
function checkRanges(
  day: { closed: boolean; ranges: TimeRange[] },
  ctx: z.RefinementCtx,
  noRange: string = NO_RANGE,
) {
  if (day.closed) return;
  if (day.ranges.length === 0) ctx.addIssue({ code: 'custom', path: ['ranges'], message: noRange });
  const spans = day.ranges.map(rangeMinutes).sort((a, b) => a.opens - b.opens);
  for (let i = 1; i < spans.length; i++) {
    const before = spans[i - 1];
    const span = spans[i];
    if (before && span && span.opens < before.closes) {
      ctx.addIssue({ code: 'custom', path: ['ranges'], message: 'Time ranges must not overlap' });
      return;
    }
  }
}

const dayShape = {
  /** Closed all day; its ranges are then dropped. */
  closed: z.boolean(),
  ranges: z.array(TimeRangeSchema).max(MAX_RANGES, `At most ${MAX_RANGES} time ranges a day`),
};
const dropRangesWhenClosed = <T extends DayHours>(day: T): T => (day.closed ? { ...day, ranges: [] } : day);

/** One day of the week: closed, or open during one to three ranges. */
export const DayHoursSchema = z
  .object(dayShape)
  .superRefine((day, ctx) => checkRanges(day, ctx))
  .transform(dropRangesWhenClosed);

/** A holiday or season whose hours replace the weekly ones: Idul Fitri closed, Ramadan evenings. */
export const SpecialDaySchema = z
  .object({
    from: calendarDate('Choose a date'),
    /** The last day; empty for a single day. */
    to: z.union([z.literal(''), calendarDate('Choose a date')]).default(''),
    ...dayShape,
    /** Shown to guests beside the hours ("buka puasa"). */
    note: text(60).default(''),
  })
  .superRefine((day, ctx) => checkRanges(day, ctx, SPECIAL_DAY_UNCHOSEN))
  .superRefine((day, ctx) => {
    if (day.to && day.to < day.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day must not be before the first' });
  })
  .transform((day) => dropRangesWhenClosed({ ...day, to: day.to || day.from }));

/** One of Indonesia's three time zones (WIB, WITA, WIT). */
export const TimeZoneSchema = z.enum(
  Object.keys(TIME_ZONES) as [RestaurantTimeZone, ...RestaurantTimeZone[]],
);

/** The weekly schedule, the special days and the restaurant's time zone. */
export const OpeningHoursSchema = z
  .object({
    /** The clock of bookings, "today" and the time picker. */
    timeZone: TimeZoneSchema.default(RESTAURANT_TIME_ZONE),
    week: z.object({
      monday: DayHoursSchema,
      tuesday: DayHoursSchema,
      wednesday: DayHoursSchema,
      thursday: DayHoursSchema,
      friday: DayHoursSchema,
      saturday: DayHoursSchema,
      sunday: DayHoursSchema,
    }),
    special: z
      .array(SpecialDaySchema)
      .max(MAX_SPECIAL_DAYS, `At most ${MAX_SPECIAL_DAYS} special days`)
      .default([]),
  })
  .superRefine((hours, ctx) => {
    // A late night must end before the next day opens ("Friday 18:00 - 03:00" and "Saturday 02:00 - …").
    WEEKDAYS.forEach((weekday, index) => {
      const next = WEEKDAYS[(index + 1) % WEEKDAYS.length] ?? weekday;
      const nightEnds = Math.max(
        0,
        ...(hours.week[weekday].closed
          ? []
          : hours.week[weekday].ranges.map((r) => rangeMinutes(r).closes - DAY)),
      );
      const nextDay = hours.week[next];
      if (!nextDay.closed && nextDay.ranges.some((r) => rangeMinutes(r).opens < nightEnds))
        ctx.addIssue({
          code: 'custom',
          path: ['week', next, 'ranges'],
          message: 'Opens before the late night of the day before has ended',
        });
    });
    hours.special.forEach((day, index) => {
      const clash = hours.special.findIndex(
        (other, j) => j < index && other.from <= day.to && day.from <= other.to,
      );
      if (clash >= 0)
        ctx.addIssue({
          code: 'custom',
          path: ['special', index, 'from'],
          message: 'These dates overlap another special day',
        });
    });
  });

/**
 * The schedule as parsed. hours.ts declares the same shape as plain types for the island, which must not
 * load the schema library; this assignment stops compiling if the two ever differ.
 */
export type ParsedOpeningHours = z.infer<typeof OpeningHoursSchema>;
export const sameShapeAsHoursTs = (hours: ParsedOpeningHours): OpeningHours => hours;

/** Every clock range in a line of text: "10.00 - 14.00, 17:00–22:00". */
export function parseRanges(line: string): TimeRange[] {
  return [...line.matchAll(/(\d{1,2})[:.](\d{2})\s*[-–—]\s*(\d{1,2})[:.](\d{2})/g)]
    .map(([, h1 = '', m1, h2 = '', m2]) => ({
      opens: `${h1.padStart(2, '0')}:${m1}`,
      // "24:00" was the way some wrote midnight.
      closes: h2 === '24' && m2 === '00' ? '00:00' : `${h2.padStart(2, '0')}:${m2}`,
    }))
    .filter((range) => TimeRangeSchema.safeParse(range).success)
    .slice(0, MAX_RANGES);
}

/** The hours SPEC §8 shows, for a line that cannot be read. */
const DEFAULT_WEEKDAY: TimeRange = { opens: '10:00', closes: '22:00' };
const DEFAULT_WEEKEND: TimeRange = { opens: '09:00', closes: '23:00' };

/** A day from an old free-text line: its ranges, closed when it says so, else the default hours. */
function dayFromText(line: unknown, fallback: TimeRange): DayHours {
  const value = typeof line === 'string' ? line : '';
  const ranges = parseRanges(value);
  const valid = ranges.length > 0 && DayHoursSchema.safeParse({ closed: false, ranges }).success;
  if (valid) return { closed: false, ranges };
  if (/tutup|closed|libur/i.test(value)) return { closed: true, ranges: [] };
  return { closed: false, ranges: [fallback] };
}

/**
 * Restaurant info saved before the weekly schedule held two lines of text, `{weekday, weekend}`
 * ("10:00 - 22:00"): they become Monday to Friday and Saturday and Sunday. Anything else is left to the
 * schema.
 */
export function migrateOpeningHours(value: unknown): unknown {
  if (!value || typeof value !== 'object' || 'week' in value) return value;
  if (!('weekday' in value) && !('weekend' in value)) return value;
  const { weekday, weekend } = value as { weekday?: unknown; weekend?: unknown };
  const schedule = (monToFri: DayHours, satSun: DayHours) => ({
    timeZone: RESTAURANT_TIME_ZONE,
    week: Object.fromEntries(
      WEEKDAYS.map((day) => [day, day === 'saturday' || day === 'sunday' ? satSun : monToFri]),
    ),
    special: [],
  });
  const read = schedule(dayFromText(weekday, DEFAULT_WEEKDAY), dayFromText(weekend, DEFAULT_WEEKEND));
  // Lines that are fine alone but clash together (a night running into the next opening): never a crash.
  return OpeningHoursSchema.safeParse(read).success
    ? read
    : schedule({ closed: false, ranges: [DEFAULT_WEEKDAY] }, { closed: false, ranges: [DEFAULT_WEEKEND] });
}
