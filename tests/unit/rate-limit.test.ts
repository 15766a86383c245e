/**
 * The sliding-window limit over a real local blob store: parallel events of one client are counted one after
 * another, so a burst lets exactly the limit through, never more, whatever order their writes land in.
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
  it('lets exactly the limit through and refuses the rest with a wait, however late each write lands', async () => {
    const limiter = rateLimiter(blobs.store, 'uji', LIMIT);
    const start = Date.now();
    // The later events are stamped first: a request's clock and the moment its write lands need not agree.
    const waits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => limiter.take(['192.0.2.1'], start + 19 - i)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    for (const wait of waits.filter((wait) => wait > 0)) {
      expect(wait).toBeGreaterThan(590);
      expect(wait).toBeLessThanOrEqual(600);
    }
    // Only the allowed events stay counted; another client is not affected.
    expect(await limiter.count(['192.0.2.1'], start + 30)).toBe(5);
    expect(await limiter.take(['192.0.2.2'], start + 31)).toBe(0);
    // Once they have left the window, events are allowed again.
    expect(await limiter.take(['192.0.2.1'], start + LIMIT.windowMs + 20)).toBe(0);
  });
});

describe('a burst whose earliest events are written last', () => {
  it('still lets only the limit through', async () => {
    const start = Date.now();
    // A store whose writes of the five earliest events land late, as on a busy server.
    const stamp = (value: { at?: number; hits?: number[] }) => value.at ?? value.hits?.at(-1) ?? start;
    const slow = new Proxy(blobs.store, {
      get(target, property, receiver) {
        if (property !== 'setJSON') return Reflect.get(target, property, receiver);
        return async (key: string, value: { at?: number; hits?: number[] }, options?: object) => {
          if (stamp(value) < start + 5) await new Promise((resolve) => setTimeout(resolve, 300));
          return target.setJSON(key, value, options as never);
        };
      },
    });
    const limiter = rateLimiter(slow, 'uji', LIMIT);
    const waits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => limiter.take(['192.0.2.5'], start + i)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(await limiter.count(['192.0.2.5'], start + 30)).toBe(5);
  });
});

describe('events of one client one after another', () => {
  it('are allowed up to the limit, then again as soon as the earliest leaves the window', async () => {
    const limiter = rateLimiter(blobs.store, 'uji', LIMIT);
    const start = Date.now();
    for (let i = 0; i < 5; i++) expect(await limiter.take(['192.0.2.9'], start + i * 1000)).toBe(0);
    expect(await limiter.take(['192.0.2.9'], start + 10_000)).toBe(590);
    expect(await limiter.take(['192.0.2.9'], start + LIMIT.windowMs + 1)).toBe(0);
    expect(await limiter.take(['192.0.2.9'], start + LIMIT.windowMs + 2)).toBe(1);
    await limiter.reset(['192.0.2.9']);
    expect(await limiter.count(['192.0.2.9'], start + LIMIT.windowMs + 3)).toBe(0);
  });
});
