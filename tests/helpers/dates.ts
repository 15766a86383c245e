import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';

/**
 * A Wednesday one to two weeks ahead (at least `fromDays` days away): open 10:00 - 22:00 under the starter
 * hours and inside the booking window, so a booking at dinner time is always accepted.
 */
export function wednesdayAhead(fromDays = 7): string {
  let date = addDays(restaurantNow().date, fromDays);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 3) date = addDays(date, 1);
  return date;
}

/** The times a guest may book under hours of 11:00-14:00 and 17:00-22:00 (last booking an hour before closing). */
export const LUNCH_AND_DINNER = [
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '17:00',
  '17:30',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
  '20:30',
  '21:00',
];
