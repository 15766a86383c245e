import { describe, expect, it } from 'vitest';
import { dayIndex } from '../../src/server/store/day-index.ts';

// The staff lists' index of bookings and orders, one key per item: `index/<date>/<made, ms>-<id>-<status>`.
describe('the day index', () => {
  const bookings = dayIndex(/RMP[A-Z0-9]{9}/);
  const orders = dayIndex(/PSN-[2-9A-HJKMNP-Z]{6}/);

  it('reads back every status it writes, no_show included', () => {
    for (const status of ['pending', 'confirmed', 'seated', 'no_show', 'cancelled']) {
      const entry = { id: 'RMPABCDEFGH1', date: '2026-12-02', made: 1_764_000_000_000, status };
      const key = bookings.key(entry);
      expect(key).toBe(`index/2026-12-02/1764000000000-RMPABCDEFGH1-${status}`);
      expect(bookings.parse(key.slice('index/'.length))).toEqual(entry);
    }
  });

  it("reads an order's entry, and nothing of another kind or shape", () => {
    const entry = { id: 'PSN-7K2QX9', date: '2026-11-28', made: 5, status: 'accepted' };
    expect(orders.parse(orders.key(entry).slice('index/'.length))).toEqual(entry);
    expect(orders.parse('2026-11-28/0000000000005-RMPABCDEFGH1-accepted')).toBeNull();
    expect(bookings.parse('2026-11-28/5-RMPABCDEFGH1-accepted')).toBeNull();
    expect(bookings.parse('2026-11-28/0000000000005-RMPABCDEFGH1-Accepted')).toBeNull();
  });
});
