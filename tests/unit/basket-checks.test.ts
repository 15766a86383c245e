import { describe, expect, it } from 'vitest';
import { orderFormErrors, timeLapsed } from '../../src/client/orders/basket-checks.ts';
import { ORDER_PHONE_INVALID } from '../../src/domain/orders/order.ts';

const filled = {
  name: 'Rina',
  phone: '0812 3456 7890',
  time: '2026-03-02 12:15',
  address: 'Jl. Sudirman 1',
  location: '',
};

describe('the basket order form before Kirim pesanan', () => {
  it('asks for a name, and for a time only when one is asked for', () => {
    const form = { ...filled, name: '  ', time: '' };
    expect(
      orderFormErrors(form, { mode: 'pickup', askTime: true, subtotal: 50000, minimumOrder: null }),
    ).toEqual({
      name: 'Nama wajib diisi.',
      time: 'Pilih waktu ambil.',
    });
    expect(
      orderFormErrors(form, { mode: 'dine_in', askTime: false, subtotal: 50000, minimumOrder: null }),
    ).toEqual({
      name: 'Nama wajib diisi.',
    });
  });

  it('asks a delivery for its address and an https location link, and holds it to the minimum order', () => {
    const options = { mode: 'delivery', askTime: false, subtotal: 40000, minimumOrder: null } as const;
    expect(orderFormErrors({ ...filled, address: ' ', location: 'maps.app.goo.gl/x' }, options)).toEqual({
      address: 'Alamat pengantaran wajib diisi.',
      location: 'Tautan lokasi harus diawali https://',
    });
    expect(orderFormErrors({ ...filled, address: '' }, { ...options, minimumOrder: 50000 })).toEqual({
      address: 'Minimal pesanan untuk diantar Rp 50.000.',
    });
    // A bill that cannot be added up is not held to the minimum.
    expect(orderFormErrors(filled, { ...options, subtotal: null, minimumOrder: 50000 })).toEqual({});
    expect(orderFormErrors(filled, { ...options, subtotal: 50000, minimumOrder: 50000 })).toEqual({});
  });

  it('asks for the WhatsApp number staff reply to, read as the reservation form reads it', () => {
    const options = { mode: 'pickup', askTime: false, subtotal: 50000, minimumOrder: null } as const;
    expect(orderFormErrors({ ...filled, phone: ' ' }, options)).toEqual({
      phone: 'Nomor WhatsApp wajib diisi.',
    });
    for (const phone of ['12345', '0212 345 678', '+60 12 345 6789', '0812 3456 7890 ext 2'])
      expect(orderFormErrors({ ...filled, phone }, options)).toEqual({ phone: ORDER_PHONE_INVALID });
    for (const phone of ['0812-3456-7890', '+62 812 3456 7890', '812 3456 7890', '(0812) 3456.7890'])
      expect(orderFormErrors({ ...filled, phone }, options)).toEqual({});
  });

  it('lets go of a time that is no longer offered', () => {
    const times = [{ date: '2026-03-02', time: '12:30' }];
    expect(timeLapsed('2026-03-02 12:15', times)).toBe(true);
    expect(timeLapsed('2026-03-02 12:30', times)).toBe(false);
    expect(timeLapsed('', times)).toBe(false);
  });
});
