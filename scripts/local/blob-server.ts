import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

export interface LocalBlobs {
  /** base64 JSON for NETLIFY_BLOBS_CONTEXT: how functions and builds reach this store. */
  context: string;
  directory: string;
  stop(): Promise<void>;
}

/**
 * Starts Netlify's own local blob server on disk under `dataDir/blobs`. It listens on every interface,
 * so it always gets a fresh random token.
 */
export async function startLocalBlobs(dataDir: string): Promise<LocalBlobs> {
  const directory = join(dataDir, 'blobs');
  const token = randomBytes(24).toString('hex');
  const server = new BlobsServer({ directory, token, port: 0 });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const context = Buffer.from(
    JSON.stringify({ siteID: 'local', token, edgeURL: url, uncachedEdgeURL: url, primaryRegion: 'local' }),
  ).toString('base64');
  return { context, directory, stop: () => server.stop() };
}
