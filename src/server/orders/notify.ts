/**
 * Tells staff about a new order as they are told about a new booking (notify-service.ts): a push to the
 * devices of the accounts that handle orders, the e-mail (in the language its addresses were saved in)
 * and the webhook (`order.created`) when configured. Runs after the guest's answer; failures are kept
 * with the bookings' for a superadmin to see in Settings → Notifications.
 */
import type { AdminLanguage } from '../../domain/accounts/admin-language.ts';
import { orderAdminPath } from '../../domain/notifications/push.ts';
import { formatRupiah, type OrderMode } from '../../domain/orders/bill.ts';
import type { Order } from '../../domain/orders/order.ts';
import { describeFailure, notifyStaff, withNotifyTimeout } from '../notifications/notify-service.ts';
import { pushNewOrder } from '../notifications/push-service.ts';
import { withStoreBudget } from '../store/blobs.ts';

/** The admin's page of one order on the site's own origin; null when the origin is not known. */
export const orderAdminUrl = (origin: string | null, code: string) =>
  origin === null ? null : `${origin.replace(/\/+$/, '')}${orderAdminPath(code)}`;

const MODE_WORDS: Record<AdminLanguage, Record<OrderMode, string>> = {
  en: { dine_in: 'Dine-in', pickup: 'Pick-up', delivery: 'Delivery' },
  id: { dine_in: 'Makan di tempat', pickup: 'Bungkus (ambil sendiri)', delivery: 'Diantar' },
};

const WORDS = {
  en: {
    order: 'Order',
    name: 'Name',
    phone: 'WhatsApp',
    way: 'Way',
    when: 'Time',
    now: 'now, at a table',
    table: 'Table',
    address: 'Address',
    location: 'Location',
    note: 'note',
    unpriced: 'price on request',
    subtotal: 'Subtotal',
    service: 'Service',
    tax: 'PB1',
    total: 'Total',
    open: 'Accept or decline it in the admin',
    openWithout: 'Accept or decline it in the admin, under Orders.',
    subject: 'New order',
  },
  id: {
    order: 'Pesanan',
    name: 'Nama',
    phone: 'WhatsApp',
    way: 'Cara pesan',
    when: 'Waktu',
    now: 'sekarang, di meja',
    table: 'Meja',
    address: 'Alamat',
    location: 'Lokasi',
    note: 'catatan',
    unpriced: 'harga ditanyakan',
    subtotal: 'Subtotal',
    service: 'Service',
    tax: 'PB1',
    total: 'Total',
    open: 'Terima atau tolak di admin',
    openWithout: 'Terima atau tolak di admin, pada halaman Pesanan.',
    subject: 'Pesanan baru',
  },
} as const satisfies Record<AdminLanguage, Record<string, string>>;

/** The order's lines as the e-mail (in `language`) and the webhook's `text` (English) say them. */
export function describeOrder(order: Order, adminUrl: string | null, language: AdminLanguage = 'en'): string {
  const w = WORDS[language];
  const out = [
    `${w.order}: ${order.code}`,
    `${w.name}: ${order.name}`,
    `${w.phone}: +${order.phone}`,
    `${w.way}: ${MODE_WORDS[language][order.mode]}`,
    `${w.when}: ${order.time || w.now}`,
  ];
  if (order.table) out.push(`${w.table}: ${order.table}`);
  if (order.address) out.push(`${w.address}: ${order.address}`);
  if (order.location) out.push(`${w.location}: ${order.location}`);
  out.push('');
  for (const line of order.lines) {
    const amount = line.amount === null ? w.unpriced : formatRupiah(line.amount);
    out.push(`${line.quantity} x ${line.name} = ${amount}`);
    if (line.note) out.push(`   ${w.note}: ${line.note}`);
  }
  out.push('');
  const { bill } = order;
  if (bill.service > 0 || bill.tax > 0) out.push(`${w.subtotal}: ${formatRupiah(bill.subtotal)}`);
  if (bill.service > 0) out.push(`${w.service} ${bill.service_percent}%: ${formatRupiah(bill.service)}`);
  if (bill.tax > 0) out.push(`${w.tax} ${bill.tax_percent}%: ${formatRupiah(bill.tax)}`);
  out.push(`${w.total}: ${formatRupiah(bill.total)}`);
  out.push('');
  out.push(adminUrl ? `${w.open}: ${adminUrl}` : w.openWithout);
  return out.join('\n');
}

export const orderEmailSubject = (order: Order, language: AdminLanguage = 'en') =>
  `${WORDS[language].subject} ${order.code}: ${order.name}, ${MODE_WORDS[language][order.mode]}, ${formatRupiah(order.bill.total)}`;

/** The webhook's body: the order as staff need it, and the same lines as the e-mail in `text`. */
export function orderWebhookBody(order: Order, adminUrl: string | null): Record<string, unknown> {
  return {
    event: 'order.created',
    code: order.code,
    name: order.name,
    phone: order.phone,
    mode: order.mode,
    date: order.date,
    time: order.time,
    table: order.table,
    address: order.address,
    location: order.location,
    lines: order.lines.map(({ slug, name, quantity, unit_price, amount, note }) => ({
      slug,
      name,
      quantity,
      unit_price,
      amount,
      note,
    })),
    subtotal: order.bill.subtotal,
    service: order.bill.service,
    tax: order.bill.tax,
    total: order.bill.total,
    created_at: order.created_at,
    admin_url: adminUrl,
    text: `New order\n${describeOrder(order, adminUrl)}`,
  };
}

/** Tells staff of a new order on every channel; never rejects. */
export function notifyNewOrder(order: Order, adminUrl: string | null): Promise<void> {
  return notifyStaff(order.code, {
    email: (language) => ({
      subject: orderEmailSubject(order, language),
      text: describeOrder(order, adminUrl, language),
    }),
    webhook: () => orderWebhookBody(order, adminUrl),
    push: async () => {
      const origin = adminUrl ? new URL(adminUrl).origin : null;
      const failed = await withNotifyTimeout((signal) =>
        withStoreBudget(() => pushNewOrder(order, origin, signal)),
      );
      if (failed.length > 0)
        throw new Error(failed.map(({ device, error }) => `${device}: ${describeFailure(error)}`).join('; '));
    },
  });
}
