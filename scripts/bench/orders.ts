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
import { addDays, type OpeningHours, restaurantNow } from '../../src/domain/content/hours.ts';
import { dayText, orderTimes } from '../../src/domain/orders/basket-rules.ts';
import { preorderTimes } from '../../src/domain/orders/preorder.ts';
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
  /** 100 guests at the same moment for the last 50 boxes of a pre-order dish's day (issue 41). */
  rush: {
    sent: number;
    /** Boxes the day's orders hold afterwards, by the queue of that day. */
    sold: number;
    limit: number;
    created: number;
    /** Refused with what is left ("Habis untuk …"). */
    refusedWithLeft: number;
    /** Answers neither 201 nor such a 409. */
    other: number;
    p99Ms: number;
  };
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

    // The pre-order rush: a dish sold ahead with 300 a day, 250 of them taken, then 100 guests at once for
    // one box each.
    const rush = await preorderRush(url, token, hours, log);

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
      rush,
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

const RUSH_GUESTS = 100;
const RUSH_LIMIT = 300;
const RUSH_LEFT = 50;

/** See OrderLoadFigures.rush. */
async function preorderRush(
  url: string,
  token: string,
  hours: OpeningHours,
  log: (line: string) => void,
): Promise<OrderLoadFigures['rush']> {
  const admin = (path: string, method: string, json?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  const created = await admin('/api/admin/menu/category/makanan/item', 'POST', {
    name: 'Nasi Kotak Rendang',
    category: 'Makanan',
    description: 'Nasi, rendang, sayur, sambal, dalam kotak.',
    price: 'Rp 25.000',
    image: '/images/menu/rendang-daging.svg',
    preorder: { min_quantity: 1, lead_hours: 24, daily_limit: RUSH_LIMIT, ahead_only: true, unit: 'kotak' },
  });
  if (created.status !== 201) throw new Error(`Could not add the pre-order dish: ${await created.text()}`);
  const { slug } = (await created.json()) as { slug: string };
  const now = restaurantNow(new Date(), hours.timeZone);
  const day = addDays(now.date, 3);
  const at = preorderTimes(hours, now, [{ lead_hours: 24 }], 14).find((time) => time.date === day);
  if (!at) throw new Error(`The starter restaurant offers no pre-order time on ${day}`);
  const order = (quantity: number) => ({
    lines: [{ slug, quantity, note: '' }],
    mode: 'pickup',
    name: 'Tamu Katering',
    phone: '0812 3456 7890',
    time: `${at.date} ${at.time}`,
  });
  // Five earlier orders of 50 boxes: the last 50 of the day are left.
  for (let i = 0; i < (RUSH_LIMIT - RUSH_LEFT) / 50; i++) {
    const earlier = await rawRequest(url, '/api/orders', {
      method: 'POST',
      json: order(50),
      localAddress: `127.6.0.${i + 1}`,
    });
    if (earlier.status !== 201) throw new Error(`An earlier pre-order was refused: ${earlier.text}`);
  }
  const answers = await Promise.all(
    Array.from({ length: RUSH_GUESTS }, async (_, i) => {
      const started = performance.now();
      const answer = await rawRequest(url, '/api/orders', {
        method: 'POST',
        json: order(1),
        localAddress: `127.6.1.${i + 1}`,
      });
      return { answer, ms: performance.now() - started };
    }),
  );
  const list = await fetch(`${url}/api/admin/orders?date=${at.date}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = (
    (await list.json()) as {
      items: Array<{ status: string; lines: Array<{ slug: string; quantity: number }> }>;
    }
  ).items;
  const sold = items
    .filter((item) => item.status !== 'declined' && item.status !== 'cancelled')
    .flatMap((item) => item.lines)
    .filter((line) => line.slug === slug)
    .reduce((sum, line) => sum + line.quantity, 0);
  const left = `Habis untuk ${dayText(at.date)}`;
  const rush = {
    sent: RUSH_GUESTS,
    sold,
    limit: RUSH_LIMIT,
    created: answers.filter(({ answer }) => answer.status === 201).length,
    refusedWithLeft: answers.filter(({ answer }) => answer.status === 409 && answer.json?.detail === left)
      .length,
    other: answers.filter(
      ({ answer }) => answer.status !== 201 && !(answer.status === 409 && answer.json?.detail === left),
    ).length,
    p99Ms: Math.round(
      percentile(
        answers.map(({ ms }) => ms).sort((a, b) => a - b),
        99,
      ),
    ),
  };
  log(
    `  pre-order rush: ${rush.sent} guests for the last ${RUSH_LEFT} boxes: ${rush.created} taken, ` +
      `${rush.refusedWithLeft} told "${left}", ${rush.other} other; ${rush.sold} of ${rush.limit} sold; p99 ${rush.p99Ms} ms`,
  );
  return rush;
}

if (import.meta.main) {
  const result = await measureOrders({
    connections: Number(process.env.LOAD_CONNECTIONS || 50),
    durationSeconds: Number(process.env.LOAD_DURATION || 20),
  });
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
