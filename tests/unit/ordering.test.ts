import { describe, expect, it } from 'vitest';
import {
  billSummary,
  formatRupiah,
  isOpenAt,
  namesDeliveryFee,
  nextOpening,
  ORDER_MESSAGE_MAX,
  ORDER_MODES,
  type OrderMessage,
  type OrderTotals,
  orderCode,
  orderMessage,
  orderPrice,
  orderTimes,
  orderTotals,
  pricesNote,
} from '../../src/domain/orders/basket-rules.ts';
import {
  DEFAULT_ORDERING_SETTINGS,
  type OrderingSettings,
  OrderingSettingsSchema,
} from '../../src/domain/orders/ordering-settings.ts';
import { closed, weeklySchedule } from '../helpers/hours.ts';

const settings = (change: Partial<OrderingSettings> = {}): OrderingSettings => ({
  ...DEFAULT_ORDERING_SETTINGS,
  ...change,
});
const taxed = settings({ service_charge_percent: 5, tax_percent: 10 });

describe('reading a menu price as rupiah', () => {
  it('reads the ways menus write one amount', () => {
    for (const [text, amount] of [
      ['Rp 45.000', 45000],
      ['Rp45.000', 45000],
      ['45000', 45000],
      ['Rp 45.000,-', 45000],
      ['Rp. 45.000', 45000],
      ['Rp 45.000,00', 45000],
      ['Rp 1.250.000', 1250000],
      ['45rb', 45000],
      ['45 ribu', 45000],
      ['12,5k', 12500],
      ['Rp 8.000/porsi', 8000],
    ] as const)
      expect(orderPrice(text), text).toBe(amount);
  });

  it('reads no amount from text, ranges, zero or a negative price: "harga ditanyakan"', () => {
    for (const text of [
      'Harga pasar',
      'Rp 10.000 - 15.000',
      'Rp 0',
      '-Rp 5.000',
      '',
      'Rp 45.00',
      'mulai 20rb',
    ])
      expect(orderPrice(text), text).toBeNull();
  });

  it('writes rupiah with a dot for thousands and no decimals', () => {
    expect(formatRupiah(172095)).toBe('Rp 172.095');
    expect(formatRupiah(8000)).toBe('Rp 8.000');
    expect(formatRupiah(0)).toBe('Rp 0');
  });
});

describe('the bill', () => {
  const order = [
    { quantity: 1, unitPrice: 45000 },
    { quantity: 2, unitPrice: 40000 },
    { quantity: 3, unitPrice: 8000 },
  ];

  it('adds service on the subtotal, then PB1 on subtotal plus service', () => {
    expect(orderTotals(order, taxed, 'dine_in')).toEqual({
      lines: [45000, 80000, 24000],
      subtotal: 149000,
      service: 7450,
      tax: 15645,
      total: 172095,
      unpriced: 0,
    });
  });

  it('rounds each amount to whole rupiah, and the total is the sum of the amounts shown', () => {
    const totals = orderTotals([{ quantity: 1, unitPrice: 12345 }], taxed, 'dine_in') as OrderTotals;
    expect(totals).toMatchObject({ subtotal: 12345, service: 617, tax: 1296, total: 14258 });
    expect(totals.total).toBe(totals.subtotal + totals.service + totals.tax);
  });

  it('adds nothing when the prices include tax and service', () => {
    const totals = orderTotals(order, { ...taxed, prices_include_tax: true }, 'dine_in');
    expect(totals).toMatchObject({ subtotal: 149000, service: 0, tax: 0, total: 149000 });
  });

  it('leaves a dish without a readable price out of the total, not out of the order', () => {
    const totals = orderTotals([...order, { quantity: 2, unitPrice: null }], taxed, 'dine_in') as OrderTotals;
    expect(totals.lines).toEqual([45000, 80000, 24000, null]);
    expect(totals).toMatchObject({ subtotal: 149000, unpriced: 1 });
  });

  it('says how prices stand', () => {
    expect(pricesNote(settings({ ...taxed, service_charge_modes: [...ORDER_MODES] }))).toBe(
      'Harga belum termasuk service 5% dan PB1 10%',
    );
    expect(pricesNote(settings({ tax_percent: 10 }))).toBe('Harga belum termasuk PB1 10%');
    expect(pricesNote(settings({ service_charge_percent: 2.5 }))).toBe(
      'Harga belum termasuk service 2,5% (makan di tempat)',
    );
    expect(pricesNote(settings({ prices_include_tax: true }))).toBe('Harga sudah termasuk pajak dan service');
    expect(pricesNote(DEFAULT_ORDERING_SETTINGS)).toBeNull();
  });
});

describe('service and PB1 by the way a guest orders (issue 37)', () => {
  const order = [
    { quantity: 1, unitPrice: 45000 },
    { quantity: 2, unitPrice: 40000 },
    { quantity: 3, unitPrice: 8000 },
  ];

  it('a new site charges service on dine-in only and PB1 on every way', () => {
    expect(OrderingSettingsSchema.parse({})).toMatchObject({
      service_charge_modes: ['dine_in'],
      tax_modes: ['dine_in', 'pickup', 'delivery'],
    });
  });

  it('reads settings saved before the ways existed with those defaults', () => {
    const stored = {
      enabled: true,
      modes: ['dine_in', 'pickup', 'delivery'],
      service_charge_percent: 5,
      tax_percent: 10,
      prices_include_tax: false,
      minimum_order: null,
      delivery_note: '',
    };
    expect(OrderingSettingsSchema.parse(stored)).toMatchObject({
      service_charge_modes: ['dine_in'],
      tax_modes: ['dine_in', 'pickup', 'delivery'],
    });
    expect(OrderingSettingsSchema.safeParse({ ...stored, tax_modes: ['takeaway'] }).success).toBe(false);
    expect(OrderingSettingsSchema.parse({ ...stored, tax_modes: ['delivery', 'dine_in'] }).tax_modes).toEqual(
      ['dine_in', 'delivery'],
    );
  });

  it('adds no service charge to a Bungkus or Diantar order, PB1 to every way', () => {
    expect(orderTotals(order, taxed, 'pickup')).toMatchObject({
      subtotal: 149000,
      service: 0,
      tax: 14900,
      total: 163900,
    });
    expect(orderTotals(order, taxed, 'delivery')).toMatchObject({ service: 0, tax: 14900, total: 163900 });
    expect(orderTotals(order, taxed, 'dine_in')).toMatchObject({ service: 7450, tax: 15645, total: 172095 });
  });

  it('follows the ways the owner chose for each', () => {
    const cityWithoutTakeawayTax = settings({ ...taxed, tax_modes: ['dine_in'], service_charge_modes: [] });
    expect(orderTotals(order, cityWithoutTakeawayTax, 'pickup')).toMatchObject({ service: 0, tax: 0 });
    expect(orderTotals(order, cityWithoutTakeawayTax, 'dine_in')).toMatchObject({ service: 0, tax: 14900 });
  });

  it('says under the menu which way a charge is for', () => {
    expect(pricesNote(taxed)).toBe('Harga belum termasuk service 5% (makan di tempat) dan PB1 10%');
    const allWays = settings({ ...taxed, modes: [...ORDER_MODES] });
    expect(pricesNote({ ...allWays, service_charge_modes: ['dine_in', 'pickup'] })).toBe(
      'Harga belum termasuk service 5% (makan di tempat/bungkus) dan PB1 10%',
    );
    expect(pricesNote(settings({ ...taxed, service_charge_modes: [], tax_modes: ['dine_in'] }))).toBe(
      'Harga belum termasuk PB1 10% (makan di tempat)',
    );
    // Only the ways the restaurant offers count: a charge on each of them needs no bracket, and one on a
    // way not offered is no charge a guest meets.
    const noDelivery = settings({ ...taxed, modes: ['dine_in', 'pickup'] });
    expect(pricesNote({ ...noDelivery, service_charge_modes: ['dine_in', 'pickup'] })).toBe(
      'Harga belum termasuk service 5% dan PB1 10%',
    );
    expect(pricesNote({ ...noDelivery, service_charge_modes: ['dine_in', 'delivery'] })).toBe(
      'Harga belum termasuk service 5% (makan di tempat) dan PB1 10%',
    );
    expect(pricesNote({ ...noDelivery, service_charge_modes: ['delivery'] })).toBe(
      'Harga belum termasuk PB1 10%',
    );
    // The basket, once the way is chosen, names only what that way adds.
    expect(pricesNote(taxed, 'pickup')).toBe('Harga belum termasuk PB1 10%');
    expect(pricesNote(taxed, 'dine_in')).toBe('Harga belum termasuk service 5% dan PB1 10%');
  });
});

describe('totals beyond what can be added exactly (issue 37)', () => {
  it('refuses to total, rather than round, 99 dishes of Rp 9.007.199.254.740.991', () => {
    expect(orderTotals([{ quantity: 99, unitPrice: 9_007_199_254_740_991 }], taxed, 'dine_in')).toBeNull();
    expect(
      orderTotals(
        [
          { quantity: 1, unitPrice: Number.MAX_SAFE_INTEGER },
          { quantity: 1, unitPrice: 2 },
        ],
        taxed,
        'pickup',
      ),
    ).toBeNull();
    expect(orderTotals([{ quantity: 1, unitPrice: 2 ** 52 }], taxed, 'dine_in')).toBeNull();
  });

  it('the basket says it cannot total instead of showing a wrong number', () => {
    expect(billSummary(null)).toBe('Total tidak bisa dihitung');
  });
});

describe('the basket bar (issue 37)', () => {
  const summary = (lines: Array<{ quantity: number; unitPrice: number | null }>) =>
    billSummary(orderTotals(lines, settings(), 'pickup') as OrderTotals);

  it('says when a dish is "harga ditanyakan", as the dialog does', () => {
    expect(
      summary([
        { quantity: 1, unitPrice: 52553 },
        { quantity: 2, unitPrice: null },
      ]),
    ).toBe('Rp 52.553 + 1 harga ditanyakan');
    expect(summary([{ quantity: 1, unitPrice: null }])).toBe('1 harga ditanyakan');
    expect(summary([{ quantity: 1, unitPrice: 52553 }])).toBe('Rp 52.553');
  });
});

describe('the ordering settings', () => {
  it('start with dine-in and pick-up, no delivery, nothing added', () => {
    expect(OrderingSettingsSchema.parse({})).toEqual(DEFAULT_ORDERING_SETTINGS);
    expect(DEFAULT_ORDERING_SETTINGS).toMatchObject({
      enabled: true,
      modes: ['dine_in', 'pickup'],
      service_charge_percent: 0,
      tax_percent: 0,
    });
  });

  it('refuse a service charge over 20%, PB1 over 10%, an unknown way and a way named twice', () => {
    for (const input of [
      { service_charge_percent: 21 },
      { tax_percent: 11 },
      { tax_percent: -1 },
      { tax_percent: 10.001 },
      { modes: ['takeaway'] },
      { modes: ['pickup', 'pickup'] },
      { modes: [] },
      { minimum_order: 0 },
      { minimum_order: 1.5 },
      { delivery_note: 'x'.repeat(301) },
    ])
      expect(OrderingSettingsSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });

  it('keep the ways in the basket order', () => {
    expect(OrderingSettingsSchema.parse({ modes: ['delivery', 'dine_in'] }).modes).toEqual([
      'dine_in',
      'delivery',
    ]);
  });
});

describe('the order code', () => {
  it('is PSN- and six characters that cannot be misread', () => {
    for (let i = 0; i < 50; i++) expect(orderCode()).toMatch(/^PSN-[2-9A-HJKMNP-Z]{6}$/);
    expect(orderCode(new Uint8Array([0, 1, 2, 3, 4, 5]))).toBe('PSN-234567');
  });
});

const schedule = weeklySchedule([{ from: '2026-12-25', to: '2026-12-25', ...closed, note: 'Natal' }]);

describe('the times an order can be picked up or delivered', () => {
  it('offers today from the kitchen lead time and tomorrow, every quarter hour within the hours', () => {
    // Thursday 26 November 2026, 13:00: lunch until 14:00, dinner from 17:00.
    const times = orderTimes(schedule, { date: '2026-11-26', time: '13:00' });
    const today = times.filter((at) => at.date === '2026-11-26').map((at) => at.time);
    expect(today.slice(0, 3)).toEqual(['13:30', '13:45', '17:15']);
    expect(today.at(-1)).toBe('21:45');
    expect(today).not.toContain('15:00');
    const friday = times.filter((at) => at.date === '2026-11-27').map((at) => at.time);
    expect(friday[0]).toBe('11:15');
    expect(friday.at(-1)).toBe('23:45');
  });

  it('runs a late night past midnight into the next calendar day', () => {
    // Friday 23:00: the night goes on until 02:00 on Saturday.
    const times = orderTimes(schedule, { date: '2026-11-27', time: '23:00' });
    expect(times[0]).toEqual({ date: '2026-11-27', time: '23:30' });
    expect(times).toContainEqual({ date: '2026-11-28', time: '01:45' });
    expect(times).not.toContainEqual({ date: '2026-11-28', time: '02:00' });
    expect(times.filter((at) => at.date === '2026-11-29')).toEqual([]);
  });

  it('counts the lead time across midnight', () => {
    // Friday 23:45: the kitchen's half hour ends at 00:15 on Saturday, so 00:00 is too soon.
    const times = orderTimes(schedule, { date: '2026-11-27', time: '23:45' });
    expect(times[0]).toEqual({ date: '2026-11-28', time: '00:15' });
  });

  it('offers nothing on a closed day, and names the next opening', () => {
    // Sunday 22:00 after closing; Monday is closed; Tuesday opens at 11:00.
    expect(orderTimes(schedule, { date: '2026-11-29', time: '22:00' })).toEqual([]);
    expect(isOpenAt(schedule, { date: '2026-11-29', time: '22:00' })).toBe(false);
    expect(nextOpening(schedule, { date: '2026-11-29', time: '22:00' })).toEqual({
      date: '2026-12-01',
      time: '11:00',
    });
    // A special closed day replaces its weekday.
    expect(orderTimes(schedule, { date: '2026-12-24', time: '22:00' }).map((at) => at.date)).not.toContain(
      '2026-12-25',
    );
  });

  it('knows the restaurant is open after midnight on a late night', () => {
    expect(isOpenAt(schedule, { date: '2026-11-28', time: '01:30' })).toBe(true);
    expect(isOpenAt(schedule, { date: '2026-11-26', time: '15:00' })).toBe(false);
  });
});

const message = (change: Partial<OrderMessage> = {}): OrderMessage => ({
  restaurant: 'Rumah Makan Padang Sederhana Rasa',
  code: 'PSN-7K2QX9',
  lines: [
    { name: 'Rendang Daging', quantity: 1, amount: 45000, note: 'kuah dipisah' },
    { name: 'Gulai Ikan Kakap', quantity: 2, amount: 80000, note: '' },
    { name: 'Es Teh Talua', quantity: 3, amount: 24000, note: 'tanpa es' },
  ],
  totals: { subtotal: 149000, service: 7450, tax: 15645, total: 172095, unpriced: 0 },
  settings: settings({ ...taxed, service_charge_modes: [...ORDER_MODES] }),
  mode: 'pickup',
  when: 'Jum 27 Nov, 12:30',
  name: 'Sari',
  ...change,
});

describe('the WhatsApp message of an order', () => {
  it('greets the restaurant and lists each dish, the totals, how and when, and the guest', () => {
    expect(orderMessage(message())).toBe(
      [
        'Halo Rumah Makan Padang Sederhana Rasa, saya mau pesan (PSN-7K2QX9):',
        '',
        '1. Rendang Daging x1 = Rp 45.000',
        '   Catatan: kuah dipisah',
        '2. Gulai Ikan Kakap x2 = Rp 80.000',
        '3. Es Teh Talua x3 = Rp 24.000',
        '   Catatan: tanpa es',
        '',
        'Subtotal: Rp 149.000',
        'Service 5%: Rp 7.450',
        'PB1 10%: Rp 15.645',
        'Total: Rp 172.095',
        '',
        'Cara pesan: Bungkus (ambil sendiri), Jum 27 Nov, 12:30',
        'Nama: Sari',
        '',
        'Kode pesanan: PSN-7K2QX9',
        'Mohon konfirmasinya lewat WhatsApp.',
      ].join('\n'),
    );
  });

  it('gives no subtotal when nothing is added to it', () => {
    const text = orderMessage(message({ settings: settings() }));
    expect(text).not.toContain('Subtotal');
    expect(text).toContain('Total: Rp 172.095');
  });

  it('names the table for dine-in and the address for delivery, never the other', () => {
    const dineIn = orderMessage(message({ mode: 'dine_in', when: '', table: '7', address: 'Jl. Salah' }));
    expect(dineIn).toContain('Cara pesan: Makan di tempat\n');
    expect(dineIn).toContain('Nomor meja: 7');
    expect(dineIn).not.toContain('Jl. Salah');
    const delivery = orderMessage(
      message({
        mode: 'delivery',
        table: '7',
        address: 'Jl. Sudirman 5',
        location: 'https://maps.app.goo.gl/x',
      }),
    );
    expect(delivery).toContain('Alamat: Jl. Sudirman 5');
    expect(delivery).toContain('Lokasi: https://maps.app.goo.gl/x');
    expect(delivery).not.toContain('Nomor meja');
  });

  it('says a dish has no price yet, and that prices include tax when they do', () => {
    const text = orderMessage(
      message({
        lines: [{ name: 'Ikan Bakar', quantity: 1, amount: null, note: '' }],
        totals: { subtotal: 0, service: 0, tax: 0, total: 0, unpriced: 1 },
        settings: settings({ prices_include_tax: true }),
      }),
    );
    expect(text).toContain('1. Ikan Bakar x1 = harga ditanyakan');
    expect(text).toContain('Total: Rp 0 (harga sudah termasuk pajak dan service)');
    expect(text).toContain('(1 menu harga ditanyakan, belum masuk total)');
  });

  it('keeps a 25-dish order within the link length: long notes left for the chat whole, no dish left out', () => {
    const lines = Array.from({ length: 25 }, (_, i) => ({
      name: `Gulai Tunjang Spesial Nomor ${i + 1}`,
      quantity: (i % 3) + 1,
      amount: 25000 * ((i % 3) + 1),
      // A few long notes, as guests write them.
      note:
        i % 5 === 0
          ? `tolong kuahnya dipisah, sambal hijau sedikit saja, tanpa daun singkong, dibungkus rapi, ${'terima kasih banyak ya '.repeat(4)}${i + 1}`
          : '',
    }));
    const text = orderMessage(message({ lines }));
    expect(text.length).toBeLessThanOrEqual(ORDER_MESSAGE_MAX);
    for (const [i, line] of lines.entries())
      expect(text).toContain(`${i + 1}. ${line.name} x${line.quantity}`);
    expect(text).toContain('Catatan: (menyusul lewat chat)');
    // A note is never cut: whole, or named as coming in the chat.
    expect(text).not.toContain('…');
    expect(text).toContain('Total: Rp 172.095');
  });

  it('leaves notes for the chat before it would shorten a dish name, and says so', () => {
    const lines = Array.from({ length: 25 }, (_, i) => ({
      name: `Nasi Padang Lengkap dengan Rendang, Ayam Pop, Gulai Nangka dan Sambal Hijau ${i + 1}`,
      quantity: 1,
      amount: 35000,
      note: 'kuah dipisah semua, sambal dipisah, tambah kerupuk kulit',
    }));
    const text = orderMessage(message({ lines }));
    expect(text.length).toBeLessThanOrEqual(ORDER_MESSAGE_MAX);
    expect(text).toContain('(Catatan per menu menyusul lewat chat)');
    expect(text).not.toContain('Catatan: ');
    for (let i = 1; i <= 25; i++) expect(text).toMatch(new RegExp(`^${i}\\. Nasi Padang`, 'm'));
  });
});

describe('the decoded WhatsApp message by the way of ordering (issue 37)', () => {
  const lines = message().lines;
  const priced = lines.map((line) => ({
    quantity: line.quantity,
    unitPrice: (line.amount ?? 0) / line.quantity,
  }));
  const sent = (mode: OrderMessage['mode'], change: Partial<OrderMessage> = {}) =>
    orderMessage(
      message({
        mode,
        settings: taxed,
        totals: orderTotals(priced, taxed, mode) as OrderTotals,
        when: mode === 'dine_in' ? '' : 'Jum 27 Nov, 12:30',
        ...change,
      }),
    );

  it('a pick-up order carries no service charge, a dine-in order does', () => {
    const pickup = sent('pickup');
    expect(pickup).toContain('Subtotal: Rp 149.000\nPB1 10%: Rp 14.900\nTotal: Rp 163.900\n');
    expect(pickup).not.toContain('Service');
    const dineIn = sent('dine_in', { table: '7' });
    expect(dineIn).toContain(
      'Subtotal: Rp 149.000\nService 5%: Rp 7.450\nPB1 10%: Rp 15.645\nTotal: Rp 172.095\n',
    );
  });

  it('carries the delivery note, and says the total excludes ongkir when the note names a fee', () => {
    const text = sent('delivery', {
      address: 'Jl. Sudirman 5',
      deliveryNote: 'Antar dalam 5 km,\nongkir Rp 10.000',
    });
    expect(text).toContain('Total: Rp 163.900 (belum termasuk ongkir)\n');
    expect(text).toMatch(
      /\nAlamat: Jl. Sudirman 5\nCatatan pengantaran: Antar dalam 5 km, ongkir Rp 10.000\n\n/,
    );
    const free = sent('delivery', { address: 'Jl. Sudirman 5', deliveryNote: 'Gratis ongkir dalam 3 km' });
    expect(free).toContain('Total: Rp 163.900\n');
    expect(free).toContain('Catatan pengantaran: Gratis ongkir dalam 3 km');
    // Not a delivery: the note is not the guest's business.
    expect(sent('pickup', { deliveryNote: 'ongkir Rp 10.000' })).not.toContain('ongkir');
  });

  it('tells a note naming a fee from one that does not', () => {
    for (const note of [
      'Antar dalam 5 km, ongkir Rp 10.000',
      'Ongkir sesuai jarak',
      'Ongkos kirim 2rb/km',
      'Gratis ongkir 3 km pertama, selebihnya Rp 2.000/km',
      'Biaya antar Rp5.000',
    ])
      expect(namesDeliveryFee(note), note).toBe(true);
    for (const note of [
      '',
      'Antar dalam radius 5 km',
      'Gratis ongkir se-Kota Padang',
      'Bebas ongkir',
      // Free delivery said the other way round, or with the minimum order it needs: still no fee.
      'Ongkir gratis se-Kota Padang',
      'Gratis ongkir min. belanja Rp 100.000',
      'Free ongkir untuk pesanan minimal Rp150rb',
    ])
      expect(namesDeliveryFee(note), note).toBe(false);
    expect(namesDeliveryFee('Ongkir gratis dalam kota, luar kota Rp 10.000')).toBe(true);
  });
});
