/** Between node:http and the Fetch API's Request and Response, for the local servers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

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

/** Sends a Fetch API Response, streaming its body (none for HEAD), keeping every Set-Cookie. */
export function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response): void {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (response.body && req.method !== 'HEAD') Readable.fromWeb(response.body as never).pipe(res);
  else res.end();
}
