// The schemas of pre-orders: a dish's pre-order terms (in the menu editor) and the deposit settings (in
// Settings → Ordering). Kept apart from preorder.ts, whose rules the basket script imports without zod, and
// from OrderingSettingsSchema, so ordering settings stored before pre-orders read exactly as before.

import { z } from 'zod';
import { optionalImageUrl, text } from '../shared/fields.ts';
import { PREORDER_QUANTITY_MAX } from './bill.ts';

/** The longest lead time a dish may ask for, in hours (30 days). */
export const LEAD_HOURS_MAX = 720;
/** The most of one dish the kitchen can cook for one day. */
export const DAILY_LIMIT_MAX = 10_000;
/** The furthest ahead guests may pre-order, in days. */
export const PREORDER_DAYS_MAX = 90;
/** The longest a guest may take to pay the deposit, in hours (a week). */
export const DEPOSIT_HOURS_MAX = 168;
/** The highest total a deposit may start from, in rupiah. */
export const DEPOSIT_FROM_MAX = 1_000_000_000;

const whole = (unit: string, min: number, max: number) =>
  z
    .number('must be a number')
    .int(`must be a whole number${unit}`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/**
 * A dish sold as a pre-order ("Nasi Kotak Rendang": at least 20, 24 hours ahead, 300 a day). On a menu
 * item, null or absent means an ordinary dish.
 */
export const DishPreorderSchema = z
  .object({
    /** The fewest a pre-order of the dish takes ("Minimal 20 kotak"). */
    min_quantity: whole('', 1, PREORDER_QUANTITY_MAX).default(1),
    /** How long before its time a pre-order must be placed, in hours (24 is "H-1"). */
    lead_hours: whole(' of hours', 1, LEAD_HOURS_MAX).default(24),
    /** The most the kitchen cooks of it for one day; null when there is no limit. */
    daily_limit: whole('', 1, DAILY_LIMIT_MAX).nullable().default(null),
    /** Sold only ahead (not in today's basket); otherwise also sold for today like any dish. */
    ahead_only: z.boolean('must be true or false').default(false),
    /** What one of it is called in the guest's words: "kotak", "tumpeng", "kg"; "porsi" when unset. */
    unit: text(20).default('porsi'),
  })
  .refine((preorder) => preorder.daily_limit === null || preorder.daily_limit >= preorder.min_quantity, {
    path: ['daily_limit'],
    message: 'must be at least the minimum quantity',
  });
export type DishPreorder = z.infer<typeof DishPreorderSchema>;

/** An NMID as printed under a QRIS: "ID" and 10 to 15 digits ("ID1020021234567"). */
export const NMID_PATTERN = /^ID\d{10,15}$/;

/**
 * The deposit on pre-orders and large orders, and the restaurant's own static QRIS it is paid with (the
 * guest types the amount; the merchant pays the fee, so no fee line, ever). Staff set it in Settings →
 * Ordering; stored beside the ordering settings in their own document.
 */
export const PreorderSettingsSchema = z
  .object({
    /** The deposit, in percent of the total; 0 when none is asked. */
    deposit_percent: whole('', 0, 100).default(0),
    /** An order whose total is at least this many rupiah asks a deposit too; null when only pre-orders do. */
    deposit_from: whole(' of rupiah', 1, DEPOSIT_FROM_MAX).nullable().default(null),
    /** How long the guest has to pay the deposit after ordering, in hours. */
    deposit_hours: whole(' of hours', 1, DEPOSIT_HOURS_MAX).default(24),
    /** How many days ahead guests may pre-order. */
    preorder_days_ahead: whole(' of days', 1, PREORDER_DAYS_MAX).default(14),
    /** The static QRIS picture, from the media library; empty until chosen. */
    qris_image: optionalImageUrl().default(''),
    /** The merchant name printed on the QRIS, so a guest can check whom they pay. */
    qris_merchant: text(60).default(''),
    /** The NMID printed on the QRIS ("ID1020021234567"). */
    qris_nmid: text(20)
      .transform((value) => value.replaceAll(' ', '').toUpperCase())
      .refine((value) => value === '' || NMID_PATTERN.test(value), 'must be ID followed by 10 to 15 digits')
      .default(''),
  })
  .superRefine((settings, context) => {
    if (settings.deposit_percent === 0) return;
    for (const field of ['qris_image', 'qris_merchant', 'qris_nmid'] as const) {
      if (settings[field] === '')
        context.addIssue({ code: 'custom', path: [field], message: 'is required while a deposit is asked' });
    }
  });
export type PreorderSettings = z.infer<typeof PreorderSettingsSchema>;

/** A new site: no deposit, no QRIS yet, pre-orders up to 14 days ahead. */
export const DEFAULT_PREORDER_SETTINGS: PreorderSettings = {
  deposit_percent: 0,
  deposit_from: null,
  deposit_hours: 24,
  preorder_days_ahead: 14,
  qris_image: '',
  qris_merchant: '',
  qris_nmid: '',
};
