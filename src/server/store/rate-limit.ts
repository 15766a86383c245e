import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { deleteDocument, listKeys, mapLimit, writeDocument } from './documents.ts';

/**
 * Sliding-window limits (login failures, reservations per client). Each hit is a small blob of its own,
 * `rate-hits/<scope>/<hash of the parts>/<time>-<random>`, so no address or username is stored in clear and
 * parallel requests never overwrite each other's hits. A hit is written before the window is counted, and
 * an event is allowed when its hit is among the first `max` of the window (by time, then name): of a burst
 * of parallel requests the earliest `max` pass and the rest are refused, so a burst neither slips past the
 * limit nor locks out the client's first, legitimate requests.
 */
export interface RateLimit {
  /** Events allowed within the window. */
  max: number;
  windowMs: number;
}

const bucketOf = (scope: string, parts: string[]) =>
  `rate-hits/${scope}/${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40)}/`;

/** `<time in ms>-<12 hex digits>`, as take() names a hit. */
const HIT_NAME = /^\d{1,16}-[0-9a-f]{12}$/;

interface Hit {
  name: string;
  at: number;
}

export function rateLimiter(store: Store, scope: string, limit: RateLimit) {
  /** The hits still in the window, oldest first; older ones are deleted on the way. */
  const recentHits = async (bucket: string, now: number): Promise<Hit[]> => {
    // Only names this limiter writes: anything else under the prefix (a store's own temporary file) is
    // neither counted nor deleted.
    const hits = (await listKeys(store, bucket))
      .filter((name) => HIT_NAME.test(name))
      .map((name) => ({ name, at: Number(name.split('-')[0]) }))
      .sort((a, b) => a.at - b.at || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const expired = hits.filter((hit) => !(hit.at > now - limit.windowMs));
    await mapLimit(expired, 8, (hit) => deleteDocument(store, bucket + hit.name));
    return hits.filter((hit) => hit.at > now - limit.windowMs);
  };

  return {
    /**
     * Counts one event. 0 when it is allowed (and now counts against the window); else the seconds until
     * one is allowed again, and this refused event is not counted.
     */
    async take(parts: string[], now = Date.now()): Promise<number> {
      const bucket = bucketOf(scope, parts);
      const mine = `${now}-${randomBytes(6).toString('hex')}`;
      await writeDocument(store, bucket + mine, { at: now });
      const hits = await recentHits(bucket, now);
      const rank = hits.findIndex((hit) => hit.name === mine);
      if (rank >= 0 && rank < limit.max) return 0;
      await deleteDocument(store, bucket + mine);
      // Allowed again once the earliest hit of the window has left it.
      const freeing = hits.find((hit) => hit.name !== mine);
      return Math.max(1, Math.ceil(((freeing?.at ?? now) + limit.windowMs - now) / 1000));
    },
    /** How many events of these parts the window holds now. */
    async count(parts: string[], now = Date.now()): Promise<number> {
      return (await recentHits(bucketOf(scope, parts), now)).length;
    },
    /** Forgets every event of these parts (a successful login clears its failures). */
    async reset(parts: string[]): Promise<void> {
      const bucket = bucketOf(scope, parts);
      const names = await listKeys(store, bucket);
      await mapLimit(names, 8, (name) => deleteDocument(store, bucket + name));
    },
  };
}

/**
 * Deletes the hits of `scope` that have left its window. take() tidies a bucket only when the same parts
 * come back, so every username and address seen once would otherwise stay in the store forever. Returns
 * how many hits were deleted.
 */
export async function deleteExpiredHits(
  store: Store,
  scope: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<number> {
  const prefix = `rate-hits/${scope}/`;
  const expired = (await listKeys(store, prefix)).filter((key) => {
    const name = key.slice(key.lastIndexOf('/') + 1);
    return HIT_NAME.test(name) && !(Number(name.split('-')[0]) > now - limit.windowMs);
  });
  await mapLimit(expired, 8, (key) => deleteDocument(store, prefix + key));
  return expired.length;
}
