/**
 * The choices the opening hours editor offers staff: what a day's choice is, a new special day, and the
 * range "Add time range" suggests. Staff's only: the public pages never load this.
 */
import {
  clockOf,
  type DayHours,
  rangeMinutes,
  type SpecialDay,
  type TimeRange,
} from '../../../domain/content/hours.ts';

/**
 * What staff chose for a day: closed, or open during its ranges. An open day with no range is no choice
 * yet (a special day just added), never saved: staff are asked to choose.
 */
export function dayChoice(day: DayHours): 'closed' | 'open' | null {
  if (day.closed) return 'closed';
  return day.ranges.length > 0 ? 'open' : null;
}

/** A special day as staff add it: its dates, and closed or open, still to be chosen. */
export const newSpecialDay = (): SpecialDay => ({ from: '', to: '', closed: false, ranges: [], note: '' });

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A range staff fill in themselves. */
export const EMPTY_RANGE: TimeRange = { opens: '', closes: '' };
/** A day's first range, for staff to adjust. */
export const FIRST_RANGE: TimeRange = { opens: '10:00', closes: '22:00' };

/**
 * The range "Add time range" offers after a day's `ranges`: from an hour after the last one closes, for
 * three hours (lunch, then dinner), when that ends before midnight; otherwise an empty range to fill in,
 * never one that runs into the night or the next day.
 */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  if (ranges.length === 0) return FIRST_RANGE;
  // A range still being typed says nothing of where the day ends.
  const typed = ranges.filter((range) => CLOCK.test(range.opens) && CLOCK.test(range.closes));
  if (typed.length === 0) return EMPTY_RANGE;
  const lastCloses = Math.max(...typed.map((range) => rangeMinutes(range).closes));
  const opens = lastCloses + 60;
  const closes = opens + 3 * 60;
  return closes < 24 * 60 ? { opens: clockOf(opens), closes: clockOf(closes) } : EMPTY_RANGE;
}
