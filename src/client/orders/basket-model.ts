/**
 * The basket's shapes, shared by the basket (./basket.ts) and its dialog (./basket-dialog.ts).
 */

import type { OpeningHours } from '../../domain/content/hours.ts';
import type { SiteLanguage } from '../../domain/content/site-language.ts';
import type { OrderMode, OrderTotals, PriceSettings } from '../../domain/orders/bill.ts';
import type { DishPreorder, PreorderSettings } from '../../domain/orders/preorder-schemas.ts';

/** What the page tells the basket (OrderBasket.astro), read once from its JSON. */
export interface BasketConfig extends PriceSettings {
  restaurant: string;
  /**
   * The page's language: the basket speaks it, and its WhatsApp message is written in it. Indonesian when
   * a page does not say.
   */
  language?: SiteLanguage;
  whatsapp: string;
  hours: OpeningHours;
  modes: OrderMode[];
  minimum_order: number | null;
  delivery_note: string;
  apps: Array<{ name: string; href: string }>;
  /** The dishes of the published menu: where the basket checks what it holds. */
  catalogue: string;
}

/** One dish in the basket, as it was when added (name and price are checked against the menu). */
export interface Line {
  slug: string;
  name: string;
  price: string;
  quantity: number;
  note: string;
}

export interface Stored {
  lines: Line[];
  /** The visit's table (./table.ts keeps it for the tab only); never in local storage. */
  table: string;
}

/** Why a line cannot be ordered now. */
export type Problem = 'habis' | 'removed' | 'renamed' | null;

export const BASKET_KEY = 'rmp-pesanan';
export const NOTE_MAX = 140;

/** The basket as its dialog (./basket-dialog.ts) sees it. */
export interface Basket {
  config: BasketConfig;
  state: Stored;
  problemOf(line: Line): Problem;
  priceOf(line: Line): number | null;
  /** "Harga berubah: Rp 18.000 → Rp 20.000" when the menu's price is not the one the line was added with. */
  priceChangeOf(line: Line): string | null;
  orderable(): Line[];
  count(): number;
  /** How the guest receives the order: the bill depends on it (service and PB1 per way). */
  mode(): OrderMode;
  setMode(mode: OrderMode): void;
  /** A line's dish as the page names it (the English name on an English page where there is one). */
  shownName(line: Line): string;
  /** A dish's pre-order terms ("at least 20, a day ahead"), once the published menu is read; else null. */
  preorderOf(line: Line): DishPreorder | null;
  /** What pre-orders ask (how far ahead, the deposit, the QRIS), once the published menu is read. */
  preorderSettings(): PreorderSettings | null;
  /** The bill for the way chosen; null when it cannot be added up exactly. */
  totals(): OrderTotals | null;
  setQuantity(slug: string, quantity: number): void;
  stepper(
    slug: string,
    dish: { name: string; price: string },
    quantity: number,
    blocked?: boolean,
  ): HTMLElement;
  save(): void;
  render(): void;
  refreshMenu(): Promise<void>;
}
