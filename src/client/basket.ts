/**
 * The order basket (pesanan): "Tambah" on every dish card and dish page, a button showing the basket on
 * every public page while it holds something, and a dialog to choose how to order and send the order to
 * the restaurant's WhatsApp with the bill. The basket lives in this browser only (local storage); nothing
 * about the guest is sent to the server. Without JavaScript none of it shows: the per-dish WhatsApp link
 * stays the way to order.
 *
 * Every element is made with textContent (never HTML from data), so a dish name or a note cannot inject
 * markup.
 */
import { type OpeningHours, restaurantNow } from '../domain/hours.ts';
import {
  formatPercent,
  formatRupiah,
  isOpenAt,
  nextOpening,
  ORDER_MODE_LABELS,
  type OrderMode,
  type OrderTime,
  orderCode,
  orderMessage,
  orderPrice,
  orderTimes,
  orderTotals,
  type PriceSettings,
  pricesNote,
} from '../domain/order.ts';

/** What the page tells the basket (OrderBasket.astro), read once from its JSON. */
export interface BasketConfig extends PriceSettings {
  restaurant: string;
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
interface Line {
  slug: string;
  name: string;
  price: string;
  quantity: number;
  note: string;
}

interface Stored {
  lines: Line[];
  table: string;
}

/** Why a line cannot be ordered now. */
type Problem = 'habis' | 'removed' | 'renamed' | null;

export const BASKET_KEY = 'rmp-pesanan';
/** Enough for any table; more of one dish is a catering order, made by phone. */
export const QUANTITY_MAX = 99;
const NOTE_MAX = 140;

const PROBLEM_TEXT: Record<Exclude<Problem, null>, string> = {
  habis: 'Habis: tidak ikut dipesan',
  removed: 'Sudah tidak ada di menu: tidak ikut dipesan',
  renamed: 'Nama menu berubah: tidak ikut dipesan, silakan tambahkan lagi',
};

function load(): Stored {
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
        quantity: Math.min(QUANTITY_MAX, line.quantity),
        note: typeof line.note === 'string' ? line.note.slice(0, NOTE_MAX) : '',
      })),
      table: typeof parsed?.table === 'string' ? parsed.table.slice(0, 10) : '',
    };
  } catch {
    return { lines: [], table: '' };
  }
}

/** Creates an element with attributes and children (text is always text). */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Array<Node | string | null | false | undefined>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

const DAY_FORMAT = new Intl.DateTimeFormat('id-ID', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Jum 27 Nov": a restaurant date as guests read it. */
export function dayText(date: string): string {
  const parts = DAY_FORMAT.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

export function initBasket(config: BasketConfig): void {
  let state = load();
  /** The published menu, once read: slug → name, price and status. */
  let menu: Record<string, { name: string; price: string; status: string }> | null = null;
  /** Live sold-out status (/api/menu-availability), once read. */
  let live: Record<string, string> = {};

  const table = new URLSearchParams(location.search).get('meja');
  if (table && /^[\p{L}\p{N} -]{1,10}$/u.test(table.trim())) state.table = table.trim();

  const save = () => {
    try {
      localStorage.setItem(BASKET_KEY, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the basket still works on this page.
    }
  };
  save();

  const problemOf = (line: Line): Problem => {
    const status = live[line.slug] ?? menu?.[line.slug]?.status;
    if (menu && !menu[line.slug]) return 'removed';
    if (menu && menu[line.slug]?.name !== line.name) return 'renamed';
    if (status === 'Habis' || soldOutOnPage(line.slug)) return 'habis';
    return null;
  };
  /** The current price of a line: the menu's when read, else the one it was added with. */
  const priceOf = (line: Line) => orderPrice(menu?.[line.slug]?.price ?? line.price);
  const orderable = () => state.lines.filter((line) => problemOf(line) === null);
  const count = () => orderable().reduce((sum, line) => sum + line.quantity, 0);
  const totals = () =>
    orderTotals(
      orderable().map((line) => ({ quantity: line.quantity, unitPrice: priceOf(line) })),
      config,
    );

  const quantityOf = (slug: string) => state.lines.find((line) => line.slug === slug)?.quantity ?? 0;
  function setQuantity(slug: string, quantity: number, dish?: { name: string; price: string }) {
    const line = state.lines.find((entry) => entry.slug === slug);
    const next = Math.max(0, Math.min(QUANTITY_MAX, quantity));
    if (line && next === 0) state.lines = state.lines.filter((entry) => entry !== line);
    else if (line) line.quantity = next;
    else if (dish && next > 0) state.lines.push({ slug, ...dish, quantity: next, note: '' });
    save();
    render();
  }

  // ——— Tambah buttons and steppers on the dish cards and the dish page ———

  function soldOutOnPage(slug: string): boolean {
    const slot = document.querySelector<HTMLElement>(`[data-order-slot][data-slug="${CSS.escape(slug)}"]`);
    return slot?.closest<HTMLElement>('[data-status-scope]')?.dataset.status === 'Habis';
  }

  function renderSlot(slot: HTMLElement) {
    const slug = slot.dataset.slug ?? '';
    const dish = { name: slot.dataset.name ?? '', price: slot.dataset.price ?? '' };
    const quantity = quantityOf(slug);
    const focused = slot.contains(document.activeElement)
      ? (document.activeElement as HTMLElement).dataset.act
      : null;
    slot.replaceChildren();
    if (soldOutOnPage(slug) || live[slug] === 'Habis') {
      slot.append(h('button', { type: 'button', class: 'order-add', disabled: true }, 'Habis'));
    } else if (quantity === 0) {
      const add = h(
        'button',
        {
          type: 'button',
          class: 'order-add',
          'aria-label': `Tambah ${dish.name} ke pesanan`,
          'data-act': 'add',
        },
        'Tambah',
      );
      add.addEventListener('click', () => setQuantity(slug, 1, dish));
      slot.append(add);
    } else {
      slot.append(stepper(slug, dish, quantity));
    }
    if (focused)
      slot.querySelector<HTMLElement>(`[data-act="${focused === 'add' ? 'plus' : focused}"]`)?.focus();
    if (focused === 'minus' && quantity === 0) slot.querySelector<HTMLElement>('[data-act="add"]')?.focus();
  }

  function stepper(slug: string, dish: { name: string; price: string }, quantity: number): HTMLElement {
    const minus = h(
      'button',
      { type: 'button', 'aria-label': `Kurangi ${dish.name}`, 'data-act': 'minus' },
      '−',
    );
    const plus = h(
      'button',
      {
        type: 'button',
        'aria-label': `Tambah ${dish.name}`,
        'data-act': 'plus',
        disabled: quantity >= QUANTITY_MAX,
      },
      '+',
    );
    minus.addEventListener('click', () => setQuantity(slug, quantityOf(slug) - 1, dish));
    plus.addEventListener('click', () => setQuantity(slug, quantityOf(slug) + 1, dish));
    return h(
      'div',
      { class: 'order-stepper', role: 'group', 'aria-label': `Jumlah ${dish.name}` },
      minus,
      h('span', { class: 'order-quantity', 'aria-live': 'polite' }, String(quantity)),
      plus,
    );
  }

  // ——— The basket button ———

  const button = h('button', {
    type: 'button',
    class: 'basket-button',
    hidden: true,
    'aria-haspopup': 'dialog',
  });
  button.addEventListener('click', () => openDialog());
  document.body.append(button);

  function renderButton() {
    const items = state.lines.reduce((sum, line) => sum + line.quantity, 0);
    button.hidden = items === 0;
    document.body.classList.toggle('has-basket', items > 0);
    const orderItems = count();
    button.setAttribute('aria-label', `Pesanan (${orderItems})`);
    button.replaceChildren(
      h('span', { class: 'basket-button-count' }, `Pesanan (${orderItems})`),
      h('span', { class: 'basket-button-total' }, formatRupiah(totals().total)),
    );
  }

  // ——— The dialog ———

  const dialog = h('dialog', { class: 'basket', 'aria-labelledby': 'basket-title' });
  document.body.append(dialog);
  let opener: HTMLElement | null = null;
  let mode: OrderMode =
    config.modes.includes('dine_in') && state.table ? 'dine_in' : (config.modes[0] ?? 'pickup');
  const form = { name: '', time: '', address: '', location: '' };
  let errors: Record<string, string> = {};
  let sent = false;

  dialog.addEventListener('close', () => {
    sent = false;
    opener?.focus();
  });
  // A tap on the backdrop closes, as Esc does.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  function openDialog() {
    opener = document.activeElement as HTMLElement | null;
    renderDialog();
    dialog.showModal();
    void refreshMenu();
  }

  function field(
    id: string,
    label: string,
    control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
    hint?: string,
  ) {
    control.id = id;
    const error = errors[id];
    const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
    if (described) control.setAttribute('aria-describedby', described);
    if (error) control.setAttribute('aria-invalid', 'true');
    return h(
      'div',
      { class: 'basket-field' },
      h('label', { for: id }, label),
      control,
      hint && h('p', { class: 'basket-hint', id: `${id}-hint` }, hint),
      error && h('p', { class: 'basket-error', id: `${id}-error` }, error),
    );
  }

  function input(key: keyof typeof form, attributes: Record<string, string | boolean | undefined>) {
    const control = h('input', { ...attributes, value: form[key] });
    control.value = form[key];
    control.addEventListener('input', () => {
      form[key] = control.value;
    });
    return control;
  }

  function timeChoices(): { times: OrderTime[]; closedNote: string | null } {
    const now = restaurantNow(new Date(), config.hours.timeZone);
    const times = orderTimes(config.hours, now);
    if (isOpenAt(config.hours, now)) return { times, closedNote: null };
    const next = nextOpening(config.hours, now);
    const when = next
      ? `${next.date === now.date ? 'hari ini' : dayText(next.date)} pukul ${next.time}`
      : null;
    return {
      times,
      closedNote: when ? `Restoran sedang tutup. Buka lagi ${when}.` : 'Restoran sedang tutup.',
    };
  }

  function whenText(at: OrderTime): string {
    const today = restaurantNow(new Date(), config.hours.timeZone).date;
    const day = at.date === today ? 'Hari ini' : `${dayText(at.date)}`;
    return `${day}, ${at.time}`;
  }

  function renderDialog() {
    const bill = totals();
    const { times, closedNote } = timeChoices();
    if (form.time && !times.some((at) => `${at.date} ${at.time}` === form.time)) form.time = '';

    const lines = state.lines.map((line) => {
      const problem = problemOf(line);
      const price = priceOf(line);
      const note = h('input', {
        type: 'text',
        maxlength: String(NOTE_MAX),
        placeholder: 'mis. kuah dipisah, tanpa sambal',
        autocomplete: 'off',
      });
      note.value = line.note;
      note.addEventListener('input', () => {
        line.note = note.value;
        save();
      });
      const noteId = `basket-note-${line.slug}`;
      return h(
        'li',
        { class: problem ? 'basket-line basket-line-out' : 'basket-line' },
        h(
          'div',
          { class: 'basket-line-head' },
          h('span', { class: 'basket-line-name' }, line.name),
          h(
            'span',
            { class: 'basket-line-price' },
            price === null ? 'harga ditanyakan' : formatRupiah(price * line.quantity),
          ),
        ),
        problem && h('p', { class: 'basket-line-problem' }, PROBLEM_TEXT[problem]),
        h(
          'div',
          { class: 'basket-line-controls' },
          stepper(line.slug, line, line.quantity),
          problem &&
            (() => {
              const remove = h('button', { type: 'button', class: 'basket-remove' }, `Hapus ${line.name}`);
              remove.addEventListener('click', () => setQuantity(line.slug, 0));
              return remove;
            })(),
        ),
        !problem && field(noteId, `Catatan untuk ${line.name}`, note),
      );
    });

    const modeChoices = h(
      'fieldset',
      { class: 'basket-modes' },
      h('legend', {}, 'Cara pesan'),
      ...config.modes.map((value) => {
        const radio = h('input', { type: 'radio', name: 'basket-mode', value, id: `basket-mode-${value}` });
        radio.checked = mode === value;
        radio.addEventListener('change', () => {
          mode = value;
          errors = {};
          renderDialog();
          dialog.querySelector<HTMLElement>(`#basket-mode-${value}`)?.focus();
        });
        return h(
          'label',
          { class: 'basket-mode', for: `basket-mode-${value}` },
          radio,
          ORDER_MODE_LABELS[value],
        );
      }),
    );

    const modeFields: HTMLElement[] = [];
    if (mode === 'dine_in') {
      const tableInput = h('input', {
        type: 'text',
        inputmode: 'numeric',
        maxlength: '10',
        autocomplete: 'off',
      });
      tableInput.value = state.table;
      tableInput.addEventListener('input', () => {
        state.table = tableInput.value.trim();
        save();
      });
      modeFields.push(field('basket-table', 'Nomor meja (opsional)', tableInput));
    } else {
      const select = h('select', { required: true });
      select.append(h('option', { value: '' }, times.length ? 'Pilih waktu' : 'Tidak ada waktu tersedia'));
      for (const at of times) {
        const value = `${at.date} ${at.time}`;
        const option = h('option', { value }, whenText(at));
        option.selected = form.time === value;
        select.append(option);
      }
      select.addEventListener('change', () => {
        form.time = select.value;
      });
      modeFields.push(field('basket-time', mode === 'pickup' ? 'Waktu ambil' : 'Waktu antar', select));
    }
    if (mode === 'delivery') {
      const address = h('textarea', {
        rows: '2',
        maxlength: '300',
        autocomplete: 'street-address',
        required: true,
      });
      address.value = form.address;
      address.addEventListener('input', () => {
        form.address = address.value;
      });
      modeFields.push(
        field('basket-address', 'Alamat pengantaran', address, config.delivery_note || undefined),
        field(
          'basket-location',
          'Tautan lokasi (opsional)',
          input('location', { type: 'url', inputmode: 'url', placeholder: 'https://maps.app.goo.gl/…' }),
        ),
      );
      if (config.minimum_order !== null && bill.subtotal < config.minimum_order)
        modeFields.push(
          h(
            'p',
            { class: 'basket-notice' },
            `Minimal pesanan untuk diantar ${formatRupiah(config.minimum_order)}.`,
          ),
        );
    }

    const note = pricesNote(config);
    const added = !config.prices_include_tax && (config.service_charge_percent > 0 || config.tax_percent > 0);
    const totalRows: Array<[string, string]> = !added
      ? [['Total', formatRupiah(bill.total)]]
      : [
          ['Subtotal', formatRupiah(bill.subtotal)],
          ...(config.service_charge_percent > 0
            ? [
                [`Service ${formatPercent(config.service_charge_percent)}`, formatRupiah(bill.service)] as [
                  string,
                  string,
                ],
              ]
            : []),
          ...(config.tax_percent > 0
            ? [[`PB1 ${formatPercent(config.tax_percent)}`, formatRupiah(bill.tax)] as [string, string]]
            : []),
          ['Total', formatRupiah(bill.total)],
        ];

    const close = h('button', { type: 'button', class: 'basket-close', 'aria-label': 'Tutup pesanan' }, '×');
    close.addEventListener('click', () => dialog.close());

    const send = h(
      'button',
      { type: 'submit', class: 'btn btn-whatsapp basket-send' },
      'Kirim pesanan via WhatsApp',
    );
    const orderForm = h(
      'form',
      { class: 'basket-form', novalidate: true },
      modeChoices,
      ...modeFields,
      field(
        'basket-name',
        'Nama',
        input('name', { type: 'text', maxlength: '60', autocomplete: 'name', required: true }),
      ),
      closedNote && h('p', { class: 'basket-notice', role: 'status' }, closedNote),
      send,
    );
    orderForm.addEventListener('submit', (event) => {
      event.preventDefault();
      submit();
    });

    const afterSend = sent
      ? (() => {
          const empty = h('button', { type: 'button', class: 'btn btn-primary' }, 'Kosongkan pesanan');
          const keep = h('button', { type: 'button', class: 'btn btn-outline' }, 'Simpan dulu');
          empty.addEventListener('click', () => {
            state.lines = [];
            save();
            dialog.close();
            render();
          });
          keep.addEventListener('click', () => dialog.close());
          return h(
            'div',
            { class: 'basket-sent', role: 'status' },
            h('p', {}, 'Pesanan dibuka di WhatsApp. Sudah terkirim? Kosongkan keranjang ini.'),
            h('div', { class: 'basket-sent-actions' }, empty, keep),
          );
        })()
      : null;

    const parts: Array<Node | string | null | false | undefined | ''> = [
      h('div', { class: 'basket-head' }, h('h2', { id: 'basket-title' }, `Pesanan (${count()})`), close),
      state.lines.length === 0
        ? h('p', { class: 'basket-empty' }, 'Belum ada menu di pesanan.')
        : h('ul', { class: 'basket-lines' }, ...lines),
      h(
        'dl',
        { class: 'basket-totals' },
        ...totalRows.flatMap(([label, value]) => [h('dt', {}, label), h('dd', {}, value)]),
      ),
      note && h('p', { class: 'basket-prices-note' }, note),
      bill.unpriced > 0 &&
        h('p', { class: 'basket-hint' }, 'Menu dengan harga ditanyakan belum masuk total.'),
      afterSend,
      orderable().length > 0 && orderForm,
      config.apps.length > 0 &&
        h(
          'div',
          { class: 'basket-apps' },
          h('p', {}, 'Atau pesan lewat aplikasi (harga di aplikasi bisa berbeda):'),
          h(
            'ul',
            {},
            ...config.apps.map((app) =>
              h(
                'li',
                {},
                h(
                  'a',
                  { href: app.href, target: '_blank', rel: 'noopener noreferrer' },
                  `Pesan lewat ${app.name}`,
                ),
              ),
            ),
          ),
        ),
    ];
    dialog.replaceChildren(...parts.filter((part): part is Node | string => Boolean(part)));
  }

  function submit() {
    errors = {};
    const bill = totals();
    if (!form.name.trim()) errors['basket-name'] = 'Nama wajib diisi.';
    if (mode !== 'dine_in' && !form.time)
      errors['basket-time'] = mode === 'pickup' ? 'Pilih waktu ambil.' : 'Pilih waktu antar.';
    if (mode === 'delivery' && !form.address.trim())
      errors['basket-address'] = 'Alamat pengantaran wajib diisi.';
    if (mode === 'delivery' && form.location.trim() && !/^https:\/\/\S+$/i.test(form.location.trim()))
      errors['basket-location'] = 'Tautan lokasi harus diawali https://';
    if (mode === 'delivery' && config.minimum_order !== null && bill.subtotal < config.minimum_order)
      errors['basket-address'] = `Minimal pesanan untuk diantar ${formatRupiah(config.minimum_order)}.`;
    if (Object.keys(errors).length > 0) {
      renderDialog();
      dialog.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const lines = orderable();
    const at = form.time.split(' ');
    const text = orderMessage({
      restaurant: config.restaurant,
      code: orderCode(),
      lines: lines.map((line, index) => ({
        name: line.name,
        quantity: line.quantity,
        amount: bill.lines[index] ?? null,
        note: line.note,
      })),
      totals: bill,
      settings: config,
      mode,
      when: mode === 'dine_in' || !at[0] || !at[1] ? '' : `${dayText(at[0])}, ${at[1]}`,
      name: form.name.trim(),
      table: state.table,
      address: form.address.trim().replace(/\s*\n\s*/g, ', '),
      location: form.location.trim(),
    });
    const link = `https://wa.me/${config.whatsapp}?text=${encodeURIComponent(text)}`;
    sent = true;
    renderDialog();
    window.open(link, '_blank', 'noopener');
    dialog.querySelector<HTMLElement>('.basket-sent button')?.focus();
  }

  // ——— Keeping everything in step ———

  function render() {
    for (const slot of document.querySelectorAll<HTMLElement>('[data-order-slot]')) renderSlot(slot);
    renderButton();
    if (dialog.open) {
      const focusedId = (document.activeElement as HTMLElement | null)?.id;
      const act = (document.activeElement as HTMLElement | null)?.dataset.act;
      const line = (document.activeElement as HTMLElement | null)?.closest('.basket-line');
      const index = line ? [...dialog.querySelectorAll('.basket-line')].indexOf(line) : -1;
      renderDialog();
      if (focusedId) document.getElementById(focusedId)?.focus();
      else if (act && index >= 0)
        (
          dialog.querySelectorAll('.basket-line')[index]?.querySelector<HTMLElement>(`[data-act="${act}"]`) ??
          dialog.querySelector<HTMLElement>('.basket-close')
        )?.focus();
    }
  }

  async function refreshMenu() {
    try {
      const [catalogue, availability] = await Promise.all([
        fetch(config.catalogue).then((response) => (response.ok ? response.json() : null)),
        fetch('/api/menu-availability').then((response) => (response.ok ? response.json() : {})),
      ]);
      if (catalogue && typeof catalogue === 'object') menu = catalogue.dishes ?? null;
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
    state = load();
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
