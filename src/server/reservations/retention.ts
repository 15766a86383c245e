import { can } from '../../domain/accounts/permissions.ts';
import { restaurantNow } from '../../domain/content/hours.ts';
import type { BookingSettings } from '../../domain/reservations/booking-settings.ts';
import { retentionCutoff } from '../../domain/reservations/retention.ts';
import { RETENTION_SUPERADMIN_ONLY } from '../../domain/shared/server-messages.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { SCHEDULE_AUTHOR } from '../content/available-again.ts';
import { getRestaurantInfo, getSettings } from '../content/settings-repo.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { deleteOrders, orderIndex, orderStore } from '../orders/repo.ts';
import { contentStore } from '../store/blobs.ts';
import { deleteReservations, reservationIndex, reservationStore } from './repo.ts';

/**
 * The bookings and the orders a run on `now` deletes when they are kept `months`: those dated before the
 * cut-off (orders are guests' personal data too, and follow the bookings' retention).
 */
async function beyondRetention(months: number, now: Date) {
  const { openingHours } = await getRestaurantInfo(contentStore());
  const cutoff = retentionCutoff(restaurantNow(now, openingHours.timeZone).date, months);
  const [store, ordersStore] = [reservationStore(), orderStore()];
  const [bookingIndex, ordersIndex] = await Promise.all([reservationIndex(store), orderIndex(ordersStore)]);
  return {
    store,
    ordersStore,
    cutoff,
    old: bookingIndex.filter((entry) => entry.date < cutoff),
    oldOrders: ordersIndex.filter((entry) => entry.date < cutoff),
  };
}

const bookings = (count: number) => `${count} booking${count === 1 ? '' : 's'}`;
const orders = (count: number) => `${count} order${count === 1 ? '' : 's'}`;
/** "3 bookings", "3 bookings and 1 order", "2 orders": what a change deletes, naming only what there is. */
const bookingsAndOrders = (bookingCount: number, orderCount: number) =>
  orderCount === 0
    ? bookings(bookingCount)
    : bookingCount === 0
      ? orders(orderCount)
      : `${bookings(bookingCount)} and ${orders(orderCount)}`;
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
    const { cutoff, old, oldOrders } = await beyondRetention(months, now);
    // `deletes` counts both: what the superadmin confirms is everything the next run deletes.
    const deletes = old.length + oldOrders.length;
    const what = bookingsAndOrders(old.length, oldOrders.length);
    if (deletes > 0 && confirmDeletes !== deletes)
      throw new HttpError(
        409,
        `${what} dated before ${cutoff} will be deleted for good by the next daily run: confirm that number to save`,
        {},
        { deletes, bookings: old.length, orders: oldOrders.length },
      );
    if (deletes > 0) consequence = `: ${what} dated before ${cutoff} to be deleted by the next daily run`;
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
      /** The first booking (and order) date kept. */
      cutoff: string;
      /** Bookings deleted. */
      deleted: number;
      /** Orders deleted. */
      deleted_orders: number;
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
  const { store, ordersStore, cutoff, old, oldOrders } = await beyondRetention(months, now);
  await deleteReservations(store, old);
  await deleteOrders(ordersStore, oldOrders);
  if (old.length > 0)
    await recordAudit({
      by: SCHEDULE_AUTHOR,
      action: 'reservations-retention',
      target: 'reservations',
      summary: `Deleted ${old.length} reservation${old.length === 1 ? '' : 's'} dated before ${cutoff} (kept for ${months} months)`,
    });
  if (oldOrders.length > 0)
    await recordAudit({
      by: SCHEDULE_AUTHOR,
      action: 'orders-retention',
      target: 'orders',
      summary: `Deleted ${orders(oldOrders.length)} dated before ${cutoff} (kept for ${months} months)`,
    });
  return { state: 'done', cutoff, deleted: old.length, deleted_orders: oldOrders.length };
}
