import { describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import { parseRelatedLimit, relatedItems } from '../../src/domain/content/menu.ts';
import { orderPrice } from '../../src/domain/orders/bill.ts';
import { BOOKING_ID_PATTERN, newBookingId } from '../../src/domain/reservations/booking-messages.ts';

describe('booking id', () => {
  it('is RMP followed by 9 uppercase letters or digits, and differs each time', () => {
    const ids = new Set(Array.from({ length: 200 }, newBookingId));
    for (const id of ids) expect(id).toMatch(BOOKING_ID_PATTERN);
    expect(ids.size).toBe(200);
  });
});

describe('related dishes', () => {
  const all = fallbackContent.menu.flatMap((c) => c.items);
  const rendang = all.find((i) => i.slug === 'rendang-daging');
  if (!rendang) throw new Error('fixture');
  it('never include the dish itself and prefer its category', () => {
    const related = relatedItems(all, rendang, 3);
    expect(related.map((r) => r.slug)).toEqual(['ayam-pop', 'gulai-ikan-kakap', 'es-teh-talua']);
  });
  it('clamp the limit', () => {
    expect(parseRelatedLimit('3')).toBe(3);
    expect(parseRelatedLimit('0')).toBe(1);
    expect(parseRelatedLimit('1000')).toBe(12);
    expect(parseRelatedLimit('abc')).toBe(3);
    expect(parseRelatedLimit(null)).toBe(3);
  });
  it('read the amount of a free-text price', () => {
    expect(orderPrice('Rp 50.000')).toBe(50000);
    expect(orderPrice('Harga pasar')).toBeNull();
  });
});
