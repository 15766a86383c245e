import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve, sep } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { BODY_TOO_LARGE } from '../../src/server/http/read-body.ts';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import { loadFunctionRouter } from './function-router.ts';
import { createImageCdn, IMAGE_CDN_PATHS } from './image-cdn.ts';
import { liveBuildHeaders } from './live-headers.ts';
import {
  BodyTooLargeError,
  ClientGoneError,
  declaresTooLarge,
  readBody,
  requestHeaders,
  requestOrigin,
  sendResponse,
  toBufferedWebRequest,
  toWebRequest,
} from './node-http.ts';
import { defaultSiteDir } from './site-builder.ts';

/**
 * The emulator hands a function's body over as text and marks non-text bodies (multipart uploads,
 * images) as base64 without encoding them, which corrupts uploads. Netlify itself base64-encodes such
 * bodies; this does the same before the emulator sees the request.
 */
function isBinaryBody(req: IncomingMessage): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'multipart/form-data' || type.startsWith('image/') || type === 'application/octet-stream';
}

async function base64BodyRequest(req: IncomingMessage): Promise<Request> {
  const url = new URL(req.url ?? '/', requestOrigin(req, 'http://localhost'));
  const body = (await readBody(req)).toString('base64');
  return new Request(url, { method: req.method, headers: requestHeaders(req), body });
}

export interface LocalServerOptions {
  /**
   * The local build hook: POSTs to `path` (BUILD_HOOK_URL under `npm start`) are answered here, only
   * from a loopback address, and never reach the emulator.
   */
  buildHook?: { path: string; request(reason: string): void };
  /**
   * Who runs the functions: this process (./function-router.ts: the same modules, imported once and kept
   * warm; what `npm start` and the tests use) or Netlify's emulator (a fresh worker per call). Static
   * files, netlify.toml headers and redirects always come from the emulator. Unset: the emulator, for the
   * callers that serve a bare site or a copy of the project; `npm start` passes LOCAL_FUNCTIONS
   * (see {@link localFunctionsFromEnv}).
   */
  functions?: LocalFunctions;
  /**
   * With the emulator: call every function once before taking traffic (default), so nobody waits for a
   * function's bundling, and first calls of one function in parallel do not race. A caller that calls
   * each function itself anyway (the tests' shared emulation) saves a worker per function.
   */
  warmFunctions?: boolean;
}

export type LocalFunctions = 'emulator' | 'in-process';

/**
 * LOCAL_FUNCTIONS, who runs the functions under `npm start`: `in-process` (the default: warm, as a
 * production instance is, answering in milliseconds) or `emulator` (a fresh worker of Netlify's emulation
 * per call, seconds under load, but picking up edits to a function without a restart).
 */
export function localFunctionsFromEnv(value = process.env.LOCAL_FUNCTIONS): LocalFunctions {
  const functions = value || 'in-process';
  if (functions !== 'emulator' && functions !== 'in-process') {
    throw new Error(`LOCAL_FUNCTIONS must be "in-process" or "emulator", not "${functions}".`);
  }
  return functions;
}

/** Every path under this prefix belongs to the local build hook. */
export const LOCAL_BUILD_HOOK_PREFIX = '/.netlify/local-build-hook';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

async function readText(req: IncomingMessage, limit = 16 * 1024): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    if (text.length < limit) text += chunk;
  }
  return text.slice(0, limit);
}

/** Answers a request to the local build hook, like a Netlify build hook (an empty 200). */
async function handleBuildHook(
  req: IncomingMessage,
  res: ServerResponse,
  hook: LocalServerOptions['buildHook'],
): Promise<void> {
  const reply = (status: number, detail: string) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ detail }));
  };
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!hook || url.pathname !== hook.path) return reply(404, 'Not found');
  if (!LOOPBACK.has(req.socket.remoteAddress ?? ''))
    return reply(403, 'The local build hook only answers this machine');
  if (req.method !== 'POST') return reply(405, 'Use POST');
  const body = await readText(req);
  let reason = url.searchParams.get('trigger_title') ?? '';
  try {
    reason ||= String((JSON.parse(body) as { reason?: unknown }).reason ?? '');
  } catch {
    // Any body (or none) requests a build, as on Netlify.
  }
  hook.request(reason || 'Build hook called');
  reply(200, 'Build requested');
}

/**
 * The emulator bundles each function on its first call, which takes a second or more: call every
 * function once (a request it answers 405 to, touching no data) before taking real traffic, so the first
 * person to open an admin page does not wait for it.
 */
async function warmFunctions(dev: NetlifyDev, root: string): Promise<void> {
  const directory = join(root, 'netlify', 'functions');
  // A project without functions (some tests serve a bare site) has nothing to warm.
  const files = (await readdir(directory).catch(() => [])).filter((name) => /\.m?[jt]s$/.test(name));
  const paths = await Promise.all(
    files.map(async (name) => {
      const source = await readFile(join(directory, name), 'utf8');
      return source.match(/path:\s*'([^']+)'/)?.[1]?.replace(/:\w+/g, 'warmup');
    }),
  );
  const queue = paths.filter((path): path is string => Boolean(path));
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      // The answer is read to its end: until then the call's worker and its socket stay open.
      await dev
        .handleAndIntrospect(new Request(`http://localhost${path}`, { method: 'OPTIONS' }))
        .then((result) => result?.response.arrayBuffer())
        .catch(() => undefined);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
}

/**
 * The paths of netlify.toml's rewrites with status 404 (`from = "/menu/*"`, `status = 404`). Where the
 * live site (netlify.toml's dev publish directory) has no file, the emulation serves their target with
 * 200; Netlify sends it with 404, and so does this server.
 */
/** Whether the live site has a file for this path (as Netlify finds them: the file, or its index.html). */
async function isStaticFile(siteDir: string, pathname: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return false;
  const path = resolve(siteDir, `.${decoded}`);
  if (!path.startsWith(`${siteDir}${sep}`)) return false;
  for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) {
    if ((await stat(candidate).catch(() => null))?.isFile()) return true;
  }
  return false;
}

async function notFoundRewrites(root: string): Promise<RegExp[]> {
  const toml = await readFile(join(root, 'netlify.toml'), 'utf8').catch(() => '');
  return toml
    .split('[[redirects]]')
    .slice(1)
    .flatMap((block) => {
      const rule = block.split(/^\s*\[/m)[0] ?? '';
      const from = rule.match(/^\s*from\s*=\s*"([^"]+)"/m)?.[1];
      if (!from || rule.match(/^\s*status\s*=\s*(\d+)/m)?.[1] !== '404') return [];
      const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      const pattern = from
        .split('*')
        .map((part) => part.split(/:\w+/).map(literal).join('[^/]+'))
        .join('.*');
      return [new RegExp(`^${pattern}$`)];
    });
}

/**
 * Request headers a client could use to claim another address or speak for Netlify's edge. Netlify's edge
 * overwrites them; locally nothing would, and the emulation takes the client's address from
 * X-Forwarded-For (into x-nf-client-connection-ip, which the functions trust).
 */
const FORGEABLE_REQUEST_HEADER =
  /^(?:x-nf-.*|x-forwarded-.*|forwarded|x-real-ip|client-ip|true-client-ip|x-client-ip|x-cluster-client-ip|cf-connecting-ip|fastly-client-ip|x-bb-ip)$/;

/**
 * Drops every forgeable header and names the socket's address as the client's, the only one the
 * functions may see (in both modes: the emulation reads it from X-Forwarded-For). Returns that address.
 */
function trustSocketAddress(req: IncomingMessage): string {
  for (const name of Object.keys(req.headers)) {
    if (FORGEABLE_REQUEST_HEADER.test(name)) delete req.headers[name];
  }
  const address = req.socket.remoteAddress ?? '';
  req.headers['x-forwarded-for'] = address;
  return address;
}

/** The path as the site's files are named, or null when it is no valid percent-encoding ("/menu/%"). */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** Netlify's configuration files in the publish directory are read by Netlify, never served. */
function isHiddenFile(pathname: string): boolean {
  const name = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase() ?? '';
  return name === '_headers' || name === '_redirects';
}

/** A JSON answer of the front itself, with the headers of a function's answer. */
function frontAnswer(status: number, detail: string): Response {
  return new Response(JSON.stringify({ detail }), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': API_CONTENT_SECURITY_POLICY,
    },
  });
}

/**
 * What Netlify answers a path nothing serves with: the site's 404 page (or a small one when the site is not
 * built), and for the API a JSON 404 like the functions'.
 */
async function notFoundAnswer(dev: NetlifyDev, url: URL): Promise<Response> {
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/.netlify/'))
    return frontAnswer(404, 'Not found');
  const page = await dev.handleAndIntrospect(new Request(new URL('/404.html', url))).catch(() => undefined);
  if (page?.type === 'static' && page.response.status === 200)
    return new Response(page.response.body, { status: 404, headers: page.response.headers });
  return new Response('<!doctype html><title>Not found</title><h1>Not found</h1>', {
    status: 404,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    },
  });
}

/**
 * A function's answer without what only the emulation adds: its internal headers (x-nf-fetch-timing lists
 * every store call and the blob server's address, x-nf-invocation-metadata the Node version) and, for a
 * failure outside the function's own error handling, its stack trace: any 5xx that is not the functions'
 * `{"detail": …}` becomes a generic one (the original is logged here).
 */
async function withoutInternals(response: Response): Promise<Response> {
  if (response.status < 500) return response;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const isDetail =
    typeof body === 'object' &&
    body !== null &&
    Object.keys(body).length === 1 &&
    typeof (body as { detail?: unknown }).detail === 'string';
  if (isDetail) return response;
  console.error(`A function failed outside its error handling (${response.status}):`, text.slice(0, 2000));
  return frontAnswer(500, 'Something went wrong on our side. Please try again.');
}

/** The answer with these headers set, replacing what it had under the same names. */
function withHeaders(response: Response, replacing: Map<string, string>): Response {
  if (replacing.size === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of replacing) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Every answer of the front: no internal header of the emulation, and always the security headers. */
function withFrontHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const name of [...headers.keys()]) {
    if (name.startsWith('x-nf-')) headers.delete(name);
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  const body = response.status === 204 || response.status === 304 ? null : response.body;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * @netlify/dev 5.1.3 hands its functions the whole resolved configuration (`{ config: { functions } }`)
 * where they read the `[functions]` settings at the top (`functions`): the emulation bundled every function
 * without netlify.toml's `external_node_modules` and `included_files`, so admin-media carried the 121 MB
 * `node` package that `!node_modules/node/**` keeps out of Netlify's bundles (and its first build took a
 * minute). This hands them the settings where they look, so the emulation bundles as Netlify does.
 */
function withFunctionsSettings(dev: NetlifyDev): NetlifyDev {
  type Resolved = { config?: { functions?: unknown } };
  const target = dev as unknown as { getConfig(): Promise<Resolved> };
  const resolveConfig = target.getConfig.bind(dev);
  target.getConfig = async () => {
    const resolved = await resolveConfig();
    return { ...resolved, functions: resolved.config?.functions };
  };
  return dev;
}

/**
 * @netlify/dev 5.1.3 builds a function into a fresh directory per request and deletes that directory
 * when the request ends. Parallel calls of one function share the build of the first (it is memoised
 * while it runs), so when the first call ended it deleted the bundle the others were still loading:
 * "Cannot find module …/functions-serve/_…" or "ENOENT: … stat '…/functions-serve/_…/node_modules'",
 * and a 500 for a request the function never saw. This gives each request its directory the same way,
 * but removes them only once no call is in flight, so no worker ever loses its bundle.
 */
function withKeptBundles(dev: NetlifyDev, root: string): NetlifyDev {
  type Result = Awaited<ReturnType<NetlifyDev['handleAndIntrospect']>>;
  type Emulation = {
    handleInEphemeralDirectory(read: Request, write: () => Request, destPath: string): Promise<Result>;
  };
  const emulation = dev as unknown as Emulation;
  if (typeof emulation.handleInEphemeralDirectory !== 'function')
    throw new Error('@netlify/dev no longer has handleInEphemeralDirectory: check withKeptBundles');
  const serveDir = join(root, '.netlify', 'functions-serve');
  let inFlight = 0;
  const finished: string[] = [];
  dev.handleAndIntrospect = async (request: Request): Promise<Result> => {
    await mkdir(serveDir, { recursive: true });
    const destPath = await mkdtemp(join(serveDir, '_'));
    // As the emulation's own handleAndIntrospect: one request id, a copy without the body for matching.
    const headers = new Headers(request.headers);
    headers.set('x-nf-request-id', randomUUID());
    const method = request.method.toUpperCase();
    const copy = (withBody: boolean) =>
      new Request(request.url, {
        method,
        headers,
        body: withBody && method !== 'GET' && method !== 'HEAD' ? request.body : null,
        duplex: 'half',
      } as RequestInit);
    inFlight++;
    try {
      return await emulation.handleInEphemeralDirectory(copy(false), () => copy(true), destPath);
    } finally {
      inFlight--;
      finished.push(destPath);
      if (inFlight === 0) {
        const done = finished.splice(0);
        await Promise.all(
          done.map((dir) => rm(dir, { recursive: true, force: true }).catch(() => undefined)),
        );
      }
    }
  };
  return dev;
}

/**
 * Netlify's own emulation (static files from the publish dir, netlify.toml headers and redirects,
 * functions) behind a plain node:http server bound to loopback.
 */
export async function startNetlifyServer(
  root: string,
  port: number,
  { buildHook, functions = 'emulator', warmFunctions: warm = true }: LocalServerOptions = {},
): Promise<{ server: Server; stop(): Promise<void> }> {
  // The server's own address, once it listens: the site's address its functions are given.
  let ownOrigin = '';
  const router =
    functions === 'in-process'
      ? await loadFunctionRouter(join(root, 'netlify', 'functions'), { siteUrl: () => ownOrigin })
      : null;
  // Function bundles are cached by the entry file only: a change in shared code would not be seen. Only
  // the emulator uses them: a server with warm functions leaves alone those of an emulator running nearby.
  if (!router) await rm(join(root, '.netlify', 'functions-serve'), { recursive: true, force: true });
  const dev = withKeptBundles(
    withFunctionsSettings(
      new NetlifyDev({
        projectRoot: root,
        skipGitignore: true,
        blobs: { enabled: false },
        edgeFunctions: { enabled: false },
        database: { enabled: false },
        geolocation: { enabled: false },
        images: { enabled: false },
        aiGateway: { enabled: false },
        environmentVariables: { enabled: false },
        functions: { enabled: !router },
      }),
    ),
    root,
  );
  await dev.start();
  const notFound = await notFoundRewrites(root);
  // The emulation's own image handler would fetch sources through a server of its own, which knows
  // neither the in-process functions nor this front: sources come from this server instead.
  const imageCdn = await createImageCdn(root);
  const buildHeaders = liveBuildHeaders(defaultSiteDir(root));
  if (!router && warm) await warmFunctions(dev, root);

  const emulate = async (req: IncomingMessage): Promise<{ response: Response; type: string } | undefined> => {
    const request = isBinaryBody(req)
      ? await base64BodyRequest(req)
      : await toBufferedWebRequest(req, requestOrigin(req, 'http://localhost'));
    return dev.handleAndIntrospect(request);
  };

  const server = createServer(async (req, res) => {
    try {
      if (req.url?.startsWith(LOCAL_BUILD_HOOK_PREFIX)) {
        await handleBuildHook(req, res, buildHook);
        return;
      }
      const clientAddress = trustSocketAddress(req);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = decodedPath(url.pathname);
      if (pathname === null) {
        sendResponse(req, res, withFrontHeaders(frontAnswer(400, 'Malformed address')), { compress: true });
        return;
      }
      if (declaresTooLarge(req)) {
        sendResponse(req, res, withFrontHeaders(frontAnswer(413, BODY_TOO_LARGE)), { compress: true });
        return;
      }
      let result: { response: Response; type: string } | undefined;
      if (isHiddenFile(pathname)) {
        result = undefined;
      } else if (IMAGE_CDN_PATHS.has(url.pathname)) {
        const request = toWebRequest(req, requestOrigin(req, 'http://localhost'));
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        result = { response: await imageCdn.handle(request, origin), type: 'image' };
      } else if (router) {
        const request = toWebRequest(req, requestOrigin(req, 'http://localhost'));
        // The body streams to the function; a path no function serves leaves it unread for the emulation.
        const answer = await router.handle(request, clientAddress);
        result = answer ? { response: answer, type: 'function' } : await dev.handleAndIntrospect(request);
      } else {
        result = await emulate(req);
      }
      let response = result?.response;
      if (
        response?.status === 200 &&
        result?.type === 'redirect' &&
        notFound.some((rule) => rule.test(url.pathname)) &&
        !(await isStaticFile(defaultSiteDir(root), url.pathname))
      ) {
        response = new Response(response.body, { status: 404, headers: response.headers });
      }
      if (!response) response = await notFoundAnswer(dev, url);
      else if (result?.type === 'function') response = await withoutInternals(response);
      if (result?.type !== 'function' && result?.type !== 'image')
        response = withHeaders(response, await buildHeaders(url.pathname));
      sendResponse(req, res, withFrontHeaders(response), { compress: true });
    } catch (error) {
      // A client gone midway through its body was logged where that was seen; nobody is left to answer.
      if (error instanceof ClientGoneError) return;
      if (error instanceof BodyTooLargeError) {
        sendResponse(req, res, withFrontHeaders(frontAnswer(413, BODY_TOO_LARGE)), { compress: true });
        return;
      }
      console.error('Request failed:', error);
      if (!res.headersSent) {
        const failed = withFrontHeaders(frontAnswer(502, 'The local server could not handle this request'));
        res.writeHead(502, Object.fromEntries(failed.headers));
        res.end(await failed.text());
      } else res.end();
    }
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    ownOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  } catch (error) {
    await dev.stop();
    throw error;
  }
  return {
    server,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await dev.stop();
    },
  };
}
