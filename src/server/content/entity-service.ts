import type { Store } from '@netlify/blobs';
import {
  type ContentKind,
  type EntityOf,
  entityTitle,
  type HistoryAction,
  KIND_NOUNS,
} from '../../domain/content/history.ts';
import { AUDIT, fillIn, STALE_REVISION } from '../../domain/shared/server-messages.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Collection } from '../store/collection.ts';
import { appendPosition, newId } from '../store/ids.ts';
import { type Author, keepVersion, moveToTrash } from './history-service.ts';

/** Fields every stored entity carries besides what staff edit. */
export interface Versioned {
  id: string;
  position: number;
  revision: number;
  updated_at: string;
}

/** 409 when the client edited an older revision than the stored one. */
export function assertFresh(stored: Versioned, clientRevision: number | undefined): void {
  if (clientRevision !== undefined && clientRevision !== stored.revision) throw conflict(STALE_REVISION);
}

const SUMMARIES: Record<'create' | HistoryAction, string> = {
  create: AUDIT.added,
  update: AUDIT.updated,
  delete: AUDIT.deleted,
  restore: AUDIT.restoredVersion,
};

/** Logs a write of one item: `Updated event "Malam Musik Minang"`. */
export function auditWrite(
  { kind, by }: Author,
  action: 'create' | HistoryAction,
  entity: Versioned,
  /** Says what changed instead of the verb of `action` ("Marked menu item … Habis"). */
  describe?: (noun: string, title: string) => string,
): Promise<void> {
  const title = entityTitle(kind, entity as unknown as Record<string, unknown>);
  return recordAudit({
    by,
    action,
    target: `${kind}/${entity.id}`,
    summary:
      describe?.(KIND_NOUNS[kind], title) ?? fillIn(SUMMARIES[action], { what: KIND_NOUNS[kind], title }),
  });
}

export async function createIn<I extends object, E extends Versioned>(
  store: Store,
  collection: Collection<E>,
  input: I,
  extra: Partial<E>,
  author: Author,
  id: string = newId(),
): Promise<E> {
  const entity = {
    ...input,
    ...extra,
    id,
    position: appendPosition(),
    revision: 1,
    updated_at: new Date().toISOString(),
  } as unknown as E;
  await collection.put(store, entity, { onlyIfNew: true });
  await auditWrite(author, 'create', entity);
  return entity;
}

/**
 * Saves new fields over a stored entity, keeping the version it replaces in the history. The revision check
 * and the write are one conditional write: of two staff saving the same revision at the same moment, one
 * gets 409, never a silent overwrite.
 */
export async function updateIn<I extends object, E extends Versioned>(
  store: Store,
  collection: Collection<E>,
  id: string,
  input: I,
  options: {
    revision?: number;
    missing: string;
    extra?: (stored: E) => Partial<E>;
    author: Author;
    /** A save, or bringing back an earlier version. */
    action?: 'update' | 'restore';
    /** The activity log's sentence, when more precise than "Updated …". */
    describe?: (noun: string, title: string) => string;
    /** What is saved of `input` over `stored` (by default, all of it): see src/server/http/unsent-fields.ts. */
    keep?: (stored: E) => I;
  },
): Promise<E> {
  const { before, after } = await collection.update(store, id, (stored) => {
    if (!stored) throw notFound(options.missing);
    assertFresh(stored, options.revision);
    return {
      ...stored,
      ...(options.keep ? options.keep(stored) : input),
      ...options.extra?.(stored),
      id: stored.id,
      position: stored.position,
      revision: stored.revision + 1,
      updated_at: new Date().toISOString(),
    } as E;
  });
  const action = options.action ?? 'update';
  if (before) {
    const replaced = before as unknown as EntityOf<ContentKind>;
    await keepVersion(store, options.author.kind, replaced, options.author.by, action);
  }
  await auditWrite(options.author, action, after, options.describe);
  return after;
}

/**
 * Deletes softly: the entity leaves the live content (and so the website) but waits in the trash, and
 * its last version stays in the history, until restored or purged.
 */
export async function deleteIn<E extends Versioned>(
  store: Store,
  collection: Collection<E>,
  id: string,
  missing: string,
  author: Author,
): Promise<E> {
  const stored = await collection.get(store, id);
  if (!stored) throw notFound(missing);
  await softDelete(store, stored, (s) => collection.remove(s, id), author);
  await auditWrite(author, 'delete', stored);
  return stored;
}

/** Keeps the entity's last version and puts it in the trash, then removes it from the live content. */
export async function softDelete<E extends Versioned>(
  store: Store,
  entity: E,
  remove: (store: Store) => Promise<void>,
  { kind, by }: Author,
): Promise<void> {
  const now = new Date();
  const version = entity as unknown as EntityOf<ContentKind>;
  await keepVersion(store, kind, version, by, 'delete', now);
  await moveToTrash(store, kind, version, by, now);
  await remove(store);
}
