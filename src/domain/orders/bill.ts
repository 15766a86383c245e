// The bill of an order from the site's basket: menu prices read as rupiah, service and PB1, how prices
// stand. The smallest part of the ordering rules, what every page's basket button needs at once; the rest
// (times, the WhatsApp message) is in basket-rules.ts, loaded when the basket opens.

import type { SiteLanguage } from '../content/site-language.ts';

/** Whether the site's basket takes orders: ordering is on and there is a WhatsApp number to send them to. */
export const takesOrders = (settings: { enabled: boolean }, whatsapp: string): boolean =>
  settings.enabled && whatsapp !== '';

/** How a guest receives an order: at a table, picked up (bungkus), or delivered. */
export const ORDER_MODES = ['dine_in', 'pickup', 'delivery'] as const;
export type OrderMode = (typeof ORDER_MODES)[number];

/** What the bill adds and how prices stand (the fields of OrderingSettings the rules read). */
export interface PriceSettings {
  service_charge_percent: number;
  /** The ways of ordering the service charge is added to (table service: dine-in, as a rule). */
  service_charge_modes: readonly OrderMode[];
  tax_percent: number;
  /** The ways of ordering PB1 is added to: the regency or city decides whether takeaway is taxed. */
  tax_modes: readonly OrderMode[];
  prices_include_tax: boolean;
  /** The ways the restaurant offers (all when not said, or while the basket is off). */
  modes?: readonly OrderMode[];
  enabled?: boolean;
}

/** The highest price of one dish, in rupiah: far beyond any dish, and any basket of them adds up exactly. */
export const PRICE_MAX = 100_000_000;

/** The service charge and PB1, in percent, that an order received `mode`'s way adds (0 for what it does not). */
export function charges(settings: PriceSettings, mode: OrderMode): { service: number; tax: number } {
  if (settings.prices_include_tax) return { service: 0, tax: 0 };
  return {
    service: settings.service_charge_modes.includes(mode) ? settings.service_charge_percent : 0,
    tax: settings.tax_modes.includes(mode) ? settings.tax_percent : 0,
  };
}

/**
 * "Rp 45.000": rupiah as Indonesians write it (dot for thousands, no decimals). Written out rather than
 * with Intl.NumberFormat: the first formatter a page makes costs a phone about 200 ms of CPU (the browser
 * loads its locale data), and the basket says prices on every page as it starts.
 */
export const formatRupiah = (amount: number): string =>
  `${amount < 0 ? '-' : ''}Rp ${String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+$)/g, '.')}`;

/** "5%", "2,5%": a percentage as the menu says it. */
export const formatPercent = (value: number) => `${String(value).replace('.', ',')}%`;

/**
 * The one amount a menu price names, read strictly from its free text: "Rp 45.000", "45000", "Rp45.000,-",
 * "Rp 45.000,00", "45rb", "45 ribu", "45k"; however large. Null for anything else ("Harga pasar", a range
 * "Rp 10.000 - 15.000").
 */
export function readRupiah(price: string): number | null {
  const text = price
    .trim()
    .toLowerCase()
    .replace(/^rp\.?\s*/, '')
    .replace(/\s*(,-|\.-|,00|\/porsi|per porsi)$/, '')
    .trim();
  const thousands = /^(\d{1,3}(?:[.,]\d{3})*|\d+)$/.exec(text);
  const short = /^(\d{1,6})(?:[.,](\d))?\s*(rb|ribu|k)$/.exec(text);
  if (thousands?.[1]) return Number(thousands[1].replace(/[.,]/g, ''));
  if (short?.[1]) return Number(short[1]) * 1000 + Number(short[2] ?? 0) * 100;
  return null;
}

/**
 * The price of one portion in whole rupiah, as {@link readRupiah} reads it. Null for anything else, zero,
 * or a negative amount: such a dish is ordered without a price ("harga ditanyakan") and left out of the
 * total.
 */
export function orderPrice(price: string): number | null {
  const amount = readRupiah(price);
  return amount !== null && Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** One dish in an order as the totals need it. */
export interface OrderLineInput {
  quantity: number;
  /** Whole rupiah per portion, or null when the menu's price cannot be read ("harga ditanyakan"). */
  unitPrice: number | null;
}

/**
 * What the bill comes to, each amount in whole rupiah; the total is the sum of the amounts shown. Every
 * amount is exact (a safe integer): {@link orderTotals} gives none rather than a rounded one.
 */
export interface OrderTotals {
  /** quantity × price of each line, or null for a line without a readable price. */
  lines: Array<number | null>;
  subtotal: number;
  service: number;
  tax: number;
  total: number;
  /** Lines left out of the total for want of a price. */
  unpriced: number;
}

/** `percent` % of `amount`, rounded to whole rupiah; null when it cannot be worked out exactly. */
export function percentOf(amount: number, percent: number): number | null {
  // Percentages have at most two decimals: in hundredths of a percent the product is a whole number.
  const product = amount * Math.round(percent * 100);
  return Number.isSafeInteger(product) ? Math.round(product / 10_000) : null;
}

/**
 * The bill of an order received `mode`'s way: each line, the subtotal, the service charge on the subtotal,
 * PB1 on the subtotal plus service (as the law has it), each rounded to whole rupiah, and their sum; the
 * service charge and PB1 only for the ways the restaurant adds them to. When the menu's prices already
 * include tax and service, nothing is added. Null when an amount is beyond what can be added exactly (no
 * dish costs that much; a total that is silently wrong is worse than none).
 */
export function orderTotals(
  lines: OrderLineInput[],
  settings: PriceSettings,
  mode: OrderMode,
): OrderTotals | null {
  const amounts = lines.map((line) => (line.unitPrice === null ? null : line.unitPrice * line.quantity));
  const subtotal = amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  const percent = charges(settings, mode);
  const service = percentOf(subtotal, percent.service);
  const tax = service === null ? null : percentOf(subtotal + service, percent.tax);
  if (service === null || tax === null) return null;
  const total = subtotal + service + tax;
  const exact = [...amounts, subtotal, total].every(
    (amount) => amount === null || Number.isSafeInteger(amount),
  );
  if (!exact) return null;
  return {
    lines: amounts,
    subtotal,
    service,
    tax,
    total,
    unpriced: amounts.filter((amount) => amount === null).length,
  };
}

/** A price that cannot be read from the menu, and a bill that cannot be added up, in each language. */
const PRICE_WORDS = {
  id: { unpriced: 'harga ditanyakan', noTotal: 'Total tidak bisa dihitung' },
  en: { unpriced: 'price on request', noTotal: 'Total cannot be worked out' },
} satisfies Record<SiteLanguage, Record<string, string>>;

/**
 * The basket bar's total: "Rp 52.553", "Rp 52.553 + 1 harga ditanyakan" while a dish has no price, and
 * "Total tidak bisa dihitung" when the bill cannot be added up.
 */
export function billSummary(totals: OrderTotals | null, language: SiteLanguage = 'id'): string {
  const words = PRICE_WORDS[language];
  if (totals === null) return words.noTotal;
  const unpriced = `${totals.unpriced} ${words.unpriced}`;
  if (totals.unpriced === 0) return formatRupiah(totals.total);
  return totals.unpriced === totals.lines.length ? unpriced : `${formatRupiah(totals.total)} + ${unpriced}`;
}

/** Each way of ordering as the menu's note names it, in a charge's brackets. */
const MODE_WORDS = {
  id: { dine_in: 'makan di tempat', pickup: 'bungkus', delivery: 'diantar' },
  en: { dine_in: 'dine-in', pickup: 'pick-up', delivery: 'delivery' },
} satisfies Record<SiteLanguage, Record<OrderMode, string>>;

/** The menu's note on how prices stand, in each language. */
const PRICES_NOTE_WORDS = {
  id: {
    included: 'Harga sudah termasuk pajak dan service',
    excluded: 'Harga belum termasuk',
    and: 'dan',
    service: 'service',
    tax: 'PB1',
  },
  en: {
    included: 'Prices include tax and service',
    excluded: 'Prices do not include',
    and: 'and',
    service: 'service charge',
    // PB1 is the name on the bill; English readers are told what it is.
    tax: 'PB1 restaurant tax',
  },
} satisfies Record<SiteLanguage, Record<string, string>>;

/**
 * How the menu's prices stand, said under the menu, on the printed menu and in the basket: "Harga sudah
 * termasuk pajak dan service", "Harga belum termasuk service 5% (makan di tempat) dan PB1 10%" (a charge
 * added to some of the ways offered names them), or null when nothing is added. With `mode` (the basket,
 * once the guest chose), only what that way adds, without brackets.
 */
export function pricesNote(
  settings: PriceSettings,
  mode?: OrderMode,
  language: SiteLanguage = 'id',
): string | null {
  const words = PRICES_NOTE_WORDS[language];
  if (settings.prices_include_tax) return words.included;
  const offered = settings.enabled !== false && settings.modes?.length ? settings.modes : ORDER_MODES;
  const part = (name: string, percent: number, modes: readonly OrderMode[]) => {
    const applies = modes.filter((each) => (mode === undefined ? offered.includes(each) : each === mode));
    if (percent <= 0 || applies.length === 0) return null;
    const which =
      mode === undefined && applies.length < offered.length
        ? ` (${ORDER_MODES.filter((each) => applies.includes(each))
            .map((each) => MODE_WORDS[language][each])
            .join('/')})`
        : '';
    return `${name} ${formatPercent(percent)}${which}`;
  };
  const parts = [
    part(words.service, settings.service_charge_percent, settings.service_charge_modes),
    part(words.tax, settings.tax_percent, settings.tax_modes),
  ].filter((each): each is string => each !== null);
  return parts.length ? `${words.excluded} ${parts.join(` ${words.and} `)}` : null;
}

// What the basket's buttons need on every page besides the bill: the quantity a guest types, and a
// price changed since a dish was added.

/** Of one dish: enough for any table and a small catering order; more is arranged by phone. */
export const QUANTITY_MAX = 99;
/** The most of one pre-order dish in one order (catering: a hundred boxes and more), and so its highest minimum. */
export const PREORDER_QUANTITY_MAX = 1000;
/** What the stepper says once a dish reaches its most ({@link QUANTITY_MAX}, or a pre-order dish's). */
export const quantityMaxText = (max: number = QUANTITY_MAX, language: SiteLanguage = 'id'): string =>
  language === 'en' ? `At most ${max} per dish` : `Maksimal ${max} per menu`;
export const QUANTITY_MAX_TEXT = quantityMaxText();

/**
 * A quantity a guest typed: whole digits only (null for anything else, which leaves the quantity as it
 * was), at most `max` ({@link QUANTITY_MAX} unless a pre-order dish's); 0 takes the dish out.
 */
export function quantityFrom(text: string, max: number = QUANTITY_MAX): number | null {
  const value = text.trim();
  if (!/^\d{1,6}$/.test(value)) return null;
  return Math.min(max, Number(value));
}

/**
 * "Harga berubah: Rp 18.000 → Rp 20.000" when a dish's menu price is no longer the one it was added to the
 * basket with; null when the amount is the same, however it is written.
 */
export function priceChange(added: string, current: string, language: SiteLanguage = 'id'): string | null {
  const before = orderPrice(added);
  const now = orderPrice(current);
  if (before === now) return null;
  const text = (amount: number | null) =>
    amount === null ? PRICE_WORDS[language].unpriced : formatRupiah(amount);
  return `${language === 'en' ? 'Price changed' : 'Harga berubah'}: ${text(before)} → ${text(now)}`;
}
