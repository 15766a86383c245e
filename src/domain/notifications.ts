import { z } from 'zod';
import { BOOKING_ID_PATTERN } from './booking.ts';

/**
 * How staff hear about new bookings: the admin asks for the pending count at a modest interval, and the
 * server tells the restaurant by e-mail and webhook when those are configured.
 */

/** GET /api/admin/reservations/pending-count: how many wait for a decision, and the newest of them. */
export const PendingCountSchema = z.object({
  pending: z.number().int().min(0),
  /** The most recently made pending reservation, or null when none waits. */
  latest_id: z.string().regex(BOOKING_ID_PATTERN).nullable(),
});
export type PendingCount = z.infer<typeof PendingCountSchema>;

export const NOTIFY_CHANNELS = ['email', 'webhook'] as const;
export const NotifyChannelSchema = z.enum(NOTIFY_CHANNELS);
export type NotifyChannel = z.infer<typeof NotifyChannelSchema>;

/** A notification that did not reach the restaurant (never holds a secret of its channel). */
export const NotifyFailureSchema = z.object({
  at: z.string(),
  channel: NotifyChannelSchema,
  reservation_id: z.string().max(40),
  error: z.string().max(500),
});
export type NotifyFailure = z.infer<typeof NotifyFailureSchema>;

/** The failures kept, newest first. */
export const MAX_NOTIFY_FAILURES = 20;
export const NotifyFailuresSchema = z.array(NotifyFailureSchema).max(MAX_NOTIFY_FAILURES);

/**
 * GET /api/admin/notifications: which channels the server is configured for (never their addresses or
 * secrets), and for a superadmin the last delivery failures (null for other roles).
 */
export const NotifyStatusSchema = z.object({
  email: z.boolean(),
  webhook: z.boolean(),
  failures: NotifyFailuresSchema.nullable(),
});
export type NotifyStatus = z.infer<typeof NotifyStatusSchema>;

/** The query of GET /api/admin/reservations/pending-count and /api/admin/notifications: none. */
export const NoQuerySchema = z.object({}).strict();
