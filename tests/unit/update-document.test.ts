/**
 * updateDocument remembers what it last wrote and tries the next update's write on it without reading
 * first; over a real local blob store, a change made meanwhile by anyone else is never overwritten, and a
 * refusal is never decided on a memory out of date.
 */
import type { Store } from '@netlify/blobs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { updateDocument } from '../../src/server/store/documents.ts';
import { rateLimiter } from '../../src/server/store/rate-limit.ts';
import { freshBlobStore } from '../helpers/blobs.ts';

let blobs: Awaited<ReturnType<typeof freshBlobStore>>;
beforeEach(async () => {
  blobs = await freshBlobStore();
});
afterEach(() => blobs.stop());

const Names = z.object({ names: z.array(z.string()) });
const add = (store: Store, key: string, name: string) =>
  updateDocument(store, key, Names, (current) => ({ names: [...(current?.names ?? []), name] }));

/** The store, counting its reads and writes. */
function counting(store: Store): { store: Store; reads: () => number; writes: () => number } {
  let reads = 0;
  let writes = 0;
  const counted = new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      const read = property === 'get' || property === 'getWithMetadata';
      if (!read && property !== 'setJSON') return value;
      return (...args: unknown[]) => {
        if (read) reads++;
        else writes++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: counted, reads: () => reads, writes: () => writes };
}

describe('an update of a document this process wrote last', () => {
  it('writes without reading it again', async () => {
    const { store, reads } = counting(blobs.store);
    const key = `uji/${crypto.randomUUID()}`;
    await add(store, key, 'Rina');
    expect(reads()).toBe(1);
    const { after } = await add(store, key, 'Budi');
    expect(reads()).toBe(1);
    expect(after.names).toEqual(['Rina', 'Budi']);
    expect(await blobs.store.get(key, { type: 'json' })).toEqual({ names: ['Rina', 'Budi'] });
  });

  it('builds on a change another process made since, never over it', async () => {
    const key = `uji/${crypto.randomUUID()}`;
    await add(blobs.store, key, 'Rina');
    // Another instance writes the document (not through this process's updates).
    await blobs.store.setJSON(key, { names: ['Rina', 'Sari'] });
    const { before, after } = await add(blobs.store, key, 'Budi');
    expect(before?.names).toEqual(['Rina', 'Sari']);
    expect(after.names).toEqual(['Rina', 'Sari', 'Budi']);
    expect(await blobs.store.get(key, { type: 'json' })).toEqual({ names: ['Rina', 'Sari', 'Budi'] });
  });

  it('builds on nothing when another process deleted it', async () => {
    const key = `uji/${crypto.randomUUID()}`;
    await add(blobs.store, key, 'Rina');
    await blobs.store.delete(key);
    expect((await add(blobs.store, key, 'Budi')).after.names).toEqual(['Budi']);
  });

  it('refuses only on what is stored: a limit reset elsewhere lets the next event through', async () => {
    const limiter = rateLimiter(blobs.store, `uji-${crypto.randomUUID()}`, { max: 2, windowMs: 60_000 });
    const now = Date.now();
    expect(await limiter.take(['198.51.100.7'], now)).toBe(0);
    expect(await limiter.take(['198.51.100.7'], now + 1)).toBe(0);
    expect(await limiter.take(['198.51.100.7'], now + 2)).toBeGreaterThan(0);
    // The limit is reset by another instance (a successful login there): its record is gone.
    const records = await blobs.store.list({ prefix: 'rate-limits/' });
    await Promise.all(records.blobs.map((blob) => blobs.store.delete(blob.key)));
    expect(await limiter.take(['198.51.100.7'], now + 3)).toBe(0);
  });

  it('loses none of twenty parallel updates', async () => {
    const key = `uji/${crypto.randomUUID()}`;
    await add(blobs.store, key, 'first');
    await Promise.all(Array.from({ length: 20 }, (_, i) => add(blobs.store, key, `guest-${i}`)));
    const stored = Names.parse(await blobs.store.get(key, { type: 'json' }));
    expect(stored.names).toHaveLength(21);
    expect(new Set(stored.names).size).toBe(21);
  });

  it('decides parallel updates one after another and writes them together, a refusal leaving the rest', async () => {
    const { store, writes } = counting(blobs.store);
    const key = `uji/${crypto.randomUUID()}`;
    // A day with 10 boxes left, and 20 guests asking for one each at the same moment.
    const Boxes = z.object({ left: z.number(), guests: z.array(z.string()) });
    await updateDocument(store, key, Boxes, () => ({ left: 10, guests: [] }));
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        updateDocument(store, key, Boxes, (current) => {
          if (!current || current.left === 0) throw new Error('Habis');
          return { left: current.left - 1, guests: [...current.guests, `tamu-${i}`] };
        }),
      ),
    );
    const taken = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    expect(taken).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 'rejected')).toHaveLength(10);
    // Each saw what the one before it made.
    expect(taken.map(({ before }) => before?.left)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(Boxes.parse(await blobs.store.get(key, { type: 'json' }))).toEqual({
      left: 0,
      guests: taken.map(({ after }) => after.guests.at(-1)),
    });
    // The first write, then the twenty in far fewer than twenty.
    expect(writes()).toBeLessThanOrEqual(3);
  });
});
