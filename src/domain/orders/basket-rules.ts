// The rules of an order from the site's basket: prices, the bill, times, the WhatsApp message. Free of the
// schema library: the basket script imports it (src/client/orders/basket.ts). The settings' schema is in
// ordering-settings.ts.

import {
  addDays,
  type DayHours,
  hoursOn,
  minutesOf,
  type OpeningHours,
  type RestaurantTimeZone,
  rangeMinutes,
  zoneName,
} from '../content/hours.ts';
import type { SiteLanguage } from '../content/site-language.ts';
import {
  charges,
  formatPercent,
  formatRupiah,
  type OrderMode,
  type OrderTotals,
  type PriceSettings,
} from './bill.ts';
import { ORDER_NOT_RECORDED_IN_MESSAGE, ORDER_NOT_RECORDED_IN_MESSAGE_EN } from './order-messages.ts';

export * from './bill.ts';

/** Each way of ordering as the basket names it (SPEC wording, Indonesian). */
export const ORDER_MODE_LABELS: Record<OrderMode, string> = {
  dine_in: 'Makan di tempat',
  pickup: 'Bungkus (ambil sendiri)',
  delivery: 'Diantar',
};

/** Each way of ordering as the basket and its message name it, in each language of the site. */
export const ORDER_MODE_WORDS = {
  id: ORDER_MODE_LABELS,
  en: { dine_in: 'Dine in', pickup: 'Pick-up', delivery: 'Delivery' },
} satisfies Record<SiteLanguage, Record<OrderMode, string>>;

/** Letters and digits that cannot be misread for one another on a phone (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * What a field a guest types into says about its limit (`max` characters), so nothing is cut silently:
 * nothing while far from it, "Sisa 5 karakter" in its last quarter, and that the limit is reached.
 */
export function charactersLeft(length: number, max: number, language: SiteLanguage = 'id'): string {
  const left = max - length;
  const english = language === 'en';
  if (left <= 0) return english ? `Limit of ${max} characters reached` : `Batas ${max} karakter tercapai`;
  if (left > Math.max(2, Math.floor(max / 4))) return '';
  if (english) return `${left} ${left === 1 ? 'character' : 'characters'} left`;
  return `Sisa ${left} karakter`;
}

/** What the basket and the server say while a delivery order is below the restaurant's minimum. */
export const minimumOrderText = (minimum: number, language: SiteLanguage = 'id') =>
  language === 'en'
    ? `The minimum order for delivery is ${formatRupiah(minimum)}.`
    : `Minimal pesanan untuk diantar ${formatRupiah(minimum)}.`;

/** A short order code staff and guest can refer to, "PSN-7K2QX9", from six random values. */
export function orderCode(random: Uint8Array = crypto.getRandomValues(new Uint8Array(6))): string {
  const chars = [...random.slice(0, 6)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]);
  return `PSN-${chars.join('')}`;
}

/** Orders are ready every quarter of an hour. */
export const ORDER_STEP_MINUTES = 15;
/** The kitchen needs this long for an order before it can be picked up or sent. */
export const ORDER_LEAD_MINUTES = 30;

/** A time an order can be picked up or delivered, on the restaurant's clock. */
export interface OrderTime {
  /** yyyy-mm-dd of the calendar day the time falls on. */
  date: string;
  /** HH:mm */
  time: string;
}

const DAY = 24 * 60;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The minutes (from the day's midnight, past 24:00 for a late night) in which a day takes orders. */
function orderWindows(day: DayHours): Array<{ first: number; last: number }> {
  if (day.closed) return [];
  return day.ranges
    .map(rangeMinutes)
    .map(({ opens, closes }) => ({ first: opens + ORDER_STEP_MINUTES, last: closes - ORDER_STEP_MINUTES }))
    .filter((window) => window.last >= window.first);
}

/**
 * The order times of `days` calendar days from `start` (a yyyy-mm-dd on the restaurant's clock): every
 * quarter hour within the opening hours (from a quarter after opening to a quarter before closing; a late
 * night runs into the next calendar day, and the night before `start` into it), none before `earliest`
 * minutes after `start`'s midnight (beyond 24:00 for a later day). Special days replace their weekday.
 * What the basket's times and a pre-order's dates both read.
 */
export function timesWithin(hours: OpeningHours, start: string, days: number, earliest: number): OrderTime[] {
  const times: OrderTime[] = [];
  const dates = Array.from({ length: days + 1 }, (_, offset) => addDays(start, offset));
  // The night before `start` may still run after midnight.
  for (let offset = -1; offset < days; offset++) {
    for (const window of orderWindows(hoursOn(hours, addDays(start, offset)))) {
      const first = Math.ceil(window.first / ORDER_STEP_MINUTES) * ORDER_STEP_MINUTES;
      for (let m = first; m <= window.last; m += ORDER_STEP_MINUTES) {
        // Minutes from `start`'s midnight.
        const at = offset * DAY + m;
        if (at < 0 || at < earliest || at >= days * DAY) continue;
        times.push({ date: dates[Math.floor(at / DAY)] ?? '', time: clock(at % DAY) });
      }
    }
  }
  // Ranges of a day do not overlap, but a late night may reach into the next day's first range.
  const unique = new Map(times.map((at) => [`${at.date} ${at.time}`, at]));
  // "yyyy-mm-dd HH:mm" keys of one shape: their order as strings is their order in time.
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, at]) => at);
}

/** Listings of {@link timesWithin} as "yyyy-mm-dd HH:mm" keys, by opening hours, for the last few asked. */
const offeredKeys = new WeakMap<OpeningHours, Map<string, ReadonlySet<string>>>();
const OFFERED_KEPT = 16;

/**
 * Whether `wanted` ("yyyy-mm-dd HH:mm") is one of {@link timesWithin}'s times. The server checks each order's
 * time so: the orders of one minute (one `earliest`) under the same opening hours share one listing.
 */
export function timeOffered(
  hours: OpeningHours,
  start: string,
  days: number,
  earliest: number,
  wanted: string,
): boolean {
  let listings = offeredKeys.get(hours);
  if (!listings) {
    listings = new Map();
    offeredKeys.set(hours, listings);
  }
  const id = `${start}|${days}|${earliest}`;
  let keys = listings.get(id);
  if (!keys) {
    keys = new Set(timesWithin(hours, start, days, earliest).map((at) => `${at.date} ${at.time}`));
    listings.set(id, keys);
    for (const oldest of listings.keys()) {
      if (listings.size <= OFFERED_KEPT) break;
      listings.delete(oldest);
    }
  }
  return keys.has(wanted);
}

/**
 * The times an order placed `now` (the restaurant's date and HH:mm) can be picked up or delivered: today's
 * and tomorrow's, every quarter hour within the opening hours (see {@link timesWithin}), no sooner than the
 * kitchen's lead time. Empty when the restaurant takes no order in those two days.
 */
export function orderTimes(hours: OpeningHours, now: { date: string; time: string }): OrderTime[] {
  return timesWithin(hours, now.date, 2, minutesOf(now.time) + ORDER_LEAD_MINUTES);
}

/** Whether `wanted` ("yyyy-mm-dd HH:mm") is one of {@link orderTimes}. */
export const orderTimeOffered = (hours: OpeningHours, now: { date: string; time: string }, wanted: string) =>
  timeOffered(hours, now.date, 2, minutesOf(now.time) + ORDER_LEAD_MINUTES, wanted);

/**
 * Whether the restaurant is open at `now` (its date and HH:mm): within a range of today, or of the night
 * before when that runs past midnight.
 */
export function isOpenAt(hours: OpeningHours, now: { date: string; time: string }): boolean {
  const minutes = minutesOf(now.time);
  const within = (day: DayHours, at: number) =>
    !day.closed && day.ranges.map(rangeMinutes).some((range) => at >= range.opens && at < range.closes);
  return (
    within(hoursOn(hours, now.date), minutes) || within(hoursOn(hours, addDays(now.date, -1)), minutes + DAY)
  );
}

/** The next time the restaurant opens after `now`, within a week; null when it stays closed. */
export function nextOpening(hours: OpeningHours, now: { date: string; time: string }): OrderTime | null {
  const minutes = minutesOf(now.time);
  for (let offset = 0; offset <= 7; offset++) {
    const date = addDays(now.date, offset);
    const day = hoursOn(hours, date);
    if (day.closed) continue;
    const opens = day.ranges
      .map((range) => minutesOf(range.opens))
      .filter((at) => offset > 0 || at > minutes)
      .sort((a, b) => a - b)[0];
    if (opens !== undefined) return { date, time: clock(opens) };
  }
  return null;
}

/**
 * Whether the basket asks when: always for pick-up and delivery; for dine-in only while the restaurant is
 * not open (the guest is not sitting there now, so the kitchen needs to know when they come).
 */
export const orderTimeNeeded = (mode: OrderMode, openNow: boolean): boolean => mode !== 'dine_in' || !openNow;

const dayFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** Day, date and month in each language (English as "Fri 27 Nov", in the Indonesian order). */
const DAY_FORMATS: Record<SiteLanguage, Intl.DateTimeFormat> = {
  id: dayFormat('id-ID'),
  en: dayFormat('en-US'),
};

/** "Jum 27 Nov" ("Fri 27 Nov" in English): a restaurant date as guests read it. */
export function dayText(date: string, language: SiteLanguage = 'id'): string {
  const parts = DAY_FORMATS[language].formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/**
 * A time at the restaurant as guests read it, with the restaurant's zone, since a phone may be on another:
 * "Hari ini, 12:30 WIB" when `today` is its date, else "Kam 14 Mar, 22:30 WITA" (always so in a message,
 * which is read later).
 */
export function orderWhen(
  at: OrderTime,
  zone: RestaurantTimeZone,
  today?: string,
  language: SiteLanguage = 'id',
): string {
  const day = at.date === today ? MESSAGE_WORDS[language].today : dayText(at.date, language);
  return `${day}, ${at.time} ${zoneName(zone)}`;
}

/** One dish of an order as the WhatsApp message says it. */
export interface OrderMessageLine {
  name: string;
  quantity: number;
  /** quantity × price, or null without a readable price. */
  amount: number | null;
  note: string;
}

/** Everything the WhatsApp message of an order says. */
export interface OrderMessage {
  restaurant: string;
  /**
   * The code the server recorded the order under ("PSN-7K2QX9"); null when it could not be recorded (the
   * message then says so, and carries no code: staff enter it themselves).
   */
  code: string | null;
  lines: OrderMessageLine[];
  totals: Pick<OrderTotals, 'subtotal' | 'service' | 'tax' | 'total' | 'unpriced'>;
  settings: PriceSettings;
  mode: OrderMode;
  /**
   * When, as guests read it ("Sab 28 Nov, 12:30 WIB", in the message's language): the pick-up or delivery time, or when a dine-in guest
   * comes while the restaurant is closed; empty for a guest at a table now.
   */
  when: string;
  name: string;
  table?: string;
  address?: string;
  location?: string;
  /** The restaurant's delivery note (area, fee): repeated in a delivery order, so both sides have it. */
  deliveryNote?: string;
  /**
   * The deposit asked (a pre-order, a large order), as the bill says it (in the message's language): "DP
   * 50%: Rp 1.250.000, dibayar paling lambat …" and "Sisa pembayaran: …"; the message then promises the
   * proof of payment.
   */
  deposit?: string[];
}

const FEE_WORDS = 'ongkir|ongkos kirim|biaya (?:antar|kirim|pengantaran)|delivery fee';
/** Free delivery, said either way round: "gratis ongkir", "ongkir gratis". */
const FREE_DELIVERY = new RegExp(
  `\\b(?:gratis|free|bebas)\\s+(?:${FEE_WORDS})|(?:${FEE_WORDS})\\s+(?:gratis|free)\\b`,
  'g',
);
/** The minimum order free delivery needs ("min. belanja Rp 100.000", "minimal Rp150rb"): no fee. */
const MINIMUM_ORDER =
  /\bmin(?:imal|imum|\.)?\s*(?:belanja|pesanan|order|pembelian)?\s*rp\.?\s?[\d.,]+\s?(?:rb|ribu|k)?/g;

/**
 * Whether the restaurant's delivery note names a fee ("ongkir Rp 10.000", "ongkir sesuai jarak", "2rb/km"):
 * then the total of a delivery order says it excludes delivery. A note that only promises free delivery
 * ("Gratis ongkir se-Kota Padang", "Ongkir gratis", with the minimum order it needs) or names the area
 * names none.
 */
export function namesDeliveryFee(note: string): boolean {
  const text = note.toLowerCase().replace(FREE_DELIVERY, '').replace(MINIMUM_ORDER, '');
  const amount = /\brp\.?\s?\d|\d\s?(rb|ribu|k)\b/.test(text);
  return amount || new RegExp(FEE_WORDS).test(text);
}

/**
 * The longest order message sent through a wa.me link, in characters: well within the 4,096 characters
 * of a WhatsApp message, and percent-encoded (about three bytes a character for spaces and signs) a link
 * that browsers, WhatsApp's redirect and Android's intents all pass on whole.
 */
export const ORDER_MESSAGE_MAX = 2000;
/** What stands for a note left out of a long message: the guest sends it in the chat. */
const NOTE_IN_CHAT = '(menyusul lewat chat)';

/** The message's last line: what happens next, in the guest's words (the dialog says ORDER_MESSAGES.next). */
export const ORDER_NEXT_IN_MESSAGE = 'Mohon konfirmasinya lewat WhatsApp.';
export const ORDER_NEXT_IN_MESSAGE_EN = 'Please confirm on WhatsApp.';

/** What a guest who owes a deposit promises in the message. */
export const DEPOSIT_PROOF_IN_MESSAGE = 'Bukti bayar DP lewat QRIS saya kirim di chat ini.';
export const DEPOSIT_PROOF_IN_MESSAGE_EN = 'I will send the proof of my QRIS deposit payment in this chat.';

/**
 * The words of the WhatsApp message, in the language of the page it is sent from: the guest sends it, so it
 * is in their words; the dishes keep their Indonesian names (the kitchen knows them) and notes stay as typed.
 */
const MESSAGE_WORDS = {
  id: {
    hello: (restaurant: string) => `Halo ${restaurant}, saya mau pesan`,
    notRecorded: ORDER_NOT_RECORDED_IN_MESSAGE,
    unpriced: 'harga ditanyakan',
    note: 'Catatan',
    noteInChat: NOTE_IN_CHAT,
    pricesInclude: 'harga sudah termasuk pajak dan service',
    withoutDelivery: 'belum termasuk ongkir',
    tax: 'PB1',
    unpricedTotal: (count: number) => `(${count} menu harga ditanyakan, belum masuk total)`,
    depositProof: DEPOSIT_PROOF_IN_MESSAGE,
    how: 'Cara pesan',
    name: 'Nama',
    table: 'Nomor meja',
    address: 'Alamat',
    location: 'Lokasi',
    deliveryNote: 'Catatan pengantaran',
    notesInChat: '(Catatan per menu menyusul lewat chat)',
    code: 'Kode pesanan',
    next: ORDER_NEXT_IN_MESSAGE,
    today: 'Hari ini',
  },
  en: {
    hello: (restaurant: string) => `Hello ${restaurant}, I would like to order`,
    notRecorded: ORDER_NOT_RECORDED_IN_MESSAGE_EN,
    unpriced: 'price on request',
    note: 'Note',
    noteInChat: '(follows in the chat)',
    pricesInclude: 'prices include tax and service',
    withoutDelivery: 'delivery fee not included',
    // PB1 is what the bill and the staff call it: named once with what it is.
    tax: 'PB1 (restaurant tax)',
    unpricedTotal: (count: number) =>
      `(${count} ${count === 1 ? 'dish' : 'dishes'} with price on request, not in the total)`,
    depositProof: DEPOSIT_PROOF_IN_MESSAGE_EN,
    how: 'Order type',
    name: 'Name',
    table: 'Table',
    address: 'Address',
    location: 'Location',
    deliveryNote: 'Delivery note',
    notesInChat: '(The notes for each dish follow in the chat)',
    code: 'Order code',
    next: ORDER_NEXT_IN_MESSAGE_EN,
    today: 'Today',
  },
} satisfies Record<SiteLanguage, Record<string, string | ((value: never) => string)>>;

/** The message; the notes of the lines in `later` are left for the chat (the message says so at each). */
function messageText(
  order: OrderMessage,
  language: SiteLanguage,
  later: ReadonlySet<number> = new Set(),
  notesInChat = false,
): string {
  const { totals, settings } = order;
  const words = MESSAGE_WORDS[language];
  const out = order.code
    ? [`${words.hello(order.restaurant)} (${order.code}):`, '']
    : [`${words.hello(order.restaurant)}:`, words.notRecorded, ''];
  order.lines.forEach((line, index) => {
    const price = line.amount === null ? words.unpriced : formatRupiah(line.amount);
    out.push(`${index + 1}. ${line.name} x${line.quantity} = ${price}`);
    const note = line.note.trim();
    if (note) out.push(`   ${words.note}: ${later.has(index) ? words.noteInChat : note}`);
  });
  out.push('');
  const percent = charges(settings, order.mode);
  const deliveryNote =
    order.mode === 'delivery' ? (order.deliveryNote ?? '').trim().replace(/\s+/g, ' ') : '';
  const excluded = deliveryNote && namesDeliveryFee(deliveryNote) ? words.withoutDelivery : '';
  if (settings.prices_include_tax) {
    const stand = [words.pricesInclude, excluded].filter(Boolean).join(', ');
    out.push(`Total: ${formatRupiah(totals.total)} (${stand})`);
  } else {
    // A subtotal only where something is added to it.
    if (percent.service > 0 || percent.tax > 0) out.push(`Subtotal: ${formatRupiah(totals.subtotal)}`);
    if (percent.service > 0)
      out.push(`Service ${formatPercent(percent.service)}: ${formatRupiah(totals.service)}`);
    if (percent.tax > 0) out.push(`${words.tax} ${formatPercent(percent.tax)}: ${formatRupiah(totals.tax)}`);
    out.push(`Total: ${formatRupiah(totals.total)}${excluded ? ` (${excluded})` : ''}`);
  }
  if (totals.unpriced > 0) out.push(words.unpricedTotal(totals.unpriced));
  if (order.deposit?.length) out.push(...order.deposit, words.depositProof);
  out.push('');
  out.push(`${words.how}: ${ORDER_MODE_WORDS[language][order.mode]}${order.when ? `, ${order.when}` : ''}`);
  out.push(`${words.name}: ${order.name}`);
  if (order.mode === 'dine_in' && order.table) out.push(`${words.table}: ${order.table}`);
  if (order.mode === 'delivery' && order.address) out.push(`${words.address}: ${order.address}`);
  if (order.mode === 'delivery' && order.location) out.push(`${words.location}: ${order.location}`);
  if (deliveryNote) out.push(`${words.deliveryNote}: ${deliveryNote}`);
  if (notesInChat) out.push(words.notesInChat);
  out.push('');
  if (order.code) out.push(`${words.code}: ${order.code}`);
  out.push(words.next);
  return out.join('\n');
}

/** `text` cut to `length` characters, the cut marked with "…". */
const shortened = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, Math.max(1, length - 1)).trimEnd()}…` : text;

/** The shortest a dish name is cut to in a long order; still enough to tell dishes apart. */
const NAME_MIN = 28;

/**
 * The order as one WhatsApp message in the guest's language (Indonesian unless said), at most {@link ORDER_MESSAGE_MAX} characters where it
 * can be. A note is sent whole or not at all (a shortened "…jangan pedas" could say the opposite): the
 * longest notes are left for the chat first, each line saying so, then all of them, then long dish names
 * are shortened. A dish is never left out.
 */
export function orderMessage(order: OrderMessage, language: SiteLanguage = 'id'): string {
  const longestFirst = order.lines
    .map((line, index) => ({ index, length: line.note.trim().length }))
    .filter((note) => note.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((note) => note.index);
  for (let count = 0; count <= longestFirst.length; count++) {
    const text = messageText(order, language, new Set(longestFirst.slice(0, count)));
    if (text.length <= ORDER_MESSAGE_MAX) return text;
  }
  const hadNotes = order.lines.some((line) => line.note.trim());
  const withoutNotes = (lines: OrderMessageLine[]) => {
    return messageText(
      { ...order, lines: lines.map((line) => ({ ...line, note: '' })) },
      language,
      new Set(),
      hadNotes,
    );
  };
  let text = withoutNotes(order.lines);
  const longestName = Math.max(0, ...order.lines.map((line) => line.name.length));
  for (let length = longestName - 1; text.length > ORDER_MESSAGE_MAX && length >= NAME_MIN; length -= 4) {
    text = withoutNotes(order.lines.map((line) => ({ ...line, name: shortened(line.name, length) })));
  }
  return text;
}
