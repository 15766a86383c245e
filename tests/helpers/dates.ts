import { addDays, restaurantNow } from '../../src/domain/hours.ts';

/**
 * A Wednesday one to two weeks ahead (at least `fromDays` days away): open 10:00 - 22:00 under the starter
 * hours and inside the booking window, so a booking at dinner time is always accepted.
 */
export function wednesdayAhead(fromDays = 7): string {
  let date = addDays(restaurantNow().date, fromDays);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 3) date = addDays(date, 1);
  return date;
}
