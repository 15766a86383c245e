import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import {
  type ContentKind,
  ENTITY_SCHEMAS,
  HistoryActionSchema,
  VersionKeySchema,
} from '../../domain/history.ts';
import { deleteDocument, listKeys, mapLimit, readDocument, writeDocument } from './documents.ts';
import { newId } from './ids.ts';

/**
 * Earlier versions and deleted items, in the content store beside the live content:
 * `history/<kind>/<id>/<time>-<random>` holds one replaced version each (never a shared list, so parallel
 * saves never lose one), `deleted/<kind>/<id>` one deleted item awaiting restore or purge.
 */
const historyPrefix = (kind: ContentKind, id: string) => `history/${kind}/${id}/`;
const deletedPrefix = (kind: ContentKind) => `deleted/${kind}/`;

/** The stored form of one kept version, and of one deleted item. */
const storedVersionSchema = (kind: ContentKind) =>
  z.object({ version: ENTITY_SCHEMAS[kind], by: z.string(), at: z.string(), action: HistoryActionSchema });
export type StoredVersion = z.infer<ReturnType<typeof storedVersionSchema>>;

const deletedSchema = (kind: ContentKind) =>
  z.object({ entity: ENTITY_SCHEMAS[kind], by: z.string(), at: z.string() });
export type DeletedItem = z.infer<ReturnType<typeof deletedSchema>>;

/** A key that sorts by time: 13-digit milliseconds, then a random suffix for versions of the same ms. */
export const versionKeyAt = (time: Date) =>
  `${String(time.getTime()).padStart(13, '0')}-${newId().slice(0, 8)}`;

export async function putVersion(
  store: Store,
  kind: ContentKind,
  id: string,
  key: string,
  entry: StoredVersion,
): Promise<void> {
  await writeDocument(store, historyPrefix(kind, id) + key, entry);
}

/** Version keys of an item, oldest first. */
export async function listVersionKeys(store: Store, kind: ContentKind, id: string): Promise<string[]> {
  const keys = await listKeys(store, historyPrefix(kind, id));
  return keys.filter((key) => VersionKeySchema.safeParse(key).success).sort();
}

export function getVersion(
  store: Store,
  kind: ContentKind,
  id: string,
  key: string,
): Promise<StoredVersion | null> {
  return readDocument(store, historyPrefix(kind, id) + key, storedVersionSchema(kind));
}

export async function deleteVersions(store: Store, kind: ContentKind, id: string, keys: readonly string[]) {
  await mapLimit(keys, 8, (key) => deleteDocument(store, historyPrefix(kind, id) + key));
}

export async function putDeleted(store: Store, kind: ContentKind, item: DeletedItem) {
  await writeDocument(store, deletedPrefix(kind) + item.entity.id, item);
}

export function getDeleted(store: Store, kind: ContentKind, id: string): Promise<DeletedItem | null> {
  return readDocument(store, deletedPrefix(kind) + id, deletedSchema(kind));
}

export async function listDeleted(store: Store, kind: ContentKind): Promise<DeletedItem[]> {
  const ids = await listKeys(store, deletedPrefix(kind));
  const items = await mapLimit(ids, 16, (id) => getDeleted(store, kind, id));
  return items.filter((item): item is DeletedItem => item !== null);
}

export async function removeDeleted(store: Store, kind: ContentKind, id: string): Promise<void> {
  await deleteDocument(store, deletedPrefix(kind) + id);
}
