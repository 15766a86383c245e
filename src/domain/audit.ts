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

/** GET /api/admin/audit?limit=&offset=: `limit` entries, after skipping the newest `offset`. */
export const AuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_LIMIT_MAX).default(AUDIT_LIMIT_DEFAULT),
  offset: z.coerce.number().int().min(0).max(AUDIT_OFFSET_MAX).default(0),
});
