/**
 * Load on loopback with autocannon: the public dish read, the admin menu read and a mixed admin
 * read/write load, each through the local runtime's server (Netlify's emulation, a fresh worker per call,
 * like `npm start`) and through the same functions served in-process (closer to warm production
 * functions), over one fresh disk-backed blob store. After each mixed load the dishes it created are
 * counted: every 201 must be in the menu.
 *
 * The emulator runs as under `npm start`: in this process, with the blob server. The in-process functions
 * run in a child process of their own (scripts/bench/serve-functions.ts) over a blob server in another
 * (scripts/bench/serve-blobs.ts, same store), so neither autocannon nor the stand-in for Netlify's remote
 * blob service shares the functions' event loop; each process's CPU time per request is reported.
 *
 * LOAD_DURATION (seconds, default 20) and LOAD_CONNECTIONS (default 50) shorten trial runs; LOAD_SERVERS
 * (emulator,in-process) picks the servers:
 *   LOAD_DURATION=3 LOAD_CONNECTIONS=10 npx node scripts/bench/load.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { contentStore } from '../../src/server/store/blobs.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { type LocalBlobs, startLocalBlobs } from '../local/blob-server.ts';
import { startNetlifyServer } from '../local/http-server.ts';
import { type ChildServer, forkServer } from './child-server.ts';

interface AutocannonRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
}
interface AutocannonResult {
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const root = resolve(import.meta.dirname, '../..');
const DISH = '/api/menu/rendang-daging';

export interface LoadFigures {
  server: 'emulator' | 'in-process';
  scenario: 'public dish read' | 'admin menu read' | 'admin mixed read/write';
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors + timeouts + answers other than 2xx. */
  errors: number;
  /**
   * CPU time of the bench process per answered request; steadier than latency on a shared machine. Null
   * when none was answered. Emulator: load generator, emulator and blob server together (one process, as
   * under `npm start`). In-process: the load generator alone; see cpuMsPerRequestByProcess.
   */
  cpuMsPerRequest: number | null;
  /** In-process only: CPU time per answered request of the functions' process and of the blob server's. */
  cpuMsPerRequestByProcess?: { functions: number | null; blobs: number | null };
  /** The machine's 1-minute load average at the end of the run (latency is only comparable at similar load). */
  loadAverage: number;
  /** Requests in flight when the run ended (at most one per connection; not errors). */
  unanswered: number;
  statusCodes: Record<string, number>;
  /** Mixed load only: dishes answered 201, and dishes of that run found in the menu afterwards. */
  created?: number;
  foundAfter?: number;
}

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
  /** Which servers to load (default both). */
  servers?: Array<LoadFigures['server']>;
  log?: (line: string) => void;
}

export const loadOptionsFromEnv = (): LoadOptions => ({
  durationSeconds: Number(process.env.LOAD_DURATION || 20),
  connections: Number(process.env.LOAD_CONNECTIONS || 50),
  servers: (process.env.LOAD_SERVERS?.split(',') as LoadOptions['servers']) ?? ['emulator', 'in-process'],
});

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'padang123' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function countDishes(url: string, token: string, prefix: string): Promise<number> {
  const response = await fetch(`${url}/api/admin/menu`, { headers: { authorization: `Bearer ${token}` } });
  const menu = (await response.json()) as Array<{ items: Array<{ name: string }> }>;
  return menu.flatMap((category) => category.items).filter((item) => item.name.startsWith(prefix)).length;
}

/** The child processes of the in-process server, whose CPU time is measured around each run. */
interface Children {
  functions: ChildServer<{ url: string }>;
  blobs: ChildServer<{ context: string }>;
}

type RunResult = AutocannonResult & { cpuMs: number; childCpuMs?: { functions: number; blobs: number } };

/** An autocannon run with the CPU time this process (and the children, if any) spent on it. */
async function run(options: Parameters<Autocannon>[0], children?: Children): Promise<RunResult> {
  const childrenCpu = async () =>
    children && { functions: await children.functions.cpuMs(), blobs: await children.blobs.cpuMs() };
  const childrenBefore = await childrenCpu();
  const before = process.cpuUsage();
  const result = await autocannon(options);
  const { user, system } = process.cpuUsage(before);
  const childrenAfter = await childrenCpu();
  const childCpuMs =
    childrenBefore && childrenAfter
      ? {
          functions: childrenAfter.functions - childrenBefore.functions,
          blobs: childrenAfter.blobs - childrenBefore.blobs,
        }
      : undefined;
  return { ...result, cpuMs: (user + system) / 1000, childCpuMs };
}

const perRequest = (cpuMs: number, requests: number) =>
  requests ? Math.round((cpuMs / requests) * 1000) / 1000 : null;

function figures(
  server: LoadFigures['server'],
  scenario: LoadFigures['scenario'],
  options: LoadOptions,
  result: RunResult,
): LoadFigures {
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return {
    server,
    scenario,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: perRequest(result.cpuMs, result.requests.total),
    ...(result.childCpuMs && {
      cpuMsPerRequestByProcess: {
        functions: perRequest(result.childCpuMs.functions, result.requests.total),
        blobs: perRequest(result.childCpuMs.blobs, result.requests.total),
      },
    }),
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    unanswered: Math.max(0, result.requests.sent - result.requests.total),
    statusCodes,
  };
}

/** The three scenarios against one server. */
async function scenarios(
  server: LoadFigures['server'],
  url: string,
  options: LoadOptions,
  out: LoadFigures[],
  children?: Children,
): Promise<void> {
  const log = options.log ?? console.log;
  const token = await settled(() => login(url));
  const auth = { authorization: `Bearer ${token}` };
  const base = { url, connections: options.connections, duration: options.durationSeconds, timeout: 60 };
  const report = (f: LoadFigures) => {
    out.push(f);
    const extra = f.created === undefined ? '' : `, ${f.created} dishes created, ${f.foundAfter} found after`;
    const byProcess = f.cpuMsPerRequestByProcess;
    const cpu = byProcess
      ? `CPU ms/request: bench ${f.cpuMsPerRequest}, functions ${byProcess.functions}, blobs ${byProcess.blobs}`
      : `CPU ${f.cpuMsPerRequest} ms/request`;
    log(
      `  ${server.padEnd(10)} ${f.scenario.padEnd(24)} ${String(f.requestsPerSecond).padStart(7)} req/s  ` +
        `p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  errors ${f.errors} (in flight at the end ${f.unanswered}) ` +
        `${JSON.stringify(f.statusCodes)}${extra}  ${cpu}, load average ${f.loadAverage}`,
    );
  };

  report(
    figures(
      server,
      'public dish read',
      options,
      await run({ ...base, requests: [{ path: DISH }] }, children),
    ),
  );
  report(
    figures(
      server,
      'admin menu read',
      options,
      await run({ ...base, requests: [{ path: '/api/admin/menu', headers: auth }] }, children),
    ),
  );

  // Mixed: each connection alternates a menu read and the creation of a dish with a unique name.
  const prefix = `Beban ${server} ${Date.now()}`;
  let sent = 0;
  let created = 0;
  const mixed = await run(
    {
      ...base,
      requests: [
        { method: 'GET', path: '/api/admin/menu', headers: auth },
        {
          method: 'POST',
          path: '/api/admin/menu/category/lainnya/item',
          headers: { ...auth, 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              name: `${prefix} ${sent++}`,
              category: 'Lainnya',
              description: 'Dibuat oleh uji beban.',
              price: 'Rp 1',
              image: '/images/menu/gulai-ikan-kakap.svg',
            }),
          }),
          onResponse: (status) => {
            if (status === 201) created++;
          },
        },
      ],
    },
    children,
  );
  const foundAfter = await settled(() => countDishes(url, token, prefix));
  report({ ...figures(server, 'admin mixed read/write', options, mixed), created, foundAfter });
}

/**
 * `call()`, tried again for up to two minutes: a saturated emulator drops connections until the work a
 * run left behind is done, and a count taken then is still exact.
 */
async function settled<T>(call: () => Promise<T>): Promise<T> {
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
}

/** Every scenario in-process, then through the emulator, over one fresh store. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures[]> {
  const log = options.log ?? console.log;
  const dataDir = await mkdtemp(join(tmpdir(), 'rmp-load-'));
  // Seeding and the emulator use a blob server in this process, as `npm start` does.
  let blobs: LocalBlobs | undefined = await startLocalBlobs(dataDir);
  const saved = { context: process.env.NETLIFY_BLOBS_CONTEXT, secret: process.env.JWT_SECRET };
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
  process.env.JWT_SECRET = randomBytes(32).toString('hex');
  const results: LoadFigures[] = [];
  try {
    await ensureSeeded(contentStore());
    log(`  ${options.connections} connections, ${options.durationSeconds} s per scenario`);
    const servers = options.servers ?? ['emulator', 'in-process'];
    // In-process first: the emulator's fresh worker per call leaves work running after a saturating run,
    // which would slow whatever is measured next.
    if (servers.includes('in-process')) {
      // The same store, now served by a blob server in its own process, and the functions in another.
      await blobs.stop();
      blobs = undefined;
      const children = await startChildren(dataDir);
      try {
        log(
          `  in-process: functions in process ${children.functions.pid}, blob server in ${children.blobs.pid}`,
        );
        await scenarios('in-process', children.functions.info.url, options, results, children);
      } finally {
        await children.functions.stop();
        await children.blobs.stop();
      }
    }
    if (servers.includes('emulator')) {
      blobs ??= await startLocalBlobs(dataDir);
      process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
      // Port 0: a port found free beforehand can be taken by the emulation's own servers as it starts.
      const emulator = await startNetlifyServer(root, 0);
      try {
        const address = emulator.server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        await scenarios('emulator', `http://127.0.0.1:${port}`, options, results);
      } catch (error) {
        // The emulation's limits are reported, never allowed to cost the figures already measured.
        log(`  ✗ emulator: ${(error as Error).message}`);
      } finally {
        await emulator.stop();
      }
    }
  } finally {
    process.env.NETLIFY_BLOBS_CONTEXT = saved.context;
    process.env.JWT_SECRET = saved.secret;
    await blobs?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** The blob server over `dataDir`, then the functions over it, each in a child process. */
async function startChildren(dataDir: string): Promise<Children> {
  const blobs = await forkServer<{ context: string }>(
    join(import.meta.dirname, 'serve-blobs.ts'),
    [dataDir],
    {
      ...process.env,
    },
  );
  try {
    const functions = await forkServer<{ url: string }>(join(import.meta.dirname, 'serve-functions.ts'), [], {
      ...process.env,
      NETLIFY_BLOBS_CONTEXT: blobs.info.context,
    });
    return { functions, blobs };
  } catch (error) {
    await blobs.stop();
    throw error;
  }
}

if (import.meta.main) {
  const results = await runLoad(loadOptionsFromEnv());
  console.log(JSON.stringify(results, null, 2));
  process.exit(0);
}
