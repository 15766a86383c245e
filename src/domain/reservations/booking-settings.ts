import { z } from 'zod';
import type { SiteLanguage } from '../content/site-language.ts';
import { RetentionMonthsSchema } from './retention.ts';

/** The most seats a slot can be given: far beyond any restaurant's dining room. */
export const SEATS_PER_SLOT_MAX = 1000;

/**
 * How the restaurant takes bookings. `seats_per_slot`: the seats guests may book for one date and time
 * together (pending, confirmed and seated parties, each counted at the upper end of its size, see
 * seatsOf); null (the default) means no limit. `retention_months`: bookings dated more than that many
 * months ago are deleted by a daily run (see retention.ts); null (the default) keeps them.
 */
export const BookingSettingsSchema = z.object({
  seats_per_slot: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(SEATS_PER_SLOT_MAX, `must be at most ${SEATS_PER_SLOT_MAX}`)
    .nullable()
    .default(null),
  retention_months: RetentionMonthsSchema.nullable().default(null),
});
export type BookingSettings = z.infer<typeof BookingSettingsSchema>;

/**
 * PUT /api/admin/booking-settings: the settings, and for a shorter retention that deletes bookings at the
 * next daily run, `confirm_deletes`: how many the admin was shown would go (the save is refused with 409
 * and that count, `deletes`, until it is sent and still right).
 */
export const BookingSettingsInputSchema = BookingSettingsSchema.extend({
  confirm_deletes: z.number().int('must be a whole number').min(0, 'must be at least 0').optional(),
});
export type BookingSettingsInput = z.infer<typeof BookingSettingsInputSchema>;

/** The answer refusing a shorter retention not yet confirmed: why, and how many bookings it deletes. */
export const RetentionDeletesSchema = z.object({
  detail: z.string(),
  /** Everything the next daily run deletes: what the superadmin confirms. */
  deletes: z.number().int().min(0),
  /** Of which bookings and guests' orders (kept as long as bookings). */
  bookings: z.number().int().min(0).optional(),
  orders: z.number().int().min(0).optional(),
});
export type RetentionDeletes = z.infer<typeof RetentionDeletesSchema>;

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = { seats_per_slot: null, retention_months: null };

/**
 * The seats still free in each booked slot of one day (GET /api/reservations/slots?date=): only slots that
 * have bookings are listed; without a limit, `seats_per_slot` is null and nothing is listed.
 */
export const SlotAvailabilitySchema = z.object({
  date: z.string(),
  seats_per_slot: z.number().int().nullable(),
  /** "19:00" → seats left (0 when full). */
  remaining: z.record(z.string(), z.number().int()),
});
export type SlotAvailability = z.infer<typeof SlotAvailabilitySchema>;

/** Said to a guest whose party no longer fits in the chosen slot. */
export const slotFullMessage = (time: string, language: SiteLanguage = 'id') =>
  language === 'en'
    ? `Sorry, ${time} on that date is fully booked. Please choose another time.`
    : `Maaf, tempat untuk pukul ${time} pada tanggal itu sudah penuh. Silakan pilih waktu lain.`;
