import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import { startLocalBlobs } from '../../scripts/local/blob-server.ts';

/** A real local blob server on a fresh temporary directory, and a content store pointing at it. */
export async function freshBlobStore(): Promise<{ store: Store; context: string; stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'rmp-blobs-'));
  const blobs = await startLocalBlobs(dir);
  const { siteID, token, edgeURL, uncachedEdgeURL } = JSON.parse(
    Buffer.from(blobs.context, 'base64').toString(),
  );
  const store = getStore({ name: 'content', siteID, token, edgeURL, uncachedEdgeURL, consistency: 'strong' });
  return {
    store,
    context: blobs.context,
    stop: async () => {
      await blobs.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The content store the server under test uses (NETLIFY_BLOBS_CONTEXT set by the global setup). */
export function serverStore(): Store {
  return getStore({ name: 'content', consistency: 'strong' });
}
