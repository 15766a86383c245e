import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { loadFunctionRouter } from './function-router.ts';
import { readBody, requestHeaders, sendResponse, toWebRequest } from './node-http.ts';
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
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
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
      await dev
        .handleAndIntrospect(new Request(`http://localhost${path}`, { method: 'OPTIONS' }))
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
 * The live site's 404.html, as Netlify serves it for an address nothing answers: with status 404 and the
 * headers of the file (netlify.toml's and the build's _headers). Undefined when the site has none.
 */
async function notFoundPage(dev: NetlifyDev, req: IncomingMessage): Promise<Response | undefined> {
  const url = new URL('/404.html', `http://${req.headers.host ?? 'localhost'}`);
  const page = (await dev.handleAndIntrospect(new Request(url)))?.response;
  if (!page?.ok) return undefined;
  const body = req.method === 'HEAD' ? null : page.body;
  return new Response(body, { status: 404, headers: page.headers });
}

/**
 * Netlify's own emulation (static files from the publish dir, netlify.toml headers and redirects,
 * functions) behind a plain node:http server bound to loopback.
 */
export async function startNetlifyServer(
  root: string,
  port: number,
  { buildHook, functions = 'emulator' }: LocalServerOptions = {},
): Promise<{ server: Server; stop(): Promise<void> }> {
  const router =
    functions === 'in-process' ? await loadFunctionRouter(join(root, 'netlify', 'functions')) : null;
  // Function bundles are cached by the entry file only: a change in shared code would not be seen. Only
  // the emulator uses them: a server with warm functions leaves alone those of an emulator running nearby.
  if (!router) await rm(join(root, '.netlify', 'functions-serve'), { recursive: true, force: true });
  const dev = new NetlifyDev({
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
  });
  await dev.start();
  const notFound = await notFoundRewrites(root);
  if (!router) await warmFunctions(dev, root);

  const server = createServer(async (req, res) => {
    try {
      if (req.url?.startsWith(LOCAL_BUILD_HOOK_PREFIX)) {
        await handleBuildHook(req, res, buildHook);
        return;
      }
      let result: { response: Response; type: string } | undefined;
      if (router) {
        const request = await toWebRequest(req, `http://${req.headers.host ?? 'localhost'}`);
        const answer = await router.handle(request.clone(), req.socket.remoteAddress ?? '');
        result = answer ? { response: answer, type: 'function' } : await dev.handleAndIntrospect(request);
      } else {
        result = isBinaryBody(req)
          ? await dev.handleAndIntrospect(await base64BodyRequest(req))
          : await dev.handleAndIntrospectNodeRequest(req);
      }
      let response = result?.response;
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (
        response?.status === 200 &&
        result?.type === 'redirect' &&
        notFound.some((rule) => rule.test(pathname)) &&
        !(await isStaticFile(defaultSiteDir(root), pathname))
      ) {
        response = new Response(response.body, { status: 404, headers: response.headers });
      }
      // Nothing answers this address: Netlify then serves the site's own 404.html with status 404.
      response ??= await notFoundPage(dev, req);
      if (!response) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      sendResponse(req, res, response, { compress: true });
    } catch (error) {
      console.error('Request failed:', error);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'The local server could not handle this request' }));
    }
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
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
