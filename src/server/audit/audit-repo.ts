import type { Store } from '@netlify/blobs';
import {
  type AuditEntry,
  AuditEntrySchema,
  type AuditLogEntry,
  type AuditQuery,
} from '../../domain/shared/audit.ts';
import { openStore, storeCall } from '../store/blobs.ts';
import { listKeys, mapLimit, readDocument, writeDocument } from '../store/documents.ts';
import { newId } from '../store/ids.ts';

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

/**
 * `limit` entries, newest first: those older than the entry `before` when it is given, after skipping the
 * newest `offset` of them (only keys are listed for those). An entry's id is its key without the prefix.
 */
export async function listAuditEntries(
  store: Store,
  { limit, before, offset = 0 }: Pick<AuditQuery, 'limit' | 'before'> & { offset?: number },
): Promise<AuditLogEntry[]> {
  const { directories } = await storeCall('list the activity months', () =>
    store.list({ prefix: PREFIX, directories: true }),
  );
  const cursor = before === undefined ? undefined : PREFIX + before;
  const months = directories.sort().reverse();
  const keys: string[] = [];
  let skip = offset;
  for (const month of months) {
    const prefix = `${month}/`;
    // A month that starts after the cursor's key holds nothing older than it.
    if (cursor !== undefined && prefix > cursor) continue;
    const inMonth = (await listKeys(store, prefix))
      .map((key) => prefix + key)
      .filter((key) => cursor === undefined || key < cursor)
      .sort()
      .reverse();
    keys.push(...inMonth.slice(skip, skip + limit - keys.length));
    skip = Math.max(0, skip - inMonth.length);
    if (keys.length >= limit) break;
  }
  const entries = await mapLimit(keys, 16, async (key) => {
    const entry = await readDocument(store, key, AuditEntrySchema);
    return entry && { ...entry, id: key.slice(PREFIX.length) };
  });
  return entries.filter((entry): entry is AuditLogEntry => entry !== null);
}
