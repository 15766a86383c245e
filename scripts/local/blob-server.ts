import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

export interface LocalBlobs {
  /** base64 JSON for NETLIFY_BLOBS_CONTEXT: how functions and builds reach this store. */
  context: string;
  directory: string;
  stop(): Promise<void>;
}

/** The parts of BlobsServer (private in its types) that make it behave like the production store. */
interface BlobsServerInternals {
  handleRequest(request: Request): Promise<Response>;
  getLocalPaths(url: URL): { dataPath?: string; key?: string };
}

const contentTag = (data: Uint8Array) => `"${createHash('sha256').update(data).digest('hex')}"`;

/**
 * Netlify's etags change with every write; the local server's come from the file's mtime (two writes in the
 * same millisecond share one), so they are replaced by a hash of the content: a writer whose tag matches
 * has seen exactly what is stored.
 */
async function contentEtag(path: string): Promise<string> {
  try {
    return contentTag(await readFile(path));
  } catch {
    return '';
  }
}
(BlobsServer as unknown as { generateETag: typeof contentEtag }).generateETag = contentEtag;

/**
 * Content tags of listed files, kept while a file's modification time and size are unchanged: a list of a
 * few hundred blobs would otherwise read every file. Only lists use it (nothing in the project compares
 * a listed etag), so a rewrite within the same millisecond to the same size, which it would miss, costs
 * nothing; reads and conditional writes always hash the content.
 */
const listedTags = new Map<string, { mtimeMs: number; size: number; etag: string }>();
async function listedEtag(path: string, info: { mtimeMs: number; size: number }): Promise<string> {
  const known = listedTags.get(path);
  if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.etag;
  const etag = await contentEtag(path);
  if (etag) listedTags.set(path, { mtimeMs: info.mtimeMs, size: info.size, etag });
  return etag;
}

interface WalkOptions {
  directories?: boolean;
  path: string;
  prefix: string;
  rootPath: string;
  result: { blobs?: unknown[]; directories?: string[] };
}

/**
 * Listing, as the local server does it, but complete while other requests write and delete: the server
 * lists a folder, then looks at each entry, and gave up silently (returning what it had so far) at the
 * first entry deleted or renamed in between, so a list could miss blobs that were there all along. Its
 * temporary files (a write in progress, renamed into place when complete) are not blobs either.
 */
const walk = async (options: WalkOptions): Promise<void> => {
  const { directories, path, prefix, rootPath, result } = options;
  const entries = await readdir(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (entry.startsWith('.')) continue;
    const entryPath = join(path, entry);
    const info = await stat(entryPath).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!info) continue;
    const key = relative(rootPath, entryPath).split(sep).join('/');
    if (!prefix.startsWith(key.slice(0, prefix.length))) continue;
    if (!info.isDirectory()) {
      const etag = await listedEtag(entryPath, info);
      if (etag) result.blobs?.push({ etag, key, last_modified: info.mtime.toISOString(), size: info.size });
      continue;
    }
    if (directories && key.startsWith(prefix)) {
      result.directories?.push(key);
      continue;
    }
    await walk({ ...options, path: entryPath });
  }
};
(BlobsServer as unknown as { walk: typeof walk }).walk = walk;

/**
 * Makes the local server keep the promises production makes about conditional writes:
 * - a write or delete of one key runs alone, so `onlyIfNew` / `onlyIfMatch` cannot both succeed for two
 *   writers (the server checks, then writes, with awaits in between);
 * - a read of one key answers with its etag, which the production store sends and a conditional write needs.
 */
function behaveLikeProduction(server: BlobsServer): void {
  const internals = server as unknown as BlobsServerInternals;
  const handle = internals.handleRequest.bind(server);
  const queues = new Map<string, Promise<unknown>>();

  const exclusive = (key: string, run: () => Promise<Response>): Promise<Response> => {
    const previous = queues.get(key) ?? Promise.resolve();
    const result = previous.then(run, run);
    const settled = result.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return result;
  };

  internals.handleRequest = async (request) => {
    const url = new URL(request.url ?? '', 'http://local');
    const { dataPath, key } = url.pathname.startsWith('/api/') ? {} : internals.getLocalPaths(url);
    if (!dataPath || !key) return handle(request);
    const method = request.method?.toUpperCase();
    if (method === 'PUT' || method === 'DELETE') return exclusive(dataPath, () => handle(request));
    const response = await handle(request);
    if (method !== 'GET' || response.status !== 200) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.set('etag', contentTag(body));
    return new Response(body, { status: 200, headers });
  };
}

/**
 * Starts Netlify's own local blob server on disk under `dataDir/blobs`. It listens on every interface,
 * so it always gets a fresh random token.
 */
export async function startLocalBlobs(dataDir: string): Promise<LocalBlobs> {
  const directory = join(dataDir, 'blobs');
  const token = randomBytes(24).toString('hex');
  const server = new BlobsServer({ directory, token, port: 0 });
  behaveLikeProduction(server);
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const context = Buffer.from(
    JSON.stringify({ siteID: 'local', token, edgeURL: url, uncachedEdgeURL: url, primaryRegion: 'local' }),
  ).toString('base64');
  return { context, directory, stop: () => server.stop() };
}
