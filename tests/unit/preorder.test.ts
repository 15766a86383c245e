import { describe, expect, it } from 'vitest';
import { MenuItemInputSchema } from '../../src/domain/content/menu.ts';
import { describeIssues } from '../../src/domain/index.ts';
import { orderTimeOffered, orderTimes } from '../../src/domain/orders/basket-rules.ts';
import {
  depositText,
  laterBy,
  leftForDay,
  leftForDayText,
  orderDeposit,
  preorderDates,
  preorderLabel,
  preorderLineProblem,
  preorderTimeOffered,
  preorderTimes,
  restText,
} from '../../src/domain/orders/preorder.ts';
import {
  DEFAULT_PREORDER_SETTINGS,
  DishPreorderSchema,
  PreorderSettingsSchema,
} from '../../src/domain/orders/preorder-schemas.ts';
import { closed, weeklySchedule } from '../helpers/hours.ts';

// Lunch and dinner Tuesday to Thursday, Friday and Saturday until 02:00, Sunday 10:00–21:00, Monday
// closed; Christmas (a Friday) closed.
const schedule = weeklySchedule([{ from: '2026-12-25', to: '2026-12-25', ...closed, note: 'Natal' }]);
const nasiKotak = DishPreorderSchema.parse({
  min_quantity: 20,
  lead_hours: 24,
  daily_limit: 300,
  unit: 'kotak',
});

const problem = (result: { success: boolean; error?: unknown }) =>
  result.success ? '' : describeIssues(result.error as never);

describe('the times a pre-order basket offers', () => {
  it('starts at the lead time on the restaurant clock and runs up to the days ahead', () => {
    // Thursday 26 November 13:00, H-1: from Friday 13:00, up to Thursday 10 December (14 days on).
    const times = preorderTimes(schedule, { date: '2026-11-26', time: '13:00' }, [nasiKotak], 14);
    expect(times[0]).toEqual({ date: '2026-11-27', time: '13:00' });
    expect(times.some((at) => at.date === '2026-11-26')).toBe(false);
    expect(times.at(-1)).toEqual({ date: '2026-12-10', time: '21:45' });
    // Within the opening hours only: Thursday's afternoon break and Monday are never offered.
    expect(times).not.toContainEqual({ date: '2026-12-03', time: '15:00' });
    expect(times.some((at) => at.date === '2026-11-30')).toBe(false);
  });

  it('lists each date offered once, in order', () => {
    const times = preorderTimes(schedule, { date: '2026-11-26', time: '13:00' }, [nasiKotak], 4);
    // Monday 30 November is closed.
    expect(preorderDates(times)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('runs a late night past midnight, and counts a short lead time across it', () => {
    // Saturday 23:00, 2 hours ahead: Saturday's night goes on until 02:00 on Sunday.
    const times = preorderTimes(schedule, { date: '2026-11-28', time: '23:00' }, [{ lead_hours: 2 }], 3);
    expect(times[0]).toEqual({ date: '2026-11-29', time: '01:00' });
    expect(times[1]).toEqual({ date: '2026-11-29', time: '01:15' });
    expect(times).not.toContainEqual({ date: '2026-11-29', time: '02:00' });
    expect(times[3]).toEqual({ date: '2026-11-29', time: '01:45' });
    expect(times[4]).toEqual({ date: '2026-11-29', time: '10:15' });
  });

  it('carries a lead time across days to the next opening', () => {
    // Friday 23:00, H-2: Sunday 23:00 is after closing and Monday is closed, so Tuesday 11:15.
    const times = preorderTimes(schedule, { date: '2026-11-27', time: '23:00' }, [{ lead_hours: 48 }], 14);
    expect(times[0]).toEqual({ date: '2026-12-01', time: '11:15' });
  });

  it('is checked by the server as the basket lists it, for every quarter hour, and for hours changed since', () => {
    const quarterHours = (from: string, days: number) =>
      Array.from({ length: days * 96 }, (_, n) => {
        const date = new Date(Date.parse(`${from}T00:00:00Z`) + n * 15 * 60_000).toISOString();
        return `${date.slice(0, 10)} ${date.slice(11, 16)}`;
      });
    const keys = (times: Array<{ date: string; time: string }>) => times.map((at) => `${at.date} ${at.time}`);
    // Christmas open after all: another object, never answered from the listing of the first.
    const reopened = weeklySchedule([]);
    for (const hours of [schedule, reopened, schedule]) {
      for (const now of [
        { date: '2026-11-26', time: '13:00' },
        { date: '2026-11-28', time: '23:00' },
        { date: '2026-12-20', time: '10:00' },
      ]) {
        const listed = new Set(keys(preorderTimes(hours, now, [nasiKotak], 14)));
        const checked = quarterHours(now.date, 17).filter((at) =>
          preorderTimeOffered(hours, now, [nasiKotak], 14, at),
        );
        expect(checked).toEqual([...listed]);
        const today = new Set(keys(orderTimes(hours, now)));
        expect(quarterHours(now.date, 3).filter((at) => orderTimeOffered(hours, now, at))).toEqual([
          ...today,
        ]);
      }
    }
    expect(
      preorderTimeOffered(
        schedule,
        { date: '2026-12-20', time: '10:00' },
        [nasiKotak],
        14,
        '2026-12-25 12:00',
      ),
    ).toBe(false);
    expect(
      preorderTimeOffered(
        weeklySchedule([]),
        { date: '2026-12-20', time: '10:00' },
        [nasiKotak],
        14,
        '2026-12-25 12:00',
      ),
    ).toBe(true);
  });

  it('skips a special closed day, with the night that day would have had', () => {
    const times = preorderTimes(schedule, { date: '2026-12-20', time: '10:00' }, [nasiKotak], 14);
    expect(times.some((at) => at.date === '2026-12-25')).toBe(false);
    // Christmas is a Friday: no late night runs into Saturday 26.
    expect(times.filter((at) => at.date === '2026-12-26')[0]).toEqual({ date: '2026-12-26', time: '11:15' });
    expect(times.filter((at) => at.date === '2026-12-24').at(-1)).toEqual({
      date: '2026-12-24',
      time: '21:45',
    });
  });

  it('takes the longest lead time of the dishes in the basket', () => {
    const now = { date: '2026-11-26', time: '13:00' };
    const times = preorderTimes(schedule, now, [nasiKotak, { lead_hours: 72 }], 14);
    expect(times[0]).toEqual({ date: '2026-11-29', time: '13:00' });
  });

  it('offers nothing when no time is far enough ahead within the days allowed', () => {
    const times = preorderTimes(schedule, { date: '2026-11-26', time: '13:00' }, [{ lead_hours: 72 }], 2);
    expect(times).toEqual([]);
  });
});

describe('a pre-order line', () => {
  it('refuses a quantity under the minimum at its line', () => {
    expect(preorderLineProblem(nasiKotak, 19)).toBe('Minimal 20 kotak');
    expect(preorderLineProblem(nasiKotak, 20)).toBeNull();
    expect(preorderLineProblem(DishPreorderSchema.parse({ min_quantity: 2 }), 1)).toBe('Minimal 2 porsi');
  });

  it('refuses more than the day has left, saying how many remain', () => {
    const left = { date: '2026-12-12', count: 40 };
    expect(preorderLineProblem(nasiKotak, 50, left)).toBe('Sisa 40 untuk Sab 12 Des');
    expect(preorderLineProblem(nasiKotak, 40, left)).toBeNull();
    expect(preorderLineProblem(nasiKotak, 20, { date: '2026-12-12', count: 0 })).toBe(
      'Habis untuk Sab 12 Des',
    );
  });

  it('works out what a day has left of its limit', () => {
    expect(leftForDay(nasiKotak, 260)).toBe(40);
    expect(leftForDay(nasiKotak, 320)).toBe(0);
    expect(leftForDay({ daily_limit: null }, 5000)).toBeNull();
    expect(leftForDayText(40, '2026-12-12')).toBe('Sisa 40 untuk Sab 12 Des');
    expect(leftForDayText(0, '2026-12-12')).toBe('Habis untuk Sab 12 Des');
  });
});

describe('the pre-order label of a dish card', () => {
  it('says the days ahead and the minimum', () => {
    expect(preorderLabel(nasiKotak)).toBe('Pre-order H-1, min. 20');
    expect(preorderLabel({ lead_hours: 48, min_quantity: 1 })).toBe('Pre-order H-2');
    // A lead time in part of a day counts as the whole day.
    expect(preorderLabel({ lead_hours: 30, min_quantity: 10 })).toBe('Pre-order H-2, min. 10');
    expect(preorderLabel({ lead_hours: 6, min_quantity: 5 })).toBe('Pre-order 6 jam sebelumnya, min. 5');
  });
});

describe('the deposit', () => {
  const settings = { deposit_percent: 50, deposit_from: null, deposit_hours: 24 };
  const placed = { date: '2026-12-10', time: '12:00' };

  it('is the percent of the total for an order holding a pre-order dish, with the rest and its deadline', () => {
    const deposit = orderDeposit({ total: 2_500_000, holdsPreorder: true, placed }, settings);
    expect(deposit).toEqual({
      percent: 50,
      amount: 1_250_000,
      rest: 1_250_000,
      due: { date: '2026-12-11', time: '12:00' },
    });
    if (!deposit) throw new Error('no deposit');
    expect(depositText(deposit, 'Asia/Jakarta')).toBe(
      'DP 50%: Rp 1.250.000, dibayar paling lambat Jum 11 Des, 12:00 WIB',
    );
    expect(restText(deposit)).toBe('Sisa pembayaran: Rp 1.250.000');
  });

  it('rounds to whole rupiah as the bill does, the rest making up the total', () => {
    const half = orderDeposit({ total: 33_333, holdsPreorder: true, placed }, settings);
    expect(half).toMatchObject({ amount: 16_667, rest: 16_666 });
    const third = orderDeposit(
      { total: 10_001, holdsPreorder: true, placed },
      { ...settings, deposit_percent: 33 },
    );
    expect(third).toMatchObject({ amount: 3_300, rest: 6_701 });
  });

  it('is asked of an ordinary order only from deposit_from on', () => {
    const large = { ...settings, deposit_from: 1_000_000 };
    expect(orderDeposit({ total: 1_000_000, holdsPreorder: false, placed }, large)?.amount).toBe(500_000);
    expect(orderDeposit({ total: 999_999, holdsPreorder: false, placed }, large)).toBeNull();
    expect(orderDeposit({ total: 5_000_000, holdsPreorder: false, placed }, settings)).toBeNull();
  });

  it('is not asked when none is set or there is nothing to pay', () => {
    expect(
      orderDeposit({ total: 500_000, holdsPreorder: true, placed }, { ...settings, deposit_percent: 0 }),
    ).toBeNull();
    expect(orderDeposit({ total: 0, holdsPreorder: true, placed }, settings)).toBeNull();
  });

  it('is due by the order’s own time when that comes first, and across midnight', () => {
    const at = { date: '2026-12-11', time: '10:00' };
    expect(orderDeposit({ total: 100_000, holdsPreorder: true, placed, at }, settings)?.due).toEqual(at);
    const late = { date: '2026-12-10', time: '23:30' };
    const due = orderDeposit(
      { total: 100_000, holdsPreorder: true, placed: late },
      { ...settings, deposit_hours: 1 },
    );
    expect(due?.due).toEqual({ date: '2026-12-11', time: '00:30' });
  });

  it('leaves no rest line when the deposit is the whole bill', () => {
    const all = orderDeposit(
      { total: 300_000, holdsPreorder: true, placed },
      { ...settings, deposit_percent: 100 },
    );
    expect(all).toMatchObject({ amount: 300_000, rest: 0 });
    if (all) expect(restText(all)).toBeNull();
  });

  it('adds hours on the restaurant clock across days and months', () => {
    expect(laterBy({ date: '2026-12-31', time: '20:15' }, 6 * 60)).toEqual({
      date: '2027-01-01',
      time: '02:15',
    });
    expect(laterBy({ date: '2026-11-29', time: '09:00' }, 168 * 60)).toEqual({
      date: '2026-12-06',
      time: '09:00',
    });
  });
});

describe('a dish’s pre-order terms', () => {
  const item = {
    name: 'Nasi Kotak Rendang',
    category: 'Makanan',
    description: 'Nasi, rendang, sayur dan sambal dalam kotak.',
    price: 'Rp 35.000',
    image: '/images/menu/rendang.svg',
  };

  it('leaves a dish without them as it was', () => {
    expect(MenuItemInputSchema.parse(item)).not.toHaveProperty('preorder');
    expect(MenuItemInputSchema.parse({ ...item, preorder: null }).preorder).toBeNull();
  });

  it('fills the defaults of a pre-order dish', () => {
    expect(MenuItemInputSchema.parse({ ...item, preorder: { min_quantity: 20 } }).preorder).toEqual({
      min_quantity: 20,
      lead_hours: 24,
      daily_limit: null,
      ahead_only: false,
      unit: 'porsi',
    });
  });

  it('refuses terms out of bounds, naming the field', () => {
    expect(problem(DishPreorderSchema.safeParse({ min_quantity: 0 }))).toContain(
      'min_quantity: must be at least 1',
    );
    expect(problem(DishPreorderSchema.safeParse({ lead_hours: 0 }))).toContain(
      'lead_hours: must be at least 1',
    );
    expect(problem(DishPreorderSchema.safeParse({ lead_hours: 1.5 }))).toContain(
      'must be a whole number of hours',
    );
    expect(problem(DishPreorderSchema.safeParse({ min_quantity: 20, daily_limit: 10 }))).toContain(
      'daily_limit: must be at least the minimum quantity',
    );
    expect(problem(MenuItemInputSchema.safeParse({ ...item, preorder: { min_quantity: 5000 } }))).toContain(
      'preorder.min_quantity: must be at most 1000',
    );
  });
});

describe('the deposit settings', () => {
  const qris = {
    qris_image: '/media/qris.png',
    qris_merchant: 'RM Padang Sederhana',
    qris_nmid: 'ID1020021234567',
  };

  it('default to no deposit and 14 days ahead', () => {
    expect(PreorderSettingsSchema.parse({})).toEqual(DEFAULT_PREORDER_SETTINGS);
    expect(DEFAULT_PREORDER_SETTINGS).toMatchObject({ deposit_percent: 0, preorder_days_ahead: 14 });
  });

  it('accept a deposit with the QRIS and its NMID, written as printed', () => {
    const parsed = PreorderSettingsSchema.parse({
      deposit_percent: 50,
      ...qris,
      qris_nmid: ' id 1020021234567 ',
    });
    expect(parsed.qris_nmid).toBe('ID1020021234567');
  });

  it('refuse a deposit without the QRIS to pay it with', () => {
    const text = problem(PreorderSettingsSchema.safeParse({ deposit_percent: 50 }));
    for (const field of ['qris_image', 'qris_merchant', 'qris_nmid'])
      expect(text).toContain(`${field}: is required while a deposit is asked`);
  });

  it('refuse an NMID that is not ID and digits, and out-of-range values', () => {
    const bad = (change: object) => problem(PreorderSettingsSchema.safeParse({ ...qris, ...change }));
    expect(bad({ qris_nmid: '1020021234567' })).toContain(
      'qris_nmid: must be ID followed by 10 to 15 digits',
    );
    expect(bad({ qris_nmid: 'ID12345' })).toContain('must be ID followed by 10 to 15 digits');
    expect(bad({ deposit_percent: 101 })).toContain('deposit_percent: must be at most 100');
    expect(bad({ deposit_percent: 12.5 })).toContain('deposit_percent: must be a whole number');
    expect(bad({ deposit_from: 0 })).toContain('deposit_from: must be at least 1');
    expect(bad({ deposit_hours: 0 })).toContain('deposit_hours: must be at least 1');
    expect(bad({ preorder_days_ahead: 0 })).toContain('preorder_days_ahead: must be at least 1');
    expect(bad({ qris_image: 'http://example.com/qris.png' })).toContain('qris_image');
  });
});
