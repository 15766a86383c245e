import { z } from 'zod';
import { GUEST_OPTIONS } from './booking.ts';
import { id, requiredText } from './fields.ts';

export { BOOKING_ID_PATTERN, GUEST_OPTIONS, newBookingId } from './booking.ts';

export const GuestsSchema = z.enum(GUEST_OPTIONS);

/** The guest's reservation request as the form sends it. */
export const ReservationRequestSchema = z.object({
  name: requiredText(100),
  phone: requiredText(30),
  /** yyyy-mm-dd */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date'),
  /** HH:mm */
  time: z.string().regex(/^\d{2}:\d{2}$/, 'must be a time'),
  guests: GuestsSchema,
});
export type ReservationRequest = z.infer<typeof ReservationRequestSchema>;

export const RESERVATION_STATUSES = ['pending', 'confirmed'] as const;

/** A reservation as staff see it. */
export const ReservationSchema = ReservationRequestSchema.extend({
  id: id(),
  status: z.enum(RESERVATION_STATUSES),
});
export type Reservation = z.infer<typeof ReservationSchema>;
