/**
 * What the basket's dialog (./basket-dialog.ts) says, in each language of the site: the Indonesian words
 * as the site has always said them, the English ones for the pages under /en/. Dish names, the guest's
 * notes and the restaurant's own texts (its delivery note, a pre-order's unit) are never translated.
 */
import type { SiteLanguage } from '../../domain/content/site-language.ts';
import type { OrderMode } from '../../domain/orders/bill.ts';
import {
  ORDER_NEXT,
  ORDER_NEXT_EN,
  ORDER_NOT_RECORDED,
  ORDER_NOT_RECORDED_EN,
  ORDER_REFUSALS_EN,
} from '../../domain/orders/order-messages.ts';
import type { Problem } from './basket-model.ts';

interface DialogWords {
  /** Why a line is not ordered. */
  problems: Record<Exclude<Problem, null>, string>;
  /** The label of the time asked for. */
  timeLabels: Record<OrderMode, string>;
  title: (count: number) => string;
  close: string;
  empty: string;
  notePlaceholder: string;
  noteFor: (dish: string) => string;
  unpriced: string;
  uncountable: string;
  remove: (dish: string) => string;
  modes: string;
  table: string;
  chooseDate: string;
  noDates: string;
  daySoldOut: string;
  dayLeft: (count: number) => string;
  chooseHour: string;
  chooseDateFirst: string;
  preorderDate: string;
  preorderDateHint: string;
  chooseTime: string;
  noTimes: string;
  address: string;
  location: string;
  withoutDelivery: string;
  tax: string;
  totalTooLarge: string;
  send: string;
  sending: string;
  sendAnyway: string;
  notRecorded: string;
  /** The send button once an order was not recorded: it tries to record it again. */
  retry: string;
  name: string;
  phone: string;
  phoneHint: string;
  clear: string;
  keep: string;
  openWhatsApp: string;
  openWhatsAppAgain: string;
  code: (code: string) => string;
  opened: string;
  tapToOpen: string;
  next: string;
  sentAlready: string;
  /** A line of the order sent, as it was sent. */
  sentQuantity: (quantity: number) => string;
  sentNote: (note: string) => string;
  depositHint: string;
  unpricedHint: string;
  apps: string;
  orderOn: (app: string) => string;
  qrisTitle: string;
  qrisAmount: (amount: string) => string;
  qrisNote: (code: string) => string;
  qrisDue: (when: string) => string;
  qrisSave: string;
  openingWhatsApp: string;
  closed: string;
  /** "Restoran sedang tutup. Buka lagi hari ini pukul 17:00 WIB." `day` is null for today. */
  closedUntil: (day: string | null, time: string) => string;
}

export const DIALOG_WORDS: Record<SiteLanguage, DialogWords> = {
  id: {
    problems: {
      habis: 'Habis: tidak ikut dipesan',
      removed: 'Sudah tidak ada di menu: tidak ikut dipesan',
      renamed: 'Nama menu berubah: tidak ikut dipesan, silakan tambahkan lagi',
    },
    timeLabels: { dine_in: 'Jam datang', pickup: 'Waktu ambil', delivery: 'Waktu antar' },
    title: (count) => `Pesanan (${count})`,
    close: 'Tutup pesanan',
    empty: 'Belum ada menu di pesanan.',
    notePlaceholder: 'mis. kuah dipisah',
    noteFor: (dish) => `Catatan untuk ${dish}`,
    unpriced: 'harga ditanyakan',
    uncountable: 'tidak bisa dihitung',
    remove: (dish) => `Hapus ${dish}`,
    modes: 'Cara pesan',
    table: 'Nomor meja (opsional)',
    chooseDate: 'Pilih tanggal',
    noDates: 'Tidak ada tanggal tersedia',
    daySoldOut: '(habis)',
    dayLeft: (count) => `(sisa ${count})`,
    chooseHour: 'Pilih jam',
    chooseDateFirst: 'Pilih tanggal dulu',
    preorderDate: 'Tanggal pre-order',
    preorderDateHint: 'Hanya hari yang masih bisa disiapkan dapur.',
    chooseTime: 'Pilih waktu',
    noTimes: 'Tidak ada waktu tersedia',
    address: 'Alamat pengantaran',
    location: 'Tautan lokasi (opsional)',
    withoutDelivery: '(belum termasuk ongkir)',
    tax: 'PB1',
    totalTooLarge: 'Total tidak bisa dihitung: jumlahnya terlalu besar. Kurangi jumlah pesanan.',
    send: 'Kirim pesanan via WhatsApp',
    sending: 'Mengirim pesanan…',
    sendAnyway: 'Kirim lewat WhatsApp',
    notRecorded: ORDER_NOT_RECORDED,
    retry: 'Coba lagi',
    name: 'Nama',
    phone: 'Nomor WhatsApp',
    phoneHint: 'Untuk konfirmasi pesanan.',
    clear: 'Kosongkan pesanan',
    keep: 'Simpan dulu',
    openWhatsApp: 'Buka WhatsApp',
    openWhatsAppAgain: 'Buka WhatsApp lagi',
    code: (code) => `Kode pesanan: ${code}`,
    opened: 'Pesanan dibuka di WhatsApp: kirim pesannya. ',
    tapToOpen: 'Ketuk Buka WhatsApp, lalu kirim pesannya. ',
    next: `${ORDER_NEXT}.`,
    sentAlready: 'Sudah terkirim? Kosongkan keranjang ini.',
    sentQuantity: (quantity) => `Jumlah: ${quantity}`,
    sentNote: (note) => `Catatan: ${note}`,
    depositHint: 'DP dibayar lewat QRIS restoran setelah pesanan terkirim.',
    unpricedHint: 'Menu dengan harga ditanyakan belum masuk total.',
    apps: 'Atau pesan lewat aplikasi (harga di aplikasi bisa berbeda):',
    orderOn: (app) => `Pesan lewat ${app}`,
    qrisTitle: 'Bayar DP lewat QRIS',
    qrisAmount: (amount) => `Masukkan tepat ${amount}`,
    qrisNote: (code) => `Tulis ${code} di catatan pembayaran, lalu kirim bukti bayarnya lewat WhatsApp.`,
    qrisDue: (when) => `Paling lambat ${when}.`,
    qrisSave: 'Simpan QRIS',
    openingWhatsApp: 'Membuka WhatsApp…',
    closed: 'Restoran sedang tutup.',
    closedUntil: (day, time) => `Restoran sedang tutup. Buka lagi ${day ?? 'hari ini'} pukul ${time}.`,
  },
  en: {
    problems: {
      habis: 'Sold out: not included in the order',
      removed: 'No longer on the menu: not included in the order',
      renamed: 'The dish was renamed: not included, please add it again',
    },
    timeLabels: { dine_in: 'Arrival time', pickup: 'Pick-up time', delivery: 'Delivery time' },
    title: (count) => `Your order (${count})`,
    close: 'Close',
    empty: 'Your order is empty.',
    notePlaceholder: 'e.g. sauce on the side',
    noteFor: (dish) => `Note for ${dish}`,
    unpriced: 'price on request',
    uncountable: 'cannot be worked out',
    remove: (dish) => `Remove ${dish}`,
    modes: 'How to order',
    table: 'Table number (optional)',
    chooseDate: 'Choose a date',
    noDates: 'No dates available',
    daySoldOut: '(sold out)',
    dayLeft: (count) => `(${count} left)`,
    chooseHour: 'Choose a time',
    chooseDateFirst: 'Choose a date first',
    preorderDate: 'Pre-order date',
    preorderDateHint: 'Only days the kitchen can still prepare for.',
    chooseTime: 'Choose a time',
    noTimes: 'No times available',
    address: 'Delivery address',
    location: 'Location link (optional)',
    withoutDelivery: '(delivery fee not included)',
    tax: 'PB1 (restaurant tax)',
    totalTooLarge: ORDER_REFUSALS_EN.totalTooLarge,
    send: 'Send order via WhatsApp',
    sending: 'Sending your order…',
    sendAnyway: 'Send via WhatsApp',
    notRecorded: ORDER_NOT_RECORDED_EN,
    retry: 'Try again',
    name: 'Name',
    phone: 'WhatsApp number',
    phoneHint: 'So we can confirm your order.',
    clear: 'Clear order',
    keep: 'Keep for now',
    openWhatsApp: 'Open WhatsApp',
    openWhatsAppAgain: 'Open WhatsApp again',
    code: (code) => `Order code: ${code}`,
    opened: 'Your order is open in WhatsApp: send the message. ',
    tapToOpen: 'Tap Open WhatsApp, then send the message. ',
    next: `${ORDER_NEXT_EN}.`,
    sentAlready: 'Sent it? Clear this order.',
    sentQuantity: (quantity) => `Quantity: ${quantity}`,
    sentNote: (note) => `Note: ${note}`,
    depositHint: "The deposit is paid with the restaurant's QRIS once the order is sent.",
    unpricedHint: 'Dishes with price on request are not in the total.',
    apps: 'Or order through an app (prices there may differ):',
    orderOn: (app) => `Order on ${app}`,
    qrisTitle: 'Pay the deposit by QRIS',
    qrisAmount: (amount) => `Enter exactly ${amount}`,
    qrisNote: (code) => `Write ${code} in the payment note, then send the proof of payment on WhatsApp.`,
    qrisDue: (when) => `By ${when} at the latest.`,
    qrisSave: 'Save QRIS',
    openingWhatsApp: 'Opening WhatsApp…',
    closed: 'The restaurant is closed now.',
    closedUntil: (day, time) =>
      `The restaurant is closed now. It opens again ${day ? `on ${day}` : 'today'} at ${time}.`,
  },
};
