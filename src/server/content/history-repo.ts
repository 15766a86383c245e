import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import {
  type ContentKind,
  ENTITY_SCHEMAS,
  type EntityOf,
  type HistoryAction,
  HistoryActionSchema,
  SETTINGS_SCHEMAS,
  type SettingsDocument,
  type SettingsOf,
  VersionKeySchema,
} from '../../domain/content/history.ts';
import { deleteDocument, listKeys, mapLimit, readDocument, writeDocument } from '../store/documents.ts';
import { newId } from '../store/ids.ts';

/**
 * Earlier versions and deleted items, in the content store beside the live content:
 * `history/<kind>/<id>/<time>-<random>` holds one replaced version each (never a shared list, so parallel
 * saves never lose one), `history/settings/<document>/…` the same for restaurant info and site settings,
 * `deleted/<kind>/<id>` one deleted item awaiting restore or purge.
 */
const deletedPrefix = (kind: ContentKind) => `deleted/${kind}/`;

/** The stored form of one kept version. */
const storedVersionSchema = <S extends z.ZodType>(schema: S) =>
  z.object({ version: schema, by: z.string(), at: z.string(), action: HistoryActionSchema });

const deletedSchema = (kind: ContentKind) =>
  z.object({ entity: ENTITY_SCHEMAS[kind], by: z.string(), at: z.string() });
export type DeletedItem = z.infer<ReturnType<typeof deletedSchema>>;

/** A key that sorts by time: 13-digit milliseconds, then a random suffix for versions of the same ms. */
export const versionKeyAt = (time: Date) =>
  `${String(time.getTime()).padStart(13, '0')}-${newId().slice(0, 8)}`;

/** One kept version: the thing as it was, who replaced it, when and how. */
export interface VersionEntry<T> {
  version: T;
  by: string;
  at: string;
  action: HistoryAction;
}

/** The kept versions of one thing: each a blob under `prefix`, parsed with `schema`. */
export interface Versions<T> {
  put(store: Store, key: string, entry: VersionEntry<T>): Promise<void>;
  /** Version keys, oldest first. */
  keys(store: Store): Promise<string[]>;
  get(store: Store, key: string): Promise<VersionEntry<T> | null>;
  remove(store: Store, keys: readonly string[]): Promise<void>;
}

function versionsAt<S extends z.ZodType>(prefix: string, schema: S): Versions<z.infer<S>> {
  const entrySchema = storedVersionSchema(schema);
  return {
    put: async (store, key, entry) => {
      await writeDocument(store, prefix + key, entry);
    },
    keys: async (store) =>
      (await listKeys(store, prefix)).filter((key) => VersionKeySchema.safeParse(key).success).sort(),
    get: (store, key) =>
      readDocument(store, prefix + key, entrySchema) as Promise<VersionEntry<z.infer<S>> | null>,
    remove: async (store, keys) => {
      await mapLimit(keys, 8, (key) => deleteDocument(store, prefix + key));
    },
  };
}

/** The versions of one menu item, gallery image or event. */
export const itemVersions = <K extends ContentKind>(kind: K, id: string): Versions<EntityOf<K>> =>
  versionsAt(`history/${kind}/${id}/`, ENTITY_SCHEMAS[kind]) as Versions<EntityOf<K>>;

/** The versions of restaurant info or the site settings. */
export const settingsVersions = <D extends SettingsDocument>(document: D): Versions<SettingsOf<D>> =>
  versionsAt(`history/settings/${document}/`, SETTINGS_SCHEMAS[document]) as Versions<SettingsOf<D>>;

/** Version keys of an item, oldest first. */
export const listVersionKeys = (store: Store, kind: ContentKind, id: string) =>
  itemVersions(kind, id).keys(store);

export const getVersion = (store: Store, kind: ContentKind, id: string, key: string) =>
  itemVersions(kind, id).get(store, key);

export const deleteVersions = (store: Store, kind: ContentKind, id: string, keys: readonly string[]) =>
  itemVersions(kind, id).remove(store, keys);

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
