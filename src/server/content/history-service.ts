/**
 * Keeping what a write replaces: every version an update, restore or deletion replaces is kept (the
 * newest HISTORY_LIMIT per item), and deleted items wait in the trash until restored or purged.
 * Used for every write of menu items, gallery images and events, restaurant info and site settings.
 */
import type { Store } from '@netlify/blobs';
import {
  type ContentKind,
  type EntityOf,
  HISTORY_LIMIT,
  type HistoryAction,
  type SettingsDocument,
  type SettingsOf,
} from '../../domain/content/history.ts';
import { printable } from '../log-text.ts';
import {
  deleteVersions,
  itemVersions,
  listVersionKeys,
  putDeleted,
  removeDeleted,
  settingsVersions,
  type Versions,
  versionKeyAt,
} from './history-repo.ts';

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
export function keepVersion<K extends ContentKind>(
  store: Store,
  kind: K,
  version: EntityOf<K>,
  by: string,
  action: HistoryAction,
  now = new Date(),
): Promise<void> {
  return keepIn(store, itemVersions(kind, version.id), `${kind} ${version.id}`, { version, by, action }, now);
}

/** Keeps the restaurant info or site settings a save replaces, like keepVersion. */
export function keepSettingsVersion<D extends SettingsDocument>(
  store: Store,
  document: D,
  version: SettingsOf<D>,
  by: string,
  action: HistoryAction,
  now = new Date(),
): Promise<void> {
  return keepIn(store, settingsVersions(document), document, { version, by, action }, now);
}

async function keepIn<T>(
  store: Store,
  versions: Versions<T>,
  what: string,
  entry: { version: T; by: string; action: HistoryAction },
  now: Date,
): Promise<void> {
  await versions.put(store, versionKeyAt(now), { ...entry, at: now.toISOString() });
  try {
    const keys = await versions.keys(store);
    if (keys.length > HISTORY_LIMIT) await versions.remove(store, keys.slice(0, -HISTORY_LIMIT));
  } catch (error) {
    // The save itself is done; an extra old version is dropped by the next one.
    console.error(`Could not prune the history of ${printable(what)}:`, (error as Error).message);
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
