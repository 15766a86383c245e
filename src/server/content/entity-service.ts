import type { Store } from '@netlify/blobs';
import type { z } from 'zod';
import {
  type ContentKind,
  type EntityOf,
  entityTitle,
  type HistoryAction,
  KIND_NOUNS,
} from '../../domain/content/history.ts';
import { AUDIT, fillIn, STALE_REVISION } from '../../domain/shared/server-messages.ts';
import { describeIssues } from '../../domain/shared/validation.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
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
 * The input of an update with every field the client did not send (`sent`, the body as it came, see
 * `fieldsSent`) as stored, at every depth: a client that does not know a field (an admin loaded before a
 * deploy added it, to a dish or inside the about text's highlights) leaves it as it is, instead of clearing
 * it with the schema's default. A list is followed item by item only when it kept its length (the same
 * items); otherwise, and for any value sent, the input counts. Without `sent` (an input not read from a
 * request), all of it counts.
 */
export function keepUnsent<I>(input: I, stored: unknown, sent?: unknown): I {
  if (sent === undefined) return input;
  if (Array.isArray(input))
    return Array.isArray(stored) &&
      Array.isArray(sent) &&
      input.length === stored.length &&
      sent.length === input.length
      ? (input.map((item, index) => keepUnsent(item, stored[index], sent[index])) as I)
      : input;
  if (!isRecord(input) || !isRecord(stored) || !isRecord(sent)) return input;
  const kept: Record<string, unknown> = { ...input };
  for (const key of Object.keys(kept)) {
    if (!Object.hasOwn(stored, key)) continue;
    kept[key] = Object.hasOwn(sent, key) ? keepUnsent(kept[key], stored[key], sent[key]) : stored[key];
  }
  return kept as I;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * {@link keepUnsent}, then `schema`'s rules on the result: a field kept as stored must still fit beside
 * those sent (an event's end after a new start), or the save is refused with 400 naming the field, as if
 * the client had sent it so.
 */
export function withUnsentKept<S extends z.ZodType>(
  schema: S,
  input: z.output<S>,
  stored: unknown,
  sent: object | undefined,
): z.output<S> {
  if (sent === undefined) return input;
  const checked = schema.safeParse(keepUnsent(input, stored, sent));
  if (!checked.success) throw badRequest(describeIssues(checked.error));
  return checked.data;
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
    /** What is saved of `input` over `stored` (by default, all of it): see {@link withUnsentKept}. */
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
