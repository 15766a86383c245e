// The bill of an order from the site's basket: menu prices read as rupiah, service and PB1, how prices
// stand. The smallest part of the ordering rules, what every page's basket button needs at once; the rest
// (times, the WhatsApp message) is in order.ts, loaded when the basket opens.

/** Whether the site's basket takes orders: ordering is on and there is a WhatsApp number to send them to. */
export const takesOrders = (settings: { enabled: boolean }, whatsapp: string): boolean =>
  settings.enabled && whatsapp !== '';

/** What the bill adds and how prices stand (the fields of OrderingSettings the rules read). */
export interface PriceSettings {
  service_charge_percent: number;
  tax_percent: number;
  prices_include_tax: boolean;
}

/** The highest price of one dish, in rupiah: far beyond any dish, and any basket of them adds up exactly. */
export const PRICE_MAX = 100_000_000;

const RUPIAH = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** "Rp 45.000": rupiah as Indonesians write it (dot for thousands, no decimals). */
export const formatRupiah = (amount: number): string =>
  `${amount < 0 ? '-' : ''}Rp ${RUPIAH.format(Math.abs(Math.round(amount)))}`;

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

/** What the bill comes to, each amount in whole rupiah; the total is the sum of the amounts shown. */
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

/**
 * The bill of an order: each line, the subtotal, the service charge on the subtotal, PB1 on the subtotal
 * plus service (as the law has it), each rounded to whole rupiah, and their sum. When the menu's prices
 * already include tax and service, nothing is added.
 */
export function orderTotals(lines: OrderLineInput[], settings: PriceSettings): OrderTotals {
  const amounts = lines.map((line) => (line.unitPrice === null ? null : line.unitPrice * line.quantity));
  const subtotal = amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  const included = settings.prices_include_tax;
  const service = included ? 0 : Math.round((subtotal * settings.service_charge_percent) / 100);
  const tax = included ? 0 : Math.round(((subtotal + service) * settings.tax_percent) / 100);
  return {
    lines: amounts,
    subtotal,
    service,
    tax,
    total: subtotal + service + tax,
    unpriced: amounts.filter((amount) => amount === null).length,
  };
}

/**
 * How the menu's prices stand, said under the menu and in the basket: "Harga sudah termasuk pajak dan
 * service", "Harga belum termasuk service 5% dan PB1 10%", or null when nothing is added.
 */
export function pricesNote(settings: PriceSettings): string | null {
  if (settings.prices_include_tax) return 'Harga sudah termasuk pajak dan service';
  const parts = [
    settings.service_charge_percent > 0 ? `service ${formatPercent(settings.service_charge_percent)}` : null,
    settings.tax_percent > 0 ? `PB1 ${formatPercent(settings.tax_percent)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? `Harga belum termasuk ${parts.join(' dan ')}` : null;
}
