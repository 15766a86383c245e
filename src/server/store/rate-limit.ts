import { createHash } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { deleteDocument, readDocument, writeDocument } from './documents.ts';

/**
 * Sliding-window counters (login failures, reservations per client). One small blob per key, named by a
 * hash so no address or username is stored in clear. Parallel hits may each miss the other's write: the
 * limit is approximate by a request or two, which is fine for slowing abuse down.
 */
const HitsSchema = z.object({ hits: z.array(z.number()) });

export interface RateLimit {
  /** Events allowed within the window. */
  max: number;
  windowMs: number;
}

const keyOf = (scope: string, parts: string[]) =>
  `rate/${scope}/${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40)}`;

export function rateLimiter(store: Store, scope: string, limit: RateLimit) {
  const recent = async (parts: string[], now: number) => {
    const stored = await readDocument(store, keyOf(scope, parts), HitsSchema);
    return (stored?.hits ?? []).filter((time) => time > now - limit.windowMs);
  };
  return {
    /** Seconds until another event is allowed, or 0 when it is allowed now. */
    async retryAfter(parts: string[], now = Date.now()): Promise<number> {
      const hits = await recent(parts, now);
      if (hits.length < limit.max) return 0;
      const oldest = Math.min(...hits.slice(-limit.max));
      return Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000));
    },
    async record(parts: string[], now = Date.now()): Promise<void> {
      const hits = await recent(parts, now);
      await writeDocument(store, keyOf(scope, parts), { hits: [...hits, now].slice(-limit.max * 2) });
    },
    async reset(parts: string[]): Promise<void> {
      await deleteDocument(store, keyOf(scope, parts));
    },
  };
}
