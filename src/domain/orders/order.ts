/**
 * An order from the site's basket, as the guest sends it (POST /api/orders), as it is stored, and as staff
 * move it along (PUT /api/admin/orders/{code}). The server prices it from the published menu and the
 * ordering settings with the basket's own bill (bill.ts): the client's prices are never read.
 * Messages a guest reads are Indonesian; staff's are English (the admin translates the ones it shows).
 */
import { z } from 'zod';
import { calendarDate, isCalendarDate, longText, requiredText, text } from '../shared/fields.ts';
import { normalizeIndonesianMobile } from '../shared/phone.ts';
import { ORDER_MODES, type OrderMode, PREORDER_QUANTITY_MAX } from './bill.ts';
import { ORDER_CODE_PATTERN, ORDER_PHONE_INVALID, ORDER_REQUEST_ID } from './order-messages.ts';

// The guest's words, the code's and a sending's shapes and the fields a refusal names live in order-messages.ts (the
// basket's script reads them without the schema library); they are part of this contract.
export {
  lineField,
  ORDER_CODE_PATTERN,
  ORDER_FIELDS,
  ORDER_MESSAGES,
  ORDER_PHONE_INVALID,
  ORDER_REQUEST_ID,
  type OrderField,
  slugOfField,
} from './order-messages.ts';

/** Most dishes one order holds (the basket holds one line per dish). */
export const ORDER_LINES_MAX = 50;
/** Of one dish (the basket's stepper stops there too); a pre-order dish takes up to PREORDER_QUANTITY_MAX. */
export const ORDER_QUANTITY_MAX = 99;
/** A line's note, as the basket limits it. */
export const ORDER_NOTE_MAX = 140;

export const OrderModeSchema = z.enum(ORDER_MODES, 'Pilih cara pesan.');

/** "2026-11-28 12:30" on the restaurant's clock, as the basket's time field gives it. */
const ORDER_TIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/;
export const isOrderTime = (value: string) => {
  const match = ORDER_TIME.exec(value);
  return match !== null && isCalendarDate(match[1] ?? '');
};

/** One dish as the guest sends it: which, how many, and a note for the kitchen. Never a price. */
export const OrderLineRequestSchema = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Menu tidak dikenal.'),
  quantity: z
    .number('Jumlah harus angka.')
    .int('Jumlah harus bilangan bulat.')
    .min(1, 'Jumlah minimal 1.')
    // A dish that is no pre-order is held to ORDER_QUANTITY_MAX when the order is priced.
    .max(PREORDER_QUANTITY_MAX, `Maksimal ${PREORDER_QUANTITY_MAX} per menu`),
  note: longText(ORDER_NOTE_MAX).default(''),
});

/**
 * POST /api/orders: what the basket sends. `time` is "YYYY-MM-DD HH:mm" on the restaurant's clock, or ''
 * for a guest at a table while the restaurant is open. Cross-field rules (a time when one is needed, an
 * address for delivery) and everything that needs the menu, the hours or the settings are the server's
 * (see the server's order intake), each refusal naming its field.
 */
export const OrderRequestSchema = z.object({
  lines: z
    .array(OrderLineRequestSchema)
    .min(1, 'Pesanan masih kosong.')
    .max(ORDER_LINES_MAX, `Maksimal ${ORDER_LINES_MAX} menu dalam satu pesanan.`)
    .refine(
      (lines) => new Set(lines.map((line) => line.slug)).size === lines.length,
      'Menu tertulis dua kali.',
    ),
  mode: OrderModeSchema,
  name: requiredText(60),
  /** The guest's WhatsApp number, any common way of writing it; stored as 62… */
  phone: z
    .string()
    .max(30, ORDER_PHONE_INVALID)
    .transform((value, ctx) => {
      const normalized = normalizeIndonesianMobile(value);
      if (!normalized) ctx.addIssue({ code: 'custom', message: ORDER_PHONE_INVALID });
      return normalized ?? '';
    }),
  time: z.union([z.literal(''), z.string().refine(isOrderTime, 'Waktu tidak valid.')]).default(''),
  table: text(10).default(''),
  address: longText(300).default(''),
  /** A map link the guest pasted (https only), or ''. */
  location: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(500)
        .regex(/^https:\/\/\S+$/i, 'Tautan lokasi harus diawali https://'),
    ])
    .default(''),
  /** A field people never see: an order that fills it is from a bot (answered as if taken, never stored). */
  website: z.string().max(500).optional(),
  /**
   * The basket's name for this sending of this order: the same order sent again (after a reload, or when
   * the guest comes back to the basket) carries the same one, and is answered with the order recorded the
   * first time instead of being recorded twice.
   */
  request_id: z.string().regex(ORDER_REQUEST_ID, 'Data pesanan tidak valid.').optional(),
});
export type OrderRequest = z.infer<typeof OrderRequestSchema>;

/**
 * Where an order stands. A guest's order starts `new`; staff accept it (with a ready time), mark it ready
 * and completed when handed over, or decline or cancel it with a reason.
 */
export const ORDER_STATUSES = ['new', 'accepted', 'ready', 'completed', 'declined', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** The only changes staff may make (besides Undo, which returns to the status before). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['accepted', 'declined', 'cancelled'],
  accepted: ['ready', 'declined', 'cancelled'],
  ready: ['completed'],
  completed: [],
  declined: [],
  cancelled: [],
};
export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);
/** Statuses a change to needs a reason for (the guest is told why). */
export const REASON_STATUSES: readonly OrderStatus[] = ['declined', 'cancelled'];
/** Statuses whose orders count in the day's revenue (what was, or will be, paid). */
export const REVENUE_STATUSES: readonly OrderStatus[] = ['new', 'accepted', 'ready', 'completed'];

/** One dish of a stored order: priced by the server from the published menu when it was sent. */
export const OrderLineSchema = z.object({
  slug: z.string(),
  name: z.string(),
  // Up to a pre-order dish's most: catering is ordered by the hundred.
  quantity: z.number().int().min(1).max(PREORDER_QUANTITY_MAX),
  /** Whole rupiah per portion, or null when the menu's price cannot be read ("harga ditanyakan"). */
  unit_price: z.number().int().nullable(),
  /** quantity × unit_price, or null. */
  amount: z.number().int().nullable(),
  note: z.string().max(ORDER_NOTE_MAX),
  /** Ordered ahead on the dish's pre-order terms (its minimum, lead time and daily limit). */
  preorder: z.boolean().default(false),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** Where a deposit stands: asked and not yet seen in the restaurant's QRIS app, paid, or given back. */
export const DEPOSIT_STATES = ['unpaid', 'paid', 'refunded'] as const;
export const DepositStateSchema = z.enum(DEPOSIT_STATES);
export type DepositState = z.infer<typeof DepositStateSchema>;

/** The deposit an order asks (pre-orders and large orders, see preorder.ts), and whether it was paid. */
export const OrderDepositSchema = z.object({
  percent: z.number().int().min(1).max(100),
  /** Whole rupiah, typed by the guest into the restaurant's static QRIS. */
  amount: z.number().int().min(0),
  /** The total less the deposit: paid on collection or delivery. */
  rest: z.number().int().min(0),
  /** When it is due, "YYYY-MM-DD HH:mm" on the restaurant's clock. */
  due: z.string().refine(isOrderTime),
  state: DepositStateSchema,
  /** Who marked it paid or refunded, and when (ISO); null while unpaid. */
  changed_by: z.string().nullable(),
  changed_at: z.string().nullable(),
});
export type OrderDeposit = z.infer<typeof OrderDepositSchema>;

/** The bill as the server worked it out, with the percentages it used. */
export const OrderBillSchema = z.object({
  subtotal: z.number().int(),
  service: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  /** Lines left out of the total for want of a price. */
  unpriced: z.number().int().min(0),
  service_percent: z.number(),
  tax_percent: z.number(),
  prices_include_tax: z.boolean(),
});
export type OrderBill = z.infer<typeof OrderBillSchema>;

/** A status as it was before the last change: what Undo returns to. */
export const PreviousOrderStatusSchema = z.object({
  status: OrderStatusSchema,
  ready_at: z.string().nullable(),
  reason: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});

export const ORDER_REASON_MAX = 200;

/** An order as it is stored and as staff see it. */
export const OrderSchema = z.object({
  code: z.string().regex(ORDER_CODE_PATTERN),
  status: OrderStatusSchema,
  mode: OrderModeSchema,
  lines: z.array(OrderLineSchema).min(1).max(ORDER_LINES_MAX),
  bill: OrderBillSchema,
  name: z.string(),
  /** International form without the plus sign (62…). */
  phone: z.string().regex(/^62\d{8,13}$/),
  /** The day the order is for (the chosen time's, else the day it was sent), on the restaurant's clock. */
  date: calendarDate(),
  /** When the guest picks up, is delivered to, or arrives: "YYYY-MM-DD HH:mm"; '' for a guest at a table now. */
  time: z.string(),
  table: z.string(),
  address: z.string(),
  location: z.string(),
  /** What the delivery note said when the order was sent (area, fee), for delivery orders; else ''. */
  delivery_note: z.string().default(''),
  /** When staff said it will be ready, "YYYY-MM-DD HH:mm" on the restaurant's clock; null before accepting. */
  ready_at: z.string().nullable().default(null),
  /** Why it was declined or cancelled (told to the guest); '' otherwise. */
  reason: z.string().max(ORDER_REASON_MAX).default(''),
  /** Sort key: when it was sent (ms). */
  position: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Username of the staff member who last changed it; null while untouched. */
  updated_by: z.string().nullable().default(null),
  /** Counts the changes: a change sent with an older revision is refused (409). */
  revision: z.number().int().min(1).default(1),
  previous: PreviousOrderStatusSchema.nullable().default(null),
  /** The deposit asked (pre-orders and orders from the deposit's total up); null when none is. */
  deposit: OrderDepositSchema.nullable().default(null),
});
export type Order = z.infer<typeof OrderSchema>;

/** POST /api/orders answers 201 with the code the guest quotes and the order as stored. */
export const OrderCreatedSchema = z.object({
  code: z.string().regex(ORDER_CODE_PATTERN),
  order: OrderSchema,
});
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

/**
 * PUT /api/admin/orders/{code}: a change of status by staff, with the revision they were looking at (a
 * stale one gets 409). `ready_at` ("YYYY-MM-DD HH:mm") only when accepting (default: now + the prep time of
 * the ordering settings); `reason` required when declining or cancelling.
 */
export const OrderUpdateSchema = z
  .object({
    status: OrderStatusSchema,
    revision: z.number().int().min(1),
    ready_at: z.string().refine(isOrderTime, 'must be a date and time (YYYY-MM-DD HH:mm)').optional(),
    reason: requiredText(ORDER_REASON_MAX).optional(),
  })
  .superRefine((update, ctx) => {
    if (REASON_STATUSES.includes(update.status) && !update.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'is required to decline or cancel an order',
      });
    if (update.ready_at !== undefined && update.status !== 'accepted')
      ctx.addIssue({ code: 'custom', path: ['ready_at'], message: 'is only for accepting an order' });
  });
export type OrderUpdate = z.infer<typeof OrderUpdateSchema>;

/** POST /api/admin/orders/{code}/undo, with the revision staff saw. */
export const OrderUndoSchema = z.object({ revision: z.number().int().min(1).optional() });

/**
 * PUT /api/admin/orders/{code}/deposit: staff mark the deposit paid after seeing it in their QRIS app,
 * refunded, or unpaid again (a mistake taken back), with the revision they were looking at.
 */
export const OrderDepositUpdateSchema = z.object({
  state: DepositStateSchema,
  revision: z.number().int().min(1),
});
export type OrderDepositUpdate = z.infer<typeof OrderDepositUpdateSchema>;

/** GET /api/admin/orders?date=&status= : one day's orders (today's by default), newest first. */
export const OrderListQuerySchema = z
  .object({
    date: calendarDate('must be a date (yyyy-mm-dd)').optional(),
    status: OrderStatusSchema.optional(),
  })
  .strict();

/** An order sent since the admin last asked: what a toast names. */
export const NewOrderSchema = z.object({
  code: z.string().regex(ORDER_CODE_PATTERN),
  name: z.string(),
  mode: OrderModeSchema,
  total: z.number().int(),
  time: z.string(),
});
export type NewOrder = z.infer<typeof NewOrderSchema>;

/** New orders one answer names at most (newest first). */
export const NEW_ORDERS_MAX = 10;

/**
 * GET /api/admin/orders/new-count[?since=ms]: how many orders are new (not yet accepted or declined), the
 * newest of them, the days they are for (earliest first, each with its count: an order sent after
 * closing is for another day than the one staff look at), and, when `since` is given, those sent after it.
 */
export const NewOrdersCountSchema = z.object({
  new: z.number().int().min(0),
  latest_code: z.string().regex(ORDER_CODE_PATTERN).nullable(),
  now: z.number().int().min(0),
  newest: z.array(NewOrderSchema).max(NEW_ORDERS_MAX),
  days: z
    .array(z.object({ date: calendarDate('must be a date (yyyy-mm-dd)'), new: z.number().int().min(1) }))
    .default([]),
});
export type NewOrdersCount = z.infer<typeof NewOrdersCountSchema>;

/**
 * GET /api/preorders/left (public): for each day guests may pre-order, how many of each pre-order dish
 * with a daily limit are left, `{days: {"2026-12-12": {"nasi-kotak-rendang": 40}}}`.
 */
export const PreorderLeftSchema = z.object({
  days: z.record(z.string(), z.record(z.string(), z.number().int().min(0))),
});
export type PreorderLeft = z.infer<typeof PreorderLeftSchema>;

/** The furthest the kitchen's calendar of pre-orders looks ahead, in days. */
export const CALENDAR_DAYS_MAX = 31;

/** GET /api/admin/orders/calendar?from=&days= : the coming days' pre-orders (from today, 14 days). */
export const PreorderCalendarQuerySchema = z
  .object({
    from: calendarDate('must be a date (yyyy-mm-dd)').optional(),
    days: z.coerce.number().int().min(1).max(CALENDAR_DAYS_MAX).default(14),
  })
  .strict();

/** One day of the kitchen's calendar: what to cook of each pre-order dish, and the orders holding them. */
export const PreorderDaySchema = z.object({
  date: z.string(),
  /** Each pre-order dish of the day's orders still to be made or handed over, most first. */
  dishes: z.array(z.object({ slug: z.string(), name: z.string(), quantity: z.number().int().min(1) })),
  orders: z.array(
    z.object({
      code: z.string().regex(ORDER_CODE_PATTERN),
      name: z.string(),
      time: z.string(),
      status: OrderStatusSchema,
      deposit: DepositStateSchema.nullable(),
    }),
  ),
});
export type PreorderDay = z.infer<typeof PreorderDaySchema>;
export const PreorderCalendarSchema = z.object({ days: z.array(PreorderDaySchema) });
export type PreorderCalendar = z.infer<typeof PreorderCalendarSchema>;

/**
 * One day of the calendar from that day's orders: the pre-order lines of its orders that still count
 * (not declined or cancelled), summed per dish.
 */
export function preorderDay(date: string, orders: readonly Order[]): PreorderDay {
  const held = orders.filter(
    (order) => REVENUE_STATUSES.includes(order.status) && order.lines.some((line) => line.preorder),
  );
  const dishes = new Map<string, { slug: string; name: string; quantity: number }>();
  for (const line of held.flatMap((order) => order.lines.filter((each) => each.preorder))) {
    const dish = dishes.get(line.slug) ?? { slug: line.slug, name: line.name, quantity: 0 };
    dish.quantity += line.quantity;
    dishes.set(line.slug, dish);
  }
  return {
    date,
    dishes: [...dishes.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
    // By time, then in the order they came.
    orders: [...held]
      .sort((a, b) => a.time.localeCompare(b.time) || a.position - b.position)
      .map((order) => ({
        code: order.code,
        name: order.name,
        time: order.time,
        status: order.status,
        deposit: order.deposit?.state ?? null,
      })),
  };
}

/** Orders and revenue (sum of totals) of one group. */
export interface OrderTally {
  count: number;
  revenue: number;
}

/** The figures of a set of orders (a day's, on the Pesanan screen and the dashboard). */
export interface OrderFigures {
  /** Every order, whatever its status; revenue only of {@link REVENUE_STATUSES}. */
  all: OrderTally;
  byMode: Record<OrderMode, OrderTally>;
  byStatus: Record<OrderStatus, OrderTally>;
  /** Deposits staff marked paid (and not refunded): how many, and the rupiah received. */
  depositsPaid: OrderTally;
}

/**
 * Orders and revenue by way and by status. An order counts everywhere; its total counts as revenue (in
 * `all` and `byMode`) only while it is to be paid (not declined or cancelled); `byStatus` gives each
 * status's own total.
 */
export function orderFigures(
  orders: readonly (Pick<Order, 'status' | 'mode' | 'bill'> & Partial<Pick<Order, 'deposit'>>)[],
): OrderFigures {
  const tally = (): OrderTally => ({ count: 0, revenue: 0 });
  const figures: OrderFigures = {
    all: tally(),
    byMode: { dine_in: tally(), pickup: tally(), delivery: tally() },
    byStatus: {
      new: tally(),
      accepted: tally(),
      ready: tally(),
      completed: tally(),
      declined: tally(),
      cancelled: tally(),
    },
    depositsPaid: tally(),
  };
  for (const order of orders) {
    if (order.deposit?.state === 'paid') {
      figures.depositsPaid.count++;
      figures.depositsPaid.revenue += order.deposit.amount;
    }
    const paid = REVENUE_STATUSES.includes(order.status) ? order.bill.total : 0;
    figures.all.count++;
    figures.all.revenue += paid;
    figures.byMode[order.mode].count++;
    figures.byMode[order.mode].revenue += paid;
    figures.byStatus[order.status].count++;
    figures.byStatus[order.status].revenue += order.bill.total;
  }
  return figures;
}

/** Orders one client may send per 10 minutes unless ORDERS_PER_CLIENT says otherwise. */
export const ORDERS_PER_CLIENT_DEFAULT = 5;
