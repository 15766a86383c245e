/**
 * Guests' orders under load (`POST /api/orders`), through the local runtime as `npm start` runs it (in a
 * process of its own over a fresh store seeded with the starter content):
 *   - 200 orders sent at the same moment, each from an address of its own: every one answered 201 with a
 *     code of its own, and each listed once in the admin's queue of its day (none lost, none doubled);
 *   - `connections` guests sending orders one after another for `durationSeconds`, each from an address of
 *     its own on a connection kept open (as the browser keeps the one it loaded the page on; the limit per
 *     client is raised for the run, as a restaurant whose guests share an address would), with p50, p90
 *     and p99 of the answers.
 * Run alone: LOAD_DURATION=5 LOAD_CONNECTIONS=50 node scripts/bench/orders.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OpeningHours, restaurantNow } from '../../src/domain/content/hours.ts';
import { orderTimes } from '../../src/domain/orders/basket-rules.ts';
import { ownerToken } from '../../tests/helpers/first-password.ts';
import { rawRequest } from '../../tests/helpers/raw-http.ts';
import { forkServer } from './child-server.ts';
import { seed } from './load.ts';

export interface OrderLoadFigures {
  connections: number;
  durationSeconds: number;
  /** Orders answered during the timed run, and their answers by status. */
  sent: number;
  statusCodes: Record<string, number>;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  /**
   * CPU time of the server's process per order of the timed run (the runtime, its functions and its blob
   * server): steadier than latency on a shared machine.
   */
  cpuMsPerOrder: number | null;
  /** The machine's 1-minute load average at the end of the run (latency is only comparable at similar load). */
  loadAverage: number;
  /** 200 orders at the same moment. */
  parallel: {
    sent: number;
    created: number;
    uniqueCodes: number;
    /** Of the codes answered, how many the day's queue lists, and how many entries it has for them. */
    listed: number;
    listedEntries: number;
    ms: number;
  };
}

const PARALLEL = 200;

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);

export async function measureOrders({
  connections,
  durationSeconds,
  log = console.log,
}: {
  connections: number;
  durationSeconds: number;
  log?: (line: string) => void;
}): Promise<OrderLoadFigures> {
  const tmp = await mkdtemp(join(tmpdir(), 'rmp-orders-'));
  const dataDir = join(tmp, 'data');
  await seed(dataDir);
  const runtime = await forkServer<{ url: string }>(
    join(import.meta.dirname, 'serve-runtime.ts'),
    [dataDir, 'in-process'],
    { ...process.env, ORDERS_PER_CLIENT: '1000000', JWT_SECRET: randomBytes(32).toString('hex') },
    120_000,
  );
  try {
    const { url } = runtime.info;
    const token = await ownerToken(url);
    const restaurant = await fetch(`${url}/api/admin/restaurant`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { openingHours: hours } = (await restaurant.json()) as { openingHours: OpeningHours };
    const at = orderTimes(hours, restaurantNow(new Date(), hours.timeZone)).at(-1);
    if (!at) throw new Error('The starter restaurant offers no order time today or tomorrow');
    const order = (name: string) => ({
      lines: [
        { slug: 'rendang-daging', quantity: 2, note: 'tidak pedas' },
        { slug: 'es-teh-talua', quantity: 2, note: '' },
      ],
      mode: 'pickup',
      name,
      phone: '0812 3456 7890',
      time: `${at.date} ${at.time}`,
    });
    const send = (name: string, localAddress: string, agent?: Agent) =>
      rawRequest(url, '/api/orders', { method: 'POST', json: order(name), localAddress, agent });

    // 200 at once, before the timed run: the day's queue then holds exactly these.
    const parallelStarted = performance.now();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        send(`Tamu Serentak ${i}`, `127.4.${Math.floor(i / 200)}.${(i % 200) + 1}`),
      ),
    );
    const parallelMs = performance.now() - parallelStarted;
    const codes = answers.filter((a) => a.status === 201).map((a) => String(a.json?.code));
    const list = await fetch(`${url}/api/admin/orders?date=${at.date}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const items = ((await list.json()) as { items: Array<{ code: string }> }).items;
    const answered = new Set(codes);
    const parallel = {
      sent: PARALLEL,
      created: codes.length,
      uniqueCodes: answered.size,
      listed: new Set(items.map((o) => o.code).filter((code) => answered.has(code))).size,
      listedEntries: items.filter((o) => answered.has(o.code)).length,
      ms: Math.round(parallelMs),
    };
    log(
      `  ${PARALLEL} at once: ${parallel.created} answered 201 in ${parallel.ms} ms, ${parallel.uniqueCodes} codes, ` +
        `${parallel.listed} listed (${parallel.listedEntries} entries)`,
    );

    // The timed run: each connection a guest of its own, one order after another.
    const latencies: number[] = [];
    const statusCodes: Record<string, number> = {};
    const cpuBefore = await runtime.cpuMs();
    const until = performance.now() + durationSeconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, c) => {
        const address = `127.5.${Math.floor(c / 200)}.${(c % 200) + 1}`;
        // One connection per guest, kept open as a browser keeps the one it loaded the page on.
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        // A first order each, not timed: the connection's first costs what a warm instance does not.
        await send(`Tamu Beban ${c}`, address, agent);
        for (let n = 0; performance.now() < until; n++) {
          const started = performance.now();
          const answer = await send(`Tamu Beban ${c}-${n}`, address, agent);
          latencies.push(performance.now() - started);
          statusCodes[answer.status] = (statusCodes[answer.status] ?? 0) + 1;
        }
        agent.destroy();
      }),
    );
    const cpuMs = (await runtime.cpuMs()) - cpuBefore;
    const sorted = latencies.sort((a, b) => a - b);
    const figures = {
      connections,
      durationSeconds,
      sent: sorted.length,
      statusCodes,
      p50Ms: Math.round(percentile(sorted, 50)),
      p90Ms: Math.round(percentile(sorted, 90)),
      p99Ms: Math.round(percentile(sorted, 99)),
      cpuMsPerOrder: sorted.length ? Math.round((cpuMs / sorted.length) * 100) / 100 : null,
      loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
      parallel,
    };
    log(
      `  ${connections} connections, ${durationSeconds} s: ${figures.sent} orders, p50 ${figures.p50Ms} ms, p90 ${figures.p90Ms} ms, ` +
        `p99 ${figures.p99Ms} ms ${JSON.stringify(statusCodes)}, server CPU ${figures.cpuMsPerOrder} ms/order, ` +
        `load average ${figures.loadAverage}`,
    );
    return figures;
  } finally {
    await runtime.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const result = await measureOrders({
    connections: Number(process.env.LOAD_CONNECTIONS || 50),
    durationSeconds: Number(process.env.LOAD_DURATION || 20),
  });
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
