import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/content/hours.ts';
import { BOOKING_WINDOW_DAYS } from '../../src/domain/reservations/booking-messages.ts';
import { defaultExportRange } from '../../src/domain/reservations/export.ts';

describe("the export's first range", () => {
  it("runs from this month's first day to the last day a table can be booked", () => {
    expect(defaultExportRange('2026-11-28')).toEqual({ from: '2026-11-01', to: addDays('2026-11-28', 90) });
    expect(BOOKING_WINDOW_DAYS).toBe(90);
  });

  it('holds a booking made today for early next month, and those of the month so far', () => {
    const { from, to } = defaultExportRange('2026-12-30');
    for (const date of ['2026-12-01', '2026-12-30', '2027-01-02', '2027-02-15'])
      expect(date >= from && date <= to, date).toBe(true);
  });
});
