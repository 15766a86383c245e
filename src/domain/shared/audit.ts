import { z } from 'zod';

/** One admin action in the activity log: who did what, when. */
export const AuditEntrySchema = z.object({
  /** ISO date-time of the action. */
  at: z.string(),
  /** Username of the admin who acted. */
  by: z.string(),
  /** What kind of action, e.g. "update", "delete", "restore", "login", "backup-import". */
  action: z.string(),
  /** What it acted on, e.g. "event/abc123", "settings/site", "user/xyz". */
  target: z.string(),
  /** One sentence for people: `Updated event "Malam Musik Minang"`. */
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_LIMIT_DEFAULT = 100;
export const AUDIT_LIMIT_MAX = 500;
/** How far back the log pages (`offset`): far beyond what a restaurant's staff produce in years. */
export const AUDIT_OFFSET_MAX = 1_000_000;

/**
 * An entry's id in the log: its month and key, `2026-11/1764153600000-k3x9q2ab`. Ids sort as the log
 * does, so "the entries before this one" names a page that entries recorded later never move.
 */
export const AUDIT_ID = /^\d{4}-\d{2}\/\d{13}-[a-z0-9]{1,16}$/;

/** An entry as the log lists it, with its id. */
export const AuditLogEntrySchema = AuditEntrySchema.extend({ id: z.string().regex(AUDIT_ID) });
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

/**
 * GET /api/admin/audit?limit=&before=&offset=: `limit` entries, newest first, older than the entry
 * `before` (when given), after skipping the newest `offset` of those.
 */
export const AuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_LIMIT_MAX).default(AUDIT_LIMIT_DEFAULT),
  before: z.string().regex(AUDIT_ID, 'must be the id of an entry of this log').optional(),
  offset: z.coerce.number().int().min(0).max(AUDIT_OFFSET_MAX).default(0),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
