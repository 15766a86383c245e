import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { BlobsServer } from '@netlify/blobs/server';

// The hot path's file operations by the callback API, which costs the event loop about half of what the
// promise API's file handles do (a blob write is five of them).
const readFast = promisify(fs.readFile);
const writeFast = promisify(fs.writeFile);
const rename = promisify(fs.rename);
const stat = promisify(fs.stat);

export interface LocalBlobs {
  /** base64 JSON for NETLIFY_BLOBS_CONTEXT: how functions and builds reach this store. */
  context: string;
  /**
   * With `buildRules`: the context Netlify gives build plugins (the API form, a build's token and a deploy
   * id), under the rules production enforces on it (see {@link startLocalBlobs}).
   */
  buildContext?: string;
  /**
   * A fetch that answers this store's requests in this process, from the same handler as its HTTP server,
   * without a socket (other addresses are fetched as usual): for functions run in the same process.
   */
  fetch: typeof fetch;
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
  getLocalPaths(url: URL): { dataPath?: string; key?: string; metadataPath?: string };
}

/** The header the blob client sends a blob's metadata in (written by the server's own code). */
const METADATA_HEADER = 'x-amz-meta-user';

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

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * The content tag of each blob this server wrote or read for a condition, with the file's identity
 * (inode, modification time, size) when it was taken: a write renames a new file into place, so a file
 * changed since has another inode, and its tag is taken again from its content.
 */
let written = 0;

type KnownTag = { etag: string; ino: number; mtimeMs: number; size: number };

/** The blob's content tag now, or null when there is no blob. */
async function currentTag(known: Map<string, KnownTag>, path: string): Promise<string | null> {
  const info = await stat(path).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
  if (!info) return null;
  if (info.isDirectory()) return '';
  const tag = known.get(path);
  if (tag && tag.ino === info.ino && tag.mtimeMs === info.mtimeMs && tag.size === info.size) return tag.etag;
  const etag = contentTag(await readFast(path));
  known.set(path, { etag, ino: info.ino, mtimeMs: info.mtimeMs, size: info.size });
  return etag;
}

/**
 * A write of a blob without metadata, as the local server does it (conditions checked, a temporary file
 * renamed into place) in about half the file operations: its tag is known from what was written, and a
 * condition costs one stat while the file is the one this server last saw.
 */
async function writeBlob(known: Map<string, KnownTag>, request: Request, path: string): Promise<Response> {
  const ifMatch = request.headers.get('if-match');
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifMatch || ifNoneMatch === '*') {
    const tag = await currentTag(known, path);
    if ((ifNoneMatch === '*' && tag !== null) || (ifMatch && (tag === null || tag !== ifMatch)))
      return new Response(null, { status: 412 });
  }
  const body = new Uint8Array(await request.arrayBuffer());
  const temporary = join(dirname(path), `.${process.pid}-${++written}`);
  await writeFast(temporary, body).catch(async (error: unknown) => {
    if (!isMissing(error)) throw error;
    await mkdir(dirname(path), { recursive: true });
    await writeFast(temporary, body);
  });
  await rename(temporary, path);
  const etag = contentTag(body);
  const info = await stat(path);
  known.set(path, { etag, ino: info.ino, mtimeMs: info.mtimeMs, size: info.size });
  return new Response(null, { status: 200, headers: { etag } });
}

/** A read of a blob without metadata, answered with its content tag. */
async function readBlob(path: string): Promise<Response> {
  try {
    const body = new Uint8Array(await readFast(path));
    return new Response(body, { status: 200, headers: { etag: contentTag(body) } });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR')
      return new Response(null, { status: 404 });
    throw error;
  }
}

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
  const known = new Map<string, KnownTag>();
  // Whether a store's blobs may carry metadata (uploads do): a read of a blob of a store without any
  // skips looking for its metadata file.
  const metadataIn = new Map<string, boolean>();
  const storeOf = (metadataPath: string, key: string) => metadataPath.slice(0, -key.length - 1);
  const hasMetadata = async (store: string) => {
    let found = metadataIn.get(store);
    if (found === undefined) {
      found = await stat(store).then(
        () => true,
        () => false,
      );
      if (!metadataIn.has(store)) metadataIn.set(store, found);
    }
    return metadataIn.get(store) ?? found;
  };

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
    const { dataPath, key, metadataPath } = url.pathname.startsWith('/api/')
      ? {}
      : internals.getLocalPaths(url);
    if (!dataPath || !key) return handle(request);
    const method = request.method?.toUpperCase();
    const withMetadata = request.headers.has(METADATA_HEADER);
    if (method === 'PUT' && withMetadata && metadataPath) metadataIn.set(storeOf(metadataPath, key), true);
    if (method === 'PUT' && !withMetadata)
      return exclusive(dataPath, () => writeBlob(known, request, dataPath));
    if (method === 'PUT' || method === 'DELETE') return exclusive(dataPath, () => handle(request));
    if (method === 'GET' && metadataPath && !(await hasMetadata(storeOf(metadataPath, key))))
      return readBlob(dataPath);
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
  const handle = (server as unknown as BlobsServerInternals).handleRequest.bind(server);
  const direct: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(`${url}/`) ? handle(request) : fetch(request);
  };
  return {
    fetch: direct,
    context,
    buildContext,
    refusedBuildWrites: () => [...refused],
    directory,
    stop: () => server.stop(),
  };
}
