/**
 * Load on loopback with autocannon: the public dish read, the admin menu read and a mixed admin
 * read/write load, each through
 *   - `npm-start`: the local runtime as `npm start` runs it (Netlify's emulation in front, the functions
 *     warm in its process, the blob server in the same process), in a process of its own
 *     (scripts/bench/serve-runtime.ts);
 *   - `emulator`: the same with LOCAL_FUNCTIONS=emulator (a fresh worker of the emulation per call);
 *   - `in-process`: the functions alone (closer to warm production functions), in a process of their own
 *     (scripts/bench/serve-functions.ts) over a blob server in another (scripts/bench/serve-blobs.ts),
 *     so the stand-in for Netlify's remote blob service does not share the functions' event loop.
 * Each server gets a fresh disk-backed blob store seeded with the starter content (so none reads the
 * dishes an earlier one created). The load generator never shares a process with a server; each server
 * process's CPU time per request is reported. After each mixed load the dishes it created are counted:
 * every 201 must be in the menu.
 *
 * LOAD_DURATION (seconds, default 20) and LOAD_CONNECTIONS (default 50) shorten trial runs; LOAD_SERVERS
 * (in-process,npm-start,emulator; all by default) picks the servers:
 *   LOAD_DURATION=3 LOAD_CONNECTIONS=10 LOAD_SERVERS=npm-start npx node scripts/bench/load.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentStore } from '../../src/server/store/blobs.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { ownerToken } from '../../tests/helpers/first-password.ts';
import { startLocalBlobs } from '../local/blob-server.ts';
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
const DISH = '/api/menu/rendang-daging';

export type LoadServer = 'npm-start' | 'emulator' | 'in-process';
export const LOAD_SERVERS: readonly LoadServer[] = ['in-process', 'npm-start', 'emulator'];
/** How each server is named in reports. */
export const SERVER_LABELS: Record<LoadServer, string> = {
  'npm-start': 'npm start',
  emulator: 'npm start, LOCAL_FUNCTIONS=emulator',
  'in-process': 'functions alone, in-process',
};

export interface LoadFigures {
  server: LoadServer;
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
   * CPU time of the bench process (the load generator alone) per answered request; steadier than latency
   * on a shared machine. Null when none was answered.
   */
  cpuMsPerRequest: number | null;
  /**
   * CPU time per answered request of each server process: `runtime` (npm-start, emulator: the emulation's
   * front, the functions and the blob server, one process as under `npm start`), or `functions` and
   * `blobs` (in-process).
   */
  cpuMsPerRequestByProcess: Record<string, number | null>;
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
  /** Which servers to load (default all, see LOAD_SERVERS). */
  servers?: LoadServer[];
  log?: (line: string) => void;
}

export const loadOptionsFromEnv = (): LoadOptions => ({
  durationSeconds: Number(process.env.LOAD_DURATION || 20),
  connections: Number(process.env.LOAD_CONNECTIONS || 50),
  servers: serversFromEnv(process.env.LOAD_SERVERS),
});

function serversFromEnv(value: string | undefined): LoadServer[] {
  if (!value?.trim()) return [...LOAD_SERVERS];
  const servers = value.split(',').map((name) => name.trim());
  const unknown = servers.filter((name) => !LOAD_SERVERS.includes(name as LoadServer));
  if (unknown.length) {
    throw new Error(`LOAD_SERVERS: unknown ${unknown.join(', ')} (known: ${LOAD_SERVERS.join(', ')})`);
  }
  return servers as LoadServer[];
}

/** A superadmin token: on a fresh store, the first password is replaced first, as the owner does. */
const login = (url: string): Promise<string> => ownerToken(url);

async function countDishes(url: string, token: string, prefix: string): Promise<number> {
  const response = await fetch(`${url}/api/admin/menu`, { headers: { authorization: `Bearer ${token}` } });
  const menu = (await response.json()) as Array<{ items: Array<{ name: string }> }>;
  return menu.flatMap((category) => category.items).filter((item) => item.name.startsWith(prefix)).length;
}

/** The processes of one server, by name, whose CPU time is measured around each run. */
type Children = Record<string, ChildServer<unknown>>;

type RunResult = AutocannonResult & { cpuMs: number; childCpuMs: Record<string, number> };

/** An autocannon run with the CPU time this process and each of the server's processes spent on it. */
async function run(options: Parameters<Autocannon>[0], children: Children): Promise<RunResult> {
  const childrenCpu = async () => {
    const entries = Object.entries(children);
    return Object.fromEntries(
      await Promise.all(entries.map(async ([name, child]) => [name, await child.cpuMs()] as const)),
    );
  };
  const childrenBefore = await childrenCpu();
  const before = process.cpuUsage();
  const result = await autocannon(options);
  const { user, system } = process.cpuUsage(before);
  const childrenAfter = await childrenCpu();
  const childCpuMs = Object.fromEntries(
    Object.keys(children).map((name) => [name, (childrenAfter[name] ?? 0) - (childrenBefore[name] ?? 0)]),
  );
  return { ...result, cpuMs: (user + system) / 1000, childCpuMs };
}

const perRequest = (cpuMs: number, requests: number) =>
  requests ? Math.round((cpuMs / requests) * 1000) / 1000 : null;

function figures(
  server: LoadServer,
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
    cpuMsPerRequestByProcess: Object.fromEntries(
      Object.entries(result.childCpuMs).map(([name, ms]) => [name, perRequest(ms, result.requests.total)]),
    ),
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    unanswered: Math.max(0, result.requests.sent - result.requests.total),
    statusCodes,
  };
}

/** The three scenarios against one server. */
async function scenarios(
  server: LoadServer,
  url: string,
  options: LoadOptions,
  out: LoadFigures[],
  children: Children,
): Promise<void> {
  const log = options.log ?? console.log;
  const token = await settled(() => login(url));
  const auth = { authorization: `Bearer ${token}` };
  const base = { url, connections: options.connections, duration: options.durationSeconds, timeout: 60 };
  const report = (f: LoadFigures) => {
    out.push(f);
    const extra = f.created === undefined ? '' : `, ${f.created} dishes created, ${f.foundAfter} found after`;
    const byProcess = Object.entries(f.cpuMsPerRequestByProcess).map(([name, ms]) => `, ${name} ${ms}`);
    const cpu = `CPU ms/request: bench ${f.cpuMsPerRequest}${byProcess.join('')}`;
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

/** A fresh store under `dataDir`, seeded with the starter content. */
export async function seed(dataDir: string): Promise<void> {
  const blobs = await startLocalBlobs(dataDir);
  const saved = process.env.NETLIFY_BLOBS_CONTEXT;
  try {
    process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
    await ensureSeeded(contentStore());
  } finally {
    if (saved === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
    else process.env.NETLIFY_BLOBS_CONTEXT = saved;
    await blobs.stop();
  }
}

/**
 * Every scenario against each server in turn (in LOAD_SERVERS order: the functions alone, `npm start`,
 * then the emulator, whose fresh worker per call leaves work running after a saturating run that would
 * slow whatever is measured next), each over a fresh store. Each server runs in processes of its own,
 * stopped before the next starts.
 */
export async function runLoad(options: LoadOptions): Promise<LoadFigures[]> {
  const log = options.log ?? console.log;
  const tmp = await mkdtemp(join(tmpdir(), 'rmp-load-'));
  const savedSecret = process.env.JWT_SECRET;
  // The server processes inherit it.
  process.env.JWT_SECRET = randomBytes(32).toString('hex');
  const results: LoadFigures[] = [];
  try {
    log(`  ${options.connections} connections, ${options.durationSeconds} s per scenario`);
    const servers = options.servers ?? [...LOAD_SERVERS];
    for (const server of LOAD_SERVERS.filter((name) => servers.includes(name))) {
      const dataDir = join(tmp, server);
      await seed(dataDir);
      const { url, children } = await startServer(server, dataDir);
      try {
        const pids = Object.entries(children).map(([name, child]) => `${name} in process ${child.pid}`);
        log(`  ${server} (${SERVER_LABELS[server]}): ${pids.join(', ')}`);
        await scenarios(server, url, options, results, children);
      } catch (error) {
        // The emulation's limits are reported, never allowed to cost the figures already measured.
        if (server !== 'emulator') throw error;
        log(`  ✗ emulator: ${(error as Error).message}`);
      } finally {
        for (const child of Object.values(children)) await child.stop();
      }
    }
  } finally {
    if (savedSecret === undefined) delete process.env.JWT_SECRET;
    else process.env.JWT_SECRET = savedSecret;
    await rm(tmp, { recursive: true, force: true });
  }
  return results;
}

/** One server over the store in `dataDir`, in child processes: its URL and its processes by name. */
async function startServer(
  server: LoadServer,
  dataDir: string,
): Promise<{ url: string; children: Children }> {
  if (server !== 'in-process') {
    const runtime = await forkServer<{ url: string }>(
      join(import.meta.dirname, 'serve-runtime.ts'),
      [dataDir, server === 'emulator' ? 'emulator' : 'in-process'],
      { ...process.env },
      120_000,
    );
    return { url: runtime.info.url, children: { runtime } };
  }
  // The blob server over `dataDir`, then the functions over it, each in a process of its own.
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
    return { url: functions.info.url, children: { functions, blobs } };
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
