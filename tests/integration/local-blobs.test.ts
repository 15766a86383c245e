import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBlobs, startLocalBlobs } from '../../scripts/local/blob-server.ts';

// The local blob store keeps production's promises (one writer wins a conditional write, a read's etag is
// what a conditional write compares) whether a client reaches it over HTTP or, as npm start's functions
// do, through its handler in the same process.
let dir = '';
let blobs: LocalBlobs;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rmp-local-blobs-'));
  blobs = await startLocalBlobs(dir);
});
afterAll(async () => {
  await blobs.stop();
  await rm(dir, { recursive: true, force: true });
});

function store(name: string, inProcess: boolean): Store {
  const { siteID, token, edgeURL, uncachedEdgeURL } = JSON.parse(
    Buffer.from(blobs.context, 'base64').toString(),
  );
  return getStore({
    name,
    siteID,
    token,
    edgeURL,
    uncachedEdgeURL,
    consistency: 'strong',
    ...(inProcess ? { fetch: blobs.fetch } : {}),
  });
}

describe.each([
  ['over HTTP', false],
  ['in the same process', true],
])('the local blob store reached %s', (_, inProcess) => {
  it('lets exactly one of many create-only writes through, then one of many if-unchanged writes', async () => {
    const orders = store('orders', inProcess);
    const key = `orders/PSN-${inProcess ? 'IN' : 'HT'}${Date.now()}`;
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, n) => orders.setJSON(key, { n }, { onlyIfNew: true })),
    );
    expect(created.filter((result) => result.modified)).toHaveLength(1);

    const read = await orders.getWithMetadata(key, { type: 'json' });
    expect(read?.etag).toBe(created.find((result) => result.modified)?.etag);
    const replaced = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        orders.setJSON(key, { n: 100 + n }, { onlyIfMatch: read?.etag ?? '' }),
      ),
    );
    expect(replaced.filter((result) => result.modified)).toHaveLength(1);
    // A stale etag is refused; the one read now is taken.
    expect((await orders.setJSON(key, { n: -1 }, { onlyIfMatch: read?.etag ?? '' })).modified).toBe(false);
    const now = await orders.getWithMetadata(key, { type: 'json' });
    expect((await orders.setJSON(key, { n: 200 }, { onlyIfMatch: now?.etag ?? '' })).modified).toBe(true);
    expect(await orders.get(key, { type: 'json' })).toEqual({ n: 200 });
  });

  it('refuses a create-only write over a blob, and an if-unchanged write of a blob gone', async () => {
    const orders = store('orders', inProcess);
    const key = `index/${inProcess ? 'in' : 'http'}-${Date.now()}`;
    await orders.setJSON(key, {});
    const { etag } = (await orders.getWithMetadata(key, { type: 'json' })) ?? {};
    expect((await orders.setJSON(key, { again: true }, { onlyIfNew: true })).modified).toBe(false);
    await orders.delete(key);
    expect(await orders.get(key)).toBeNull();
    expect((await orders.setJSON(key, { back: true }, { onlyIfMatch: etag ?? '' })).modified).toBe(false);
    expect((await orders.setJSON(key, { back: true }, { onlyIfNew: true })).modified).toBe(true);
  });

  it("keeps an upload's metadata, and a store's plain blobs beside it", async () => {
    const uploads = store('uploads', inProcess);
    const key = `files/${inProcess ? 'in' : 'http'}-${Date.now()}.png`;
    await uploads.set(key, new Uint8Array([137, 80, 78, 71]).buffer, {
      metadata: { contentType: 'image/png' },
    });
    await uploads.setJSON(`${key}.json`, { alt: 'Rendang' });
    const file = await uploads.getWithMetadata(key, { type: 'arrayBuffer' });
    expect(file?.metadata).toEqual({ contentType: 'image/png' });
    expect([...new Uint8Array(file?.data ?? new ArrayBuffer(0))]).toEqual([137, 80, 78, 71]);
    expect(await uploads.get(`${key}.json`, { type: 'json' })).toEqual({ alt: 'Rendang' });
  });
});
