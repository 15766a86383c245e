import type { Store } from '@netlify/blobs';
import { type AuditEntry, AuditEntrySchema } from '../../domain/audit.ts';
import { openStore, storeCall } from './blobs.ts';
import { listKeys, mapLimit, readDocument, writeDocument } from './documents.ts';
import { newId } from './ids.ts';

/**
 * The activity log, in its own store (never part of the content or of a backup). One blob per action,
 * grouped by month (`audit/2026-11/<time>-<random>`), so the newest entries are found without listing
 * the whole history.
 */
export function auditStore(): Store {
  return openStore('audit');
}

const PREFIX = 'audit/';

export async function putAuditEntry(store: Store, entry: AuditEntry): Promise<void> {
  const at = new Date(entry.at);
  const key = `${PREFIX}${entry.at.slice(0, 7)}/${String(at.getTime()).padStart(13, '0')}-${newId().slice(0, 8)}`;
  await writeDocument(store, key, entry);
}

/** `limit` entries, newest first, after skipping the newest `offset` (only keys are listed for those). */
export async function listAuditEntries(store: Store, limit: number, offset = 0): Promise<AuditEntry[]> {
  const { directories } = await storeCall('list the activity months', () =>
    store.list({ prefix: PREFIX, directories: true }),
  );
  const months = directories.sort().reverse();
  const keys: string[] = [];
  let skip = offset;
  for (const month of months) {
    const prefix = `${month}/`;
    const inMonth = (await listKeys(store, prefix)).sort().reverse();
    const wanted = inMonth.slice(skip, skip + limit - keys.length);
    skip = Math.max(0, skip - inMonth.length);
    keys.push(...wanted.map((key) => prefix + key));
    if (keys.length >= limit) break;
  }
  const entries = await mapLimit(keys, 16, (key) => readDocument(store, key, AuditEntrySchema));
  return entries.filter((entry): entry is AuditEntry => entry !== null);
}
