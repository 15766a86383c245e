/** Between node:http and the Fetch API's Request and Response, for the local servers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** Types worth compressing, as Netlify's CDN compresses them. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Netlify's own limit on a function's request body (6 MB): the front takes no more, refusing a body that
 * declares more before reading it, and reading no further into one that sends more. Each function reads
 * with a lower limit of its own (src/server/http/read-body.ts), while the body streams in.
 */
export const MAX_REQUEST_BYTES = 6 * 1024 * 1024;

/** The client sent a body larger than {@link MAX_REQUEST_BYTES}: answer 413. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The client went away before its body ended: logged in one line where it was seen, nothing to answer. */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
}

/** Whether the request declares a body larger than the front takes. */
export const declaresTooLarge = (req: IncomingMessage): boolean =>
  Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES;

/** The request's headers; the body's framing headers only when the body is handed over as it comes. */
export function requestHeaders(req: IncomingMessage, { keepLength = false } = {}): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'transfer-encoding') continue;
    if (name === 'content-length' && !keepLength) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** One request's body as it is read, by the function or by the front: what came so far. */
interface BodyReader {
  chunks: AsyncIterator<Buffer>;
  /** Bytes read so far. */
  read: number;
  /** Whether a client leaving midway goes unlogged: logged once already, or expected after a 413. */
  quiet: boolean;
}
const bodyReaders = new WeakMap<IncomingMessage, BodyReader>();

function bodyReader(req: IncomingMessage): BodyReader {
  let reader = bodyReaders.get(req);
  if (!reader) {
    reader = { chunks: req[Symbol.asyncIterator](), read: 0, quiet: false };
    bodyReaders.set(req, reader);
  }
  return reader;
}

/** The next chunk of the body, null at its end; a client that went away is logged once, in one line. */
async function nextChunk(req: IncomingMessage, reader: BodyReader): Promise<Buffer | null> {
  try {
    const { done, value } = await reader.chunks.next();
    if (done) return null;
    reader.read += value.length;
    return value;
  } catch (error) {
    if (!reader.quiet) {
      reader.quiet = true;
      const code = (error as { code?: string }).code;
      const reason = [code, (error as Error).message].filter(Boolean).join(': ');
      const path = (req.url ?? '/').split('?')[0];
      console.warn(
        `${req.method} ${path}: the client went away after ${reader.read} bytes of the body (${reason})`,
      );
    }
    throw new ClientGoneError('The client went away before its body ended');
  }
}

/** The whole body, at most `limit` bytes (else a BodyTooLargeError): for the emulation, which wants it so. */
export async function readBody(
  req: IncomingMessage,
  limit = MAX_REQUEST_BYTES,
): Promise<Buffer<ArrayBuffer>> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new BodyTooLargeError();
  const reader = bodyReader(req);
  const chunks: Buffer[] = [];
  for (let chunk = await nextChunk(req, reader); chunk; chunk = await nextChunk(req, reader)) {
    if (reader.read > limit) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The body as a stream the function pulls from: nothing is read before it asks, nor after it stops, nor
 * beyond {@link MAX_REQUEST_BYTES} (a BodyTooLargeError).
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  const reader = bodyReader(req);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = await nextChunk(req, reader);
          if (reader.read > MAX_REQUEST_BYTES) throw new BodyTooLargeError();
          if (chunk) controller.enqueue(chunk);
          else controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
      // A function that stops reading (a body over its limit) leaves the rest to sendResponse.
      cancel() {},
    },
    { highWaterMark: 0 },
  );
}

/** The origin the client asked for (its Host header), as in Netlify's request URLs; else `fallback`. */
export function requestOrigin(req: IncomingMessage, fallback: string): string {
  try {
    return new URL(`http://${req.headers.host}`).origin;
  } catch {
    return fallback;
  }
}

/**
 * The request as a Fetch API Request on `origin` (the URL the client used, e.g. http://localhost:8888). The
 * body is handed over as it comes, with its declared length: the function refuses one over its limit by
 * that length, or stops reading at the limit, and never holds more.
 */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const url = new URL(req.url ?? '/', origin);
  if (req.method === 'GET' || req.method === 'HEAD')
    return new Request(url, { method: req.method, headers: requestHeaders(req) });
  return new Request(url, {
    method: req.method,
    headers: requestHeaders(req, { keepLength: true }),
    body: bodyStream(req),
    duplex: 'half',
  } as RequestInit);
}

/** The same with the body read whole first (at most {@link MAX_REQUEST_BYTES}), for Netlify's emulation. */
export async function toBufferedWebRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const url = new URL(req.url ?? '/', origin);
  const headers = requestHeaders(req);
  if (req.method === 'GET' || req.method === 'HEAD') return new Request(url, { method: req.method, headers });
  return new Request(url, { method: req.method, headers, body: await readBody(req) });
}

/**
 * What is left of a body nobody read to its end, once the answer is under way: read away (so the connection
 * can serve the client's next request) up to the front's limit, beyond which the connection is closed.
 */
async function readAway(req: IncomingMessage): Promise<void> {
  const reader = bodyReader(req);
  try {
    while (await nextChunk(req, reader)) {
      if (reader.read > MAX_REQUEST_BYTES) {
        req.socket.destroy();
        return;
      }
    }
  } catch {
    // The client went away: logged by nextChunk.
  }
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
 * How long a refused body may keep coming once its answer is sent: quiet for this long, then closed. Two
 * seconds, not less: a phone on a weak link, or a client on a busy machine, pauses that long mid-upload, and
 * a close then resets the connection before it read its answer.
 */
const LINGER_QUIET_MS = 2_000;
const LINGER_MAX_MS = 5_000;
/**
 * How much of it is read away at most. A client that stops at the answer still has in flight what the
 * two systems' socket buffers held: on loopback Linux lets those grow past 30 MB, so a smaller cap closes
 * on data still coming, and the reset that follows can take the unread answer with it.
 */
const LINGER_MAX_BYTES = 64 * 1024 * 1024;

/**
 * A 413 to a client still sending its body: the answer whole (with its length, so the client has it at
 * once), then what the client sends meanwhile is read away until it stops (or {@link LINGER_MAX_BYTES}
 * more have come, or a few seconds have passed), and the connection is closed. Closing at once would make
 * the client's system reset the connection, often before the client read the answer.
 */
async function refuseBody(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  headers: Record<string, string | string[]>,
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...headers, 'content-length': String(body.length), connection: 'close' });
  res.write(body);
  const reader = bodyReader(req);
  // A client leaving now has its answer: nothing to log.
  reader.quiet = true;
  const enough = reader.read + LINGER_MAX_BYTES;
  const until = Date.now() + LINGER_MAX_MS;
  while (!req.complete && reader.read <= enough && Date.now() < until) {
    let timer: NodeJS.Timeout | undefined;
    const quiet = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, LINGER_QUIET_MS, null);
    });
    const chunk = await Promise.race([nextChunk(req, reader).catch(() => null), quiet]);
    clearTimeout(timer);
    if (!chunk) break;
  }
  res.end();
}

/**
 * Sends a Fetch API Response, streaming its body (none for HEAD), keeping every Set-Cookie. With
 * `compress`, text bodies are sent brotli- or gzip-compressed to clients that accept it, as Netlify does.
 * When the request's body has not all come, a 413 closes the connection ({@link refuseBody}) and any other
 * answer has the rest read away.
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
  if (!req.complete && response.status === 413) {
    void refuseBody(req, res, response, headers);
    return;
  }
  const encoding = compress ? encodingFor(req, response) : null;
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers.vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  if (!req.complete) void readAway(req);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  // A client that went away (a navigation cancels requests) or a body that fails midway just ends the
  // response: nothing to report.
  if (res.destroyed) {
    void response.body.cancel().catch(() => undefined);
    return;
  }
  if (!encoding) {
    void pump(response.body, res);
    return;
  }
  const body = Readable.fromWeb(response.body as never);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip();
  pipeline(body, compressor, res, () => undefined);
}

/**
 * Writes a body to the client as it comes, waiting while the client's side is full; a client gone
 * cancels the body, a body that fails closes the connection. (What a pipeline does, for a fraction of the
 * work per answer: most answers are one small chunk.)
 */
async function pump(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  const reader = body.getReader();
  const gone = () => void reader.cancel().catch(() => undefined);
  res.once('close', gone);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        gone();
        return;
      }
      if (!res.write(value))
        await new Promise<void>((resolve) => {
          const go = () => {
            res.off('drain', go);
            res.off('close', go);
            resolve();
          };
          res.on('drain', go);
          res.on('close', go);
        });
    }
    res.end();
  } catch {
    res.destroy();
  } finally {
    res.off('close', gone);
  }
}
