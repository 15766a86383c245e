import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startNetlifyServer } from '../../scripts/local/http-server.ts';

export interface SharedEmulator {
  url: string;
  /** Starts the emulation now, without waiting for it (a request waits for it anyway). */
  startInBackground(): void;
  stop(): Promise<void>;
}

/**
 * Netlify's emulation of the project (every function bundled, each call in a fresh worker, as
 * `LOCAL_FUNCTIONS=emulator npm start` runs them) at an address of its own, for every test file that
 * compares it with the in-process functions. Bundling every function takes a minute or more: it is paid
 * once per run, on the first request (or when asked to start early), and not at all by a run without
 * such files. Each request is handed to the emulation's own front with its socket, so the front sees the
 * client's address as it would unshared (the throttles are per address).
 */
export async function startSharedEmulator(root: string): Promise<SharedEmulator> {
  let started: ReturnType<typeof startNetlifyServer> | undefined;
  const start = () => {
    started ??= startNetlifyServer(root, 0, { functions: 'emulator' });
    return started;
  };
  const front = createServer((req, res) => {
    start().then(
      ({ server }) => server.emit('request', req, res),
      (error: unknown) => {
        const detail = `Netlify's emulation did not start: ${error instanceof Error ? error.message : error}`;
        res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ detail }));
      },
    );
  });
  // The first request waits for the bundling: Node's default 300 s could end it on a busy machine.
  front.requestTimeout = 0;
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    startInBackground: () => void start().catch(() => undefined),
    stop: async () => {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      if (started) await (await started.catch(() => null))?.stop();
    },
  };
}
