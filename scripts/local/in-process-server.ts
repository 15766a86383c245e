/**
 * The functions served in-process: a node:http server on 127.0.0.1 that imports every
 * netlify/functions/*.mts module once, matches the request path against each `config.path` and calls
 * the default handler with a Request and a context `{ params, ip }`. Same code as production, without
 * the emulator's fresh worker per call (closer to warm production functions). The functions reach the
 * blob store through NETLIFY_BLOBS_CONTEXT, as they do everywhere. No static files: API only.
 */
import { readdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';

type Handler = (request: Request, context: Context) => Promise<Response> | Response;
interface Route {
  name: string;
  pattern: URLPattern;
  handler: Handler;
}

const FUNCTIONS_DIR = resolve(import.meta.dirname, '../../netlify/functions');

async function loadRoutes(): Promise<Route[]> {
  const files = (await readdir(FUNCTIONS_DIR)).filter((name) => name.endsWith('.mts')).sort();
  const routes = await Promise.all(
    files.map(async (name) => {
      const module = (await import(pathToFileURL(join(FUNCTIONS_DIR, name)).href)) as {
        default: Handler;
        config?: { path?: string | string[] };
      };
      const paths = [module.config?.path ?? []].flat();
      return paths.map((path) => ({
        name,
        pattern: new URLPattern({ pathname: path }),
        handler: module.default,
      }));
    }),
  );
  // Literal paths before parameterised ones ('/api/admin/trash' before '/api/admin/trash/:kind/:id').
  return routes.flat().sort((a, b) => paramCount(a) - paramCount(b));
}

const paramCount = (route: Route) => (route.pattern.pathname.match(/:/g) ?? []).length;

async function toRequest(req: IncomingMessage, port: number): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  if (!hasBody) return new Request(url, { method: req.method, headers });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(url, { method: req.method, headers, body: Buffer.concat(chunks) });
}

export interface InProcessServer {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

export async function startInProcessServer({ port = 0 }: { port?: number } = {}): Promise<InProcessServer> {
  const routes = await loadRoutes();
  let listeningPort = port;

  const server = createServer(async (req, res) => {
    try {
      const request = await toRequest(req, listeningPort);
      const pathname = new URL(request.url).pathname;
      let match: { route: Route; params: Record<string, string> } | undefined;
      for (const route of routes) {
        const result = route.pattern.exec({ pathname });
        if (result) {
          const params: Record<string, string> = {};
          for (const [key, value] of Object.entries(result.pathname.groups)) {
            if (value !== undefined) params[key] = value;
          }
          match = { route, params };
          break;
        }
      }
      if (!match) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ detail: 'Not found' }));
        return;
      }
      const context = { params: match.params, ip: req.socket.remoteAddress ?? '' } as unknown as Context;
      const response = await match.route.handler(request, context);
      const headers: Record<string, string | string[]> = {};
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') headers[key] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) headers['set-cookie'] = cookies;
      const body = req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, headers).end(body);
    } catch (error) {
      // A handler that throws instead of answering is a bug: answer 500 so tests and benches see it.
      console.error('In-process function threw:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'The function threw instead of answering' }));
    }
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  listeningPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${listeningPort}`,
    server,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
