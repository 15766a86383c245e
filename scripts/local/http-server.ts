import { readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { loadFunctionRouter } from './function-router.ts';
import { readBody, requestHeaders, sendResponse, toWebRequest } from './node-http.ts';

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
   * Who runs the functions: Netlify's emulator (a fresh worker per call, as `npm start` does by default)
   * or this process (./function-router.ts: the same modules, imported once and kept warm). Static
   * files, netlify.toml headers and redirects always come from the emulator.
   */
  functions?: 'emulator' | 'in-process';
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
  // Function bundles are cached by the entry file only: a change in shared code would not be seen.
  await rm(join(root, '.netlify', 'functions-serve'), { recursive: true, force: true });
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
  if (!router) await warmFunctions(dev, root);

  const server = createServer(async (req, res) => {
    try {
      if (req.url?.startsWith(LOCAL_BUILD_HOOK_PREFIX)) {
        await handleBuildHook(req, res, buildHook);
        return;
      }
      let response: Response | undefined;
      if (router) {
        const request = await toWebRequest(req, `http://${req.headers.host ?? 'localhost'}`);
        response =
          (await router.handle(request.clone(), req.socket.remoteAddress ?? '')) ??
          (await dev.handleAndIntrospect(request))?.response;
      } else {
        const result = isBinaryBody(req)
          ? await dev.handleAndIntrospect(await base64BodyRequest(req))
          : await dev.handleAndIntrospectNodeRequest(req);
        response = result?.response;
      }
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    server,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await dev.stop();
    },
  };
}
