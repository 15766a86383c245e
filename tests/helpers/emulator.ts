import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNetlifyServer } from '../../scripts/local/http-server.ts';
import { copyProject } from '../../scripts/local/project-copy.ts';

export interface SharedEmulator {
  url: string;
  stop(): Promise<void>;
}

/**
 * Netlify's emulation of the project (every function bundled, each call in a fresh worker, as
 * `LOCAL_FUNCTIONS=emulator npm start` runs them) at an address of its own, for every test file that
 * compares it with the in-process functions. Bundling every function takes CPU: it is paid once per run,
 * on the first request, and not at all by a run without such files. Each request is handed to the emulation's own front with its socket, so the front sees the
 * client's address as it would unshared (the throttles are per address).
 *
 * It serves a copy of the project whose node_modules is a link to the project's (as in a git worktree):
 * the emulation then links node_modules into each function's bundle instead of tracing and copying the
 * packages every function uses, which took four times the CPU (about 85 s against 20 s here) for 51
 * functions. What it checks does not change: the functions' answers through the emulation. Whether the
 * bundles Netlify builds hold every file they need is the Lambda load check's job (the deploy rehearsal).
 */
export async function startSharedEmulator(root: string): Promise<SharedEmulator> {
  let project: string | undefined;
  let started: ReturnType<typeof startNetlifyServer> | undefined;
  const start = () => {
    started ??= (async () => {
      project = await mkdtemp(join(tmpdir(), 'rmp-emulator-'));
      await copyProject(root, project);
      // Not warmed: emulator.test.ts calls every function anyway, one at a time; warming each first took a
      // fresh worker per function more.
      return startNetlifyServer(project, 0, { functions: 'emulator', warmFunctions: false });
    })();
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
    stop: async () => {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      if (started) await (await started.catch(() => null))?.stop();
      if (project) await rm(project, { recursive: true, force: true });
    },
  };
}
