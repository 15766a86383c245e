/**
 * How long the restaurant keeps its reservations (UU 27/2022, Indonesia's Personal Data Protection Law:
 * personal data no longer than needed). Off by default; a daily run deletes the bookings dated before the
 * cut-off.
 */
import { z } from 'zod';

/** The choices of "Delete reservations after … months". */
export const RETENTION_MONTHS = [3, 6, 12, 24] as const;
export const RetentionMonthsSchema = z.literal(RETENTION_MONTHS, {
  error: 'must be 3, 6, 12 or 24 months',
});
export type RetentionMonths = z.infer<typeof RetentionMonthsSchema>;

/**
 * The first booking date still kept when it is `today` (yyyy-mm-dd, the restaurant's clock): the same day
 * `months` earlier, or that month's last day when it is shorter (31 May less 3 months is 28 February).
 * Bookings dated before it are deleted.
 */
export function retentionCutoff(today: string, months: number): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}
