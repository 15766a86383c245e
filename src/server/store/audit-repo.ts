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

/** The newest `limit` entries, newest first. */
export async function listAuditEntries(store: Store, limit: number): Promise<AuditEntry[]> {
  const { directories } = await storeCall('list the activity months', () =>
    store.list({ prefix: PREFIX, directories: true }),
  );
  const months = directories.sort().reverse();
  const keys: string[] = [];
  for (const month of months) {
    const prefix = `${month}/`;
    const inMonth = (await listKeys(store, prefix)).sort().reverse();
    keys.push(...inMonth.slice(0, limit - keys.length).map((key) => prefix + key));
    if (keys.length >= limit) break;
  }
  const entries = await mapLimit(keys, 16, (key) => readDocument(store, key, AuditEntrySchema));
  return entries.filter((entry): entry is AuditEntry => entry !== null);
}
