// The rules of pre-orders (catering ordered days ahead): the times a basket offers, a line's minimum and
// the day's limit, the deposit and the words guests read. Free of the schema library, like basket-rules.ts:
// the basket script imports it. The schemas are in preorder-schemas.ts.

import { addDays, minutesOf, type OpeningHours, type RestaurantTimeZone } from '../content/hours.ts';
import type { SiteLanguage } from '../content/site-language.ts';
import { dayText, type OrderTime, orderWhen, timeOffered, timesWithin } from './basket-rules.ts';
import { formatPercent, formatRupiah, percentOf } from './bill.ts';
import type { DishPreorder, PreorderSettings } from './preorder-schemas.ts';

const DAY = 24 * 60;
const HOURS_A_DAY = 24;

/**
 * The times a basket holding these pre-order dishes offers when the guest orders `now` (the restaurant's
 * date and HH:mm): every quarter hour within the opening hours from today to `daysAhead` days on, none
 * sooner than the longest lead time among the dishes; special closed days are not offered. Empty when no
 * time is far enough ahead yet within reach.
 */
export function preorderTimes(
  hours: OpeningHours,
  now: { date: string; time: string },
  dishes: ReadonlyArray<Pick<DishPreorder, 'lead_hours'>>,
  daysAhead: number,
): OrderTime[] {
  return timesWithin(hours, now.date, daysAhead + 1, preorderEarliest(now, dishes));
}

/** Minutes from `now`'s midnight before which none of these dishes can be ready. */
const preorderEarliest = (now: { time: string }, dishes: ReadonlyArray<Pick<DishPreorder, 'lead_hours'>>) =>
  minutesOf(now.time) + Math.max(0, ...dishes.map((dish) => dish.lead_hours)) * 60;

/**
 * Whether a pre-order dish is ordered on its pre-order terms (lead time, minimum, daily limit, deposit):
 * when it is sold only ahead, or ordered for a later day than `today`. Else it is an ordinary dish of today.
 */
export const onPreorderTerms = (terms: Pick<DishPreorder, 'ahead_only'>, date: string, today: string) =>
  terms.ahead_only || date !== today;

/**
 * What a first tap on "Tambah" puts in the basket: a dish sold only ahead starts at its minimum (catering
 * comes by the twenty), any other at 1.
 */
export const preorderFirstQuantity = (terms: Pick<DishPreorder, 'ahead_only' | 'min_quantity'>): number =>
  terms.ahead_only ? terms.min_quantity : 1;

/** Whether `wanted` ("yyyy-mm-dd HH:mm") is one of {@link preorderTimes}. */
export const preorderTimeOffered = (
  hours: OpeningHours,
  now: { date: string; time: string },
  dishes: ReadonlyArray<Pick<DishPreorder, 'lead_hours'>>,
  daysAhead: number,
  wanted: string,
) => timeOffered(hours, now.date, daysAhead + 1, preorderEarliest(now, dishes), wanted);

/** The dates of {@link preorderTimes}, each once, in order: the date picker's days. */
export const preorderDates = (times: readonly OrderTime[]): string[] => [
  ...new Set(times.map((at) => at.date)),
];

/** How many of a dish are left for a day: its limit less what is taken; null when it has no limit. */
export function leftForDay(preorder: Pick<DishPreorder, 'daily_limit'>, taken: number): number | null {
  return preorder.daily_limit === null ? null : Math.max(0, preorder.daily_limit - taken);
}

/**
 * What a day's limit leaves, as guests read it: "Sisa 40 untuk Sab 12 Des", "Habis untuk Sab 12 Des"
 * ("40 left for Sat 12 Dec", "Sold out for Sat 12 Dec").
 */
export function leftForDayText(left: number, date: string, language: SiteLanguage = 'id'): string {
  const day = dayText(date, language);
  if (language === 'en') return left > 0 ? `${left} left for ${day}` : `Sold out for ${day}`;
  return left > 0 ? `Sisa ${left} untuk ${day}` : `Habis untuk ${day}`;
}

/**
 * How many a refusal in {@link leftForDayText}'s Indonesian words says are left ("Sisa 40 untuk …" → 40,
 * "Habis untuk …" → 0); null for any other text. The server refuses in Indonesian: an English page says
 * the same in English.
 */
export function leftInDayText(text: string): number | null {
  const left = /^Sisa (\d+) untuk /.exec(text);
  if (left) return Number(left[1]);
  return text.startsWith('Habis untuk ') ? 0 : null;
}

/**
 * What is wrong with a pre-order line of `quantity`, said at the line: under the dish's minimum, "Minimal
 * 20 kotak"; over what is left for the chosen day (`left`, when the dish has a limit), "Sisa 40 untuk Sab
 * 12 Des". Null when the line can be ordered.
 */
export function preorderLineProblem(
  preorder: Pick<DishPreorder, 'min_quantity' | 'unit'>,
  quantity: number,
  left?: { date: string; count: number } | null,
  language: SiteLanguage = 'id',
): string | null {
  // The unit is the restaurant's own word ("kotak"), said as the menu says it.
  if (quantity < preorder.min_quantity)
    return `${language === 'en' ? 'Minimum' : 'Minimal'} ${preorder.min_quantity} ${preorder.unit}`;
  if (left && quantity > left.count) return leftForDayText(left.count, left.date, language);
  return null;
}

/**
 * The dish card's and page's pre-order label: "Pre-order H-1, min. 20" (H-n: n days ahead, the lead time
 * rounded up to whole days), "Pre-order 6 jam sebelumnya" under a day; no minimum said when it is 1. In
 * English "Pre-order 1 day ahead, min. 20", "Pre-order 6 hours ahead".
 */
export function preorderLabel(
  preorder: Pick<DishPreorder, 'lead_hours' | 'min_quantity'>,
  language: SiteLanguage = 'id',
): string {
  const hours = preorder.lead_hours;
  const days = Math.ceil(hours / HOURS_A_DAY);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'} ahead`;
  const lead =
    language === 'en'
      ? hours < HOURS_A_DAY
        ? plural(hours, 'hour')
        : plural(days, 'day')
      : hours < HOURS_A_DAY
        ? `${hours} jam sebelumnya`
        : `H-${days}`;
  return `Pre-order ${lead}${preorder.min_quantity > 1 ? `, min. ${preorder.min_quantity}` : ''}`;
}

/** A time `minutes` after `at` on the restaurant's clock. */
export function laterBy(at: { date: string; time: string }, minutes: number): OrderTime {
  const total = minutesOf(at.time) + minutes;
  const days = Math.floor(total / DAY);
  const inDay = total - days * DAY;
  const clock = `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
  return { date: addDays(at.date, days), time: clock };
}

/** The deposit an order asks, what is left to pay, and by when the deposit is due. */
export interface Deposit {
  percent: number;
  /** Whole rupiah, rounded as the bill rounds its charges. */
  amount: number;
  /** The total less the deposit: paid when the order is collected or delivered. */
  rest: number;
  /** On the restaurant's clock. */
  due: OrderTime;
}

/**
 * The deposit of an order whose bill comes to `total` rupiah, placed at `placed` (the restaurant's clock):
 * `deposit_percent` % of the total, rounded to whole rupiah, when the order holds a pre-order dish or its
 * total is at least `deposit_from`. Due `deposit_hours` after it is placed, but never after the order's own
 * time (`at`, when known). Null when no deposit is asked (none set, a total of 0, or beyond exact sums).
 */
export function orderDeposit(
  order: { total: number; holdsPreorder: boolean; placed: { date: string; time: string }; at?: OrderTime },
  settings: Pick<PreorderSettings, 'deposit_percent' | 'deposit_from' | 'deposit_hours'>,
): Deposit | null {
  const large = settings.deposit_from !== null && order.total >= settings.deposit_from;
  if (settings.deposit_percent <= 0 || order.total <= 0 || !(order.holdsPreorder || large)) return null;
  const amount = percentOf(order.total, settings.deposit_percent);
  if (amount === null) return null;
  const due = laterBy(order.placed, settings.deposit_hours * 60);
  const key = (at: OrderTime) => `${at.date} ${at.time}`;
  return {
    percent: settings.deposit_percent,
    amount,
    rest: order.total - amount,
    due: order.at && key(order.at) < key(due) ? order.at : due,
  };
}

/**
 * The bill's deposit line: "DP 50%: Rp 1.250.000, dibayar paling lambat Sab 12 Des, 12:00 WIB" ("Deposit
 * (DP) 50%: Rp 1.250.000, to pay by Sat 12 Dec, 12:00 WIB").
 */
export function depositText(
  deposit: Deposit,
  zone: RestaurantTimeZone,
  language: SiteLanguage = 'id',
): string {
  const amount = `${formatPercent(deposit.percent)}: ${formatRupiah(deposit.amount)}`;
  const due = orderWhen(deposit.due, zone, undefined, language);
  return language === 'en'
    ? `Deposit (DP) ${amount}, to pay by ${due}`
    : `DP ${amount}, dibayar paling lambat ${due}`;
}

/** The bill's line under the deposit: "Sisa pembayaran: Rp 1.250.000"; null when the deposit is all of it. */
export const restText = (deposit: Deposit, language: SiteLanguage = 'id'): string | null =>
  deposit.rest > 0
    ? `${language === 'en' ? 'Balance to pay' : 'Sisa pembayaran'}: ${formatRupiah(deposit.rest)}`
    : null;
