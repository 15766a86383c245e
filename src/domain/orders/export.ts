/**
 * Pesanan → Export: the orders of a date range as a CSV file staff open in a spreadsheet, made as the
 * reservations' export is (domain/reservations/export.ts): UTF-8 with a byte order mark, CRLF lines, RFC
 * 4180 quoting, and every cell a spreadsheet could run as a formula neutralised (guests type their own
 * names, notes and addresses). One row per order.
 */
import { z } from 'zod';
import { type AdminLanguage, AdminLanguageSchema } from '../accounts/admin-user.ts';
import { addDays } from '../content/hours.ts';
import { toCsv } from '../reservations/export.ts';
import { calendarDate } from '../shared/fields.ts';
import { formatIndonesianMobile } from '../shared/phone.ts';
import type { OrderMode } from './bill.ts';
import type { Order, OrderStatus } from './order.ts';

/** The longest range one export covers, in days (a year, both ends included). */
export const ORDER_EXPORT_DAYS_MAX = 366;

/**
 * GET /api/admin/orders/export?from=&to=&lang=: the orders for the days from `from` to `to`, both
 * included (at most {@link ORDER_EXPORT_DAYS_MAX} days), in the language the admin shows (else the
 * account's).
 */
export const OrderExportQuerySchema = z
  .object({
    from: calendarDate('must be a date (yyyy-mm-dd)'),
    to: calendarDate('must be a date (yyyy-mm-dd)'),
    lang: AdminLanguageSchema.optional(),
  })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'must not be before the start date' })
  .refine(({ from, to }) => to < addDays(from, ORDER_EXPORT_DAYS_MAX), {
    path: ['to'],
    message: `must be at most ${ORDER_EXPORT_DAYS_MAX} days after the start date`,
  });
export type OrderExportQuery = z.infer<typeof OrderExportQuerySchema>;

/** Each status as the export names it. */
export const ORDER_STATUS_WORDS: Record<AdminLanguage, Record<OrderStatus, string>> = {
  en: {
    new: 'New',
    accepted: 'Accepted',
    ready: 'Ready',
    completed: 'Completed',
    declined: 'Declined',
    cancelled: 'Cancelled',
  },
  id: {
    new: 'Baru',
    accepted: 'Diterima',
    ready: 'Siap',
    completed: 'Selesai',
    declined: 'Ditolak',
    cancelled: 'Dibatalkan',
  },
};

/** Each way of ordering as the export names it. */
export const ORDER_MODE_WORDS: Record<AdminLanguage, Record<OrderMode, string>> = {
  en: { dine_in: 'Dine-in', pickup: 'Pick-up', delivery: 'Delivery' },
  id: { dine_in: 'Makan di tempat', pickup: 'Bungkus', delivery: 'Diantar' },
};

const COLUMNS = {
  en: [
    'Order',
    'Date',
    'Time',
    'Status',
    'Way',
    'Name',
    'WhatsApp',
    'Items',
    'Subtotal',
    'Service',
    'PB1',
    'Total',
    'Ready at',
    'Reason',
  ],
  id: [
    'Pesanan',
    'Tanggal',
    'Waktu',
    'Status',
    'Cara pesan',
    'Nama',
    'WhatsApp',
    'Menu',
    'Subtotal',
    'Service',
    'PB1',
    'Total',
    'Siap pukul',
    'Alasan',
  ],
} as const satisfies Record<AdminLanguage, readonly string[]>;

/** "2x Rendang Daging (tidak pedas); 1x Es Teh Manis": an order's lines in one cell. */
export const orderItemsText = (order: Pick<Order, 'lines'>) =>
  order.lines.map((line) => `${line.quantity}x ${line.name}${line.note ? ` (${line.note})` : ''}`).join('; ');

/** The time of an order in its row: "12:30" on its day, '' for a guest at a table at once. */
const timeOf = (order: Pick<Order, 'time'>) => order.time.slice(11);

/**
 * The export of `list`, by day and then by when each order was sent, in the admin's language: column
 * names, statuses and ways as the admin labels them; amounts in whole rupiah.
 */
export function ordersCsv(list: readonly Order[], language: AdminLanguage = 'en'): string {
  const sorted = [...list].sort((a, b) => a.date.localeCompare(b.date) || a.position - b.position);
  return toCsv([
    [...COLUMNS[language]],
    ...sorted.map((order) => [
      order.code,
      order.date,
      timeOf(order),
      ORDER_STATUS_WORDS[language][order.status],
      ORDER_MODE_WORDS[language][order.mode],
      order.name,
      formatIndonesianMobile(order.phone),
      orderItemsText(order),
      String(order.bill.subtotal),
      String(order.bill.service),
      String(order.bill.tax),
      String(order.bill.total),
      order.ready_at ?? '',
      order.reason,
    ]),
  ]);
}

/** The download's file name: pesanan-2026-11-01-2026-11-30.csv. */
export const orderExportFileName = ({ from, to }: Pick<OrderExportQuery, 'from' | 'to'>) =>
  `pesanan-${from}-${to}.csv`;
