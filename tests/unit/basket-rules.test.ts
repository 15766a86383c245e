import { describe, expect, it } from 'vitest';
import {
  charactersLeft,
  ORDER_NEXT_IN_MESSAGE,
  type OrderMessage,
  orderMessage,
  orderTimeNeeded,
  orderWhen,
  priceChange,
  QUANTITY_MAX,
  QUANTITY_MAX_TEXT,
  quantityFrom,
} from '../../src/domain/orders/basket-rules.ts';
import { ORDER_MESSAGES } from '../../src/domain/orders/order.ts';

/**
 * The basket's rules as a guest meets them (issue 37): nothing typed is cut silently, times carry the
 * restaurant's zone, a dine-in guest of a closed restaurant is asked when they come, a changed price is
 * named, and a quantity can be typed up to a maximum.
 */

describe('what a guest types', () => {
  it('says what is left near the limit, and says so at the limit', () => {
    expect(charactersLeft(10, 140)).toBe('');
    expect(charactersLeft(130, 140)).toBe('Sisa 10 karakter');
    expect(charactersLeft(139, 140)).toBe('Sisa 1 karakter');
    expect(charactersLeft(140, 140)).toBe('Batas 140 karakter tercapai');
    expect(charactersLeft(60, 60)).toBe('Batas 60 karakter tercapai');
  });

  it('sends a note whole, never "…jangan pedas" as "…jangan": one that does not fit is left for the chat', () => {
    const note = `${'tolong kuahnya dipisah, sambal hijau sedikit saja, nasi setengah, '.repeat(2)}jangan pedas`;
    const lines = Array.from({ length: 25 }, (_, i) => ({
      name: `Gulai Tunjang Spesial Nomor ${i + 1}`,
      quantity: 1,
      amount: 25000,
      note: i % 4 === 0 ? note : i % 4 === 1 ? 'jangan pedas' : '',
    }));
    const text = orderMessage({
      restaurant: 'Rumah Makan Padang',
      code: 'PSN-7K2QX9',
      lines,
      totals: { subtotal: 625000, service: 0, tax: 0, total: 625000, unpriced: 0 },
      settings: {
        service_charge_percent: 0,
        tax_percent: 0,
        prices_include_tax: false,
        service_charge_modes: ['dine_in'],
        tax_modes: ['dine_in', 'pickup', 'delivery'],
      },
      mode: 'pickup',
      when: 'Jum 27 Nov, 12:30 WIB',
      name: 'Sari',
    });
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text).not.toContain('…');
    const notes = text.split('\n').filter((line) => line.startsWith('   Catatan: '));
    for (const line of notes)
      expect([
        '   Catatan: jangan pedas',
        `   Catatan: ${note}`,
        '   Catatan: (menyusul lewat chat)',
      ]).toContain(line);
    // The short notes fit and are kept; the long ones that did not are named, not dropped silently.
    expect(notes.filter((line) => line === '   Catatan: jangan pedas')).toHaveLength(6);
    expect(notes).toContain('   Catatan: (menyusul lewat chat)');
  });
});

describe('the WhatsApp message of an order', () => {
  const order: Omit<OrderMessage, 'code'> = {
    restaurant: 'Rumah Makan Padang',
    lines: [
      { name: 'Rendang Daging', quantity: 2, amount: 70000, note: 'kuah dipisah' },
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
    when: 'Sab 28 Nov, 12:30 WIB',
    name: 'Sari',
  };

  it('gives the code the server recorded the order under, and says that the restaurant confirms in the chat', () => {
    expect(orderMessage({ ...order, code: 'PSN-7K2QX9' })).toBe(
      [
        'Halo Rumah Makan Padang, saya mau pesan (PSN-7K2QX9):',
        '',
        '1. Rendang Daging x2 = Rp 70.000',
        '   Catatan: kuah dipisah',
        '2. Es Teh x1 = Rp 8.000',
        '',
        'Total: Rp 78.000',
        '',
        'Cara pesan: Bungkus (ambil sendiri), Sab 28 Nov, 12:30 WIB',
        'Nama: Sari',
        '',
        'Kode pesanan: PSN-7K2QX9',
        ORDER_NEXT_IN_MESSAGE,
      ].join('\n'),
    );
    expect(ORDER_NEXT_IN_MESSAGE).toBe('Mohon konfirmasinya lewat WhatsApp.');
  });

  it('says at its head that an order the server could not take is not recorded, and carries no code', () => {
    const text = orderMessage({ ...order, code: null });
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Halo Rumah Makan Padang, saya mau pesan:',
      ORDER_MESSAGES.notRecordedInMessage,
      '',
    ]);
    expect(text).not.toContain('PSN-');
    expect(text).not.toContain('Kode pesanan');
    expect(text.endsWith(`Nama: Sari\n\n${ORDER_NEXT_IN_MESSAGE}`)).toBe(true);
  });
});

describe('times at the restaurant', () => {
  it('carry the restaurant zone, today named as such', () => {
    const today = '2030-03-13';
    expect(orderWhen({ date: today, time: '12:30' }, 'Asia/Jakarta', today)).toBe('Hari ini, 12:30 WIB');
    expect(orderWhen({ date: '2030-03-14', time: '22:30' }, 'Asia/Makassar', today)).toBe(
      'Kam 14 Mar, 22:30 WITA',
    );
    // In the message, a date always: the chat is read later.
    expect(orderWhen({ date: today, time: '09:15' }, 'Asia/Jayapura')).toBe('Rab 13 Mar, 09:15 WIT');
  });

  it('are asked for pick-up and delivery always, for dine-in only while the restaurant is not open', () => {
    expect(orderTimeNeeded('pickup', true)).toBe(true);
    expect(orderTimeNeeded('delivery', true)).toBe(true);
    expect(orderTimeNeeded('dine_in', true)).toBe(false);
    expect(orderTimeNeeded('dine_in', false)).toBe(true);
  });
});

describe('a dish in the basket', () => {
  it('names a price changed since it was added', () => {
    expect(priceChange('Rp 18.000', 'Rp 20.000')).toBe('Harga berubah: Rp 18.000 → Rp 20.000');
    expect(priceChange('Rp 20.000', '20rb')).toBeNull();
    expect(priceChange('Rp 18.000', 'Harga pasar')).toBe('Harga berubah: Rp 18.000 → harga ditanyakan');
    expect(priceChange('Harga pasar', 'Harga pasar')).toBeNull();
  });

  it('takes a typed quantity up to the maximum, which it names', () => {
    expect(quantityFrom('50')).toBe(50);
    expect(quantityFrom(' 7 ')).toBe(7);
    expect(quantityFrom('0')).toBe(0);
    expect(quantityFrom('150')).toBe(QUANTITY_MAX);
    expect(quantityFrom('')).toBeNull();
    expect(quantityFrom('2,5')).toBeNull();
    expect(quantityFrom('-3')).toBeNull();
    expect(QUANTITY_MAX_TEXT).toBe(`Maksimal ${QUANTITY_MAX} per menu`);
  });
});
