/** Between node:http and the Fetch API's Request and Response, for the local servers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** Types worth compressing, as Netlify's CDN compresses them. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

export async function readBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The request as a Fetch API Request on `origin` (the URL the client used, e.g. http://localhost:8888). */
export async function toWebRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const url = new URL(req.url ?? '/', origin);
  const headers = requestHeaders(req);
  if (req.method === 'GET' || req.method === 'HEAD') return new Request(url, { method: req.method, headers });
  return new Request(url, { method: req.method, headers, body: await readBody(req) });
}

/** The encoding to compress `response` with for this client, as a CDN would; null for none. */
function encodingFor(req: IncomingMessage, response: Response): 'br' | 'gzip' | null {
  if (!response.body || response.headers.has('content-encoding')) return null;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * Sends a Fetch API Response, streaming its body (none for HEAD), keeping every Set-Cookie. With
 * `compress`, text bodies are sent brotli- or gzip-compressed to clients that accept it, as Netlify does.
 */
export function sendResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  { compress = false } = {},
): void {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const encoding = compress ? encodingFor(req, response) : null;
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers.vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as never);
  // A client that went away (a navigation cancels requests) or a body that fails midway just ends the
  // response: nothing to report.
  if (res.destroyed) {
    body.destroy();
    return;
  }
  if (!encoding) {
    pipeline(body, res, () => undefined);
    return;
  }
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip();
  pipeline(body, compressor, res, () => undefined);
}
