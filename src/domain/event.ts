import { z } from 'zod';
import { id, longText, optionalImageUrl, optionalUrl, requiredText } from './fields.ts';

/** Fields staff edit for an event. */
export const EventInputSchema = z.object({
  title: requiredText(120),
  /** Free-text schedule, e.g. "Setiap Sabtu, 19:00 - 21:00". */
  date: requiredText(120),
  description: longText(1000).min(1, 'is required'),
  /** Optional image URL. */
  image: optionalImageUrl().default(''),
});
export type EventInput = z.input<typeof EventInputSchema>;

export const EventSchema = EventInputSchema.extend({
  // Read back as stored: addresses saved before the https and public-address rule stay readable.
  image: optionalUrl().default(''),
  id: id(),
  position: z.number(),
  revision: z.number().int().min(1).default(1),
  updated_at: z.string().default(''),
});
export type RestaurantEvent = z.infer<typeof EventSchema>;
