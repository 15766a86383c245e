import type { Store } from '@netlify/blobs';
import { conflict, notFound } from '../http/errors.ts';
import type { Collection } from '../store/collection.ts';
import { appendPosition, newId } from '../store/ids.ts';

/** Fields every stored entity carries besides what staff edit. */
export interface Versioned {
  id: string;
  position: number;
  revision: number;
  updated_at: string;
}

export const STALE_REVISION =
  'Someone else saved this item after you opened it. Reload to see their changes, then save again.';

/** 409 when the client edited an older revision than the stored one. */
export function assertFresh(stored: Versioned, clientRevision: number | undefined): void {
  if (clientRevision !== undefined && clientRevision !== stored.revision) throw conflict(STALE_REVISION);
}

export async function createIn<I extends object, E extends Versioned>(
  store: Store,
  collection: Collection<E>,
  input: I,
  extra: Partial<E> = {},
): Promise<E> {
  const entity = {
    ...input,
    ...extra,
    id: newId(),
    position: appendPosition(),
    revision: 1,
    updated_at: new Date().toISOString(),
  } as unknown as E;
  await collection.put(store, entity);
  return entity;
}

export async function updateIn<I extends object, E extends Versioned>(
  store: Store,
  collection: Collection<E>,
  id: string,
  input: I,
  options: { revision?: number; missing: string; extra?: (stored: E) => Partial<E> },
): Promise<E> {
  const stored = await collection.get(store, id);
  if (!stored) throw notFound(options.missing);
  assertFresh(stored, options.revision);
  const updated = {
    ...stored,
    ...input,
    ...options.extra?.(stored),
    id: stored.id,
    position: stored.position,
    revision: stored.revision + 1,
    updated_at: new Date().toISOString(),
  } as E;
  await collection.put(store, updated);
  return updated;
}

export async function deleteIn<E extends Versioned>(
  store: Store,
  collection: Collection<E>,
  id: string,
  missing: string,
) {
  const stored = await collection.get(store, id);
  if (!stored) throw notFound(missing);
  await collection.remove(store, id);
  return stored;
}
