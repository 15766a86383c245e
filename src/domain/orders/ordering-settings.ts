import { z } from 'zod';
import { longText } from '../shared/fields.ts';
import { ORDER_MODES, type OrderMode } from './bill.ts';

/** The highest service charge staff may set, in percent. */
export const SERVICE_CHARGE_MAX = 20;
/** PB1 (PBJT, the regional restaurant tax) is at most 10 % by law (UU 1/2022). */
export const TAX_MAX = 10;
/** The largest minimum order for delivery: far beyond any basket. */
export const MINIMUM_ORDER_MAX = 100_000_000;
/** The longest preparation time staff may set, in minutes (a catering order is arranged otherwise). */
export const PREP_MINUTES_MAX = 240;

const percent = (max: number) =>
  z
    .number('must be a number')
    .min(0, 'must be at least 0')
    .max(max, `must be at most ${max}`)
    .refine((value) => Number.isInteger(value * 100), 'must have at most two decimals');

/** A set of ways of ordering: each named once, kept in the basket's order. */
const modeList = (fallback: OrderMode[]) =>
  z
    .array(z.enum(ORDER_MODES, 'must be dine_in, pickup or delivery'))
    .max(ORDER_MODES.length)
    .refine((modes) => new Set(modes).size === modes.length, 'must not name a way twice')
    .transform((modes) => ORDER_MODES.filter((mode) => modes.includes(mode)))
    .default(() => [...fallback]);

/**
 * How guests order from the site's basket and what the bill adds to the menu's prices. Staff set it in
 * the admin (Ordering settings); versioned, kept in the history and in backups like the booking settings.
 */
export const OrderingSettingsSchema = z
  .object({
    /** Whether the site offers the basket at all (the per-dish WhatsApp link stays either way). */
    enabled: z.boolean().default(true),
    /** The ways of ordering offered, in the basket's order; at least one while ordering is on. */
    modes: modeList(['dine_in', 'pickup']),
    /** Service charge on the subtotal, in percent (0 when none). */
    service_charge_percent: percent(SERVICE_CHARGE_MAX).default(0),
    /**
     * The ways the service charge is added to: it pays for table service, so dine-in only unless the
     * owner says otherwise (settings saved before this existed read so too).
     */
    service_charge_modes: modeList(['dine_in']),
    /** PB1 on the subtotal plus the service charge, in percent (0 when the restaurant is exempt). */
    tax_percent: percent(TAX_MAX).default(0),
    /**
     * The ways PB1 is added to: every way unless the owner says otherwise (some regencies and cities tax
     * takeaway and delivery, some do not).
     */
    tax_modes: modeList([...ORDER_MODES]),
    /** The menu's prices already include tax and service: the basket adds nothing and says so. */
    prices_include_tax: z.boolean().default(false),
    /** The smallest subtotal delivered, in rupiah; null when any order is delivered. */
    minimum_order: z
      .number('must be a number')
      .int('must be a whole number of rupiah')
      .min(1, 'must be at least 1')
      .max(MINIMUM_ORDER_MAX, `must be at most ${MINIMUM_ORDER_MAX}`)
      .nullable()
      .default(null),
    /** What the basket says about delivery (the area served, the fee), shown when Diantar is chosen. */
    delivery_note: longText(300).default(''),
    /**
     * How long the kitchen takes for an order, in minutes: an order staff accept is ready this long after,
     * unless they say another time.
     */
    prep_minutes: z
      .number('must be a number')
      .int('must be a whole number of minutes')
      .min(5, 'must be at least 5')
      .max(PREP_MINUTES_MAX, `must be at most ${PREP_MINUTES_MAX}`)
      .default(30),
  })
  .refine((settings) => !settings.enabled || settings.modes.length > 0, {
    path: ['modes'],
    message: 'must name at least one way while ordering is on',
  });
export type OrderingSettings = z.infer<typeof OrderingSettingsSchema>;

/**
 * A new site: ordering on for dine-in and pick-up, no delivery, nothing added until staff set it; then
 * service on dine-in only and PB1 on every way.
 */
export const DEFAULT_ORDERING_SETTINGS: OrderingSettings = {
  enabled: true,
  modes: ['dine_in', 'pickup'],
  service_charge_percent: 0,
  service_charge_modes: ['dine_in'],
  tax_percent: 0,
  tax_modes: [...ORDER_MODES],
  prices_include_tax: false,
  minimum_order: null,
  delivery_note: '',
  prep_minutes: 30,
};
