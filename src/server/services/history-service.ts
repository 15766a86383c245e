/**
 * Keeping what a write replaces: every version an update, restore or deletion replaces is kept (the
 * newest HISTORY_LIMIT per item), and deleted items wait in the trash until restored or purged.
 * Used by entity-service for every write of menu items, gallery images and events.
 */
import type { Store } from '@netlify/blobs';
import { type ContentKind, type EntityOf, HISTORY_LIMIT, type HistoryAction } from '../../domain/history.ts';
import {
  deleteVersions,
  listVersionKeys,
  putDeleted,
  putVersion,
  removeDeleted,
  versionKeyAt,
} from '../store/history-repo.ts';

/** Who writes which kind of content. */
export interface Author {
  kind: ContentKind;
  /** Username of the admin. */
  by: string;
}

/**
 * Keeps `version` (the item as it is before this write) in its history, then drops the versions beyond
 * the newest HISTORY_LIMIT. Each version is its own blob: parallel saves never lose one.
 */
export async function keepVersion<K extends ContentKind>(
  store: Store,
  kind: K,
  version: EntityOf<K>,
  by: string,
  action: HistoryAction,
  now = new Date(),
): Promise<void> {
  await putVersion(store, kind, version.id, versionKeyAt(now), {
    version,
    by,
    at: now.toISOString(),
    action,
  });
  try {
    const keys = await listVersionKeys(store, kind, version.id);
    if (keys.length > HISTORY_LIMIT)
      await deleteVersions(store, kind, version.id, keys.slice(0, -HISTORY_LIMIT));
  } catch (error) {
    // The save itself is done; an extra old version is dropped by the next one.
    console.error(`Could not prune the history of ${kind} ${version.id}:`, (error as Error).message);
  }
}

/** Puts a deleted item in the trash, with who deleted it and when. */
export async function moveToTrash<K extends ContentKind>(
  store: Store,
  kind: K,
  entity: EntityOf<K>,
  by: string,
  now = new Date(),
): Promise<void> {
  await putDeleted(store, kind, { entity, by, at: now.toISOString() });
}

/** Forgets an item for good: its trash entry and every kept version. */
export async function forget(store: Store, kind: ContentKind, id: string): Promise<void> {
  await removeDeleted(store, kind, id);
  await deleteVersions(store, kind, id, await listVersionKeys(store, kind, id));
}
