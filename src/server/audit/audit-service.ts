import type { AuditEntry, AuditLogEntry, AuditQuery } from '../../domain/shared/audit.ts';
import { printable } from '../log-text.ts';
import { auditStore, listAuditEntries, putAuditEntry } from './audit-repo.ts';

/**
 * Adds an admin action to the activity log. Called after the action succeeded: a log that cannot be
 * written is reported in the server log, never turned into a failed save.
 */
export async function recordAudit(entry: Omit<AuditEntry, 'at'> & { at?: string }): Promise<void> {
  try {
    await putAuditEntry(auditStore(), { ...entry, at: entry.at ?? new Date().toISOString() });
  } catch (error) {
    console.error(
      `Could not record "${printable(entry.summary)}" in the activity log:`,
      (error as Error).message,
    );
  }
}

/**
 * Admin actions, newest first: `limit` of them older than the entry `before` (the admin's "Show older"),
 * after the newest `offset`.
 */
export const listAudit = (query: AuditQuery): Promise<AuditLogEntry[]> =>
  listAuditEntries(auditStore(), query);
