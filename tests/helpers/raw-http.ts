import { type Agent, request as httpRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: Record<string, unknown> | null;
}

/**
 * One request with node:http, from a chosen local address (127.0.0.2, 127.0.0.3, …: all of 127/8 is this
 * machine on Linux), so a test can play several clients, and with headers fetch would refuse or rewrite
 * (X-Forwarded-For, x-nf-*). The path is sent as-is.
 */
export function rawRequest(
  base: string,
  path: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    json?: unknown;
    /** A form, sent URL-encoded as a browser without JavaScript sends it. */
    form?: Record<string, string>;
    localAddress?: string;
    /** Aborts the request (it then rejects): the bench's cap on how long an answer may take. */
    signal?: AbortSignal;
    /** A keep-alive agent, to send this client's requests on one connection; else a connection per request. */
    agent?: Agent;
  } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const body =
    init.form !== undefined
      ? new URLSearchParams(init.form).toString()
      : init.json === undefined
        ? undefined
        : JSON.stringify(init.json);
  const headers: Record<string, string> = { ...init.headers };
  if (body !== undefined) {
    headers['content-type'] ??= init.form ? 'application/x-www-form-urlencoded' : 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        path,
        method: init.method ?? 'GET',
        headers,
        localAddress: init.localAddress,
        signal: init.signal,
        agent: init.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> | null = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface PouredAnswer {
  /** 0 when the server never answered before the client gave up. */
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: Record<string, unknown> | null;
  /** Bytes of the body the client had handed to its socket when the answer came. */
  sentWhenAnswered: number;
  /** Whether the answer said `Connection: close`, and the connection then closed (a client closes it too). */
  connectionClosed: boolean;
}

/**
 * A POST whose body keeps coming: `prelude`, then `chunk` after `chunk` (as fast as the server reads them)
 * until the server answers or `total` bytes are sent, then the client gives up (destroys the request)
 * without ending the body. Without `content-length` among the headers the body is sent chunked. Resolves
 * once the answer has ended and the connection closed (the client closes it itself when the answer keeps
 * it open), or the client gave up.
 */
export function pourBody(
  base: string,
  path: string,
  {
    headers,
    total,
    prelude,
    chunk = Buffer.alloc(64 * 1024, 0x61),
  }: { headers: Record<string, string>; total: number; prelude?: Buffer; chunk?: Buffer },
): Promise<PouredAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answer: PouredAnswer | null = null;
    let ended = false;
    let closed = false;
    const done = () => {
      if (answer && ended && closed) resolve(answer);
    };
    const req = httpRequest({ host: hostname, port, path, method: 'POST', headers, agent: false }, (res) => {
      answer = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        json: null,
        sentWhenAnswered: sent,
        connectionClosed: res.headers.connection === 'close',
      };
      const chunks: Buffer[] = [];
      res.on('data', (data: Buffer) => chunks.push(data));
      res.on('error', () => undefined);
      res.on('end', () => {
        try {
          if (answer) answer.json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // not JSON
        }
        ended = true;
        if (answer?.connectionClosed) done();
        else req.destroy();
      });
    });
    // Writing into a connection the server has closed fails here: the answer is what counts.
    req.on('error', () => undefined);
    req.on('close', () => {
      closed = true;
      if (!answer)
        resolve({ status: 0, headers: {}, json: null, sentWhenAnswered: sent, connectionClosed: false });
      else if (!ended) reject(new Error('the connection closed in the middle of the answer'));
      else done();
    });
    // One chunk per turn of the event loop, so that an answer is read as it comes, as a browser or curl
    // reads it: written back to back, the chunks the system takes at once (megabytes on loopback) would
    // all go out before the answer is looked at.
    const pour = () => {
      if (answer || req.destroyed) return;
      if (sent >= total) {
        req.destroy();
        return;
      }
      sent += chunk.length;
      if (req.write(chunk)) setImmediate(pour);
      else req.once('drain', () => setImmediate(pour));
    };
    if (prelude) {
      sent += prelude.length;
      req.write(prelude);
    } else req.flushHeaders();
    pour();
  });
}
