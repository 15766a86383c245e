import type { Store } from '@netlify/blobs';
import type { z } from 'zod';
import { CorruptContentError } from './blobs.ts';
import {
  deleteDocument,
  listKeys,
  mapLimit,
  readDocument,
  updateDocument,
  writeDocument,
} from './documents.ts';

/** Entities kept one blob each under a prefix, so that edits of different entities never collide. */
export interface Collection<T> {
  readonly prefix: string;
  key(id: string): string;
  /** Every entity, ordered by `position`, then id. */
  list(store: Store): Promise<T[]>;
  get(store: Store, id: string): Promise<T | null>;
  put(store: Store, entity: T, options?: { onlyIfNew?: boolean }): Promise<boolean>;
  /**
   * Read-modify-write of one entity that never overwrites a save it has not seen (see updateDocument):
   * `change` gets the stored entity (null when missing) and returns the new one, or throws to refuse.
   */
  update<R extends T>(
    store: Store,
    id: string,
    change: (current: T | null) => R | Promise<R>,
  ): Promise<{ before: T | null; after: R }>;
  remove(store: Store, id: string): Promise<void>;
}

const READ_CONCURRENCY = 32;

export function collection<S extends z.ZodType<{ id: string; position: number }>>(
  prefix: string,
  schema: S,
): Collection<z.infer<S>> {
  const key = (id: string) => `${prefix}${id}`;
  return {
    prefix,
    key,
    async list(store) {
      const ids = await listKeys(store, prefix);
      // One damaged document (e.g. a write cut off by a crash) must not take the whole list down with it:
      // it is reported and left out, and everything else is shown.
      const entities = await mapLimit(ids, READ_CONCURRENCY, (id) =>
        readDocument(store, key(id), schema).catch((error: unknown) => {
          if (!(error instanceof CorruptContentError)) throw error;
          console.error(error.message);
          return null;
        }),
      );
      return entities
        .filter((entity): entity is z.infer<S> => entity !== null)
        .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
    },
    get: (store, id) => readDocument(store, key(id), schema),
    put: (store, entity, options) => writeDocument(store, key(entity.id), entity, options),
    update: (store, id, change) => updateDocument(store, key(id), schema, change),
    remove: (store, id) => deleteDocument(store, key(id)),
  };
}
