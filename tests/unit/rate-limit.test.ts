/**
 * The sliding-window limit over a real local blob store: parallel events of one client see each other, so
 * a burst never passes the limit, and the earliest of the burst are the ones allowed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rateLimiter } from '../../src/server/store/rate-limit.ts';
import { freshBlobStore } from '../helpers/blobs.ts';

let blobs: Awaited<ReturnType<typeof freshBlobStore>>;
beforeEach(async () => {
  blobs = await freshBlobStore();
});
afterEach(() => blobs.stop());

const LIMIT = { max: 5, windowMs: 10 * 60_000 };

describe('a burst of parallel events from one client', () => {
  it('lets exactly the limit through, the earliest ones, and refuses the rest with a wait', async () => {
    const limiter = rateLimiter(blobs.store, 'uji', LIMIT);
    const start = Date.now();
    const waits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => limiter.take(['192.0.2.1'], start + i)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    for (const wait of waits.slice(5)) {
      expect(wait).toBeGreaterThan(590);
      expect(wait).toBeLessThanOrEqual(600);
    }
    // Only the allowed events stay counted; another client is not affected.
    expect(await limiter.count(['192.0.2.1'], start + 30)).toBe(5);
    expect(await limiter.take(['192.0.2.2'], start + 31)).toBe(0);
    // Once the earliest leaves the window, one more is allowed.
    expect(await limiter.take(['192.0.2.1'], start + LIMIT.windowMs + 1)).toBe(0);
  });
});
