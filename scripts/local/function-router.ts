/**
 * Every netlify/functions/*.mts module imported once into this process and routed by its `config.path`,
 * as Netlify routes them: the default handler gets a Request and a context `{ params, ip, site }` (the
 * site's address is the local server's own, as Netlify gives a deploy's functions the site's URL). Same code
 * as production, warm like a production instance, without the emulator's fresh worker per call. The
 * functions reach the blob store through NETLIFY_BLOBS_CONTEXT, as they do everywhere.
 */
import { readdir } from 'node:fs/promises';
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
const paramCount = (route: Route) => (route.pattern.pathname.match(/:/g) ?? []).length;

export interface FunctionRouter {
  /** The function's answer, or null when no function's path matches (static files, 404). */
  handle(request: Request, ip: string): Promise<Response | null>;
}

export async function loadFunctionRouter(
  directory = FUNCTIONS_DIR,
  { siteUrl }: { siteUrl?: () => string } = {},
): Promise<FunctionRouter> {
  const files = (await readdir(directory).catch(() => [])).filter((name) => name.endsWith('.mts')).sort();
  const loaded = await Promise.all(
    files.map(async (name) => {
      const module = (await import(pathToFileURL(join(directory, name)).href)) as {
        default: Handler;
        config?: { path?: string | string[] };
      };
      return [module.config?.path ?? []].flat().map((path) => ({
        name,
        pattern: new URLPattern({ pathname: path }),
        handler: module.default,
      }));
    }),
  );
  // Literal paths before parameterised ones ('/api/admin/trash' before '/api/admin/trash/:kind/:id').
  const routes = loaded.flat().sort((a, b) => paramCount(a) - paramCount(b));
  // A path without parameters or patterns is found by a lookup, not by trying every pattern in turn.
  const literal = new Map<string, Route>();
  for (const route of routes)
    if (!/[:*(){}?+\\]/.test(route.pattern.pathname) && !literal.has(route.pattern.pathname))
      literal.set(route.pattern.pathname, route);

  return {
    async handle(request, ip) {
      const pathname = new URL(request.url).pathname;
      // As on Netlify, work handed to waitUntil goes on after the answer; here the process stays up anyway.
      const waitUntil = (promise: Promise<unknown>) => void promise.catch((error) => console.error(error));
      const call = (route: Route, params: Record<string, string>) =>
        route.handler(request, { params, ip, waitUntil, site: { url: siteUrl?.() } } as unknown as Context);
      const exact = literal.get(pathname);
      if (exact) return await call(exact, {});
      for (const route of routes) {
        const result = route.pattern.exec({ pathname });
        if (!result) continue;
        const params: Record<string, string> = {};
        for (const [key, value] of Object.entries(result.pathname.groups)) {
          if (value !== undefined) params[key] = value;
        }
        return await call(route, params);
      }
      return null;
    },
  };
}
