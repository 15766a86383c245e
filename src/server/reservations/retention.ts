import { can } from '../../domain/accounts/permissions.ts';
import { restaurantNow } from '../../domain/content/hours.ts';
import type { BookingSettings } from '../../domain/reservations/booking-settings.ts';
import { retentionCutoff } from '../../domain/reservations/retention.ts';
import { RETENTION_SUPERADMIN_ONLY } from '../../domain/shared/server-messages.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { SCHEDULE_AUTHOR } from '../content/available-again.ts';
import { getRestaurantInfo, getSettings } from '../content/settings-repo.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { contentStore } from '../store/blobs.ts';
import { deleteReservations, reservationIndex, reservationStore } from './repo.ts';

/** The bookings a run on `now` deletes when they are kept `months`: those dated before the cut-off. */
async function beyondRetention(months: number, now: Date) {
  const { openingHours } = await getRestaurantInfo(contentStore());
  const cutoff = retentionCutoff(restaurantNow(now, openingHours.timeZone).date, months);
  const store = reservationStore();
  return { store, cutoff, old: (await reservationIndex(store)).filter((entry) => entry.date < cutoff) };
}

const bookings = (count: number) => `${count} booking${count === 1 ? '' : 's'}`;
const keptFor = (months: number | null) => (months === null ? 'with no limit' : `for ${months} months`);

/**
 * Checks a change of how long reservations are kept before it is saved, and says it in the activity log
 * once saved (`record`). The superadmin's alone (403 for anyone else, whose other settings stay theirs to
 * save with the retention unchanged). A shorter time deletes past bookings for good at the next daily
 * run, so it is refused (409, with `deletes`, that count) unless `confirmDeletes` is the count of
 * bookings it deletes now: what the admin showed and the superadmin confirmed.
 */
export async function checkRetentionChange(
  admin: { username: string; role: string },
  current: BookingSettings,
  next: BookingSettings,
  confirmDeletes: number | undefined,
  now = new Date(),
): Promise<{ record: () => Promise<void> } | null> {
  const [was, months] = [current.retention_months, next.retention_months];
  if (was === months) return null;
  if (!can(admin.role, 'retention')) throw forbidden(RETENTION_SUPERADMIN_ONLY);
  let consequence = '';
  if (months !== null && (was === null || months < was)) {
    const { cutoff, old } = await beyondRetention(months, now);
    if (old.length > 0 && confirmDeletes !== old.length)
      throw new HttpError(
        409,
        `${bookings(old.length)} dated before ${cutoff} will be deleted for good by the next daily run: confirm that number to save`,
        {},
        { deletes: old.length },
      );
    if (old.length > 0)
      consequence = `: ${bookings(old.length)} dated before ${cutoff} to be deleted by the next daily run`;
  }
  return {
    record: () =>
      recordAudit({
        by: admin.username,
        action: 'retention',
        target: 'settings/booking',
        summary: `Reservations kept ${keptFor(months)} (was ${was === null ? 'no limit' : `${was} months`})${consequence}`,
      }),
  };
}

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
  const { retention_months: months } = await getSettings(contentStore(), 'booking');
  if (months === null) return { state: 'off' };
  const { store, cutoff, old } = await beyondRetention(months, now);
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
