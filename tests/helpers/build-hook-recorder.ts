import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A build hook request as the recorder received it. */
export interface RecordedHook {
  at: string;
  /** The hook's path: /hook (BUILD_HOOK_URL in tests), or /build_hooks/<id> (a hook pasted in the admin). */
  path: string;
  title: string | null;
  body: string;
}

/**
 * A stand-in for Netlify's build hook in integration tests: it records every POST and answers with the
 * status tests set, and never builds anything. It answers at /hook and, like Netlify, at /build_hooks/<id>
 * (what BUILD_HOOK_TEST_ORIGIN lets Settings → Publishing take). Tests steer it over HTTP (they run in
 * other processes):
 *   GET    /requests   → RecordedHook[]
 *   DELETE /requests   → forget them, answer 200 again
 *   PUT    /status/503 → answer later hooks with 503
 */
export async function startBuildHookRecorder(): Promise<{ url: string; stop(): Promise<void> }> {
  let requests: RecordedHook[] = [];
  let status = 200;
  const server: Server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (code: number, value: unknown) =>
      res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const isHook = url.pathname === '/hook' || /^\/build_hooks\/[0-9a-f]{24}$/.test(url.pathname);
    if (isHook && req.method === 'POST') {
      requests.push({
        at: new Date().toISOString(),
        path: url.pathname,
        title: url.searchParams.get('trigger_title'),
        body,
      });
      return send(status, {});
    }
    if (url.pathname === '/requests' && req.method === 'GET') return send(200, requests);
    if (url.pathname === '/requests' && req.method === 'DELETE') {
      requests = [];
      status = 200;
      return send(200, {});
    }
    const match = /^\/status\/(\d{3})$/.exec(url.pathname);
    if (match && req.method === 'PUT') {
      status = Number(match[1]);
      return send(200, {});
    }
    send(404, { detail: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The recorder of the integration server (set by the global setup). */
export function buildHookRecorder() {
  const base = process.env.TEST_BUILD_HOOK_RECORDER;
  if (!base) throw new Error('TEST_BUILD_HOOK_RECORDER is not set: run through the integration project');
  return {
    requests: async (): Promise<RecordedHook[]> => (await fetch(`${base}/requests`)).json(),
    reset: async () => void (await fetch(`${base}/requests`, { method: 'DELETE' })),
    answerWith: async (status: number) => void (await fetch(`${base}/status/${status}`, { method: 'PUT' })),
  };
}
