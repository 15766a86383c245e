import { createHash } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { WriteContentionError } from './blobs.ts';
import { deleteDocument, listKeys, mapLimit, readDocument, updateDocument } from './documents.ts';

/**
 * Sliding-window limits (login failures, reservations per client). Each client (the hash of its parts, so
 * no address or username is stored in clear) has one document, `rate-limits/<scope>/<hash>`, holding the
 * times of its events still in the window. An event is counted by a conditional write of that document
 * (only if no one wrote it since it was read; otherwise read again): parallel events of one client are
 * ordered one after another, so a burst lets exactly `max` through and never more, however late each
 * request's write lands.
 */
export interface RateLimit {
  /** Events allowed within the window. */
  max: number;
  windowMs: number;
}

const SCOPE_PREFIX = (scope: string) => `rate-limits/${scope}/`;
/** Where versions before one document per client kept a blob per event (`<hash>/<time>-<random>`). */
const LEGACY_PREFIX = (scope: string) => `rate-hits/${scope}/`;
const keyOf = (scope: string, parts: string[]) =>
  `${SCOPE_PREFIX(scope)}${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40)}`;

/** One client's events: the times (ms) still in the window, oldest first. */
const HitsSchema = z.object({ hits: z.array(z.number()) });

/** Refusal of take(), carrying the seconds until an event is allowed again. */
class LimitReached extends Error {
  readonly waitSeconds: number;
  constructor(waitSeconds: number) {
    super('limit reached');
    this.waitSeconds = waitSeconds;
  }
}

export function rateLimiter(store: Store, scope: string, limit: RateLimit) {
  const inWindow = (hits: readonly number[], now: number) =>
    hits.filter((at) => at > now - limit.windowMs).sort((a, b) => a - b);

  return {
    /**
     * Counts one event. 0 when it is allowed (and now counts against the window); else the seconds until
     * one is allowed again, and this refused event is not counted.
     */
    async take(parts: string[], now = Date.now()): Promise<number> {
      try {
        await updateDocument(store, keyOf(scope, parts), HitsSchema, (current) => {
          const hits = inWindow(current?.hits ?? [], now);
          // Allowed again once the earliest event of the window has left it.
          const earliest = Math.min(hits[0] ?? now, now);
          if (hits.length >= limit.max)
            throw new LimitReached(Math.max(1, Math.ceil((earliest + limit.windowMs - now) / 1000)));
          return { hits: [...hits, now] };
        });
        return 0;
      } catch (error) {
        if (error instanceof LimitReached) return error.waitSeconds;
        // Only when many of one client's events write at the same moment: refused, to try again shortly.
        if (error instanceof WriteContentionError) return 1;
        throw error;
      }
    },
    /** How many events of these parts the window holds now. */
    async count(parts: string[], now = Date.now()): Promise<number> {
      const found = await readDocument(store, keyOf(scope, parts), HitsSchema);
      return inWindow(found?.hits ?? [], now).length;
    },
    /** Forgets every event of these parts (a successful login clears its failures). */
    async reset(parts: string[]): Promise<void> {
      await deleteDocument(store, keyOf(scope, parts));
    },
  };
}

/**
 * Deletes the records of the clients of `scope` with no event left in its window. take() tidies a record
 * only when the same parts come back, so every username and address seen once would otherwise stay in the
 * store forever. Returns how many records were deleted.
 */
export async function deleteExpiredHits(
  store: Store,
  scope: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<number> {
  const prefix = SCOPE_PREFIX(scope);
  const legacy = LEGACY_PREFIX(scope);
  const [records, oldHits] = await Promise.all([listKeys(store, prefix), listKeys(store, legacy)]);
  const deleted = await mapLimit(records, 8, async (name) => {
    const found = await readDocument(store, prefix + name, HitsSchema).catch(() => null);
    if (found?.hits.some((at) => at > now - limit.windowMs)) return 0;
    await deleteDocument(store, prefix + name);
    return 1;
  });
  // Events of older versions count no more: their blobs go.
  await mapLimit(oldHits, 8, (name) => deleteDocument(store, legacy + name));
  return deleted.reduce<number>((sum, n) => sum + n, 0) + oldHits.length;
}
