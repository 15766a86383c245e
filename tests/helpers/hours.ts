import type { DayHours, OpeningHours, SpecialDay } from '../../src/domain/content/hours.ts';

/** A day open during these ranges ("11:00"–"14:00", …). */
export const open = (...pairs: Array<[string, string]>): DayHours => ({
  closed: false,
  ranges: pairs.map(([opens, closes]) => ({ opens, closes })),
});
export const closed: DayHours = { closed: true, ranges: [] };

/**
 * Lunch and dinner on weekdays, late nights on Friday and Saturday (until 02:00), closed on Monday, in
 * WIB, with these special days.
 */
export const weeklySchedule = (special: SpecialDay[] = []): OpeningHours => ({
  timeZone: 'Asia/Jakarta',
  week: {
    monday: closed,
    tuesday: open(['11:00', '14:00'], ['17:00', '22:00']),
    wednesday: open(['11:00', '14:00'], ['17:00', '22:00']),
    thursday: open(['11:00', '14:00'], ['17:00', '22:00']),
    friday: open(['11:00', '02:00']),
    saturday: open(['11:00', '02:00']),
    sunday: open(['10:00', '21:00']),
  },
  special,
});
