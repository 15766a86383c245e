import type { Order } from '../../src/domain/orders/order.ts';

/**
 * An order as the store keeps it: Sari's pick-up of two Rendang Daging (Rp 76.000, PB1 10 %) on 28
 * November at 12:30, new; `changes` makes it the order a test needs.
 */
export function orderFixture(changes: Partial<Order> = {}): Order {
  const date = changes.date ?? '2026-11-28';
  const at = changes.created_at ?? `${date}T05:00:00.000Z`;
  return {
    code: 'PSN-7K2QX9',
    status: 'new',
    mode: 'pickup',
    lines: [
      {
        slug: 'rendang-daging',
        name: 'Rendang Daging',
        quantity: 2,
        unit_price: 38_000,
        amount: 76_000,
        note: '',
        preorder: false,
      },
    ],
    bill: {
      subtotal: 76_000,
      service: 0,
      tax: 7_600,
      total: 83_600,
      unpriced: 0,
      service_percent: 0,
      tax_percent: 10,
      prices_include_tax: false,
    },
    name: 'Sari',
    phone: '6281234567890',
    date,
    time: `${date} 12:30`,
    table: '',
    address: '',
    location: '',
    delivery_note: '',
    ready_at: null,
    reason: '',
    position: Date.parse(at),
    created_at: at,
    updated_at: at,
    updated_by: null,
    revision: 1,
    previous: null,
    deposit: null,
    ...changes,
  };
}
