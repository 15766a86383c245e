import { createHash } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import type { z } from 'zod';
import { describeIssues } from '../../domain/shared/validation.ts';
import { blobsContextScope } from '../config.ts';
import { CorruptContentError, storeCall, WriteContentionError } from './blobs.ts';
import { recordWrite } from './cache.ts';

/** Parses a stored document with `schema`; a bad document is a CorruptContentError naming its key. */
function parseDocument<S extends z.ZodType>(key: string, text: string, schema: S): z.infer<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new CorruptContentError(key, text ? 'not valid JSON' : 'empty');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new CorruptContentError(key, describeIssues(parsed.error));
  return parsed.data;
}

/**
 * A tag of a document's content (as parsed, so its fields are in schema order): equal documents, equal
 * tags. Served as the ETag of a whole document that staff edit, and checked when they save it back.
 */
export function versionTag(value: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`;
}

/** Reads a JSON document and parses it with `schema`; a missing key is null, a bad document an error. */
export async function readDocument<S extends z.ZodType>(
  store: Store,
  key: string,
  schema: S,
): Promise<z.infer<S> | null> {
  const text = await storeCall(`read ${key}`, () => store.get(key, { type: 'text' }));
  if (text === null || text === undefined) return null;
  return parseDocument(key, text, schema);
}

/** A document with the tag a conditional write needs to be sure nothing changed it since it was read. */
export interface Tagged<T> {
  value: T;
  etag: string | undefined;
}

/** Like readDocument, with the document's etag. */
export async function readTagged<S extends z.ZodType>(
  store: Store,
  key: string,
  schema: S,
): Promise<Tagged<z.infer<S>> | null> {
  const found = await storeCall(`read ${key}`, () => store.getWithMetadata(key, { type: 'text' }));
  if (!found) return null;
  return { value: parseDocument(key, found.data, schema), etag: found.etag };
}

export interface WriteCondition {
  /** Only if the key does not exist yet. */
  onlyIfNew?: boolean;
  /** Only if the document still has this etag (it was not written since it was read). */
  onlyIfMatch?: string;
}

/** Writes `value` as JSON; false when a condition is not met. Cached reads learn of the write. */
export async function writeDocument(
  store: Store,
  key: string,
  value: unknown,
  condition: WriteCondition = {},
): Promise<boolean> {
  forget(store, key);
  return (await writeTaggedDocument(store, key, value, condition)).modified;
}

/** writeDocument, with the tag the store gave what it wrote. */
async function writeTaggedDocument(
  store: Store,
  key: string,
  value: unknown,
  condition: WriteCondition,
): Promise<{ modified: boolean; etag: string | undefined }> {
  const options = condition.onlyIfNew
    ? { onlyIfNew: true as const }
    : condition.onlyIfMatch
      ? { onlyIfMatch: condition.onlyIfMatch }
      : undefined;
  let modified = true; // unless the store says otherwise: a write that failed may still have landed
  try {
    const written = await storeCall(`write ${key}`, () => store.setJSON(key, value, options));
    modified = written.modified;
    return { modified, etag: written.etag };
  } finally {
    if (modified) await recordWrite(store, key);
  }
}

const UPDATE_ATTEMPTS = 6;
/** The longest wait between two attempts of updateDocument. */
const MAX_BACKOFF_MS = 250;

/**
 * Read-modify-write of one document that never overwrites a write it has not seen: `change` gets what is
 * stored (null when missing) and returns the new document, or throws to refuse (e.g. a 409 for a stale
 * revision). The write only lands if the document is still as read; otherwise `change` runs again on the
 * newer document. Two staff saving at the same moment are thus ordered, never merged by accident.
 * `attempts`: how many times to try before a WriteContentionError (more where many writers are expected).
 *
 * The updates of one document made by this process at the same moment are decided one after another on
 * one read and land in one write (a hundred guests claiming a day's last boxes cost a few writes, not a
 * hundred): each `change` gets what the ones before it made, and a refusal leaves the document as it was
 * for the next. The store's conditional write orders them against every other process.
 */
export function updateDocument<S extends z.ZodType, R extends z.infer<S>>(
  store: Store,
  key: string,
  schema: S,
  change: (current: z.infer<S> | null) => R | Promise<R>,
  options: { attempts?: number } = {},
): Promise<{ before: z.infer<S> | null; after: R }> {
  const id = documentId(store, key);
  return new Promise((resolve, reject) => {
    const update: Update = {
      change: change as Update['change'],
      attempts: options.attempts ?? UPDATE_ATTEMPTS,
      settle: (outcome) =>
        'error' in outcome ? reject(outcome.error) : resolve(outcome as { before: z.infer<S>; after: R }),
    };
    if (id === null) {
      void applyUpdates(store, key, schema, null, [update]);
      return;
    }
    const waiting = pending.get(id);
    if (waiting) {
      waiting.push(update);
      return;
    }
    const queue = [update];
    pending.set(id, queue);
    void (async () => {
      while (queue.length > 0) await applyUpdates(store, key, schema, id, queue.splice(0, MAX_BATCH));
      pending.delete(id);
    })();
  });
}

type Outcome = { before: unknown; after: unknown } | { error: unknown };
interface Update {
  change: (current: unknown) => unknown;
  attempts: number;
  settle(outcome: Outcome): void;
}

/** Updates of a document waiting for (or in) its turn, by document. */
const pending = new Map<string, Update[]>();
/** At most this many updates land in one write. */
const MAX_BATCH = 100;

/** One document of one store of one environment, as this process's memory of updates names it. */
function documentId(store: Store, key: string): string | null {
  const name = (store as unknown as { name?: unknown }).name;
  return typeof name === 'string' ? `${blobsContextScope()}|${name}|${key}` : null;
}

/**
 * What this process last wrote by updateDocument, with the tag the store gave it: the next update of that
 * document tries its write on it without reading it first (a guest's rate-limit record, a day's pre-order
 * claims). The write is conditional on that tag, so a document changed since by anyone else is refused by
 * the store, read, and changed again; a refusal reached on a remembered document is checked on a fresh
 * read too. Small documents only, and a bounded number of them.
 */
const remembered = new Map<string, { text: string; etag: string }>();
const REMEMBER_MAX_ENTRIES = 1_000;
const REMEMBER_MAX_CHARS = 16 * 1024;

function remember(id: string | null, value: unknown, etag: string | undefined): void {
  if (id === null) return;
  remembered.delete(id);
  const text = JSON.stringify(value);
  if (!etag || text.length > REMEMBER_MAX_CHARS) return;
  remembered.set(id, { text, etag });
  for (const oldest of remembered.keys()) {
    if (remembered.size <= REMEMBER_MAX_ENTRIES) break;
    remembered.delete(oldest);
  }
}

function forget(store: Store, key: string): void {
  const id = documentId(store, key);
  if (id !== null) remembered.delete(id);
}

function settleAll(updates: readonly Update[], outcomes: readonly Outcome[]): void {
  for (const [index, update] of updates.entries()) update.settle(outcomes[index] as Outcome);
}

/** Decides `updates` in order on the stored document and writes the outcome once; settles each of them. */
async function applyUpdates(
  store: Store,
  key: string,
  schema: z.ZodType,
  id: string | null,
  updates: Update[],
): Promise<void> {
  const attempts = Math.max(...updates.map((update) => update.attempts));
  try {
    const memory = id === null ? undefined : remembered.get(id);
    let guess: Tagged<unknown> | undefined = memory && {
      value: parseDocument(key, memory.text, schema),
      etag: memory.etag,
    };
    for (let attempt = 0; attempt < attempts; attempt++) {
      const guessed = guess !== undefined;
      const current = guess ?? (await readTagged(store, key, schema));
      guess = undefined;
      let value: unknown = current?.value ?? null;
      const outcomes: Outcome[] = [];
      for (const update of updates) {
        // Each its own copy: a `change` may alter what it is given.
        const before = value === null ? null : structuredClone(value);
        try {
          const after = await update.change(before === null ? null : structuredClone(before));
          outcomes.push({ before, after });
          value = after;
        } catch (error) {
          outcomes.push({ error });
        }
      }
      // Refused on what this process remembered: decided again on what is stored.
      if (guessed && outcomes.some((outcome) => 'error' in outcome)) {
        attempt--;
        continue;
      }
      if (outcomes.every((outcome) => 'error' in outcome)) {
        settleAll(updates, outcomes);
        return;
      }
      const condition = current ? { onlyIfMatch: current.etag } : { onlyIfNew: true };
      // A store that gives no etag (none known) cannot be asked conditionally: the write is plain.
      if (current && !current.etag) delete condition.onlyIfMatch;
      if (id !== null) remembered.delete(id);
      const written = await writeTaggedDocument(store, key, value, condition);
      if (written.modified) {
        remember(id, value, written.etag);
        settleAll(updates, outcomes);
        return;
      }
      // What this process remembered was out of date: read what is stored, at once.
      if (guessed) {
        attempt--;
        continue;
      }
      const backoff = Math.min(5 + Math.random() * 20 * (attempt + 1), MAX_BACKOFF_MS);
      await new Promise((resolve) => setTimeout(resolve, backoff));
    }
    throw new WriteContentionError(`Too many simultaneous changes to ${key}`);
  } catch (error) {
    for (const update of updates) update.settle({ error });
  }
}

export async function deleteDocument(store: Store, key: string): Promise<void> {
  forget(store, key);
  try {
    await storeCall(`delete ${key}`, () => store.delete(key));
  } finally {
    await recordWrite(store, key);
  }
}

/** Keys under `prefix`, with the prefix stripped. */
export async function listKeys(store: Store, prefix: string): Promise<string[]> {
  const { blobs } = await storeCall(`list ${prefix}`, () => store.list({ prefix }));
  return blobs.map((blob) => blob.key.slice(prefix.length));
}

/** Maps over `items` with at most `limit` calls in flight. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
