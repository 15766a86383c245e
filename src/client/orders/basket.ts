/**
 * The order basket (pesanan): "Tambah" on every dish card and dish page, a button showing the basket on
 * every public page while it holds something, and a dialog to choose how to order and send the order to
 * the restaurant's order queue and WhatsApp with the bill (./basket-dialog.ts). The basket lives in this
 * browser (local storage). Without JavaScript none of it shows: the per-dish WhatsApp link stays the way
 * to order.
 *
 * Every element is made with textContent (never HTML from data), so a dish name or a note cannot inject
 * markup.
 */

import type { SiteLanguage } from '../../domain/content/site-language.ts';
// The bill's module only: the rest of the ordering rules (times, the message) come with the dialog.
import {
  billSummary,
  type OrderMode,
  orderPrice,
  orderTotals,
  PREORDER_QUANTITY_MAX,
  priceChange,
  QUANTITY_MAX,
  quantityFrom,
  quantityMaxText,
} from '../../domain/orders/bill.ts';
import type { DishPreorder, PreorderSettings } from '../../domain/orders/preorder-schemas.ts';
import { h } from '../shared/dom.ts';
import type { BasketDialog } from './basket-dialog.ts';
import {
  BASKET_KEY,
  type Basket,
  type BasketConfig,
  type Line,
  type Problem,
  type Stored,
} from './basket-model.ts';
import { keepVisitMode, visitMode, visitTable } from './table.ts';

/** What the dish cards' buttons and the basket bar say, in each language of the site. */
const WORDS = {
  id: {
    soldOut: 'Habis',
    add: 'Tambah',
    addDish: (dish: string) => `Tambah ${dish} ke pesanan`,
    less: (dish: string) => `Kurangi ${dish}`,
    more: (dish: string) => `Tambah ${dish}`,
    quantity: (dish: string) => `Jumlah ${dish}`,
    basket: 'Pesanan',
  },
  en: {
    soldOut: 'Sold out',
    add: 'Add',
    addDish: (dish: string) => `Add ${dish} to your order`,
    less: (dish: string) => `One less ${dish}`,
    more: (dish: string) => `One more ${dish}`,
    quantity: (dish: string) => `Quantity of ${dish}`,
    basket: 'Your order',
  },
} satisfies Record<SiteLanguage, Record<string, string | ((dish: string) => string)>>;

/** The dishes kept on this device (a table is not: it lasts for the visit). */
function load(): Pick<Stored, 'lines'> {
  try {
    const parsed = JSON.parse(localStorage.getItem(BASKET_KEY) ?? 'null') as Partial<Stored> | null;
    const lines = Array.isArray(parsed?.lines)
      ? parsed.lines.filter(
          (line): line is Line =>
            typeof line?.slug === 'string' &&
            typeof line.name === 'string' &&
            typeof line.price === 'string' &&
            Number.isInteger(line.quantity) &&
            line.quantity > 0,
        )
      : [];
    return {
      lines: lines.map((line) => ({
        ...line,
        // The most any dish takes: a pre-order's; the server holds other dishes to theirs.
        quantity: Math.min(PREORDER_QUANTITY_MAX, line.quantity),
        note: typeof line.note === 'string' ? line.note : '',
      })),
    };
  } catch {
    return { lines: [] };
  }
}

export function initBasket(config: BasketConfig): void {
  const language = config.language ?? 'id';
  const words = WORDS[language];
  const state: Stored = { ...load(), table: visitTable() ?? '' };
  /** The published menu, once read: slug → name, price, status and pre-order terms. */
  let menu: Record<
    string,
    { name: string; name_en?: string; price: string; status: string; preorder?: DishPreorder | null }
  > | null = null;
  /** What pre-orders ask, once the published menu is read. */
  let preorder: PreorderSettings | null = null;
  /** Live sold-out status (/api/menu-availability), once read. */
  let live: Record<string, string> = {};

  let mode: OrderMode =
    visitMode(config.modes) ??
    (config.modes.includes('dine_in') && state.table ? 'dine_in' : (config.modes[0] ?? 'pickup'));

  const save = () => {
    try {
      localStorage.setItem(BASKET_KEY, JSON.stringify({ lines: state.lines }));
    } catch {
      // Storage full or blocked: the basket still works on this page.
    }
  };
  save();

  /**
   * A dish as the page names it: on an English page its English name where there is one (from the
   * published menu, else the page's own card). The basket keeps, and the message sends, the Indonesian
   * name the kitchen knows.
   */
  const shownName = (slug: string, name: string): string => {
    if (language !== 'en') return name;
    const slot = document.querySelector<HTMLElement>(`[data-order-slot][data-slug="${CSS.escape(slug)}"]`);
    return menu?.[slug]?.name_en?.trim() || slot?.dataset.nameEn || name;
  };

  const problemOf = (line: Line): Problem => {
    const status = live[line.slug] ?? menu?.[line.slug]?.status;
    if (menu && !menu[line.slug]) return 'removed';
    if (menu && menu[line.slug]?.name !== line.name) return 'renamed';
    if (status === 'Habis' || soldOutOnPage(line.slug)) return 'habis';
    return null;
  };
  /** The current price of a line: the menu's when read, else the one it was added with. */
  const priceOf = (line: Line) => orderPrice(menu?.[line.slug]?.price ?? line.price);
  const priceChangeOf = (line: Line) => {
    const current = menu?.[line.slug]?.price;
    return current === undefined ? null : priceChange(line.price, current, language);
  };
  const orderable = () => state.lines.filter((line) => problemOf(line) === null);
  const count = () => orderable().reduce((sum, line) => sum + line.quantity, 0);
  const totals = () =>
    orderTotals(
      orderable().map((line) => ({ quantity: line.quantity, unitPrice: priceOf(line) })),
      config,
      mode,
    );

  const quantityOf = (slug: string) => state.lines.find((line) => line.slug === slug)?.quantity ?? 0;
  /**
   * The most of a dish one order takes: a pre-order dish (catering: boxes by the hundred) more than others.
   * Known from the dish's button on the page, else from the published menu once read.
   */
  const maxOf = (slug: string): number => {
    const slot = document.querySelector<HTMLElement>(`[data-order-slot][data-slug="${CSS.escape(slug)}"]`);
    if (slot?.dataset.preorder !== undefined || menu?.[slug]?.preorder) return PREORDER_QUANTITY_MAX;
    return QUANTITY_MAX;
  };
  /** Puts a quantity in the basket (0 takes the dish out), keeps it and updates the bar; draws nothing else. */
  function applyQuantity(slug: string, quantity: number, dish?: { name: string; price: string }) {
    const line = state.lines.find((entry) => entry.slug === slug);
    const next = Math.max(0, Math.min(maxOf(slug), quantity));
    if (line && next === 0) state.lines = state.lines.filter((entry) => entry !== line);
    else if (line) line.quantity = next;
    else if (dish && next > 0) state.lines.push({ slug, ...dish, quantity: next, note: '' });
    save();
    renderButton();
  }
  function setQuantity(slug: string, quantity: number, dish?: { name: string; price: string }) {
    applyQuantity(slug, quantity, dish);
    render(slug);
    // A guest who adds a dish will open the basket: its code is fetched now, not on that tap.
    if (quantity > 0) dialogCode().catch(() => undefined);
  }

  // A press of the mouse (a tap makes one too) moves the focus when it comes down, which is when a typed
  // quantity is taken. Drawing the stepper or the dialog again before the press is released would replace
  // the button it came down on, and its click would be lost (Kirim in the dialog, or the stepper's +): a
  // redraw waits for the release, and comes after the click that follows it.
  let pressed = false;
  const afterPress: Array<() => void> = [];
  addEventListener(
    'mousedown',
    (event) => {
      if (event.button === 0) pressed = true;
    },
    true,
  );
  const released = () => {
    pressed = false;
    for (const run of afterPress.splice(0)) setTimeout(run);
  };
  addEventListener('mouseup', released, true);
  addEventListener('dragend', released, true);
  const whenReleased = (run: () => void) => {
    if (pressed) afterPress.push(run);
    else setTimeout(run);
  };

  // ——— Tambah buttons and steppers on the dish cards and the dish page ———

  function soldOutOnPage(slug: string): boolean {
    const slot = document.querySelector<HTMLElement>(`[data-order-slot][data-slug="${CSS.escape(slug)}"]`);
    return slot?.closest<HTMLElement>('[data-status-scope]')?.dataset.status === 'Habis';
  }

  /** What "Tambah" puts in: what the page says (preorderFirstQuantity, for a pre-order dish), else 1. */
  function firstQuantity(slot: HTMLElement): number {
    const said = Number(slot.dataset.preorder);
    return Number.isInteger(said) && said > 0 ? said : 1;
  }

  function renderSlot(slot: HTMLElement) {
    const slug = slot.dataset.slug ?? '';
    const dish = { name: slot.dataset.name ?? '', price: slot.dataset.price ?? '' };
    const quantity = quantityOf(slug);
    const soldOut = soldOutOnPage(slug) || live[slug] === 'Habis';
    // Drawn again only when what it shows changed: a redraw for another dish, or for the page's
    // availability arriving, would replace the quantity field the guest is typing in (and its selection).
    const drawn = soldOut ? 'Habis' : `${quantity}/${maxOf(slug)}`;
    if (slot.dataset.drawn === drawn && slot.firstElementChild) return;
    slot.dataset.drawn = drawn;
    const focused = slot.contains(document.activeElement)
      ? (document.activeElement as HTMLElement).dataset.act
      : null;
    slot.replaceChildren();
    if (soldOut) {
      slot.append(h('button', { type: 'button', class: 'order-add', disabled: true }, words.soldOut));
    } else if (quantity === 0) {
      const add = h(
        'button',
        {
          type: 'button',
          class: 'order-add',
          'aria-label': words.addDish(shownName(slug, dish.name)),
          'data-act': 'add',
        },
        words.add,
      );
      add.addEventListener('click', () => {
        setQuantity(slug, firstQuantity(slot), dish);
        // The bar comes with the first dish, at the foot of the screen: the stepper that took Tambah's
        // place is brought above it (the page's scroll-padding-bottom, basket.css) when it stood there.
        slot.scrollIntoView({ block: 'nearest' });
      });
      slot.append(add);
    } else {
      slot.append(stepper(slug, dish, quantity));
    }
    // The focus stays on the same control; "Tambah" becomes the stepper's +, and a stepper taken down to 0
    // (by − or a typed 0) gives it to "Tambah", which stands where the stepper was.
    if (focused)
      slot
        .querySelector<HTMLElement>(
          `[data-act="${quantity === 0 ? 'add' : focused === 'add' ? 'plus' : focused}"]`,
        )
        ?.focus();
  }

  /** Numbers each stepper's ids apart (a dish has one on its card and one in the dialog). */
  let stepperCount = 0;
  /**
   * − [quantity] +: the quantity can also be typed (a catering order is not 50 taps), up to
   * the dish's most ({@link maxOf}), which the stepper says once reached. A `blocked` dish (sold out, gone) can only
   * be taken out.
   */
  function stepper(
    slug: string,
    dish: { name: string; price: string },
    quantity: number,
    blocked = false,
  ): HTMLElement {
    const max = maxOf(slug);
    const minus = h(
      'button',
      { type: 'button', 'aria-label': words.less(shownName(slug, dish.name)), 'data-act': 'minus' },
      '−',
    );
    const plus = h(
      'button',
      {
        type: 'button',
        'aria-label': words.more(shownName(slug, dish.name)),
        'data-act': 'plus',
        disabled: blocked || quantity >= max,
      },
      '+',
    );
    const atMost = quantity >= max;
    const maxId = `order-max-${slug}-${++stepperCount}`;
    const typed = h('input', {
      type: 'text',
      inputmode: 'numeric',
      pattern: '[0-9]*',
      // Room for one digit more than the dish takes: a larger number is brought down and said, not cut.
      maxlength: String(String(max).length + 1),
      autocomplete: 'off',
      class: 'order-quantity',
      'aria-label': words.quantity(shownName(slug, dish.name)),
      'aria-describedby': atMost ? maxId : undefined,
      'data-act': 'quantity',
      readonly: blocked,
    });
    typed.value = String(quantity);
    minus.addEventListener('click', () => setQuantity(slug, quantityOf(slug) - 1, dish));
    plus.addEventListener('click', () => setQuantity(slug, quantityOf(slug) + 1, dish));
    // Taken when the guest is done (Enter or leaving the field): into the basket and the bar at once, so
    // whatever the guest tapped to leave the field (Kirim) finds it there; drawn again after the focus has
    // moved on and the tap has landed, so the redrawn stepper keeps the focus where the guest put it.
    typed.addEventListener('change', () => {
      const next = quantityFrom(typed.value, max);
      if (next === null || blocked) {
        typed.value = String(quantityOf(slug));
        return;
      }
      applyQuantity(slug, next, dish);
      // Shown as taken at once ("03" as 3, 1500 as the most): a stepper whose quantity did not change is
      // not drawn again.
      typed.value = String(next);
      whenReleased(() => render(slug));
    });
    return h(
      'div',
      { class: 'order-stepper', role: 'group', 'aria-label': words.quantity(shownName(slug, dish.name)) },
      minus,
      typed,
      plus,
      atMost && h('span', { class: 'order-max', id: maxId, role: 'status' }, quantityMaxText(max, language)),
    );
  }

  // ——— The basket button ———

  // A bar at the foot of the page: the button shows "Pesanan (n)", the total stands beside it, and a tap
  // anywhere on the bar opens the basket (the button's ::after covers it). Its name says both (renderButton).
  // A landmark of its own, so screen readers find it among the page's regions.
  const button = h('button', { type: 'button', class: 'basket-button', 'aria-haspopup': 'dialog' });
  const total = h('span', { class: 'basket-bar-total' });
  const bar = h('section', { class: 'basket-bar', 'aria-label': words.basket, hidden: true }, button, total);
  button.addEventListener('click', () => void openDialog());
  document.body.append(bar);

  function renderButton() {
    const items = state.lines.reduce((sum, line) => sum + line.quantity, 0);
    bar.hidden = items === 0;
    button.textContent = `${words.basket} (${count()})`;
    total.textContent = billSummary(totals(), language);
    // The button's name carries the total beside it: "Pesanan (3), Rp 207.900".
    button.setAttribute('aria-label', `${button.textContent}, ${total.textContent}`);
  }

  /** What the dialog works with: the same state and rules as the buttons. */
  const basket: Basket = {
    config,
    state,
    problemOf,
    priceOf,
    priceChangeOf,
    orderable,
    count,
    preorderOf: (line) => menu?.[line.slug]?.preorder ?? null,
    shownName: (line) => shownName(line.slug, line.name),
    preorderSettings: () => preorder,
    mode: () => mode,
    setMode: (chosen) => {
      mode = chosen;
      keepVisitMode(chosen);
      renderButton();
    },
    totals,
    setQuantity: (slug, quantity) => setQuantity(slug, quantity),
    stepper,
    save,
    render: () => render(),
    refreshMenu,
  };

  // ——— The dialog, loaded when the basket is first opened ———

  let dialog: BasketDialog | null = null;
  let loading: Promise<typeof import('./basket-dialog.ts')> | null = null;
  /**
   * The dialog's code, fetched once. A fetch lost on the way (a weak link drops a request) is asked for
   * again at once, so the tap still opens the basket; after a second failure, at the next tap.
   */
  function dialogCode() {
    loading ??= import('./basket-dialog.ts')
      .catch(() => import('./basket-dialog.ts'))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  }
  /** Set from a tap until the dialog is open: a second tap meanwhile opens nothing more. */
  let opening = false;
  async function openDialog() {
    if (opening) return;
    opening = true;
    const opener = document.activeElement as HTMLElement | null;
    // Said on the button while the code is still on its way (a slow link): the tap was taken.
    const slow = setTimeout(() => button.setAttribute('aria-busy', 'true'), 100);
    try {
      const { basketDialog } = await dialogCode();
      dialog ??= basketDialog(basket);
      dialog.open(opener);
    } catch (error) {
      // Offline before the dialog's code arrived: the dish pages' WhatsApp links still order.
      console.error('The basket could not open:', error);
    } finally {
      clearTimeout(slow);
      button.removeAttribute('aria-busy');
      opening = false;
    }
  }

  // ——— Keeping everything in step ———

  function render(slug?: string) {
    for (const slot of document.querySelectorAll<HTMLElement>('[data-order-slot]'))
      if (slug === undefined || slot.dataset.slug === slug) renderSlot(slot);
    renderButton();
    dialog?.refresh();
  }

  async function refreshMenu() {
    try {
      const [catalogue, availability] = await Promise.all([
        fetch(config.catalogue).then((response) => (response.ok ? response.json() : null)),
        fetch('/api/menu-availability').then((response) => (response.ok ? response.json() : {})),
      ]);
      if (catalogue && typeof catalogue === 'object') {
        menu = catalogue.dishes ?? null;
        preorder = catalogue.preorder ?? null;
      }
      if (availability && typeof availability === 'object') live = availability as Record<string, string>;
      render();
    } catch {
      // Offline: the basket keeps what it knew.
    }
  }

  // The availability overlay turns a dish Habis on the page: its button follows.
  new MutationObserver(() => render()).observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-status'],
  });
  // Another tab changed the basket.
  window.addEventListener('storage', (event) => {
    if (event.key !== BASKET_KEY) return;
    state.lines = load().lines;
    render();
  });

  render();
  if (state.lines.length > 0) {
    const idle = () => void refreshMenu();
    if ('requestIdleCallback' in window) requestIdleCallback(idle, { timeout: 3000 });
    else setTimeout(idle, 500);
  }
}

/** Starts the basket from the page's configuration, when the page has one. */
export function startBasket(): void {
  const element = document.getElementById('order-config');
  if (!element?.textContent) return;
  try {
    initBasket(JSON.parse(element.textContent) as BasketConfig);
  } catch (error) {
    console.error('The order basket could not start:', error);
  }
}
