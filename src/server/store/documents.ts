import type { Store } from '@netlify/blobs';
import type { z } from 'zod';
import { describeIssues } from '../../domain/validation.ts';
import { CorruptContentError, storeCall } from './blobs.ts';
import { recordWrite } from './cache.ts';

/** Reads a JSON document and parses it with `schema`; a missing key is null, a bad document an error. */
export async function readDocument<S extends z.ZodType>(
  store: Store,
  key: string,
  schema: S,
): Promise<z.infer<S> | null> {
  const text = await storeCall(`read ${key}`, () => store.get(key, { type: 'text' }));
  if (text === null || text === undefined) return null;
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

/** Writes `value` as JSON; false when `onlyIfNew` and the key exists. Cached reads learn of the write. */
export async function writeDocument(
  store: Store,
  key: string,
  value: unknown,
  options?: { onlyIfNew?: boolean },
): Promise<boolean> {
  let modified = true; // unless the store says otherwise: a write that failed may still have landed
  try {
    ({ modified } = await storeCall(`write ${key}`, () =>
      options?.onlyIfNew ? store.setJSON(key, value, { onlyIfNew: true }) : store.setJSON(key, value),
    ));
    return modified;
  } finally {
    if (modified) await recordWrite(store, key);
  }
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
