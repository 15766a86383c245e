import { adminStore } from './accounts/admin-repo.ts';
import { LOGIN_LIMIT } from './accounts/auth-service.ts';
import { orderLimit } from './orders/intake.ts';
import { deleteOldSendings, orderStore } from './orders/repo.ts';
import { reservationLimit } from './reservations/intake.ts';
import { deleteSlotClaimsBefore, reservationStore } from './reservations/repo.ts';
import { deleteExpiredHits } from './store/rate-limit.ts';

/**
 * Deletes every rate-limit hit older than its limit's window (login failures, wrong current passwords,
 * reservations, orders), so the store does not grow with each new username and address, the seat claims of
 * slots two days past (in any time zone no longer bookable), and the records of orders' sendings two days
 * old (a basket sends the same order again within minutes, not days). Run hourly on Netlify (`rate-limit-cleanup`)
 * and once when `npm start` starts. Returns how many records were deleted.
 */
export async function expireRateLimits(now = Date.now()): Promise<number> {
  const deleted = await Promise.all([
    deleteExpiredHits(adminStore(), 'login', LOGIN_LIMIT, now),
    deleteExpiredHits(adminStore(), 'change-password', LOGIN_LIMIT, now),
    deleteExpiredHits(reservationStore(), 'reservation', reservationLimit(), now),
    deleteExpiredHits(orderStore(), 'order', orderLimit(), now),
    deleteSlotClaimsBefore(reservationStore(), new Date(now - 2 * 86_400_000).toISOString().slice(0, 10)),
    deleteOldSendings(orderStore(), now - 2 * 86_400_000),
  ]);
  return deleted.reduce((sum, count) => sum + count, 0);
}
