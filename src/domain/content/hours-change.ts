/**
 * New opening hours checked against what guests already hold (POST /api/admin/restaurant/hours-check):
 * the coming bookings and orders at times the saved hours keep open and the new ones would close. Nothing
 * is cancelled by new hours; staff are told before they save, so they can tell those guests.
 */
import { z } from 'zod';
import { OpeningHoursSchema } from './opening-hours.ts';

export const HoursCheckRequestSchema = z.object({ openingHours: OpeningHoursSchema });

/** One time the new hours would close, with what is held at it. */
export const ClosedTimeSchema = z.object({
  date: z.string(),
  /** HH:mm */
  time: z.string(),
  /** Pending and confirmed bookings. */
  reservations: z.number().int().nonnegative(),
  /** New and accepted orders (pick-up, delivery or arrival at that time). */
  orders: z.number().int().nonnegative(),
});
export type ClosedTime = z.infer<typeof ClosedTimeSchema>;

/** Earliest first. */
export const HoursCheckSchema = z.object({ closes: z.array(ClosedTimeSchema) });
export type HoursCheck = z.infer<typeof HoursCheckSchema>;
