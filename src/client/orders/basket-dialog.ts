/**
 * The basket's dialog (loaded the first time a guest opens the basket, so pages carry only the buttons):
 * each dish with its stepper, price and note, the bill, how the guest orders (table, pick-up or delivery
 * time, address), the guest's name and WhatsApp number, and Kirim pesanan via WhatsApp. That records the
 * order first (./basket-send.ts), then opens wa.me with the order in one message carrying the code it was
 * recorded under. A refusal is shown at the field or dish it names and nothing opens; an order the server
 * cannot take can still be sent by WhatsApp, saying so. A native modal dialog: focus stays inside, Esc
 * closes, focus returns to what opened it.
 *
 * WhatsApp opens in a new window once the server has answered. Browsers let a page open one only for a
 * while after the guest's tap (Chrome, Android's too, for 5 s: longer than the basket waits), which
 * `navigator.userActivation` tells; a browser without that opens a blank window at the tap and sends it to
 * WhatsApp with the answer. Where neither works, the confirmation's Buka WhatsApp link is the guest's tap.
 */

import { restaurantNow, zoneName } from '../../domain/content/hours.ts';
import {
  charactersLeft,
  charges,
  dayText,
  formatPercent,
  formatRupiah,
  isOpenAt,
  namesDeliveryFee,
  nextOpening,
  ORDER_MODE_WORDS,
  type OrderMessage,
  type OrderTime,
  orderMessage,
  orderTimeNeeded,
  orderTimes,
  orderWhen,
  pricesNote,
} from '../../domain/orders/basket-rules.ts';
import type { Order, PreorderLeft } from '../../domain/orders/order.ts';
import {
  type Deposit,
  depositText,
  leftForDayText,
  onPreorderTerms,
  orderDeposit,
  preorderDates,
  preorderLabel,
  preorderLineProblem,
  preorderTimes,
  restText,
} from '../../domain/orders/preorder.ts';
import type { DishPreorder } from '../../domain/orders/preorder-schemas.ts';
import { whatsappLink } from '../../domain/shared/whatsapp.ts';
import { adoptStyles } from '../../ui/adopt-styles.ts';
import { h } from '../shared/dom.ts';
import {
  lapsedTimeText,
  minimumOrderText,
  type OrderForm,
  orderFormErrors,
  timeLapsed,
} from './basket-checks.ts';
// Its styles come with its code, never with the page (which carries only the bar's: src/styles/basket.css).
import dialogStyles from './basket-dialog.css?inline';
import { type Basket, type Line, NOTE_MAX } from './basket-model.ts';
import { orderBody, refusalPlace, refusalText, sendingIdFor, sendOrder } from './basket-send.ts';
import { DIALOG_WORDS } from './dialog-words.ts';
import { keepVisitTable } from './table.ts';

/** How far ahead a pre-order may be when the published menu does not say (a new site's setting). */
const PREORDER_DAYS_DEFAULT = 14;

/** The page's local storage, or null where the browser blocks it. */
function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

export interface BasketDialog {
  /** Shows the dialog; `opener` gets the focus back when it closes. */
  open(opener: HTMLElement | null): void;
  /** Draws it again after the basket changed (only while it is open). */
  refresh(): void;
}

export function basketDialog(basket: Basket): BasketDialog {
  adoptStyles(dialogStyles);
  const { config, state } = basket;
  const { problemOf, priceOf, priceChangeOf, orderable, count, totals, setQuantity, stepper, save, render } =
    basket;
  const zone = config.hours.timeZone;
  // The page's language (Indonesian where an older page's configuration does not say).
  const language = config.language ?? 'id';
  const words = DIALOG_WORDS[language];

  const dialog = h('dialog', { class: 'basket', 'aria-labelledby': 'basket-title' });
  document.body.append(dialog);
  let opener: HTMLElement | null = null;
  // What the guest typed lasts while the page is open (the next order on this page has it), never on the
  // device: a name and a phone number are personal data.
  const form: OrderForm = { name: '', phone: '', time: '', address: '', location: '' };
  /** Messages by the id of the control they are about, and by the dish for a line. */
  let errors: Record<string, string> = {};
  let lineErrors: Record<string, string> = {};
  /** The quantity each line had when its refusal was said: another quantity lets the refusal go. */
  let refusedAt: Record<string, number> = {};
  /** A refusal about no one field (too many orders, another site): above Kirim. */
  let formError = '';
  /** While the order is on its way to the server. */
  let sending = false;
  /** The WhatsApp link of an order the server could not take, offered to the guest. */
  let unrecorded = false;
  /**
   * The order sent: its code (null when not recorded), its link, whether WhatsApp opened by itself, and
   * the deposit it asks (paid by the restaurant's QRIS).
   */
  let sent: { code: string | null; link: string; opened: boolean; deposit?: Deposit | null } | null = null;
  /** The day chosen in a pre-order's date picker, before its time is. */
  let preorderDay = '';
  /** What each day has left of the pre-order dishes with a daily limit, once asked (per opening). */
  let left: PreorderLeft['days'] | null = null;
  let leftAsked = false;

  /** Asks what the days have left (GET /api/preorders/left); the dialog is drawn again with it. */
  function askLeft() {
    leftAsked = true;
    fetch('/api/preorders/left')
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: Partial<PreorderLeft> | null) => {
        if (!answer?.days || typeof answer.days !== 'object') return;
        left = answer.days;
        refresh();
      })
      .catch(() => {
        // Offline: the server still says it when the order is sent.
      });
  }

  /** The pre-order day chosen so far ('' before one is). */
  const chosenDay = () => form.time.slice(0, 10) || preorderDay;

  /** How many of a dish `date` has left, when its daily limit is known; else null. */
  function leftOn(date: string, slug: string, terms: DishPreorder): number | null {
    if (terms.daily_limit === null || !date) return null;
    const count = left?.[date]?.[slug];
    return typeof count === 'number' ? count : null;
  }

  const clearErrors = () => {
    errors = {};
    lineErrors = {};
    refusedAt = {};
    formError = '';
  };

  dialog.addEventListener('close', () => {
    sent = null;
    unrecorded = false;
    opener?.focus();
  });
  // A tap on the backdrop closes, as Esc does.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  function open(from: HTMLElement | null) {
    opener = from;
    leftAsked = false;
    renderDialog();
    dialog.showModal();
    // The heading takes the focus: a screen reader says which dialog opened and how many dishes it holds.
    dialog.querySelector<HTMLElement>('#basket-title')?.focus();
    void basket.refreshMenu();
  }

  /** Draws the dialog again, keeping the focus on the same control (or the same line's). */
  function refresh() {
    if (!dialog.open) return;
    const active = document.activeElement as HTMLElement | null;
    const focusedId = active?.id;
    const act = active?.dataset.act;
    const line = active?.closest('.basket-line');
    const index = line ? [...dialog.querySelectorAll('.basket-line')].indexOf(line) : -1;
    // Where the guest was in a text field (a quantity just come into has its digits selected, so what they
    // type replaces them): kept in the field drawn in its place.
    const typing =
      active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
        ? { start: active.selectionStart, end: active.selectionEnd }
        : null;
    renderDialog();
    if (focusedId) document.getElementById(focusedId)?.focus();
    else if (act && index >= 0)
      (
        dialog.querySelectorAll('.basket-line')[index]?.querySelector<HTMLElement>(`[data-act="${act}"]`) ??
        dialog.querySelector<HTMLElement>('.basket-close')
      )?.focus();
    const now = document.activeElement;
    if (
      typing &&
      typing.start !== null &&
      now !== active &&
      (now instanceof HTMLInputElement || now instanceof HTMLTextAreaElement)
    ) {
      try {
        now.setSelectionRange(typing.start, typing.end ?? typing.start);
      } catch {
        // A field without a text selection (a date, a number): nothing to keep.
      }
    }
    // What had the focus is gone (the last dish taken out), or the focus was never moved (a screen
    // reader's cursor activates without it): the heading keeps it in the modal dialog.
    if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>('#basket-title')?.focus();
  }

  function field(
    id: string,
    label: string,
    control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
    hint?: string,
  ) {
    control.id = id;
    const error = errors[id];
    // A field with a limit says what is left near it, and that it is reached: nothing is cut silently.
    const max = 'maxLength' in control && control.maxLength > 0 ? control.maxLength : 0;
    const left =
      max > 0 && h('p', { class: 'basket-hint basket-count', id: `${id}-count`, 'aria-live': 'polite' });
    if (left) {
      const count = () => {
        left.textContent = charactersLeft(control.value.length, max, language);
      };
      count();
      control.addEventListener('input', count);
    }
    const described = [hint && `${id}-hint`, left && `${id}-count`, error && `${id}-error`]
      .filter(Boolean)
      .join(' ');
    if (described) control.setAttribute('aria-describedby', described);
    if (error) control.setAttribute('aria-invalid', 'true');
    return h(
      'div',
      { class: 'basket-field' },
      h('label', { for: id }, label),
      control,
      hint && h('p', { class: 'basket-hint', id: `${id}-hint` }, hint),
      left,
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

  /** The pre-order dishes the basket holds, each with its terms (known once the published menu is read). */
  function preorderLines(): Array<{ line: Line; terms: DishPreorder }> {
    return orderable().flatMap((line) => {
      const terms = basket.preorderOf(line);
      return terms ? [{ line, terms }] : [];
    });
  }

  /**
   * Whether a pre-order dish is ordered on its terms for the day chosen (see onPreorderTerms): a dish sold
   * for today too is, until a day is chosen, not yet.
   */
  function termsApply(terms: DishPreorder, day = chosenDay()): boolean {
    return (
      terms.ahead_only || (day !== '' && onPreorderTerms(terms, day, restaurantNow(new Date(), zone).date))
    );
  }

  /** Whether the basket holds a dish ordered on its pre-order terms for the day chosen. */
  const holdsPreorder = () => preorderLines().some(({ terms }) => termsApply(terms));

  /**
   * The times the order can be for: with a pre-order dish, the days ahead its lead time and the restaurant
   * allow (always asked, a day then its time), and today's too when every such dish is sold for today as
   * well; else today's and tomorrow's within the opening hours.
   */
  function timeChoices(): {
    times: OrderTime[];
    open: boolean;
    closedNote: string | null;
    preorder: boolean;
  } {
    const now = restaurantNow(new Date(), zone);
    const held = preorderLines();
    if (held.length > 0) {
      const days = basket.preorderSettings()?.preorder_days_ahead ?? PREORDER_DAYS_DEFAULT;
      const ahead = preorderTimes(
        config.hours,
        now,
        held.map((each) => each.terms),
        days,
      );
      const times = held.some((each) => each.terms.ahead_only)
        ? ahead
        : [
            ...orderTimes(config.hours, now).filter((at) => at.date === now.date),
            ...ahead.filter((at) => at.date !== now.date),
          ];
      return { times, open: true, closedNote: null, preorder: true };
    }
    const times = orderTimes(config.hours, now);
    if (isOpenAt(config.hours, now)) return { times, open: true, closedNote: null, preorder: false };
    const next = nextOpening(config.hours, now);
    const closedNote = next
      ? words.closedUntil(
          next.date === now.date ? null : dayText(next.date, language),
          `${next.time} ${zoneName(zone)}`,
        )
      : words.closed;
    return { times, open: false, closedNote, preorder: false };
  }

  /** The deposit the order asks as the basket stands (the bill, the time chosen), when it asks one. */
  function depositNow(total: number | null, holdsPreorder: boolean): Deposit | null {
    const settings = basket.preorderSettings();
    if (!settings || total === null) return null;
    const [date, time] = form.time.split(' ');
    return orderDeposit(
      {
        total,
        holdsPreorder,
        placed: restaurantNow(new Date(), zone),
        at: date && time ? { date, time } : undefined,
      },
      settings,
    );
  }

  /** The deposit's lines, as the bill and the message say them. */
  const depositLines = (deposit: Deposit) =>
    [depositText(deposit, zone, language), restText(deposit, language)].filter((text): text is string =>
      Boolean(text),
    );

  const whenText = (at: OrderTime) => orderWhen(at, zone, restaurantNow(new Date(), zone).date, language);

  /**
   * A chosen time the kitchen can no longer make (the clock moved on while the dialog was open) is let go,
   * and the guest is told at the field rather than finding it empty or sending a time too soon.
   */
  function dropLapsedTime(times: OrderTime[]) {
    if (!timeLapsed(form.time, times)) return;
    form.time = '';
    errors['basket-time'] = lapsedTimeText(language);
  }

  /** A line's stepper; its quantity described by the refusal about the dish, when there is one. */
  function lineStepper(line: Line, blocked: boolean, describedBy?: string) {
    const element = stepper(line.slug, line, line.quantity, blocked);
    const quantity = element.querySelector('[data-act="quantity"]');
    if (describedBy && quantity)
      quantity.setAttribute(
        'aria-describedby',
        [quantity.getAttribute('aria-describedby'), describedBy].filter(Boolean).join(' '),
      );
    return element;
  }

  function renderDialog() {
    const mode = basket.mode();
    const bill = totals();
    const { times, open, closedNote, preorder } = timeChoices();
    const askTime = preorder || orderTimeNeeded(mode, open);
    if (askTime) dropLapsedTime(times);
    const deposit = depositNow(bill?.total ?? null, holdsPreorder());
    if (preorder && !leftAsked) askLeft();

    for (const line of state.lines)
      if (lineErrors[line.slug] && refusedAt[line.slug] !== line.quantity) delete lineErrors[line.slug];
    const lines = state.lines.map((line) => {
      const problem = problemOf(line);
      const refused = lineErrors[line.slug];
      const price = priceOf(line);
      const change = problem ? null : priceChangeOf(line);
      const note = h('input', {
        type: 'text',
        maxlength: String(NOTE_MAX),
        placeholder: words.notePlaceholder,
        autocomplete: 'off',
      });
      note.value = line.note;
      note.addEventListener('input', () => {
        line.note = note.value;
        save();
      });
      const noteId = `basket-note-${line.slug}`;
      const terms = problem ? null : basket.preorderOf(line);
      const name = basket.shownName(line);
      return h(
        'li',
        { class: problem ? 'basket-line basket-line-out' : 'basket-line' },
        h(
          'div',
          { class: 'basket-line-head' },
          h(
            'span',
            // The Indonesian name on an English page, said as such.
            { class: 'basket-line-name', lang: language === 'en' && name === line.name ? 'id' : undefined },
            name,
          ),
          h(
            'span',
            { class: 'basket-line-price' },
            price === null
              ? words.unpriced
              : Number.isSafeInteger(price * line.quantity)
                ? formatRupiah(price * line.quantity)
                : words.uncountable,
          ),
        ),
        terms && h('p', { class: 'basket-line-preorder' }, preorderLabel(terms, language)),
        terms &&
          !refused &&
          termsApply(terms) &&
          (() => {
            const count = leftOn(chosenDay(), line.slug, terms);
            return count === null
              ? null
              : h('p', { class: 'basket-hint' }, leftForDayText(count, chosenDay(), language));
          })(),
        (refused || problem) &&
          h(
            'p',
            { class: 'basket-line-problem', id: `basket-line-${line.slug}-error` },
            refused || (problem && words.problems[problem]),
          ),
        change && h('p', { class: 'basket-line-change' }, change),
        // Once sent, the lines are what the code stands for: shown as sent until the dialog closes (a
        // change then makes another order), never a total the restaurant did not receive.
        sent
          ? h(
              'p',
              { class: 'basket-line-sent' },
              words.sentQuantity(line.quantity),
              line.note.trim() &&
                h('span', { class: 'basket-line-sent-note' }, words.sentNote(line.note.trim())),
            )
          : h(
              'div',
              { class: 'basket-line-controls' },
              lineStepper(line, problem !== null, refused ? `basket-line-${line.slug}-error` : undefined),
              problem &&
                (() => {
                  const remove = h(
                    'button',
                    {
                      type: 'button',
                      class: 'basket-remove',
                      'data-act': 'remove',
                      'aria-describedby': refused ? `basket-line-${line.slug}-error` : undefined,
                    },
                    words.remove(name),
                  );
                  remove.addEventListener('click', () => setQuantity(line.slug, 0));
                  return remove;
                })(),
            ),
        !sent && !problem && field(noteId, words.noteFor(name), note),
      );
    });

    const modeError = errors['basket-mode'];
    const modeChoices = h(
      'fieldset',
      { class: 'basket-modes', 'aria-describedby': modeError ? 'basket-mode-error' : undefined },
      h('legend', {}, words.modes),
      ...config.modes.map((value) => {
        const radio = h('input', { type: 'radio', name: 'basket-mode', value, id: `basket-mode-${value}` });
        radio.checked = mode === value;
        radio.addEventListener('change', () => {
          basket.setMode(value);
          clearErrors();
          renderDialog();
          dialog.querySelector<HTMLElement>(`#basket-mode-${value}`)?.focus();
        });
        return h(
          'label',
          { class: 'basket-mode', for: `basket-mode-${value}` },
          radio,
          ORDER_MODE_WORDS[language][value],
        );
      }),
      modeError && h('p', { class: 'basket-error', id: 'basket-mode-error' }, modeError),
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
        keepVisitTable(state.table);
      });
      modeFields.push(field('basket-table', words.table, tableInput));
    }
    if (askTime && preorder) {
      // Two pickers: the day, then its times (a fortnight of quarter hours is too long a list).
      const dates = preorderDates(times);
      const day = chosenDay();
      const held = preorderLines();
      const daySelect = h('select', { required: true });
      daySelect.append(h('option', { value: '' }, dates.length ? words.chooseDate : words.noDates));
      for (const date of dates) {
        // A day that cannot take the basket says so in the list.
        const fewest = Math.min(
          ...held.map(({ line, terms }) => {
            const count = termsApply(terms, date) ? leftOn(date, line.slug, terms) : null;
            return count === null || count >= line.quantity ? Number.POSITIVE_INFINITY : count;
          }),
        );
        const option = h(
          'option',
          { value: date },
          fewest === 0
            ? `${dayText(date, language)} ${words.daySoldOut}`
            : fewest < Infinity
              ? `${dayText(date, language)} ${words.dayLeft(fewest)}`
              : dayText(date, language),
        );
        option.selected = day === date;
        daySelect.append(option);
      }
      daySelect.addEventListener('change', () => {
        preorderDay = daySelect.value;
        form.time = '';
        refresh();
      });
      const timeSelect = h('select', { required: true });
      timeSelect.append(h('option', { value: '' }, day ? words.chooseHour : words.chooseDateFirst));
      for (const at of times.filter((each) => each.date === day)) {
        const value = `${at.date} ${at.time}`;
        const option = h('option', { value }, `${at.time} ${zoneName(zone)}`);
        option.selected = form.time === value;
        timeSelect.append(option);
      }
      timeSelect.addEventListener('change', () => {
        form.time = timeSelect.value;
        // The deposit's deadline follows the time chosen.
        refresh();
      });
      modeFields.push(
        field('basket-date', words.preorderDate, daySelect, words.preorderDateHint),
        field('basket-time', words.timeLabels[mode], timeSelect),
      );
    } else if (askTime) {
      const select = h('select', { required: true });
      select.append(h('option', { value: '' }, times.length ? words.chooseTime : words.noTimes));
      for (const at of times) {
        const value = `${at.date} ${at.time}`;
        const option = h('option', { value }, whenText(at));
        option.selected = form.time === value;
        select.append(option);
      }
      select.addEventListener('change', () => {
        form.time = select.value;
      });
      modeFields.push(field('basket-time', words.timeLabels[mode], select));
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
        field('basket-address', words.address, address, config.delivery_note || undefined),
        field(
          'basket-location',
          words.location,
          input('location', { type: 'url', inputmode: 'url', placeholder: 'https://maps.app.goo.gl/…' }),
        ),
      );
      const minimum = config.minimum_order === null ? '' : minimumOrderText(config.minimum_order, language);
      // Said once: not again beside the server's refusal at the address, which says the same.
      if (
        config.minimum_order !== null &&
        bill !== null &&
        bill.subtotal < config.minimum_order &&
        errors['basket-address'] !== minimum
      )
        modeFields.push(h('p', { class: 'basket-notice' }, minimum));
    }

    const note = pricesNote(config, mode, language);
    const percent = charges(config, mode);
    // A delivery whose note names a fee: the total is without it.
    const total = (amount: number) =>
      mode === 'delivery' && namesDeliveryFee(config.delivery_note)
        ? `${formatRupiah(amount)} ${words.withoutDelivery}`
        : formatRupiah(amount);
    const totalRows: Array<[string, string]> =
      bill === null
        ? []
        : [
            ...(percent.service > 0 || percent.tax > 0
              ? [['Subtotal', formatRupiah(bill.subtotal)] as [string, string]]
              : []),
            ...(percent.service > 0
              ? [
                  [`Service ${formatPercent(percent.service)}`, formatRupiah(bill.service)] as [
                    string,
                    string,
                  ],
                ]
              : []),
            ...(percent.tax > 0
              ? [[`${words.tax} ${formatPercent(percent.tax)}`, formatRupiah(bill.tax)] as [string, string]]
              : []),
            ['Total', total(bill.total)],
          ];

    const close = h(
      'button',
      { type: 'button', id: 'basket-close', class: 'basket-close', 'aria-label': words.close },
      '×',
    );
    close.addEventListener('click', () => dialog.close());

    // Not disabled while sending: the focus stays on it, and a second tap is let go (submit). Once the order
    // was not recorded, the one green button is WhatsApp's above it; this one tries to record it again.
    const send = h(
      'button',
      {
        type: 'submit',
        id: 'basket-send',
        class: `btn ${unrecorded && !sending ? 'btn-outline' : 'btn-whatsapp'} basket-send`,
        'aria-disabled': sending ? 'true' : undefined,
      },
      sending ? words.sending : unrecorded ? words.retry : words.send,
    );
    const whatsappAnyway = unrecorded
      ? (() => {
          const anyway = h(
            'a',
            {
              id: 'basket-anyway',
              class: 'btn btn-whatsapp',
              href: whatsappLink(config.whatsapp, ''),
              target: '_blank',
              rel: 'noopener noreferrer',
            },
            words.sendAnyway,
          );
          // The message as the basket stands at the tap (the guest may have changed it since).
          anyway.addEventListener('click', (event) => {
            const checked = check();
            if (!checked) {
              event.preventDefault();
              return;
            }
            anyway.href = whatsappLink(config.whatsapp, orderMessage(basketMessage(null, checked), language));
            sent = { code: null, link: anyway.href, opened: true };
            unrecorded = false;
            setTimeout(showSent);
          });
          return h(
            'div',
            { class: 'basket-unrecorded', role: 'alert' },
            h('p', {}, words.notRecorded),
            anyway,
          );
        })()
      : null;
    const orderForm = h(
      'form',
      { class: 'basket-form', novalidate: true },
      modeChoices,
      ...modeFields,
      field(
        'basket-name',
        words.name,
        input('name', { type: 'text', maxlength: '60', autocomplete: 'name', required: true }),
      ),
      field(
        'basket-phone',
        words.phone,
        input('phone', {
          type: 'tel',
          inputmode: 'tel',
          autocomplete: 'tel',
          maxlength: '30',
          placeholder: '08xx xxxx xxxx',
          required: true,
        }),
        words.phoneHint,
      ),
      closedNote && h('p', { class: 'basket-notice', role: 'status' }, closedNote),
      formError &&
        h('p', { class: 'basket-error', id: 'basket-send-error', role: 'alert', tabindex: '-1' }, formError),
      whatsappAnyway,
      send,
    );
    orderForm.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit();
    });

    const afterSend = sent
      ? ((done) => {
          // With ids, so a redraw (the menu checked, a quantity taken) leaves the focus on them.
          const empty = h(
            'button',
            { type: 'button', id: 'basket-empty', class: 'btn btn-primary' },
            words.clear,
          );
          const keep = h(
            'button',
            { type: 'button', id: 'basket-keep', class: 'btn btn-outline' },
            words.keep,
          );
          empty.addEventListener('click', () => {
            state.lines = [];
            save();
            dialog.close();
            render();
          });
          keep.addEventListener('click', () => dialog.close());
          // The guest's own tap, where WhatsApp did not open by itself (or closed again).
          const again = h(
            'a',
            {
              id: 'basket-whatsapp',
              class: done.opened ? 'basket-whatsapp-again' : 'btn btn-whatsapp',
              href: done.link,
              target: '_blank',
              rel: 'noopener noreferrer',
            },
            done.opened ? words.openWhatsAppAgain : words.openWhatsApp,
          );
          return h(
            'div',
            { class: 'basket-sent', role: 'status' },
            done.code &&
              h(
                'p',
                { class: 'basket-code' },
                // The code on one line: a phone's narrow dialog would otherwise break it at its hyphen.
                words.code(''),
                h('span', { class: 'basket-code-value' }, done.code),
              ),
            done.code && done.deposit && qrisStep(done.code, done.deposit),
            h('p', {}, done.opened ? words.opened : words.tapToOpen, words.next),
            h('p', {}, again),
            h('p', {}, words.sentAlready),
            h('div', { class: 'basket-sent-actions' }, empty, keep),
          );
        })(sent)
      : null;

    const parts: Array<Node | string | null | false | undefined | ''> = [
      h(
        'div',
        { class: 'basket-head' },
        h('h2', { id: 'basket-title', tabindex: '-1' }, words.title(count())),
        close,
      ),
      state.lines.length === 0
        ? h('p', { class: 'basket-empty' }, words.empty)
        : h('ul', { class: 'basket-lines' }, ...lines),
      bill === null
        ? h('p', { class: 'basket-notice', role: 'alert' }, words.totalTooLarge)
        : h(
            'dl',
            { class: 'basket-totals' },
            ...totalRows.flatMap(([label, value]) => [h('dt', {}, label), h('dd', {}, value)]),
          ),
      note && h('p', { class: 'basket-prices-note' }, note),
      deposit &&
        h(
          'div',
          { class: 'basket-deposit' },
          ...depositLines(deposit).map((text) => h('p', {}, text)),
          h('p', { class: 'basket-hint' }, words.depositHint),
        ),
      bill !== null && bill.unpriced > 0 && h('p', { class: 'basket-hint' }, words.unpricedHint),
      afterSend,
      // A bill that cannot be added up is not sent: the guest orders less, or asks. Once sent, the form
      // waits for the dialog to close (another Kirim would be another order).
      !sent && orderable().length > 0 && bill !== null && orderForm,
      config.apps.length > 0 &&
        h(
          'div',
          { class: 'basket-apps' },
          h('p', {}, words.apps),
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
                  words.orderOn(app.name),
                ),
              ),
            ),
          ),
        ),
    ];
    dialog.replaceChildren(...parts.filter((part): part is Node | string => Boolean(part)));
  }

  /**
   * The form as Kirim checks it: what the order is made of, or null with the problems shown at their fields
   * and the focus on the first.
   */
  function check() {
    // A quantity typed and not yet taken (a screen reader activates Kirim without moving the focus out of
    // the box, so no change event came): taken now, before anything is read from the basket.
    dialog
      .querySelector<HTMLInputElement>('input[data-act="quantity"]:focus')
      ?.dispatchEvent(new Event('change'));
    // A 0 typed just before Kirim took out the last dish: there is nothing to send.
    if (orderable().length === 0) {
      renderDialog();
      dialog.querySelector<HTMLElement>('#basket-title')?.focus();
      return null;
    }
    clearErrors();
    const mode = basket.mode();
    const bill = totals();
    const choices = timeChoices();
    const askTime = choices.preorder || orderTimeNeeded(mode, choices.open);
    if (askTime) dropLapsedTime(choices.times);
    // A pre-order dish under its minimum is refused at its line ("Minimal 20 kotak").
    for (const { line, terms } of preorderLines()) {
      if (!termsApply(terms)) continue;
      const count = leftOn(chosenDay(), line.slug, terms);
      const problem = preorderLineProblem(
        terms,
        line.quantity,
        count === null ? null : { date: chosenDay(), count },
        language,
      );
      if (problem) {
        lineErrors[line.slug] = problem;
        refusedAt[line.slug] = line.quantity;
      }
    }
    const firstRefused = Object.keys(lineErrors)[0];
    if (firstRefused) {
      renderDialog();
      focusRefusal(firstRefused);
      return null;
    }
    const found = orderFormErrors(form, {
      mode,
      askTime,
      subtotal: bill?.subtotal ?? null,
      minimumOrder: config.minimum_order,
      language,
    });
    // A time let go just now keeps its own message.
    for (const [key, message] of Object.entries(found)) errors[`basket-${key}`] ??= message;
    if (bill === null) return null;
    if (Object.keys(errors).length > 0) {
      renderDialog();
      dialog.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return null;
    }
    return { lines: orderable(), bill, mode, askTime, holdsPreorder: holdsPreorder() };
  }
  type Checked = NonNullable<ReturnType<typeof check>>;

  const timeText = (time: string) => {
    const [date, clock] = time.split(' ');
    return date && clock ? orderWhen({ date, time: clock }, zone, undefined, language) : '';
  };

  /**
   * The WhatsApp message: of the order as the server recorded it (its names, prices and bill) when it did,
   * else of the basket as it stands, which then says it was not recorded.
   */
  function basketMessage(code: string | null, checked: Checked, order?: Order): OrderMessage {
    const { lines, bill, mode, askTime } = checked;
    const asked = order ? depositOf(order) : depositNow(bill.total, checked.holdsPreorder);
    const message: OrderMessage = {
      restaurant: config.restaurant,
      code,
      lines: lines.map((line: Line, index) => ({
        name: line.name,
        quantity: line.quantity,
        amount: bill.lines[index] ?? null,
        note: line.note,
      })),
      totals: bill,
      settings: config,
      mode,
      when: askTime ? timeText(form.time) : '',
      name: form.name.trim(),
      table: state.table,
      address: form.address.trim().replace(/\s*\n\s*/g, ', '),
      location: form.location.trim(),
      deliveryNote: config.delivery_note,
      deposit: asked ? depositLines(asked) : undefined,
    };
    if (!order?.lines?.length || !order.bill) return message;
    return {
      ...message,
      lines: order.lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        amount: line.amount,
        note: line.note,
      })),
      totals: order.bill,
      settings: {
        ...config,
        service_charge_percent: order.bill.service_percent,
        tax_percent: order.bill.tax_percent,
        prices_include_tax: order.bill.prices_include_tax,
      },
      when: order.time ? timeText(order.time) : '',
      name: order.name ?? message.name,
      table: order.table ?? message.table,
      address: (order.address ?? message.address ?? '').replace(/\s*\n\s*/g, ', '),
      location: order.location ?? message.location,
      deliveryNote: order.delivery_note || message.deliveryNote,
    };
  }

  /** The deposit the server recorded on the order, in the bill's terms. */
  function depositOf(order: Partial<Order> | undefined): Deposit | null {
    const recorded = order?.deposit;
    if (!recorded) return null;
    const [date = '', time = ''] = recorded.due.split(' ');
    return { percent: recorded.percent, amount: recorded.amount, rest: recorded.rest, due: { date, time } };
  }

  /**
   * Paying the deposit once the order is recorded: the restaurant's own static QRIS, whose merchant name and
   * NMID the guest can check, the exact amount to type, the code for the payment's note, and Simpan QRIS to
   * pay from this same phone (a banking app reads the QRIS from the gallery). No fee: the merchant pays it.
   */
  function qrisStep(code: string, deposit: Deposit): HTMLElement | null {
    const settings = basket.preorderSettings();
    if (!settings?.qris_image) return null;
    const extension = /\.(png|jpe?g|webp|avif|svg)(?:$|\?)/i.exec(settings.qris_image)?.[1] ?? 'png';
    return h(
      'section',
      { class: 'basket-qris', 'aria-labelledby': 'basket-qris-title' },
      h('h3', { id: 'basket-qris-title' }, words.qrisTitle),
      h('img', {
        class: 'basket-qris-image',
        src: settings.qris_image,
        alt: `QRIS ${settings.qris_merchant}`,
        width: '240',
        height: '240',
        decoding: 'async',
      }),
      h('p', { class: 'basket-qris-merchant' }, `${settings.qris_merchant} · NMID ${settings.qris_nmid}`),
      h('p', { class: 'basket-qris-amount' }, words.qrisAmount(formatRupiah(deposit.amount))),
      h('p', {}, words.qrisNote(code)),
      h('p', { class: 'basket-hint' }, words.qrisDue(orderWhen(deposit.due, zone, undefined, language))),
      h(
        'a',
        {
          id: 'basket-qris-save',
          class: 'btn btn-outline',
          href: settings.qris_image,
          download: `QRIS-${code}.${extension.toLowerCase()}`,
        },
        words.qrisSave,
      ),
    );
  }

  /** A window opened at the tap, for a browser that cannot say whether it may open one later. */
  function blankWindow(): Window | null {
    const opened = window.open('', '_blank');
    if (!opened) return null;
    opened.opener = null;
    try {
      opened.document.title = 'WhatsApp';
      opened.document.body.append(words.openingWhatsApp);
    } catch {
      // Nothing to say in it: it opens WhatsApp all the same.
    }
    return opened;
  }

  /** Opens WhatsApp by itself where the browser lets it; false when the guest has to tap Buka WhatsApp. */
  function openWhatsApp(link: string, early: Window | null): boolean {
    if (early) {
      if (early.closed) return false;
      early.location.href = link;
      return true;
    }
    if (navigator.userActivation && !navigator.userActivation.isActive) return false;
    const opened = window.open(link, '_blank');
    if (!opened) return false;
    opened.opener = null;
    return true;
  }

  function showSent() {
    renderDialog();
    dialog.querySelector<HTMLElement>(sent?.opened ? '#basket-empty' : '#basket-whatsapp')?.focus();
  }

  async function submit() {
    if (sending) return;
    const checked = check();
    if (!checked) return;
    const early = navigator.userActivation ? null : blankWindow();
    sending = true;
    unrecorded = false;
    refresh();
    const body = orderBody({
      lines: checked.lines,
      mode: checked.mode,
      form,
      table: state.table,
      askTime: checked.askTime,
    });
    // The same order sent again (back from WhatsApp, after a reload) goes under the same name: the server
    // answers with the order it recorded the first time, never a second one.
    const result = await sendOrder({ ...body, request_id: sendingIdFor(body, storage()) });
    sending = false;
    if (result.kind === 'created') {
      const link = whatsappLink(
        config.whatsapp,
        orderMessage(basketMessage(result.code, checked, result.order), language),
      );
      sent = { code: result.code, link, opened: openWhatsApp(link, early), deposit: depositOf(result.order) };
      showSent();
      // Prices and availability as the server saw them.
      void basket.refreshMenu();
      return;
    }
    early?.close();
    if (result.kind === 'unrecorded') {
      unrecorded = true;
      renderDialog();
      dialog.querySelector<HTMLElement>('#basket-anyway')?.focus();
      return;
    }
    // Refused: shown where it belongs, never bypassed. A dish refused takes in what the server knows (sold
    // out since it was added) before the basket is drawn again.
    const place = refusalPlace(result.field);
    // What the days have left may have changed: asked again.
    leftAsked = false;
    const refusedLine = state.lines.find((line) => line.slug === place.line);
    const text = refusalText(result, language, { minimumOrder: config.minimum_order, day: chosenDay() });
    if (place.line && refusedLine) {
      lineErrors[place.line] = text;
      refusedAt[place.line] = refusedLine.quantity;
      await basket.refreshMenu();
      // An English page names the dish's problem as the menu read again says it.
      const terms = basket.preorderOf(refusedLine);
      if (lineErrors[place.line])
        lineErrors[place.line] = refusalText(result, language, {
          problem: problemOf(refusedLine),
          lineProblem: terms && preorderLineProblem(terms, refusedLine.quantity, null, language),
          day: chosenDay(),
        });
    } else if (place.field) errors[place.field] = text;
    else formError = text;
    renderDialog();
    // A field this way of ordering does not show: the message stands above Kirim instead.
    if (place.field && place.field !== 'basket-mode' && !dialog.querySelector(`#${place.field}`)) {
      delete errors[place.field];
      formError = text;
      renderDialog();
    }
    focusRefusal(place.line && lineErrors[place.line] ? place.line : undefined);
  }

  /** Takes the guest to the refusal: the dish's line, the mode chosen, the field, or the line above Kirim. */
  function focusRefusal(slug?: string) {
    let target: HTMLElement | null = null;
    if (slug) {
      const line = dialog
        .querySelector(`[id="basket-line-${CSS.escape(slug)}-error"]`)
        ?.closest('.basket-line');
      target =
        line?.querySelector<HTMLElement>('.basket-remove') ??
        line?.querySelector<HTMLElement>('[data-act="quantity"]') ??
        null;
    } else if (errors['basket-mode'])
      target = dialog.querySelector<HTMLElement>('input[name="basket-mode"]:checked');
    target ??=
      dialog.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      dialog.querySelector<HTMLElement>('#basket-send-error');
    target?.focus();
  }

  return { open, refresh };
}
