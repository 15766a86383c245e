/**
 * What new opening hours would close of what guests already hold (see domain/content/hours-change.ts):
 * the coming pending and confirmed bookings and new and accepted orders whose time the saved hours keep
 * open and the new ones do not. Counts by time only: the staff who edit the hours need not be those
 * allowed to see the guests.
 */

import { addDays, hoursOn, type OpeningHours, restaurantNow } from '../../domain/content/hours.ts';
import type { ClosedTime, HoursCheck } from '../../domain/content/hours-change.ts';
import { isOpenAt } from '../../domain/orders/basket-rules.ts';
import type { OrderStatus } from '../../domain/orders/order.ts';
import type { ReservationStatus } from '../../domain/reservations/reservation.ts';
import { orderIndex, orderStore, readIndexed } from '../orders/repo.ts';
import { reservationIndex, reservationStore, reservations } from '../reservations/repo.ts';
import { contentStore } from '../store/blobs.ts';
import { mapLimit } from '../store/documents.ts';
import { getRestaurantInfo } from './settings-repo.ts';

const HELD_BOOKINGS: readonly ReservationStatus[] = ['pending', 'confirmed'];
const HELD_ORDERS: readonly OrderStatus[] = ['new', 'accepted'];

export async function timesClosedBy(next: OpeningHours, now = new Date()): Promise<HoursCheck> {
  const saved = (await getRestaurantInfo(contentStore())).openingHours;
  const today = restaurantNow(now, next.timeZone);
  const coming = (date: string, time: string) =>
    date > today.date || (date === today.date && time >= today.time);
  const closed = (date: string, time: string) =>
    coming(date, time) && isOpenAt(saved, { date, time }) && !isOpenAt(next, { date, time });
  // Only the days whose hours change (their own, or the night before's past midnight) are read at all.
  const hoursAround = (hours: OpeningHours, date: string) =>
    JSON.stringify([hoursOn(hours, date), hoursOn(hours, addDays(date, -1))]);
  const changedOn = (date: string) => hoursAround(saved, date) !== hoursAround(next, date);

  const bookingStore = reservationStore();
  const bookingEntries = (await reservationIndex(bookingStore)).filter(
    (entry) => entry.date >= today.date && HELD_BOOKINGS.includes(entry.status) && changedOn(entry.date),
  );
  const bookings = await mapLimit(bookingEntries, 16, (entry) => reservations.get(bookingStore, entry.id));

  const orders = orderStore();
  const orderEntries = (await orderIndex(orders)).filter(
    (entry) => entry.date >= today.date && HELD_ORDERS.includes(entry.status) && changedOn(entry.date),
  );
  const held = await readIndexed(orders, orderEntries);

  const byTime = new Map<string, ClosedTime>();
  const count = (date: string, time: string, kind: 'reservations' | 'orders') => {
    if (!closed(date, time)) return;
    const key = `${date} ${time}`;
    const at = byTime.get(key) ?? { date, time, reservations: 0, orders: 0 };
    at[kind] += 1;
    byTime.set(key, at);
  };
  for (const booking of bookings)
    if (booking && HELD_BOOKINGS.includes(booking.status)) count(booking.date, booking.time, 'reservations');
  for (const order of held) {
    // A guest at a table now has no time ahead; an order's time is "YYYY-MM-DD HH:mm".
    const [date, time] = order.time.split(' ');
    if (date && time && HELD_ORDERS.includes(order.status)) count(date, time, 'orders');
  }
  return {
    closes: [...byTime.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, at]) => at),
  };
}
