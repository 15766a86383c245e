import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { ORDER_CODE_PATTERN, type Order, OrderSchema, type OrderStatus } from '../../domain/orders/order.ts';
import { openStore } from '../store/blobs.ts';
import { dayIndex } from '../store/day-index.ts';
import {
  deleteDocument,
  listKeys,
  mapLimit,
  readDocument,
  updateDocument,
  writeDocument,
} from '../store/documents.ts';

/**
 * Orders hold guests' names, phone numbers and addresses: they live in a store of their own, apart from
 * the site content and the reservations (a build never reads them, a content backup holds them only when
 * asked). One blob per order, `orders/<code>`.
 */
export function orderStore(): Store {
  return openStore('orders');
}

const ORDERS = 'orders/';
const orderKey = (code: string) => `${ORDERS}${code}`;

export const readOrder = (store: Store, code: string) => readDocument(store, orderKey(code), OrderSchema);

/** Writes a new order; false when its code is taken already (nothing is overwritten). */
export const createOrder = (store: Store, order: Order) =>
  writeDocument(store, orderKey(order.code), order, { onlyIfNew: true });

/** Read-modify-write of one order that never overwrites a change it has not seen (see updateDocument). */
export const updateOrder = (
  store: Store,
  code: string,
  change: (current: Order | null) => Order | Promise<Order>,
) => updateDocument(store, orderKey(code), OrderSchema, change);

/** Every order's code (a backup, the retention). */
export const orderCodes = (store: Store) => listKeys(store, ORDERS);

/** Writes an order as it was (a backup put back). */
export const putOrder = (store: Store, order: Order) => writeDocument(store, orderKey(order.code), order);

/**
 * What each sending of a basket was recorded as, `requests/<request_id>` (see OrderRequestSchema): the code
 * once the order is stored, null while it is being recorded, and when the sending began (ms). The same
 * order sent again is answered with the first one. Kept two days (deleteOldOrderRequests).
 */
const REQUESTS = 'requests/';
const SendingSchema = z.object({ code: z.string().regex(ORDER_CODE_PATTERN).nullable(), at: z.number() });
export type Sending = z.infer<typeof SendingSchema>;

export const readSending = (store: Store, id: string) =>
  readDocument(store, `${REQUESTS}${id}`, SendingSchema);
/** Claims a sending for this request; false when it was claimed before. */
export const claimSending = (store: Store, id: string, sending: Sending) =>
  writeDocument(store, `${REQUESTS}${id}`, sending, { onlyIfNew: true });
export const putSending = (store: Store, id: string, sending: Sending) =>
  writeDocument(store, `${REQUESTS}${id}`, sending);
export const forgetSending = (store: Store, id: string) => deleteDocument(store, `${REQUESTS}${id}`);

/** Deletes the records of sendings begun before `before` (ms); returns how many. */
export async function deleteOldSendings(store: Store, before: number): Promise<number> {
  const deleted = await mapLimit(await listKeys(store, REQUESTS), 8, async (id) => {
    const sending = await readSending(store, id).catch(() => null);
    if (sending && sending.at >= before) return 0;
    await deleteDocument(store, `${REQUESTS}${id}`);
    return 1;
  });
  return deleted.reduce<number>((sum, n) => sum + n, 0);
}

/**
 * The orders' day index (see day-index.ts): one day's queue is one listing of keys plus the reads of its
 * orders, and the count of new orders is one listing. A listing repairs what an interrupted write left
 * (see orderIndex).
 */
const index = dayIndex(/PSN-[2-9A-HJKMNP-Z]{6}/);

export interface OrderIndexEntry {
  code: string;
  date: string;
  /** When it was sent, ms. */
  sent: number;
  status: OrderStatus;
}

const entryKey = (o: OrderIndexEntry) =>
  index.key({ id: o.code, date: o.date, made: o.sent, status: o.status });

const entryOf = (order: Order): OrderIndexEntry => ({
  code: order.code,
  date: order.date,
  sent: order.position,
  status: order.status,
});
const asDayEntry = (o: OrderIndexEntry) => ({ id: o.code, date: o.date, made: o.sent, status: o.status });

/** Writes the index entry of `order`, and removes the one of its earlier state. */
export const indexOrder = (store: Store, order: Order, before?: Order | null) =>
  index.write(store, asDayEntry(entryOf(order)), before ? asDayEntry(entryOf(before)) : null);

/**
 * The index entries of one day (`date`), or of every day: one listing. A code with two entries (a status
 * change cut off between its two writes) is read and keeps the right one; an entry whose order is gone
 * is removed.
 */
export async function orderIndex(store: Store, date?: string): Promise<OrderIndexEntry[]> {
  const byCode = await index.list(store, date);
  const entries: OrderIndexEntry[] = [];
  const unsure: string[] = [];
  for (const [code, found] of byCode) {
    const only = found.length === 1 ? found[0] : undefined;
    if (only) entries.push({ code, date: only.date, sent: only.made, status: only.status as OrderStatus });
    else unsure.push(code);
  }
  const repaired = await mapLimit(unsure, 8, async (code) => {
    const order = await readOrder(store, code);
    const found = byCode.get(code) ?? [];
    const right = order ? entryKey(entryOf(order)) : null;
    await mapLimit(
      found.filter((entry) => entry.key !== right),
      8,
      (entry) => deleteDocument(store, entry.key),
    );
    if (!order) return null;
    if (!found.some((entry) => entry.key === right)) await indexOrder(store, order);
    return entryOf(order);
  });
  return [...entries, ...repaired.filter((entry): entry is OrderIndexEntry => entry !== null)];
}

/** Reads the orders of `entries`, leaving out those gone meanwhile (and removing their entries). */
export async function readIndexed(store: Store, entries: readonly OrderIndexEntry[]): Promise<Order[]> {
  const read = await mapLimit(entries, 32, async (entry) => {
    const order = await readOrder(store, entry.code);
    if (!order) await deleteDocument(store, entryKey(entry));
    return order;
  });
  return read.filter((order): order is Order => order !== null);
}

/**
 * Deletes orders for good with their index entries (the retention of booking-settings), a few at a time:
 * the blob first, so that an entry left by an interrupted run is one a listing removes.
 */
export async function deleteOrders(store: Store, entries: readonly OrderIndexEntry[]): Promise<void> {
  await mapLimit(entries, 8, async (entry) => {
    await deleteDocument(store, orderKey(entry.code));
    await deleteDocument(store, entryKey(entry));
  });
}

export const isOrderCode = (code: string) => ORDER_CODE_PATTERN.test(code);

/**
 * What one day's pre-orders of one dish hold, `preorders/<date>/<slug>`: a claim per order (its code, how
 * many, when claimed), so that the orders of a day are decided one after another against the dish's daily
 * limit (see preorder-limits.ts).
 */
const PREORDERS = 'preorders/';
export const DayClaimsSchema = z.object({
  claims: z.array(z.object({ code: z.string(), quantity: z.number().int().min(1), at: z.number() })),
});
export type DayClaims = z.infer<typeof DayClaimsSchema>;

/** Parallel pre-orders of a day each write its claims once, one after another: enough turns for a rush. */
const CLAIM_ATTEMPTS = 60;

export const readDayClaims = (store: Store, date: string, slug: string) =>
  readDocument(store, `${PREORDERS}${date}/${slug}`, DayClaimsSchema);

/** Read-modify-write of one day's claims of one dish that never overwrites a claim it has not seen. */
export const updateDayClaims = (
  store: Store,
  day: { date: string; slug: string },
  change: (current: DayClaims | null) => DayClaims | Promise<DayClaims>,
) =>
  updateDocument(store, `${PREORDERS}${day.date}/${day.slug}`, DayClaimsSchema, change, {
    attempts: CLAIM_ATTEMPTS,
  });
