import { describe, expect, it } from 'vitest';
import { orderFormErrors } from '../../src/client/orders/basket-checks.ts';
import { refusalText } from '../../src/client/orders/basket-send.ts';
import { DIALOG_WORDS } from '../../src/client/orders/dialog-words.ts';
import { tableBadgeText } from '../../src/client/orders/table.ts';
import {
  billSummary,
  charactersLeft,
  DEPOSIT_PROOF_IN_MESSAGE,
  dayText,
  minimumOrderText,
  ORDER_MESSAGE_MAX,
  ORDER_MODE_WORDS,
  type OrderMessage,
  orderMessage,
  orderWhen,
  priceChange,
  pricesNote,
  quantityMaxText,
} from '../../src/domain/orders/basket-rules.ts';
import { ORDER_MESSAGES } from '../../src/domain/orders/order.ts';
import {
  type Deposit,
  depositText,
  leftForDayText,
  leftInDayText,
  preorderLabel,
  preorderLineProblem,
  restText,
} from '../../src/domain/orders/preorder.ts';

/**
 * The order basket on the site's English pages: the WhatsApp message the guest sends is in English, with
 * the dishes' Indonesian names (the kitchen knows them) and the notes as typed; the basket's words, its
 * checks and the server's (Indonesian) refusals are said in English. The Indonesian pages say what they
 * always said (basket-rules.test.ts and the others hold them word for word).
 */

const order: Omit<OrderMessage, 'code'> = {
  restaurant: 'Rumah Makan Padang',
  lines: [
    { name: 'Rendang Daging', quantity: 2, amount: 70000, note: 'kuah dipisah, not too spicy' },
    { name: 'Es Teh', quantity: 1, amount: 8000, note: '' },
  ],
  totals: { subtotal: 78000, service: 0, tax: 0, total: 78000, unpriced: 0 },
  settings: {
    service_charge_percent: 0,
    tax_percent: 0,
    prices_include_tax: false,
    service_charge_modes: ['dine_in'],
    tax_modes: ['dine_in'],
  },
  mode: 'pickup',
  when: orderWhen({ date: '2026-11-28', time: '12:30' }, 'Asia/Jakarta', undefined, 'en'),
  name: 'Sarah',
};

describe('the WhatsApp message from an English page', () => {
  it('is in English with the code, the dishes by their Indonesian names and the notes as typed', () => {
    expect(orderMessage({ ...order, code: 'PSN-7K2QX9' }, 'en')).toBe(
      [
        'Hello Rumah Makan Padang, I would like to order (PSN-7K2QX9):',
        '',
        '1. Rendang Daging x2 = Rp 70.000',
        '   Note: kuah dipisah, not too spicy',
        '2. Es Teh x1 = Rp 8.000',
        '',
        'Total: Rp 78.000',
        '',
        'Order type: Pick-up, Sat 28 Nov, 12:30 WIB',
        'Name: Sarah',
        '',
        'Order code: PSN-7K2QX9',
        'Please confirm on WhatsApp.',
      ].join('\n'),
    );
  });

  it('adds service and PB1 (named as the restaurant tax) at a table, with the table number', () => {
    const text = orderMessage(
      {
        ...order,
        code: 'PSN-7K2QX9',
        mode: 'dine_in',
        when: '',
        table: 'A12',
        totals: { subtotal: 78000, service: 3900, tax: 8190, total: 90090, unpriced: 0 },
        settings: { ...order.settings, service_charge_percent: 5, tax_percent: 10 },
      },
      'en',
    );
    expect(text).toContain(
      [
        'Subtotal: Rp 78.000',
        'Service 5%: Rp 3.900',
        'PB1 (restaurant tax) 10%: Rp 8.190',
        'Total: Rp 90.090',
      ].join('\n'),
    );
    expect(text).toContain('Order type: Dine in\nName: Sarah\nTable: A12\n');
    // Prices that already include them say so.
    const included = orderMessage(
      { ...order, code: 'PSN-7K2QX9', settings: { ...order.settings, prices_include_tax: true } },
      'en',
    );
    expect(included).toContain('Total: Rp 78.000 (prices include tax and service)');
  });

  it('gives a delivery its address, location and the restaurant’s delivery note, and a deposit with its proof', () => {
    const deposit: Deposit = {
      percent: 50,
      amount: 39000,
      rest: 39000,
      due: { date: '2026-11-27', time: '18:00' },
    };
    const text = orderMessage(
      {
        ...order,
        code: 'PSN-7K2QX9',
        mode: 'delivery',
        address: 'Jl. Sudirman 12, Padang',
        location: 'https://maps.app.goo.gl/abc',
        deliveryNote: 'Ongkir Rp 10.000 se-Kota Padang',
        deposit: [depositText(deposit, 'Asia/Jakarta', 'en'), restText(deposit, 'en') ?? ''],
      },
      'en',
    );
    expect(text).toContain(
      [
        'Total: Rp 78.000 (delivery fee not included)',
        'Deposit (DP) 50%: Rp 39.000, to pay by Fri 27 Nov, 18:00 WIB',
        'Balance to pay: Rp 39.000',
        'I will send the proof of my QRIS deposit payment in this chat.',
        '',
        'Order type: Delivery, Sat 28 Nov, 12:30 WIB',
        'Name: Sarah',
        'Address: Jl. Sudirman 12, Padang',
        'Location: https://maps.app.goo.gl/abc',
        // The restaurant's own note, as it wrote it.
        'Delivery note: Ongkir Rp 10.000 se-Kota Padang',
      ].join('\n'),
    );
    expect(text).not.toContain(DEPOSIT_PROOF_IN_MESSAGE);
  });

  it('says at its head that an order the server could not take is not recorded, and carries no code', () => {
    const text = orderMessage({ ...order, code: null }, 'en');
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Hello Rumah Makan Padang, I would like to order:',
      '(This order is not recorded online yet.)',
      '',
    ]);
    expect(text).not.toContain('PSN-');
    expect(text.endsWith('Name: Sarah\n\nPlease confirm on WhatsApp.')).toBe(true);
  });

  it('names a dish without a price and leaves it out of the total', () => {
    const text = orderMessage(
      {
        ...order,
        code: 'PSN-7K2QX9',
        lines: [...order.lines, { name: 'Gulai Kepala Ikan', quantity: 1, amount: null, note: '' }],
        totals: { ...order.totals, unpriced: 1 },
      },
      'en',
    );
    expect(text).toContain('3. Gulai Kepala Ikan x1 = price on request');
    expect(text).toContain('(1 dish with price on request, not in the total)');
  });

  it('keeps to the length of a WhatsApp link, leaving long notes for the chat whole', () => {
    const long = 'please no chili at all, my child is eating this, and the sauce in a separate bag';
    const lines = Array.from({ length: 20 }, (_, index) => ({
      name: `Nasi Padang Spesial Rendang ${index + 1}`,
      quantity: 1,
      amount: 25000,
      note: index % 2 ? 'no sambal' : long,
    }));
    const text = orderMessage({ ...order, code: 'PSN-7K2QX9', lines }, 'en');
    expect(text.length).toBeLessThanOrEqual(ORDER_MESSAGE_MAX);
    const notes = text.split('\n').filter((line) => line.startsWith('   Note: '));
    for (const line of notes)
      expect(['   Note: no sambal', `   Note: ${long}`, '   Note: (follows in the chat)']).toContain(line);
    expect(notes).toContain('   Note: (follows in the chat)');
    // Too many notes for any to fit: the message says they follow in the chat.
    const crowded = orderMessage(
      {
        ...order,
        code: 'PSN-7K2QX9',
        lines: lines.concat(lines.slice(0, 4)).map((line) => ({ ...line, note: 'x'.repeat(140) })),
      },
      'en',
    );
    expect(crowded.length).toBeLessThanOrEqual(ORDER_MESSAGE_MAX);
    expect(crowded).toContain('(The notes for each dish follow in the chat)');
  });

  it('is the Indonesian message unless a language is given', () => {
    const text = orderMessage({ ...order, code: 'PSN-7K2QX9' });
    expect(text.startsWith('Halo Rumah Makan Padang, saya mau pesan (PSN-7K2QX9):')).toBe(true);
    expect(text).toContain('Kode pesanan: PSN-7K2QX9');
  });
});

describe('times and prices on an English page', () => {
  it('name days and months in English, today as Today, with the restaurant zone', () => {
    expect(dayText('2026-11-28', 'en')).toBe('Sat 28 Nov');
    expect(dayText('2026-09-03', 'en')).toBe('Thu 3 Sep');
    expect(dayText('2026-11-28')).toBe('Sab 28 Nov');
    expect(orderWhen({ date: '2026-11-28', time: '12:30' }, 'Asia/Jakarta', '2026-11-28', 'en')).toBe(
      'Today, 12:30 WIB',
    );
    expect(orderWhen({ date: '2026-03-14', time: '22:30' }, 'Asia/Makassar', '2026-03-13', 'en')).toBe(
      'Sat 14 Mar, 22:30 WITA',
    );
  });

  it('keep Rupiah as Indonesians write it, and say the bill in English', () => {
    const totals = { lines: [70000, null], subtotal: 70000, service: 0, tax: 0, total: 70000, unpriced: 1 };
    expect(billSummary(totals, 'en')).toBe('Rp 70.000 + 1 price on request');
    expect(billSummary(null, 'en')).toBe('Total cannot be worked out');
    expect(billSummary(totals)).toBe('Rp 70.000 + 1 harga ditanyakan');
    expect(priceChange('Rp 18.000', 'Rp 20.000', 'en')).toBe('Price changed: Rp 18.000 → Rp 20.000');
    expect(quantityMaxText(99, 'en')).toBe('At most 99 per dish');
    expect(minimumOrderText(100000, 'en')).toBe('The minimum order for delivery is Rp 100.000.');
  });

  it('say how prices stand, PB1 named as the restaurant tax', () => {
    const settings = {
      service_charge_percent: 5,
      service_charge_modes: ['dine_in'] as const,
      tax_percent: 10,
      tax_modes: ['dine_in', 'pickup', 'delivery'] as const,
      prices_include_tax: false,
    };
    expect(pricesNote(settings, undefined, 'en')).toBe(
      'Prices do not include service charge 5% (dine-in) and PB1 restaurant tax 10%',
    );
    expect(pricesNote(settings, 'pickup', 'en')).toBe('Prices do not include PB1 restaurant tax 10%');
    expect(pricesNote({ ...settings, prices_include_tax: true }, undefined, 'en')).toBe(
      'Prices include tax and service',
    );
    expect(pricesNote(settings)).toBe('Harga belum termasuk service 5% (makan di tempat) dan PB1 10%');
  });

  it('count the characters left in English', () => {
    expect(charactersLeft(10, 140, 'en')).toBe('');
    expect(charactersLeft(130, 140, 'en')).toBe('10 characters left');
    expect(charactersLeft(139, 140, 'en')).toBe('1 character left');
    expect(charactersLeft(140, 140, 'en')).toBe('Limit of 140 characters reached');
  });

  it('say a pre-order’s terms and its deposit in English', () => {
    expect(preorderLabel({ lead_hours: 24, min_quantity: 20 }, 'en')).toBe('Pre-order 1 day ahead, min. 20');
    expect(preorderLabel({ lead_hours: 30, min_quantity: 1 }, 'en')).toBe('Pre-order 2 days ahead');
    expect(preorderLabel({ lead_hours: 6, min_quantity: 5 }, 'en')).toBe('Pre-order 6 hours ahead, min. 5');
    expect(leftForDayText(40, '2026-12-12', 'en')).toBe('40 left for Sat 12 Dec');
    expect(leftForDayText(0, '2026-12-12', 'en')).toBe('Sold out for Sat 12 Dec');
    // The restaurant's own unit, as its menu says it.
    expect(preorderLineProblem({ min_quantity: 20, unit: 'kotak' }, 5, null, 'en')).toBe('Minimum 20 kotak');
    const deposit: Deposit = {
      percent: 50,
      amount: 1250000,
      rest: 0,
      due: { date: '2026-12-12', time: '12:00' },
    };
    expect(depositText(deposit, 'Asia/Jakarta', 'en')).toBe(
      'Deposit (DP) 50%: Rp 1.250.000, to pay by Sat 12 Dec, 12:00 WIB',
    );
    expect(restText(deposit, 'en')).toBeNull();
  });

  it('read back what a day has left from the server’s Indonesian refusal', () => {
    expect(leftInDayText(leftForDayText(40, '2026-12-12'))).toBe(40);
    expect(leftInDayText(leftForDayText(0, '2026-12-12'))).toBe(0);
    expect(leftInDayText('Minimal 20 kotak')).toBeNull();
  });
});

describe('the basket’s words on an English page', () => {
  it('name the ways of ordering, the table and every button in English', () => {
    expect(ORDER_MODE_WORDS.en).toEqual({ dine_in: 'Dine in', pickup: 'Pick-up', delivery: 'Delivery' });
    expect(DIALOG_WORDS.en.send).toBe('Send order via WhatsApp');
    expect(DIALOG_WORDS.en.problems.habis).toBe('Sold out: not included in the order');
    expect(DIALOG_WORDS.en.title(3)).toBe('Your order (3)');
    expect(tableBadgeText('7', 'en')).toBe('Table 7');
    expect(tableBadgeText('7', 'id')).toBe('Meja 7');
    // Indonesian as it always was.
    expect(DIALOG_WORDS.id.send).toBe('Kirim pesanan via WhatsApp');
    expect(DIALOG_WORDS.id.title(3)).toBe('Pesanan (3)');
  });

  it('say nothing in Indonesian', () => {
    const said = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'function'
          ? [String(value('X', 'Y'))]
          : Object.values(value as object).flatMap(said);
    const indonesian = /\b(pesan|pesanan|harga|lewat|pilih|tidak|sudah|untuk|wajib|dan|bisa|kirim|habis)\b/i;
    for (const text of said(DIALOG_WORDS.en)) expect(text).not.toMatch(indonesian);
  });

  it('ask the order form’s questions in English', () => {
    const form = { name: ' ', phone: '', time: '', address: '', location: 'maps.app' };
    expect(
      orderFormErrors(form, {
        mode: 'delivery',
        askTime: true,
        subtotal: 50000,
        minimumOrder: 100000,
        language: 'en',
      }),
    ).toEqual({
      name: 'Please enter your name.',
      phone: 'Please enter your WhatsApp number.',
      time: 'Please choose a delivery time.',
      address: 'The minimum order for delivery is Rp 100.000.',
      location: 'The location link must start with https://',
    });
    expect(
      orderFormErrors(
        { ...form, name: 'Sarah', phone: '123', location: '' },
        { mode: 'dine_in', askTime: true, subtotal: 0, minimumOrder: null, language: 'en' },
      ),
    ).toEqual({
      phone: 'Please enter an Indonesian mobile number for WhatsApp, e.g. 0812 3456 7890.',
      time: 'Please choose when you will arrive.',
    });
  });
});

describe('the server’s refusals on an English page', () => {
  const refusal = (status: number, detail: string, field: string | null = null) => ({
    status,
    detail,
    field,
  });

  it('are the server’s own words on an Indonesian page', () => {
    expect(refusalText(refusal(429, ORDER_MESSAGES.tooMany), 'id')).toBe(ORDER_MESSAGES.tooMany);
    expect(
      refusalText(refusal(409, ORDER_MESSAGES.dishHabis, 'lines.rendang'), 'id', { problem: 'habis' }),
    ).toBe(ORDER_MESSAGES.dishHabis);
  });

  it('are said in English, known by their status and field', () => {
    expect(refusalText(refusal(429, ORDER_MESSAGES.tooMany), 'en')).toBe(
      'Too many orders from your device. Please try again in a few minutes.',
    );
    expect(refusalText(refusal(403, ORDER_MESSAGES.crossSite), 'en')).toBe(
      "Orders can only be sent from this restaurant's website.",
    );
    expect(refusalText(refusal(409, ORDER_MESSAGES.closed), 'en')).toBe(
      'The restaurant is not taking orders on the website right now.',
    );
    expect(refusalText(refusal(409, ORDER_MESSAGES.modeOff, 'mode'), 'en')).toBe(
      'This way of ordering is not available.',
    );
    expect(refusalText(refusal(400, ORDER_MESSAGES.timeNeeded, 'time'), 'en')).toBe('Please choose a time.');
    expect(refusalText(refusal(409, ORDER_MESSAGES.timeNotOffered, 'time'), 'en')).toMatch(
      /^That time is no longer available/,
    );
    expect(
      refusalText(refusal(409, minimumOrderText(100000), 'address'), 'en', { minimumOrder: 100000 }),
    ).toBe('The minimum order for delivery is Rp 100.000.');
    expect(refusalText(refusal(409, ORDER_MESSAGES.totalTooLarge, 'lines'), 'en')).toMatch(
      /^The total cannot/,
    );
  });

  it('name what is wrong with a dish as the menu read again says it', () => {
    expect(
      refusalText(refusal(409, ORDER_MESSAGES.dishHabis, 'lines.rendang'), 'en', { problem: 'habis' }),
    ).toBe('Sold out: please remove it from your order.');
    expect(
      refusalText(refusal(409, ORDER_MESSAGES.dishUnknown, 'lines.rendang'), 'en', { problem: 'removed' }),
    ).toBe('No longer on the menu: please remove it from your order.');
    expect(refusalText(refusal(400, quantityMaxText(99), 'lines.rendang'), 'en')).toBe('At most 99 per dish');
    expect(
      refusalText(refusal(409, leftForDayText(12, '2026-12-12'), 'lines.nasi-kotak'), 'en', {
        problem: null,
        day: '2026-12-12',
      }),
    ).toBe('12 left for Sat 12 Dec');
    expect(
      refusalText(refusal(409, 'Minimal 20 kotak', 'lines.nasi-kotak'), 'en', {
        problem: null,
        lineProblem: 'Minimum 20 kotak',
      }),
    ).toBe('Minimum 20 kotak');
  });
});
