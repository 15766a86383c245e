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
  const options = condition.onlyIfNew
    ? { onlyIfNew: true as const }
    : condition.onlyIfMatch
      ? { onlyIfMatch: condition.onlyIfMatch }
      : undefined;
  let modified = true; // unless the store says otherwise: a write that failed may still have landed
  try {
    ({ modified } = await storeCall(`write ${key}`, () => store.setJSON(key, value, options)));
    return modified;
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
 */
export function updateDocument<S extends z.ZodType, R extends z.infer<S>>(
  store: Store,
  key: string,
  schema: S,
  change: (current: z.infer<S> | null) => R | Promise<R>,
  options: { attempts?: number } = {},
): Promise<{ before: z.infer<S> | null; after: R }> {
  return inTurn(store, key, () => updateOnce(store, key, schema, change, options));
}

/**
 * The updates of one document made by this process, one after another: they would otherwise collide in
 * the store and wait out its backoff in turn (a hundred guests claiming a day's last boxes). The store's
 * conditional write still orders them against every other process.
 */
const turns = new Map<string, Promise<unknown>>();
function inTurn<T>(store: Store, key: string, run: () => Promise<T>): Promise<T> {
  const name = (store as unknown as { name?: unknown }).name;
  if (typeof name !== 'string') return run();
  const id = `${blobsContextScope()}|${name}|${key}`;
  const result = (turns.get(id) ?? Promise.resolve()).then(run, run);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  turns.set(id, settled);
  void settled.then(() => {
    if (turns.get(id) === settled) turns.delete(id);
  });
  return result;
}

async function updateOnce<S extends z.ZodType, R extends z.infer<S>>(
  store: Store,
  key: string,
  schema: S,
  change: (current: z.infer<S> | null) => R | Promise<R>,
  { attempts = UPDATE_ATTEMPTS }: { attempts?: number } = {},
): Promise<{ before: z.infer<S> | null; after: R }> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const current = await readTagged(store, key, schema);
    const after = await change(current?.value ?? null);
    const condition = current ? { onlyIfMatch: current.etag } : { onlyIfNew: true };
    // A store that gives no etag (none known) cannot be asked conditionally: the write is plain.
    if (current && !current.etag) delete condition.onlyIfMatch;
    if (await writeDocument(store, key, after, condition)) return { before: current?.value ?? null, after };
    const backoff = Math.min(5 + Math.random() * 20 * (attempt + 1), MAX_BACKOFF_MS);
    await new Promise((resolve) => setTimeout(resolve, backoff));
  }
  throw new WriteContentionError(`Too many simultaneous changes to ${key}`);
}

export async function deleteDocument(store: Store, key: string): Promise<void> {
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
