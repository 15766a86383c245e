/**
 * The WhatsApp message staff send a guest about their order, in Indonesian, worded for where the order
 * stands and how it reaches the guest (picked up, delivered, served at the table), with the order's code
 * so both sides speak of the same one; and the other pure rules of the order desk (the map link, the
 * default ready time). Pure, so they can be checked word for word.
 */

import { dayText } from '../../../domain/orders/basket-rules.ts';
import { formatRupiah } from '../../../domain/orders/bill.ts';
import type { Order } from '../../../domain/orders/order.ts';
import { formatLongDate } from '../../../domain/reservations/booking-summary.ts';
import { whatsappLink } from '../../../domain/shared/whatsapp.ts';
import { adminNow } from '../../i18n/format.ts';
import { GENERIC_RESTAURANT } from '../reservations/guest-message.ts';

type MessageFields = Pick<
  Order,
  'code' | 'name' | 'status' | 'mode' | 'date' | 'table' | 'ready_at' | 'reason' | 'bill' | 'created_at'
> &
  Partial<Pick<Order, 'deposit'>>;

/** "Sab 12 Des 14:00" of "YYYY-MM-DD HH:mm". */
const whenText = (at: string) => `${dayText(at.slice(0, 10))} ${at.slice(11)}`;

/**
 * What a guest who still owes the deposit is asked, for the restaurant's own QRIS: the exact amount, by
 * when, the code for the payment's note, and the proof back in this chat. Empty when nothing is owed.
 */
export function depositRequest(order: Pick<Order, 'code'> & { deposit?: Order['deposit'] }): string {
  const { deposit } = order;
  if (deposit?.state !== 'unpaid') return '';
  return (
    ` Mohon bayar DP ${formatRupiah(deposit.amount)} paling lambat ${whenText(deposit.due)} lewat QRIS kami,` +
    ` dengan kode ${order.code} di catatan pembayaran, lalu kirim bukti bayarnya di sini.`
  );
}

/**
 * "pukul 12:45", or "Minggu, 29 November 2026 pukul 10:00" when it is not the day the order was sent (on
 * the restaurant's clock: an order sent after closing for the next morning) or not the order's own day.
 */
function readyWhen(readyAt: string | null, order: Pick<Order, 'date' | 'created_at'>): string | null {
  if (!readyAt) return null;
  const [date = '', time = ''] = readyAt.split(' ');
  const sentOn = adminNow(new Date(order.created_at)).date;
  return date === order.date && date === sentOn ? `pukul ${time}` : `${formatLongDate(date)} pukul ${time}`;
}

/** A sentence ends once, whether the reason staff typed ends with a full stop or not. */
const sentence = (text: string) => text.trim().replace(/[.!?]+$/, '');

/** The message for the guest; `restaurant` is the restaurant's name (its info's, not the brand text). */
export function orderGuestMessage(order: MessageFields, restaurant = GENERIC_RESTAURANT): string {
  const { code, name, mode } = order;
  const hello = `Halo ${name}, `;
  switch (order.status) {
    case 'new':
      return `${hello}pesanan ${code} sudah kami terima di ${restaurant} dan segera kami konfirmasi.${depositRequest(order)}`;
    case 'accepted': {
      const when = readyWhen(order.ready_at, order);
      const ready =
        mode === 'delivery'
          ? `dan diantar sekitar ${when ?? 'secepatnya'}`
          : mode === 'dine_in'
            ? `dan siap disajikan ${when ?? 'secepatnya'}`
            : `dan siap diambil ${when ?? 'secepatnya'}`;
      return `${hello}pesanan ${code} sudah kami terima ${ready}. Total: ${formatRupiah(order.bill.total)}.${depositRequest(order)} Terima kasih!`;
    }
    case 'ready':
      if (mode === 'delivery')
        return `${hello}pesanan ${code} sedang dalam perjalanan ke alamat Anda. Terima kasih!`;
      if (mode === 'dine_in')
        return `${hello}pesanan ${code} sudah siap dan segera kami antar ${order.table ? `ke meja ${order.table}` : 'ke meja Anda'}. Selamat menikmati!`;
      return `${hello}pesanan ${code} sudah siap diambil di ${restaurant}. Terima kasih!`;
    case 'completed':
      return `${hello}terima kasih telah memesan di ${restaurant} (pesanan ${code}). Sampai jumpa lagi!`;
    case 'declined':
      return `${hello}mohon maaf, pesanan ${code} belum dapat kami terima: ${sentence(order.reason)}. Silakan hubungi kami bila ingin memesan yang lain.`;
    case 'cancelled':
      return `${hello}mohon maaf, pesanan ${code} dibatalkan: ${sentence(order.reason)}. Silakan hubungi kami bila ingin memesan kembali.`;
  }
}

/**
 * The reminder the day before a pre-order (as bookings have theirs): the day and time, what was ordered,
 * and the deposit when it is still owed.
 */
export function orderReminderMessage(
  order: MessageFields & Pick<Order, 'time' | 'lines'>,
  restaurant = GENERIC_RESTAURANT,
): string {
  const what = order.lines.map((line) => `${line.quantity}× ${line.name}`).join(', ');
  const when = order.time
    ? `${formatLongDate(order.date)} pukul ${order.time.slice(11)}`
    : formatLongDate(order.date);
  return (
    `Halo ${order.name}, kami mengingatkan pesanan ${order.code} di ${restaurant} untuk besok, ${when}: ${what}.` +
    `${depositRequest(order)} Sampai jumpa!`
  );
}

/** A wa.me link to the guest's number with that message prefilled. */
export function orderGuestWhatsAppLink(
  order: MessageFields & Pick<Order, 'phone'>,
  restaurant?: string,
): string {
  return whatsappLink(order.phone, orderGuestMessage(order, restaurant));
}

/** Where the order goes on a map: the location the guest shared, else a search of the address; else null. */
export function orderMapLink(order: Pick<Order, 'location' | 'address'>): string | null {
  if (order.location) return order.location;
  const address = order.address.trim();
  return address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null;
}

/** "YYYY-MM-DD HH:mm" `minutes` after a date and time (whole days roll over). */
function later({ date, time }: { date: string; time: string }, minutes: number): string {
  const at = new Date(`${date}T${time}:00Z`);
  at.setUTCMinutes(at.getUTCMinutes() + minutes);
  return at.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * When an order accepted now will be ready, as the Accept dialog proposes it: now plus the kitchen's
 * preparation time, or the time the guest chose (`time`, "YYYY-MM-DD HH:mm") when that is later.
 */
export function defaultReadyAt(now: { date: string; time: string }, prepMinutes: number, time = ''): string {
  const soonest = later(now, prepMinutes);
  return time > soonest ? time : soonest;
}
