import type { Context } from '@netlify/functions';
import { ServerConfigError, withInvocation } from '../config.ts';
import {
  CorruptContentError,
  StoreUnavailableError,
  WriteContentionError,
  withStoreBudget,
} from '../store/blobs.ts';
import { versionTag } from '../store/documents.ts';
import { HttpError } from './errors.ts';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers.ts';

type Caching = 'none' | 'public-short';

const CACHE_CONTROL: Record<Caching, string> = {
  none: 'no-store',
  // Public reads: browsers revalidate quickly, so a save shows within a minute even on cached pages.
  'public-short': 'public, max-age=30, stale-while-revalidate=60',
};

/**
 * JSON text of frozen values (the shared reads of store/cache.ts: the menu, a dish): they never change, so
 * a warm instance serialises each once, however many requests answer with it.
 */
const serialized = new WeakMap<object, string>();
function stringify(body: unknown): string {
  if (!body || typeof body !== 'object' || !Object.isFrozen(body)) return JSON.stringify(body);
  let text = serialized.get(body);
  if (text === undefined) {
    text = JSON.stringify(body);
    serialized.set(body, text);
  }
  return text;
}

/** A JSON response; `no-store` unless told otherwise. */
export function json(
  body: unknown,
  init: { status?: number; cache?: Caching; headers?: Record<string, string> } = {},
): Response {
  return new Response(stringify(body), {
    status: init.status ?? 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': CACHE_CONTROL[init.cache ?? 'none'],
      ...init.headers,
    },
  });
}

/** A whole document staff edit and save back, with its {@link versionTag} as the ETag to send in If-Match. */
/**
 * A CSV file to download (an export of bookings or orders): never cached, its rows counted in
 * `x-total-count` for a script that wants the number without reading the file.
 */
export const csvFile = ({ body, fileName, count }: { body: string; fileName: string; count: number }) =>
  new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
      'x-total-count': String(count),
    },
  });

export const versioned = (body: unknown) => json(body, { headers: { etag: versionTag(body) } });

/**
 * The version tag a save is based on (If-Match), or undefined when the client sent none (or "*"): such a
 * save replaces whatever is stored, as clients that do not track versions expect.
 */
export function ifMatch(request: Request): string | undefined {
  const header = request.headers.get('if-match')?.trim();
  if (!header || header === '*') return undefined;
  return header.replace(/^W\//, '');
}

export const detail = (status: number, message: string, headers?: Record<string, string>) =>
  json({ detail: message }, { status, headers });

/** Maps any thrown value to a response: client errors say what is wrong, the rest is logged and generic. */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError)
    return json({ ...error.extra, detail: error.message }, { status: error.status, headers: error.headers });
  if (error instanceof StoreUnavailableError) {
    console.error(error);
    return detail(503, 'The content store is unavailable right now. Please try again in a moment.', {
      'retry-after': '5',
    });
  }
  if (error instanceof WriteContentionError) {
    console.error(error.message);
    return detail(409, 'Several people are saving this at the same moment. Please try again.');
  }
  if (error instanceof ServerConfigError) {
    // Names the missing setting (never its value), so whoever deploys the site sees what to set.
    console.error(error.message);
    return detail(503, error.message);
  }
  if (error instanceof CorruptContentError) console.error(error.message);
  else console.error(error);
  return detail(500, 'Something went wrong on our side. Please try again.');
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type Handler = (request: Request, context: Context) => Promise<Response> | Response;

/** A function's entry point: dispatches on the method, answers 405 for others and maps every error. */
export function handle(handlers: Partial<Record<Method, Handler>>) {
  const dispatch = async (request: Request, context: Context): Promise<Response> => {
    const method = request.method.toUpperCase() as Method;
    const handler = handlers[method];
    if (!handler) {
      return detail(405, `Method ${request.method} is not allowed here`, {
        allow: Object.keys(handlers).join(', '),
      });
    }
    try {
      return await withInvocation(context, () => withStoreBudget(async () => handler(request, context)));
    } catch (error) {
      return errorResponse(error);
    }
  };
  return async (request: Request, context: Context) => withSecurityHeaders(await dispatch(request, context));
}

/**
 * Adds the headers every response carries (Netlify applies netlify.toml's headers to files only, never
 * to functions). A response's own policy stands: an uploaded SVG is served with a stricter one.
 */
export function withSecurityHeaders(response: Response): Response {
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  };
  for (const [name, value] of Object.entries(headers)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
}
