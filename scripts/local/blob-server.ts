import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

export interface LocalBlobs {
  /** base64 JSON for NETLIFY_BLOBS_CONTEXT: how functions and builds reach this store. */
  context: string;
  /**
   * With `buildRules`: the context Netlify gives build plugins (the API form, a build's token and a deploy
   * id), under the rules production enforces on it (see {@link startLocalBlobs}).
   */
  buildContext?: string;
  /** With `buildRules`: the writes to site-wide stores refused to the build's token so far. */
  refusedBuildWrites(): string[];
  directory: string;
  stop(): Promise<void>;
}

export interface LocalBlobsOptions {
  /**
   * Also answer a build's token as Netlify's Blobs API does: reads of any store, writes to deploy-specific
   * stores only (a site-wide write gets 403, which @netlify/blobs reports as "Builds and build plugins can
   * only write to deploy-specific stores"). For rehearsing a Netlify build offline.
   */
  buildRules?: { deployID: string };
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

/** `/api/v1/blobs/<site>/<store>[/<key>]`: the API form of a request (how builds and plugins reach blobs). */
const API_PATH = /^\/api\/v1\/blobs\/([^/?]+)\/([^/?]+)\/?([^?]*)$/;

/**
 * Production's rules for a build's token (see LocalBlobsOptions.buildRules), and one repair: the local
 * server reads an API-form list (`/api/v1/blobs/<site>/<store>?prefix=…`) as a store named
 * `<store>?prefix=…` and answers it empty, where Netlify's API lists the store; such a list is answered
 * in the edge form, which the local server lists correctly.
 */
function enforceBuildRules(server: BlobsServer, buildToken: string, token: string, refused: string[]): void {
  const internals = server as unknown as BlobsServerInternals;
  const handle = internals.handleRequest.bind(server);
  internals.handleRequest = async (request) => {
    if (request.headers.get('authorization') !== `Bearer ${buildToken}`) return handle(request);
    const url = new URL(request.url ?? '', 'http://local');
    const match = API_PATH.exec(url.pathname);
    const method = request.method?.toUpperCase() ?? 'GET';
    if (!match) return new Response(null, { status: 403 });
    const [, site = '', store = '', key = ''] = match;
    if ((method === 'PUT' || method === 'DELETE') && !decodeURIComponent(store).startsWith('deploy:')) {
      refused.push(`${method} ${decodeURIComponent(store)}/${key}`);
      return new Response(null, {
        status: 403,
        headers: { 'x-nf-error': 'builds may only write to deploy-specific stores' },
      });
    }
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${token}`);
    const target = key || method !== 'GET' ? url : new URL(`/${site}/${store}${url.search}`, url);
    return handle(
      new Request(new URL(`${target.pathname}${target.search}`, 'http://127.0.0.1'), {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer(),
      }),
    );
  };
}

/**
 * Starts Netlify's own local blob server on disk under `dataDir/blobs`. It listens on every interface,
 * so it always gets a fresh random token.
 */
export async function startLocalBlobs(dataDir: string, options: LocalBlobsOptions = {}): Promise<LocalBlobs> {
  const directory = join(dataDir, 'blobs');
  const token = randomBytes(24).toString('hex');
  const server = new BlobsServer({ directory, token, port: 0 });
  behaveLikeProduction(server);
  const refused: string[] = [];
  const buildToken = randomBytes(24).toString('hex');
  if (options.buildRules) enforceBuildRules(server, buildToken, token, refused);
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
  const context = encode({
    siteID: 'local',
    token,
    edgeURL: url,
    uncachedEdgeURL: url,
    primaryRegion: 'local',
  });
  const buildContext = options.buildRules
    ? encode({ apiURL: url, deployID: options.buildRules.deployID, siteID: 'local', token: buildToken })
    : undefined;
  return {
    context,
    buildContext,
    refusedBuildWrites: () => [...refused],
    directory,
    stop: () => server.stop(),
  };
}
