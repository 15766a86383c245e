import { z } from 'zod';
import {
  id,
  localDateTime,
  longText,
  optionalImageUrl,
  optionalUrl,
  requiredText,
  text,
} from '../shared/fields.ts';

/** What the schedule rules say when the dates of an event do not fit together (the admin translates them). */
export const EVENT_SCHEDULE_PROBLEMS = {
  startNeeded: 'needs a start date and time',
  endAfterStart: 'must be after the start',
  withinWeek: 'must be less than a week after the start for an event that repeats every week',
} as const;

/** An optional local date-time: a value, or none (null, or '' as an emptied form field sends it). */
const optionalLocalDateTime = () =>
  z.union([z.literal('').transform(() => null), z.null(), localDateTime()]).default(null);

/** The fields staff edit, without the rules that tie the dates together (stored events are read as they are). */
export const EventFieldsSchema = z.object({
  title: requiredText(120),
  /** Free-text schedule, e.g. "Setiap Sabtu, 19:00 - 21:00": what guests read, dates or not. */
  date: requiredText(120),
  description: longText(1000).min(1, 'is required'),
  /** The title, schedule and description in English; each empty until written (the Indonesian is shown). */
  title_en: text(120).default(''),
  date_en: text(120).default(''),
  description_en: longText(1000).default(''),
  /** Optional image URL. */
  image: optionalImageUrl().default(''),
  /**
   * When it starts, on the restaurant's clock ("2026-12-05T19:00"). Without it the event has no dates: it
   * stays on the site until staff delete it.
   */
  starts_at: optionalLocalDateTime(),
  /** When it ends, on the restaurant's clock; without it the event is over once it has started. */
  ends_at: optionalLocalDateTime(),
  /** `weekly`: it comes back every week at the same time, the dates being its first occurrence. */
  repeat: z.union([z.literal('').transform(() => null), z.null(), z.literal('weekly')]).default(null),
});

const WEEK_MS = 7 * 24 * 60 * 60_000;
const instant = (value: string) => Date.parse(`${value}:00Z`);

/** The rules between the dates: an end or a repeat needs a start, the end follows it, within a week if weekly. */
export function checkEventSchedule(
  event: { starts_at: string | null; ends_at: string | null; repeat: 'weekly' | null },
  context: z.core.$RefinementCtx,
) {
  const problem = (field: 'starts_at' | 'ends_at', message: string) =>
    context.addIssue({ code: 'custom', path: [field], message });
  if (!event.starts_at) {
    if (event.ends_at || event.repeat) problem('starts_at', EVENT_SCHEDULE_PROBLEMS.startNeeded);
    return;
  }
  if (!event.ends_at) return;
  const length = instant(event.ends_at) - instant(event.starts_at);
  if (length <= 0) problem('ends_at', EVENT_SCHEDULE_PROBLEMS.endAfterStart);
  else if (event.repeat === 'weekly' && length >= WEEK_MS)
    problem('ends_at', EVENT_SCHEDULE_PROBLEMS.withinWeek);
}

/** Fields staff edit for an event. */
export const EventInputSchema = EventFieldsSchema.superRefine(checkEventSchedule);
export type EventInput = z.input<typeof EventInputSchema>;

export const EventSchema = EventFieldsSchema.extend({
  // Read back as stored: addresses saved before the https and public-address rule stay readable.
  image: optionalUrl().default(''),
  id: id(),
  position: z.number(),
  revision: z.number().int().min(1).default(1),
  updated_at: z.string().default(''),
});
export type RestaurantEvent = z.infer<typeof EventSchema>;
/** The dates of an event, all the schedule rules look at. */
export type EventDates = Pick<RestaurantEvent, 'starts_at' | 'ends_at' | 'repeat'>;
