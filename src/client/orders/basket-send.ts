/**
 * Kirim pesanan's first step: the order goes to the restaurant's order queue (POST /api/orders), which
 * prices it from the published menu and answers with the code it is recorded under. A refusal names the
 * field it is about and is shown there; an order the server cannot take (down, offline, no answer within
 * {@link ORDER_TIMEOUT_MS}) can still be sent by WhatsApp, saying it was not recorded. The server checks
 * everything (the basket only checks what it always did, and the phone number): no schema library here.
 */
import type { SiteLanguage } from '../../domain/content/site-language.ts';
import { minimumOrderText } from '../../domain/orders/basket-rules.ts';
import { type OrderMode, QUANTITY_MAX, quantityMaxText } from '../../domain/orders/bill.ts';
import type { Order, OrderRequest } from '../../domain/orders/order.ts';
import {
  ORDER_CODE_PATTERN,
  ORDER_REFUSALS_EN,
  ORDER_REQUEST_ID,
  type OrderField,
  slugOfField,
} from '../../domain/orders/order-messages.ts';
import { leftForDayText, leftInDayText } from '../../domain/orders/preorder.ts';
import type { OrderForm } from './basket-checks.ts';
import type { Line, Problem } from './basket-model.ts';

/** How long the basket waits for the server before offering WhatsApp without it. */
export const ORDER_TIMEOUT_MS = 4000;

export type OrderBody = Omit<OrderRequest, 'website'>;

/** What came of sending the order. */
export type OrderSent =
  | { kind: 'created'; code: string; order: Order }
  | { kind: 'refused'; status: number; detail: string; field: string | null }
  | { kind: 'unrecorded' };

/** The order as POST /api/orders takes it: each dish by its address, never a price; only its way's fields. */
export function orderBody({
  lines,
  mode,
  form,
  table,
  askTime,
}: {
  lines: Line[];
  mode: OrderMode;
  form: OrderForm;
  table: string;
  askTime: boolean;
}): OrderBody {
  const delivery = mode === 'delivery';
  return {
    lines: lines.map((line) => ({ slug: line.slug, quantity: line.quantity, note: line.note.trim() })),
    mode,
    name: form.name.trim(),
    phone: form.phone.trim(),
    time: askTime ? form.time : '',
    table: mode === 'dine_in' ? table : '',
    address: delivery ? form.address.trim() : '',
    location: delivery ? form.location.trim() : '',
  };
}

/** Where the basket keeps its last sending's name, with a hash of what it sent (no personal data). */
export const SENDING_KEY = 'rmp-pesanan-kirim';

/** FNV-1a, 32 bits, hex: tells one order's content from another's without keeping it. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The basket's name for sending `body` (the request's `request_id`): the last sending's while the order
 * is the same (sent again after a reload or a return from WhatsApp, it is answered with the order already
 * recorded), a new one as soon as anything in it changed.
 */
export function sendingIdFor(body: OrderBody, storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  const content = contentHash(JSON.stringify(body));
  try {
    const last = JSON.parse(storage?.getItem(SENDING_KEY) ?? 'null') as {
      id?: unknown;
      content?: unknown;
    } | null;
    if (last?.content === content && typeof last.id === 'string' && ORDER_REQUEST_ID.test(last.id))
      return last.id;
  } catch {
    // Unreadable: a new name.
  }
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  try {
    storage?.setItem(SENDING_KEY, JSON.stringify({ id, content }));
  } catch {
    // Storage full or blocked: this page still sends it under this name.
  }
  return id;
}

/** Sends the order; never throws. */
export async function sendOrder(
  body: OrderBody,
  { fetcher = fetch, timeoutMs = ORDER_TIMEOUT_MS }: { fetcher?: typeof fetch; timeoutMs?: number } = {},
): Promise<OrderSent> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'unrecorded' };
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetcher('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: abort.signal,
    });
    const answer = (await response.json().catch(() => null)) as {
      code?: unknown;
      order?: Order;
      detail?: unknown;
      field?: unknown;
    } | null;
    if (
      response.ok &&
      typeof answer?.code === 'string' &&
      ORDER_CODE_PATTERN.test(answer.code) &&
      answer.order
    )
      return { kind: 'created', code: answer.code, order: answer.order };
    // The server's own refusals say why: shown, never bypassed. Anything else (a failing server, a page
    // that is no answer of it) could not record the order.
    if (response.status >= 400 && response.status < 500 && typeof answer?.detail === 'string')
      return {
        kind: 'refused',
        status: response.status,
        detail: answer.detail,
        field: typeof answer.field === 'string' ? answer.field : null,
      };
    return { kind: 'unrecorded' };
  } catch {
    return { kind: 'unrecorded' };
  } finally {
    clearTimeout(timer);
  }
}

const FIELD_IDS: Partial<Record<OrderField, string>> = {
  name: 'basket-name',
  phone: 'basket-phone',
  time: 'basket-time',
  table: 'basket-table',
  address: 'basket-address',
  location: 'basket-location',
  mode: 'basket-mode',
};

/** Where the dialog shows a refusal: at a field (its control's id), at a dish's line, or above Kirim ({}). */
export function refusalPlace(field: string | null): { field?: string; line?: string } {
  const slug = slugOfField(field ?? undefined);
  if (slug) return { line: slug };
  const id = field ? FIELD_IDS[field as OrderField] : undefined;
  return id ? { field: id } : {};
}

/** What the dialog knows of a refusal beyond the answer, to say it in English. */
export interface RefusalContext {
  /** Why the dish a refusal names cannot be ordered, as the menu read since says; null when it can. */
  problem?: Problem;
  /** The refused dish's own problem as the basket works it out (a pre-order under its minimum). */
  lineProblem?: string | null;
  /** The pre-order day chosen ('' before one is). */
  day?: string;
  /** The restaurant's minimum for delivery, as the page knows it. */
  minimumOrder?: number | null;
}

/**
 * A refusal as the guest reads it: the server's own words on an Indonesian page; on an English page the
 * same refusal in English, known by the answer's status and field (the server answers in Indonesian).
 */
export function refusalText(
  refusal: { status: number; detail: string; field: string | null },
  language: SiteLanguage,
  context: RefusalContext = {},
): string {
  if (language === 'id') return refusal.detail;
  const words = ORDER_REFUSALS_EN;
  const { status, field } = refusal;
  if (status === 429) return words.tooMany;
  if (status === 403) return words.crossSite;
  if (slugOfField(field ?? undefined) !== null) {
    if (context.problem === 'habis') return words.dishHabis;
    if (context.problem) return words.dishUnknown;
    if (status === 400) return quantityMaxText(QUANTITY_MAX, 'en');
    if (context.lineProblem) return context.lineProblem;
    const left = leftInDayText(refusal.detail);
    if (left !== null && context.day) return leftForDayText(left, context.day, 'en');
    return words.dishRefused;
  }
  switch (field) {
    case null:
      return status === 409 ? words.closed : words.orderInvalid;
    case 'mode':
      return words.modeOff;
    case 'time':
      return status === 409 ? words.timeNotOffered : words.timeNeeded;
    case 'address':
      if (status !== 409) return words.address;
      return context.minimumOrder ? minimumOrderText(context.minimumOrder, 'en') : words.minimumOrder;
    case 'lines':
      return status === 409 ? words.totalTooLarge : words.orderInvalid;
    case 'name':
    case 'phone':
    case 'table':
    case 'location':
      return words[field];
    default:
      return words.orderInvalid;
  }
}
