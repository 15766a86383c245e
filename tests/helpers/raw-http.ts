import { request as httpRequest } from 'node:http';

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
    localAddress?: string;
    /** Aborts the request (it then rejects): the bench's cap on how long an answer may take. */
    signal?: AbortSignal;
  } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  const headers: Record<string, string> = { ...init.headers };
  if (body !== undefined) {
    headers['content-type'] ??= 'application/json';
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
        agent: false,
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
