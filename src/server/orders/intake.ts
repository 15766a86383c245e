/**
 * A guest's order from the site's basket (POST /api/orders): priced by the server from the menu in the
 * content store (what the site publishes) and the ordering settings, with the basket's own bill, never
 * with anything the client says a dish costs. Each refusal names the field of the basket's form it is
 * about (`lines.<slug>` for one dish).
 */

import type { Store } from '@netlify/blobs';
import type { z } from 'zod';
import { restaurantNow } from '../../domain/content/hours.ts';
import type { MenuCategory, MenuItem } from '../../domain/content/menu.ts';
import {
  charges,
  isOpenAt,
  minimumOrderText,
  orderCode,
  orderPrice,
  orderTimeNeeded,
  orderTimeOffered,
  orderTotals,
  takesOrders,
} from '../../domain/orders/basket-rules.ts';
import { quantityMaxText } from '../../domain/orders/bill.ts';
import {
  lineField,
  ORDER_FIELDS,
  ORDER_MESSAGES,
  ORDER_QUANTITY_MAX,
  type Order,
  type OrderCreated,
  type OrderField,
  type OrderRequest,
} from '../../domain/orders/order.ts';
import {
  onPreorderTerms,
  orderDeposit,
  preorderLineProblem,
  preorderTimeOffered,
} from '../../domain/orders/preorder.ts';
import { NOT_SINGLE_LINE_MESSAGE } from '../../domain/shared/fields.ts';
import { ordersPerClient } from '../config.ts';
import { getMenu } from '../content/menu-repo.ts';
import { getRestaurantInfo, getSettings } from '../content/settings-repo.ts';
import { clientKey } from '../http/client-ip.ts';
import { HttpError, invalidField, tooManyRequests } from '../http/errors.ts';
import type { Defer } from '../notifications/notify-service.ts';
import { contentStore } from '../store/blobs.ts';
import { cachedRead } from '../store/cache.ts';
import { rateLimiter } from '../store/rate-limit.ts';
import { notifyNewOrder, orderAdminUrl } from './notify.ts';
import { claimPreorders, type PreorderClaim, releasePreorders } from './preorder-limits.ts';
import {
  claimSending,
  createOrder,
  forgetSending,
  indexOrder,
  orderStore,
  putSending,
  readOrder,
  readSending,
} from './repo.ts';

/** Orders one client (an IPv6 one by its /64 network) may send per 10 minutes (ORDERS_PER_CLIENT, default 5). */
export const orderLimit = () => ({ max: ordersPerClient(), windowMs: 10 * 60 * 1000 });

/** A 409 about one field of the basket's form: `{detail, field}`. */
const refusedAt = (field: string, detail: string) => new HttpError(409, detail, {}, { field });
/** A 409 about the order as a whole (ordering off, no WhatsApp number). */
const refused = (detail: string) => new HttpError(409, detail);

/** Where an order was sent from: the site's origin (the admin link; null when unknown), and waitUntil. */
export interface OrderOrigin {
  origin: string | null;
  defer: Defer;
}

/** The menu's dishes by slug: made once per menu read (a cached menu is shared by the orders it prices). */
const dishIndexes = new WeakMap<object, Map<string, MenuItem>>();
function dishesBySlug(menu: readonly MenuCategory[]): Map<string, MenuItem> {
  let dishes = dishIndexes.get(menu);
  if (!dishes) {
    dishes = new Map();
    for (const item of menu.flatMap((category) => category.items)) dishes.set(item.slug, item);
    dishIndexes.set(menu, dishes);
  }
  return dishes;
}

/**
 * The order the guest asked for, priced and checked against the menu, the hours and the ordering
 * settings at `now`; throws the refusal (400/409 with its field) a guest can act on.
 */
export async function priceOrder(
  request: OrderRequest,
  now: Date,
): Promise<{ order: Omit<Order, 'code'>; claims: PreorderClaim[] }> {
  const content = contentStore();
  // What every order reads, kept between the orders of a warm instance while none of it changes.
  const [restaurant, settings, menu, ahead] = await cachedRead(content, 'content:ordering', () =>
    Promise.all([
      getRestaurantInfo(content),
      getSettings(content, 'ordering'),
      getMenu(content),
      getSettings(content, 'preorder'),
    ]),
  );
  if (!takesOrders(settings, restaurant.whatsapp)) throw refused(ORDER_MESSAGES.closed);
  if (!settings.modes.includes(request.mode)) throw refusedAt('mode', ORDER_MESSAGES.modeOff);
  const dishes = dishesBySlug(menu);
  const lines = request.lines.map((line) => {
    const dish = dishes.get(line.slug);
    if (!dish) throw refusedAt(lineField(line.slug), ORDER_MESSAGES.dishUnknown);
    if (dish.status === 'Habis') throw refusedAt(lineField(line.slug), ORDER_MESSAGES.dishHabis);
    return { dish, line, quantity: line.quantity, unitPrice: orderPrice(dish.price) };
  });
  const hours = restaurant.openingHours;
  const clock = restaurantNow(now, hours.timeZone);
  const date = request.time ? request.time.slice(0, 10) : clock.date;
  const preorders = lines.flatMap(({ dish, quantity }) =>
    dish.preorder && onPreorderTerms(dish.preorder, date, clock.date)
      ? [{ slug: dish.slug, quantity, terms: dish.preorder }]
      : [],
  );
  if (preorders.length > 0) {
    if (!request.time) throw invalidField('time', ORDER_MESSAGES.timeNeeded);
    const terms = preorders.map((line) => line.terms);
    if (!preorderTimeOffered(hours, clock, terms, ahead.preorder_days_ahead, request.time))
      throw refusedAt('time', ORDER_MESSAGES.preorderTimeNotOffered);
    for (const line of preorders) {
      const problem = preorderLineProblem(line.terms, line.quantity);
      if (problem) throw refusedAt(lineField(line.slug), problem);
    }
  } else {
    if (!request.time && orderTimeNeeded(request.mode, isOpenAt(hours, clock)))
      throw invalidField('time', ORDER_MESSAGES.timeNeeded);
    if (request.time && !orderTimeOffered(hours, clock, request.time))
      throw refusedAt('time', ORDER_MESSAGES.timeNotOffered);
  }
  const preordered = new Set(preorders.map((line) => line.slug));
  // Only a pre-order (catering) takes more than the basket's most of one dish.
  for (const { dish, quantity } of lines)
    if (quantity > ORDER_QUANTITY_MAX && !preordered.has(dish.slug))
      throw invalidField(lineField(dish.slug), quantityMaxText(ORDER_QUANTITY_MAX));
  const delivery = request.mode === 'delivery';
  if (delivery && !request.address.trim()) throw invalidField('address', ORDER_MESSAGES.addressNeeded);
  const totals = orderTotals(lines, settings, request.mode);
  if (!totals) throw refusedAt('lines', ORDER_MESSAGES.totalTooLarge);
  if (delivery && settings.minimum_order !== null && totals.subtotal < settings.minimum_order)
    throw refusedAt('address', minimumOrderText(settings.minimum_order));
  const percent = charges(settings, request.mode);
  const timestamp = now.toISOString();
  const deposit = orderDeposit(
    {
      total: totals.total,
      holdsPreorder: preorders.length > 0,
      placed: clock,
      at: request.time ? { date, time: request.time.slice(11) } : undefined,
    },
    ahead,
  );
  const order: Omit<Order, 'code'> = {
    status: 'new',
    mode: request.mode,
    lines: lines.map(({ dish, line, unitPrice }, index) => ({
      slug: dish.slug,
      name: dish.name,
      quantity: line.quantity,
      unit_price: unitPrice,
      amount: totals.lines[index] ?? null,
      note: line.note,
      preorder: preordered.has(dish.slug),
    })),
    bill: {
      subtotal: totals.subtotal,
      service: totals.service,
      tax: totals.tax,
      total: totals.total,
      unpriced: totals.unpriced,
      service_percent: percent.service,
      tax_percent: percent.tax,
      prices_include_tax: settings.prices_include_tax,
    },
    name: request.name,
    phone: request.phone,
    date,
    time: request.time,
    table: request.mode === 'dine_in' ? request.table : '',
    address: delivery ? request.address : '',
    location: delivery ? request.location : '',
    delivery_note: delivery ? settings.delivery_note : '',
    ready_at: null,
    reason: '',
    position: now.getTime(),
    created_at: timestamp,
    updated_at: timestamp,
    updated_by: null,
    revision: 1,
    previous: null,
    deposit: deposit && {
      percent: deposit.percent,
      amount: deposit.amount,
      rest: deposit.rest,
      due: `${deposit.due.date} ${deposit.due.time}`,
      state: 'unpaid',
      changed_by: null,
      changed_at: null,
    },
  };
  const claims = preorders.map((line) => ({
    slug: line.slug,
    quantity: line.quantity,
    limit: line.terms.daily_limit,
  }));
  return { order, claims };
}

/**
 * Takes an order: checks and prices it (see priceOrder), limits each client, and stores it as `new` under
 * a code of its own. A request that filled the honeypot gets a normal-looking answer and is dropped. With
 * `from`, staff are told of the order (push, e-mail, webhook) after the answer, never before.
 */
export async function createGuestOrder(
  request: OrderRequest,
  clientIp: string,
  now = new Date(),
  from?: OrderOrigin,
): Promise<OrderCreated> {
  const store = orderStore();
  const id = request.request_id;
  if (!id || request.website) return takeOrder(store, request, clientIp, now, from);
  // The same sending again (a reload, the guest back in the basket): the order it was recorded as, even
  // if a dish has run out since; never a second one.
  const earlier = await earlierSending(store, id, now);
  if (earlier) return earlier;
  try {
    const created = await takeOrder(store, request, clientIp, now, from);
    await putSending(store, id, { code: created.code, at: now.getTime() });
    return created;
  } catch (error) {
    // Refused or failed: the same order sent again is decided afresh.
    await forgetSending(store, id).catch(() => undefined);
    throw error;
  }
}

/** How long a sending waits for the same sending still being recorded, before answering 503. */
const SENDING_WAIT_MS = 4_000;
/** A sending recorded as begun this long ago and never finished was cut off: the next one records it. */
const SENDING_STALE_MS = 60_000;

/**
 * The order an earlier sending of `id` was recorded as; null when this one is to record it (it is now
 * claimed for it). While the earlier one is still being recorded, waits for it a moment.
 */
async function earlierSending(store: Store, id: string, now: Date): Promise<OrderCreated | null> {
  const begun = { code: null, at: now.getTime() };
  if (await claimSending(store, id, begun)) return null;
  for (let waited = 0; ; waited += 250) {
    const sending = await readSending(store, id);
    if (sending?.code) {
      const order = await readOrder(store, sending.code);
      if (order) return { code: order.code, order };
    } else if (sending && sending.at > now.getTime() - SENDING_STALE_MS) {
      if (waited >= SENDING_WAIT_MS)
        throw new HttpError(503, ORDER_MESSAGES.stillSending, { 'retry-after': '2' });
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    // Never finished, or its order is gone: this sending records it.
    await putSending(store, id, begun);
    return null;
  }
}

/** Prices, limits and stores one order (createGuestOrder without the sending's record). */
async function takeOrder(
  store: Store,
  request: OrderRequest,
  clientIp: string,
  now: Date,
  from?: OrderOrigin,
): Promise<OrderCreated> {
  const limiter = rateLimiter(store, 'order', orderLimit());
  // Refusals a guest can act on come before the order counts against the client's limit.
  const { order: priced, claims } = await priceOrder(request, now);
  if (request.website) {
    const wait = await limiter.take([clientKey(clientIp)], now.getTime());
    if (wait > 0) throw tooManyRequests(ORDER_MESSAGES.tooMany, wait);
    const code = orderCode();
    return { code, order: { ...priced, code } };
  }
  const release = (order: Order) =>
    releasePreorders(store, { ...order, slugs: claims.map((line) => line.slug) }).catch(() => undefined);
  // Six characters of 31: a clash is rare, but an order is never overwritten.
  for (let attempt = 0; attempt < 8; attempt++) {
    const order: Order = { ...priced, code: orderCode() };
    // The day's pre-order dishes are claimed first: a day that cannot take them refuses (409), and, as
    // every refusal a guest can act on, before the order counts against the client's limit.
    await claimPreorders(store, order, claims, { now: now.getTime() });
    if (attempt === 0) {
      const wait = await limiter.take([clientKey(clientIp)], now.getTime()).catch(async (error: unknown) => {
        await release(order);
        throw error;
      });
      if (wait > 0) {
        await release(order);
        throw tooManyRequests(ORDER_MESSAGES.tooMany, wait);
      }
    }
    const created = await createOrder(store, order).catch(async (error: unknown) => {
      await release(order);
      throw error;
    });
    if (created) {
      await indexOrder(store, order);
      from?.defer(notifyNewOrder(order, orderAdminUrl(from.origin, order.code)));
      return { code: order.code, order };
    }
    await release(order);
  }
  throw new Error('Could not find a free order code');
}

const FIELD_LABELS: Record<OrderField, string> = {
  name: 'Nama',
  phone: 'Nomor WhatsApp',
  time: 'Waktu',
  table: 'Nomor meja',
  address: 'Alamat',
  location: 'Tautan lokasi',
  mode: 'Cara pesan',
  lines: 'Pesanan',
};

/**
 * The first problem of a rejected order request, in Indonesian, with the field of the basket's form it is
 * about; the schema's own Indonesian messages are said as they are, the shared field rules' (English) by
 * the field's name.
 */
export function orderIssue(error: z.ZodError): { field: OrderField | undefined; message: string } {
  const issue = error.issues[0];
  const key = String(issue?.path[0] ?? '');
  const field = (ORDER_FIELDS as readonly string[]).includes(key) ? (key as OrderField) : undefined;
  if (!issue || !field) return { field, message: 'Data pesanan tidak valid.' };
  const label = FIELD_LABELS[field];
  const missing =
    (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) ||
    issue.message === 'is required';
  if (missing)
    return { field, message: field === 'lines' ? 'Pesanan masih kosong.' : `${label} wajib diisi.` };
  if (issue.message === NOT_SINGLE_LINE_MESSAGE || /^must be plain text/.test(issue.message))
    return { field, message: `${label} hanya boleh teks biasa, tanpa karakter kontrol.` };
  if (/^must be at most (\d+) characters$/.test(issue.message))
    return { field, message: `${label} terlalu panjang.` };
  if (/^(must|is|Invalid|Expected)\b/.test(issue.message)) return { field, message: `${label} tidak valid.` };
  return { field, message: issue.message };
}
