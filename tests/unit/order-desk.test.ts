import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultReadyAt,
  orderGuestMessage,
  orderGuestWhatsAppLink,
  orderMapLink,
  orderReminderMessage,
} from '../../src/admin/features/orders/guest-message.ts';
import { setLanguage } from '../../src/admin/i18n/i18n.ts';
import { sayServerMessage } from '../../src/admin/i18n/server-words.ts';
import { orderFigures, preorderDay } from '../../src/domain/orders/order.ts';
import { orderFixture } from '../helpers/order-fixture.ts';

const order = orderFixture;

describe('the WhatsApp message staff send a guest about an order', () => {
  it('says a pick-up order is ready to collect, naming its code', () => {
    expect(orderGuestMessage(order({ status: 'ready' }), 'RM Padang Uda')).toBe(
      'Halo Sari, pesanan PSN-7K2QX9 sudah siap diambil di RM Padang Uda. Terima kasih!',
    );
  });

  it('names the ready time and the total when the order is accepted', () => {
    expect(
      orderGuestMessage(order({ status: 'accepted', ready_at: '2026-11-28 12:45' }), 'RM Padang Uda'),
    ).toBe(
      'Halo Sari, pesanan PSN-7K2QX9 sudah kami terima dan siap diambil pukul 12:45. Total: Rp 83.600. Terima kasih!',
    );
  });

  it('names the day of a ready time on another day than the order was sent', () => {
    expect(
      orderGuestMessage(order({ status: 'accepted', mode: 'delivery', ready_at: '2026-11-29 10:00' })),
    ).toContain('diantar sekitar Minggu, 29 November 2026 pukul 10:00');
  });

  it("names the day of an order sent the evening before for its day's ready time", () => {
    // Sent on Monday 30 November at 22:39 in Jakarta, for a pick-up on Tuesday 1 December at 10:45.
    const tomorrow = order({
      status: 'accepted',
      date: '2026-12-01',
      created_at: '2026-11-30T15:39:00.000Z',
      ready_at: '2026-12-01 10:45',
    });
    expect(orderGuestMessage(tomorrow)).toContain('siap diambil Selasa, 1 Desember 2026 pukul 10:45');
  });

  it('says a delivery order is on its way once ready', () => {
    expect(orderGuestMessage(order({ status: 'ready', mode: 'delivery' }))).toBe(
      'Halo Sari, pesanan PSN-7K2QX9 sedang dalam perjalanan ke alamat Anda. Terima kasih!',
    );
  });

  it('says a dine-in order is coming to the table once ready', () => {
    expect(orderGuestMessage(order({ status: 'ready', mode: 'dine_in', table: '7', time: '' }))).toBe(
      'Halo Sari, pesanan PSN-7K2QX9 sudah siap dan segera kami antar ke meja 7. Selamat menikmati!',
    );
  });

  it('gives the reason of a declined or cancelled order', () => {
    expect(
      orderGuestMessage(order({ status: 'declined', reason: 'Rendang sudah habis' }), 'RM Padang Uda'),
    ).toBe(
      'Halo Sari, mohon maaf, pesanan PSN-7K2QX9 belum dapat kami terima: Rendang sudah habis. Silakan hubungi kami bila ingin memesan yang lain.',
    );
    expect(orderGuestMessage(order({ status: 'cancelled', reason: 'Dapur tutup lebih awal.' }))).toBe(
      'Halo Sari, mohon maaf, pesanan PSN-7K2QX9 dibatalkan: Dapur tutup lebih awal. Silakan hubungi kami bila ingin memesan kembali.',
    );
  });

  it('thanks the guest of a completed order and confirms a new one was received', () => {
    expect(orderGuestMessage(order({ status: 'completed' }), 'RM Padang Uda')).toBe(
      'Halo Sari, terima kasih telah memesan di RM Padang Uda (pesanan PSN-7K2QX9). Sampai jumpa lagi!',
    );
    expect(orderGuestMessage(order())).toBe(
      'Halo Sari, pesanan PSN-7K2QX9 sudah kami terima di restoran kami dan segera kami konfirmasi.',
    );
  });

  it('opens a chat with the guest with the message prefilled', () => {
    const link = orderGuestWhatsAppLink(order({ status: 'ready' }), 'RM Padang Uda');
    expect(link.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1] ?? '')).toContain('PSN-7K2QX9 sudah siap diambil');
  });
});

describe('the messages about a pre-order and its deposit', () => {
  const preorder = (state: 'unpaid' | 'paid') =>
    order({
      date: '2026-12-12',
      time: '2026-12-12 11:00',
      lines: [
        {
          slug: 'nasi-kotak-rendang',
          name: 'Nasi Kotak Rendang',
          quantity: 50,
          unit_price: 25_000,
          amount: 1_250_000,
          note: '',
          preorder: true,
        },
      ],
      deposit: {
        percent: 50,
        amount: 687_500,
        rest: 687_500,
        due: '2026-12-10 14:00',
        state,
        changed_by: null,
        changed_at: null,
      },
    });

  it('asks for the deposit by the restaurant QRIS, with the amount, the deadline and the code', () => {
    expect(orderGuestMessage(preorder('unpaid'), 'RM Padang Uda')).toBe(
      'Halo Sari, pesanan PSN-7K2QX9 sudah kami terima di RM Padang Uda dan segera kami konfirmasi. ' +
        'Mohon bayar DP Rp 687.500 paling lambat Kam 10 Des 14:00 lewat QRIS kami, dengan kode PSN-7K2QX9 ' +
        'di catatan pembayaran, lalu kirim bukti bayarnya di sini.',
    );
    expect(orderGuestMessage(preorder('paid'), 'RM Padang Uda')).not.toContain('DP');
  });

  it('reminds the guest the day before, with the deposit only while it is owed', () => {
    expect(orderReminderMessage(preorder('unpaid'), 'RM Padang Uda')).toBe(
      'Halo Sari, kami mengingatkan pesanan PSN-7K2QX9 di RM Padang Uda untuk besok, Sabtu, 12 Desember 2026 ' +
        'pukul 11:00: 50× Nasi Kotak Rendang. Mohon bayar DP Rp 687.500 paling lambat Kam 10 Des 14:00 lewat ' +
        'QRIS kami, dengan kode PSN-7K2QX9 di catatan pembayaran, lalu kirim bukti bayarnya di sini. Sampai jumpa!',
    );
    expect(orderReminderMessage(preorder('paid'), 'RM Padang Uda')).toBe(
      'Halo Sari, kami mengingatkan pesanan PSN-7K2QX9 di RM Padang Uda untuk besok, Sabtu, 12 Desember 2026 ' +
        'pukul 11:00: 50× Nasi Kotak Rendang. Sampai jumpa!',
    );
  });
});

describe("a day's pre-orders and deposits in the figures", () => {
  const deposit = (state: 'unpaid' | 'paid' | 'refunded', amount: number) => ({
    percent: 50,
    amount,
    rest: amount,
    due: '2026-12-10 14:00',
    state,
    changed_by: null,
    changed_at: null,
  });
  const line = (quantity: number, preorder = true) => ({
    slug: preorder ? 'nasi-kotak' : 'es-teh',
    name: preorder ? 'Nasi Kotak' : 'Es Teh',
    quantity,
    unit_price: 25_000,
    amount: quantity * 25_000,
    note: '',
    preorder,
  });
  const orders = [
    order({ code: 'PSN-AAAAA2', lines: [line(20), line(2, false)], deposit: deposit('paid', 250_000) }),
    order({ code: 'PSN-AAAAA3', lines: [line(30)], deposit: deposit('unpaid', 375_000) }),
    order({
      code: 'PSN-AAAAA4',
      lines: [line(50)],
      status: 'declined',
      deposit: deposit('refunded', 625_000),
    }),
  ];

  it('count the deposits received, not those asked or given back', () => {
    expect(orderFigures(orders).depositsPaid).toEqual({ count: 1, revenue: 250_000 });
  });

  it("give the kitchen each pre-order dish's total, without declined orders or ordinary lines", () => {
    const day = preorderDay('2026-11-28', orders);
    expect(day.dishes).toEqual([{ slug: 'nasi-kotak', name: 'Nasi Kotak', quantity: 50 }]);
    expect(day.orders.map((held) => [held.code, held.deposit])).toEqual([
      ['PSN-AAAAA2', 'paid'],
      ['PSN-AAAAA3', 'unpaid'],
    ]);
  });
});

describe('where an order goes', () => {
  it('links the location the guest shared, else a map search of the address, else nothing', () => {
    expect(orderMapLink(order({ location: 'https://maps.app.goo.gl/abc', address: 'Jl. Sudirman 1' }))).toBe(
      'https://maps.app.goo.gl/abc',
    );
    expect(orderMapLink(order({ address: 'Jl. Sudirman 1, Padang' }))).toBe(
      'https://www.google.com/maps/search/?api=1&query=Jl.%20Sudirman%201%2C%20Padang',
    );
    expect(orderMapLink(order())).toBeNull();
  });
});

describe('when an accepted order will be ready', () => {
  it('is now plus the preparation time, across midnight too', () => {
    expect(defaultReadyAt({ date: '2026-11-28', time: '12:10' }, 30)).toBe('2026-11-28 12:40');
    expect(defaultReadyAt({ date: '2026-11-28', time: '23:50' }, 30)).toBe('2026-11-29 00:20');
  });

  it('is the time the guest chose when that is later', () => {
    expect(defaultReadyAt({ date: '2026-11-28', time: '09:00' }, 30, '2026-11-28 12:30')).toBe(
      '2026-11-28 12:30',
    );
    expect(defaultReadyAt({ date: '2026-11-28', time: '12:10' }, 30, '2026-11-28 12:30')).toBe(
      '2026-11-28 12:40',
    );
  });
});

describe("the order API's refusals in the admin's language", () => {
  afterEach(() => setLanguage('en'));

  it('say in Bahasa Indonesia that a colleague changed the order meanwhile, and what it is now', () => {
    setLanguage('id');
    expect(
      sayServerMessage('This order was changed by kasir meanwhile: it is now accepted. Reload to see it.'),
    ).toBe('Pesanan ini sudah diubah oleh kasir: sekarang diterima. Muat ulang untuk melihatnya.');
    expect(sayServerMessage('A completed order cannot be marked cancelled')).toBe(
      'Pesanan yang selesai tidak bisa ditandai dibatalkan',
    );
    expect(sayServerMessage('There is nothing to undo on this order')).toBe(
      'Tidak ada yang bisa diurungkan pada pesanan ini',
    );
  });
});

describe('the kitchen ticket as printed', () => {
  it('is one page as wide as the roll and as long as the ticket, or an A4 sheet', async () => {
    const { ticketPageRule } = await import('../../src/admin/features/orders/TicketDialog.tsx');
    expect(ticketPageRule('58', 85.2)).toBe('@page { size: 58mm 90mm; margin: 0; }');
    expect(ticketPageRule('80', 10)).toBe('@page { size: 80mm 40mm; margin: 0; }');
    expect(ticketPageRule('a4', 85)).toBe('@page { size: A4 portrait; margin: 15mm; }');
  });
});
