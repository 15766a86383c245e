import { restaurantNow } from '../../domain/hours.ts';
import { retentionCutoff } from '../../domain/retention.ts';
import { contentStore } from '../store/blobs.ts';
import { deleteReservations, reservationIndex, reservationStore } from '../store/reservation-repo.ts';
import { getRestaurantInfo, getSettings } from '../store/settings-repo.ts';
import { recordAudit } from './audit-service.ts';
import { SCHEDULE_AUTHOR } from './available-again.ts';

export type RetentionOutcome =
  | { state: 'off' }
  | {
      state: 'done';
      /** The first booking date kept. */
      cutoff: string;
      deleted: number;
    };

/**
 * One run of the reservations' retention (booking settings, "Delete reservations after … months"): every
 * booking dated before the cut-off on the restaurant's clock is deleted with its index entry, and the
 * count is in the activity log. Run daily (`reservation-retention`); a run that changes nothing logs
 * nothing, and one cut short is finished by the next.
 */
export async function applyRetention(now = new Date()): Promise<RetentionOutcome> {
  const content = contentStore();
  const [{ retention_months: months }, { openingHours }] = await Promise.all([
    getSettings(content, 'booking'),
    getRestaurantInfo(content),
  ]);
  if (months === null) return { state: 'off' };
  const cutoff = retentionCutoff(restaurantNow(now, openingHours.timeZone).date, months);
  const store = reservationStore();
  const old = (await reservationIndex(store)).filter((entry) => entry.date < cutoff);
  await deleteReservations(store, old);
  if (old.length > 0)
    await recordAudit({
      by: SCHEDULE_AUTHOR,
      action: 'reservations-retention',
      target: 'reservations',
      summary: `Deleted ${old.length} reservation${old.length === 1 ? '' : 's'} dated before ${cutoff} (kept for ${months} months)`,
    });
  return { state: 'done', cutoff, deleted: old.length };
}
