/**
 * The staff's side of orders: a day's queue, one order, moving it along (accept with a ready time, ready,
 * completed, declined or cancelled with a reason), Undo, and the count of new orders the admin asks for.
 */
import type { Store } from '@netlify/blobs';
import type { AdminSession } from '../../domain/accounts/admin-user.ts';
import { addDays, clockIn, restaurantNow } from '../../domain/content/hours.ts';
import { formatRupiah } from '../../domain/orders/bill.ts';
import {
  canMoveOrder,
  type DepositState,
  NEW_ORDERS_MAX,
  type NewOrdersCount,
  type Order,
  type OrderDepositUpdate,
  type OrderStatus,
  type OrderUpdate,
  type PreorderCalendar,
  preorderDay,
  REVENUE_STATUSES,
} from '../../domain/orders/order.ts';
import { AUDIT, fillIn } from '../../domain/shared/server-messages.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { getRestaurantInfo, getSettings } from '../content/settings-repo.ts';
import { conflict, notFound } from '../http/errors.ts';
import { contentStore } from '../store/blobs.ts';
import { mapLimit } from '../store/documents.ts';
import { claimPreorders, preorderSlugs, releasePreorders } from './preorder-limits.ts';
import {
  indexOrder,
  isOrderCode,
  orderIndex,
  orderStore,
  readIndexed,
  readOrder,
  updateOrder,
} from './repo.ts';

export const ORDER_MISSING = 'Order not found';
export const NOTHING_TO_UNDO = 'There is nothing to undo on this order';

export interface OrderFilter {
  /** yyyy-mm-dd: the day the orders are for; today on the restaurant's clock when not given. */
  date?: string;
  status?: OrderStatus;
}

const newestFirst = (a: { sent: number; code: string }, b: { sent: number; code: string }) =>
  b.sent - a.sent || (a.code < b.code ? 1 : a.code > b.code ? -1 : 0);

/** One day's orders (today's on the restaurant's clock by default), newest first, optionally of one status. */
export async function listOrders(
  filter: OrderFilter = {},
  now = new Date(),
): Promise<{ items: Order[]; total: number }> {
  const store = orderStore();
  let date = filter.date;
  if (!date) {
    const { openingHours } = await getRestaurantInfo(contentStore());
    date = restaurantNow(now, openingHours.timeZone).date;
  }
  const matching = (await orderIndex(store, date))
    .filter((entry) => !filter.status || entry.status === filter.status)
    .sort(newestFirst);
  // A status changed between the listing and the read shows as it is now, and leaves a filtered list.
  const items = (await readIndexed(store, matching)).filter(
    (order) => !filter.status || order.status === filter.status,
  );
  return { items, total: items.length };
}

/**
 * The kitchen's calendar: for each of `days` days from `from` (today on the restaurant's clock), how many
 * of each pre-order dish its orders hold, and those orders with their deposit.
 */
export async function preorderCalendar(
  query: { from?: string; days: number },
  now = new Date(),
): Promise<PreorderCalendar> {
  let from = query.from;
  if (!from) {
    const { openingHours } = await getRestaurantInfo(contentStore());
    from = restaurantNow(now, openingHours.timeZone).date;
  }
  const dates = Array.from({ length: query.days }, (_, index) => addDays(from, index));
  const days = await mapLimit(dates, 4, async (date) =>
    preorderDay(date, (await listOrders({ date }, now)).items),
  );
  return { days };
}

const validCode = (code: string) => {
  if (!isOrderCode(code)) throw notFound(ORDER_MISSING);
};

/** One order; 404 when there is none. */
export async function getOrder(code: string): Promise<Order> {
  validCode(code);
  const order = await readOrder(orderStore(), code);
  if (!order) throw notFound(ORDER_MISSING);
  return order;
}

/**
 * How many orders are new (waiting for staff to accept or decline), the newest of them, and with `since`
 * (the `now` of an earlier answer, ms) those sent after it, read in full (a few at most) for a toast.
 */
export async function newOrders(since?: number, now = Date.now()): Promise<NewOrdersCount> {
  const store = orderStore();
  const fresh = (await orderIndex(store)).filter((entry) => entry.status === 'new').sort(newestFirst);
  const recent =
    since === undefined ? [] : fresh.filter((entry) => entry.sent > since).slice(0, NEW_ORDERS_MAX);
  const newest = (await readIndexed(store, recent))
    .filter((order) => order.status === 'new')
    .map(({ code, name, mode, bill, time }) => ({ code, name, mode, total: bill.total, time }));
  const byDay = new Map<string, number>();
  for (const entry of fresh) byDay.set(entry.date, (byDay.get(entry.date) ?? 0) + 1);
  const days = [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, count]) => ({ date, new: count }));
  return { new: fresh.length, latest_code: fresh[0]?.code ?? null, now, newest, days };
}

/** 409 when staff acted on a revision of the order that someone else has changed since. */
function assertRevision(stored: Order, revision: number | undefined) {
  if (revision !== undefined && stored.revision !== revision)
    throw conflict(
      `This order was changed by ${stored.updated_by ?? 'someone'} meanwhile: it is now ${stored.status}. Reload to see it.`,
    );
}

/**
 * One change of an order, as every change is made: a conditional write of what `change` makes of the
 * stored order (after the revision check), then the day index and the activity log.
 */
async function changeOrder(
  code: string,
  revision: number | undefined,
  by: AdminSession,
  change: (stored: Order) => Order,
  action: (before: Order | null, updated: Order) => { action: string; summary: string },
): Promise<Order> {
  validCode(code);
  const store = orderStore();
  // One conditional write: of an Accept and a Decline pressed at the same moment, only one lands.
  const { before, after } = await updateOrder(store, code, (stored) => {
    if (!stored) throw notFound(ORDER_MISSING);
    assertRevision(stored, revision);
    return { ...change(stored), revision: stored.revision + 1 };
  });
  await indexOrder(store, after, before);
  await keepPreorderClaims(store, before, after);
  await recordAudit({ by: by.username, target: `order/${after.code}`, ...action(before, after) });
  return after;
}

/**
 * A pre-order declined or cancelled gives its boxes back to its day; put back by Undo, it claims them
 * again (staff's decision, so even beyond the day's limit).
 */
async function keepPreorderClaims(store: Store, before: Order | null, after: Order): Promise<void> {
  const slugs = preorderSlugs(after);
  if (!before || slugs.length === 0) return;
  const held = (order: Order) => REVENUE_STATUSES.includes(order.status);
  if (held(before) && !held(after)) await releasePreorders(store, { ...after, slugs });
  if (!held(before) && held(after))
    await claimPreorders(
      store,
      after,
      // Claimed beyond whatever limit the day has now: the limit given is not looked at.
      after.lines.filter((line) => line.preorder).map((line) => ({ ...line, limit: 0 })),
      { beyondLimit: true },
    );
}

const SUMMARIES: Record<OrderStatus, string> = {
  new: AUDIT.orderNew,
  accepted: AUDIT.orderAccepted,
  ready: AUDIT.orderReady,
  completed: AUDIT.orderCompleted,
  declined: AUDIT.orderDeclined,
  cancelled: AUDIT.orderCancelled,
};

/** "2026-11-28 13:05": `minutes` after `now` on the restaurant's clock. */
export const readyAfter = (now: Date, minutes: number, timeZone: string) => {
  const at = clockIn(new Date(now.getTime() + minutes * 60_000), timeZone);
  return `${at.date} ${at.time}`;
};

/**
 * Moves an order along ORDER_TRANSITIONS; anything else is refused with 409, as is a change based on an
 * older `revision`. Accepting sets when it will be ready (`ready_at`, by default now plus the ordering
 * settings' preparation time on the restaurant's clock); declining and cancelling keep the reason. The
 * status it leaves is kept, so that {@link undoOrderChange} can return to it.
 */
export async function moveOrder(
  code: string,
  update: OrderUpdate,
  by: AdminSession,
  now = new Date(),
): Promise<Order> {
  let readyAt = update.ready_at ?? null;
  if (update.status === 'accepted' && readyAt === null) {
    const content = contentStore();
    const [{ openingHours }, { prep_minutes }] = await Promise.all([
      getRestaurantInfo(content),
      getSettings(content, 'ordering'),
    ]);
    readyAt = readyAfter(now, prep_minutes, openingHours.timeZone);
  }
  return changeOrder(
    code,
    update.revision,
    by,
    (stored) => {
      if (stored.status === update.status) throw conflict(`This order is already ${update.status}`);
      if (!canMoveOrder(stored.status, update.status))
        throw conflict(
          stored.updated_by && canMoveOrder('new', update.status)
            ? `This order was already ${stored.status} by ${stored.updated_by}`
            : `A ${stored.status} order cannot be marked ${update.status}`,
        );
      return {
        ...stored,
        status: update.status,
        ready_at: update.status === 'accepted' ? readyAt : stored.ready_at,
        reason: update.reason ?? stored.reason,
        updated_at: now.toISOString(),
        updated_by: by.username,
        previous: {
          status: stored.status,
          ready_at: stored.ready_at,
          reason: stored.reason,
          updated_at: stored.updated_at,
          updated_by: stored.updated_by,
        },
      };
    },
    (_before, updated) => ({
      action: `order-${update.status}`,
      summary: fillIn(SUMMARIES[update.status], {
        code: updated.code,
        name: updated.name,
        ready: updated.ready_at ?? '',
        reason: updated.reason,
      }),
    }),
  );
}

/** The refusal of a deposit change on an order that asks none (409). */
export const NO_DEPOSIT = 'This order asks no deposit';

const DEPOSIT_SUMMARIES: Record<DepositState, string> = {
  paid: AUDIT.depositPaid,
  unpaid: AUDIT.depositUnpaid,
  refunded: AUDIT.depositRefunded,
};

/**
 * Staff mark an order's deposit paid (after seeing it in the restaurant's QRIS app), refunded, or unpaid
 * again to take a mistake back; who and when are kept. Refused with 409 for an order that asks no
 * deposit, a deposit already in that state, or a change based on an older `revision`.
 */
export function setDeposit(
  code: string,
  update: OrderDepositUpdate,
  by: AdminSession,
  now = new Date(),
): Promise<Order> {
  return changeOrder(
    code,
    update.revision,
    by,
    (stored) => {
      if (!stored.deposit) throw conflict(NO_DEPOSIT);
      if (stored.deposit.state === update.state) throw conflict(`The deposit is already ${update.state}`);
      return {
        ...stored,
        deposit: {
          ...stored.deposit,
          state: update.state,
          changed_by: by.username,
          changed_at: now.toISOString(),
        },
        updated_at: now.toISOString(),
        updated_by: by.username,
      };
    },
    (_before, updated) => ({
      action: `order-deposit-${update.state}`,
      summary: fillIn(DEPOSIT_SUMMARIES[update.state], {
        code: updated.code,
        name: updated.name,
        amount: formatRupiah(updated.deposit?.amount ?? 0),
      }),
    }),
  );
}

/**
 * Takes back the last change of status: the order returns exactly to what it was (status, ready time,
 * reason, who set it and when). Only the last change is kept, so a second Undo is refused (409).
 */
export function undoOrderChange(
  code: string,
  revision: number | undefined,
  by: AdminSession,
): Promise<Order> {
  return changeOrder(
    code,
    revision,
    by,
    (stored) => {
      const { previous } = stored;
      if (!previous) throw conflict(NOTHING_TO_UNDO);
      return { ...stored, ...previous, previous: null };
    },
    (_before, updated) => ({
      action: 'order-undo',
      summary: fillIn(AUDIT.orderUndone, { code: updated.code, name: updated.name, status: updated.status }),
    }),
  );
}
