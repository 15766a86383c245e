/**
 * What an attacker can make `npm start` do, measured: throttles under a spoofed X-Forwarded-For, bursts of
 * parallel logins and bookings, and the attacks that fill the server's worker pool or its memory (image
 * transforms, heavy uploads, a login flood, a huge body) or race for the last seats. Each client is a
 * loopback address of its own (127.0.x.y: all of 127/8 is this machine on Linux), as the integration tests
 * do. Runs against the local runtime as `npm start` runs it (scripts/bench/serve-runtime.ts) on a copy of
 * the project whose live site is its static files (public/: the images the transforms start from; no
 * build), over a fresh seeded store; the server process's memory is read from /proc.
 *
 * During each of the attacks on the worker pool and memory, two other clients keep going one request after
 * another: the owner signing in, and a guest reading a dish. Their latency and answers, and the server's
 * peak memory above its idle memory, are the figures (budgets: the owner in ≤ 2 s, no refusal for either,
 * ≤ 1 GB).
 *
 * BENCH_ABUSE picks the cases (all by default, see ABUSE_CASES):
 *   BENCH_SECTIONS=6b BENCH_ABUSE=image-burst,seat-race npm run bench
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { reservationsPerClient } from '../../src/server/config.ts';
import { wednesdayAhead } from '../../tests/helpers/dates.ts';
import { OWNER_PASSWORD, ownerToken } from '../../tests/helpers/first-password.ts';
import { type RawAnswer, rawRequest } from '../../tests/helpers/raw-http.ts';
import { copyProject } from '../local/project-copy.ts';
import { type ChildServer, forkServer } from './child-server.ts';
import { seed } from './load.ts';
import { type Budget, formatValue, type Unit } from './report.ts';

export interface AbuseFigures {
  scenario: string;
  /** Requests sent. */
  requests: number;
  /** Answers by status code ("timeout": none within the bench's cap; "closed": the connection ended). */
  statusCodes: Record<string, number>;
  /** The figure the scenario is about, with its unit and budget. */
  measures: Array<{ label: string; value: number; unit: Unit; budget?: Budget }>;
  /** What the other clients got during the attack (owner's logins, guest's dish reads). */
  clients?: Record<string, ClientFigures>;
}

/** One client's requests made one after another during an attack. */
export interface ClientFigures {
  requests: number;
  statusCodes: Record<string, number>;
  p50Ms: number;
  maxMs: number;
}

/** The cases, in the order they run (the huge body last: before a fix, its memory stays taken). */
export const ABUSE_CASES = [
  'spoofed-logins',
  'spoofed-bookings',
  'login-burst',
  'booking-burst',
  'image-burst',
  'heavy-uploads',
  'login-flood',
  'seat-race',
  'big-body',
] as const;
export type AbuseCase = (typeof ABUSE_CASES)[number];

/** BENCH_ABUSE=image-burst,seat-race runs only those cases; all by default. */
export function abuseCasesFromEnv(value = process.env.BENCH_ABUSE): AbuseCase[] {
  if (!value?.trim()) return [...ABUSE_CASES];
  const cases = value.split(',').map((name) => name.trim());
  const unknown = cases.filter((name) => !ABUSE_CASES.includes(name as AbuseCase));
  if (unknown.length)
    throw new Error(`BENCH_ABUSE: unknown ${unknown.join(', ')} (known: ${ABUSE_CASES.join(', ')})`);
  return cases as AbuseCase[];
}

const MB = 1024 * 1024;
const GB = 1024 * MB;
/** The owner must be let in this fast during any attack. */
const OWNER_LOGIN_BUDGET_MS = 2000;
/** A client of the trickle waits this long for an answer, then counts it as "timeout". */
const CLIENT_TIMEOUT_MS = 30_000;
/** Pause between two requests of the same trickling client. */
const TRICKLE_PAUSE_MS = 250;
const DISH = '/api/menu/rendang-daging';
/** What a browser accepts for an <img>: the CDN then encodes AVIF, its heaviest format. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

type Status = number | 'timeout' | 'closed';

const countStatuses = (answers: Array<{ status: Status }>) =>
  answers.reduce<Record<string, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

/** Answers carrying something only a crash would: a 5xx other than the documented 503, or a stack. */
const crashes = (answers: RawAnswer[]) =>
  answers.filter(
    (answer) =>
      (answer.status >= 500 && answer.status !== 503) ||
      /\n\s+at .+:\d+:\d+/.test(answer.text) ||
      answer.json?.detail === undefined,
  ).length;

/** Resident memory of a process now, and its peak so far (VmRSS, VmHWM), in bytes. */
async function memory(pid: number): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const bytes = (field: string) =>
    Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
  return { now: bytes('VmRSS'), peak: bytes('VmHWM') };
}

/** Brings the process's peak (VmHWM) down to its memory now (Linux ≥ 4.0), so a peak is one attack's. */
const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => undefined);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the server has been idle (under a tenth of a core) for a second, at most two minutes: work a
 * client gave up on can go on after it left. Returns the time waited.
 */
async function settle(server: ChildServer<unknown>): Promise<number> {
  const started = performance.now();
  let before = await server.cpuMs();
  while (performance.now() - started < 120_000) {
    await sleep(1000);
    const now = await server.cpuMs();
    if (now - before < 100) return performance.now() - started - 1000;
    before = now;
  }
  return performance.now() - started;
}

/** A request capped at `timeoutMs`: its status and time, "timeout" or "closed" when no answer came. */
async function timed<T extends { status: number }>(
  send: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
): Promise<{ status: Status; ms: number; answer?: T }> {
  const signal = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  try {
    const answer = await send(signal);
    return { status: answer.status, ms: performance.now() - started, answer };
  } catch {
    return { status: signal.aborted ? 'timeout' : 'closed', ms: performance.now() - started };
  }
}

/** The nearest-rank percentile `p` (0-1) of `values`. */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
};

/** One client's requests, one after another with a short pause, until `over` (at least one). */
async function trickle(
  send: (signal: AbortSignal) => Promise<RawAnswer>,
  over: Promise<void>,
): Promise<ClientFigures> {
  let done = false;
  void over.then(() => {
    done = true;
  });
  const outcomes: Array<{ status: Status; ms: number }> = [];
  do {
    outcomes.push(await timed(send, CLIENT_TIMEOUT_MS));
    if (!done) await sleep(TRICKLE_PAUSE_MS);
  } while (!done);
  const times = outcomes.map((o) => o.ms);
  return {
    requests: outcomes.length,
    statusCodes: countStatuses(outcomes),
    p50Ms: Math.round(percentile(times, 0.5)),
    maxMs: Math.round(Math.max(...times)),
  };
}

const randomIp = () =>
  Array.from({ length: 4 }, () => Math.floor(Math.random() * 223) + 1)
    .join('.')
    .replace(/^(10|127|172|192)\./, '8.');

const login = (
  url: string,
  username: string,
  password: string,
  localAddress: string,
  xff?: string,
  signal?: AbortSignal,
) =>
  rawRequest(url, '/api/admin/auth/login', {
    method: 'POST',
    json: { username, password },
    localAddress,
    headers: xff ? { 'x-forwarded-for': xff } : {},
    signal,
  });

const booking = (n: number, extra: { time?: string; guests?: string } = {}) => ({
  name: `Tamu Beban ${n}`,
  phone: '0812 3456 7890',
  date: wednesdayAhead(),
  time: '19:00',
  guests: '3-4',
  ...extra,
});

const book = (url: string, n: number, localAddress: string, xff?: string) =>
  rawRequest(url, '/api/reservations', {
    method: 'POST',
    json: booking(n),
    localAddress,
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });

/** The server under attack, and what the cases need to reach it. */
interface Target {
  url: string;
  server: ChildServer<{ url: string }>;
  /** A superadmin's token (the owner's password replaced the first one). */
  token: string;
  workDir: string;
  bookingLimit: number;
}

/** What an attack did to everyone else: the other clients, the time it took, the server's memory. */
interface Aftermath<T> {
  result: T;
  attackMs: number;
  /** How long the server kept working after the attacker had its answers (or gave up). */
  busyAfterMs: number;
  idleBytes: number;
  peakAboveIdleBytes: number;
  owner: ClientFigures;
  guest: ClientFigures;
}

/**
 * Runs `attack` while the owner signs in from 127.0.70.1 and a guest reads a dish from 127.0.71.1, each one
 * request after another, from a quiet server to a quiet server again.
 */
async function underAttack<T>(target: Target, attack: () => Promise<T>): Promise<Aftermath<T>> {
  const { url, server } = target;
  await settle(server);
  const idleBytes = (await memory(server.pid)).now;
  await resetPeak(server.pid);
  const started = performance.now();
  const running = attack();
  const over = running.then(
    () => undefined,
    () => undefined,
  );
  const [owner, guest] = await Promise.all([
    trickle((signal) => login(url, 'admin', OWNER_PASSWORD, '127.0.70.1', undefined, signal), over),
    trickle((signal) => rawRequest(url, DISH, { localAddress: '127.0.71.1', signal }), over),
  ]);
  const result = await running;
  const attackMs = performance.now() - started;
  const busyAfterMs = await settle(server);
  const { peak } = await memory(server.pid);
  return {
    result,
    attackMs,
    busyAfterMs,
    idleBytes,
    peakAboveIdleBytes: Math.max(0, peak - idleBytes),
    owner,
    guest,
  };
}

/** The figures every attack under {@link underAttack} reports, with their budgets. */
function aftermathMeasures(a: Aftermath<unknown>): AbuseFigures['measures'] {
  const refused = (client: ClientFigures) => client.requests - (client.statusCodes[200] ?? 0);
  return [
    { label: 'Attack lasted', value: a.attackMs / 1000, unit: 's' },
    { label: 'Server busy after it', value: a.busyAfterMs / 1000, unit: 's' },
    // Over every attempt, refusals included: a quick 503 is counted below, not excused by its speed.
    { label: 'Owner logins tried', value: a.owner.requests, unit: 'count' },
    { label: 'Owner login p50', value: a.owner.p50Ms, unit: 'ms' },
    { label: 'Owner login max', value: a.owner.maxMs, unit: 'ms', budget: { max: OWNER_LOGIN_BUDGET_MS } },
    { label: 'Owner logins not let in', value: refused(a.owner), unit: 'count', budget: { max: 0 } },
    { label: 'Dish reads tried', value: a.guest.requests, unit: 'count' },
    { label: 'Dish read p50', value: a.guest.p50Ms, unit: 'ms' },
    { label: 'Dish read max', value: a.guest.maxMs, unit: 'ms' },
    { label: 'Dish reads not answered 200', value: refused(a.guest), unit: 'count', budget: { max: 0 } },
    { label: 'Server memory at idle', value: a.idleBytes, unit: 'bytes' },
    {
      label: 'Server memory peak above idle',
      value: a.peakAboveIdleBytes,
      unit: 'bytes',
      budget: { max: GB },
    },
  ];
}

type Case = (target: Target) => Promise<AbuseFigures>;

/** 1. Thirty guesses at one account from one client, each claiming another address. */
const spoofedLogins: Case = async ({ url }) => {
  const guesses: RawAnswer[] = [];
  for (let i = 0; i < 30; i++)
    guesses.push(await login(url, 'admin', `tebakan-${i}`, '127.0.60.1', randomIp()));
  const right = await login(url, 'admin', OWNER_PASSWORD, '127.0.60.1', randomIp());
  return {
    scenario: 'Spoofed X-Forwarded-For: 30 wrong logins, then the right one',
    requests: guesses.length + 1,
    statusCodes: countStatuses([...guesses, right]),
    measures: [
      {
        label: 'Guesses checked (401)',
        value: guesses.filter((a) => a.status === 401).length,
        unit: 'count',
        budget: { max: 5 },
      },
      {
        label: 'Right password let in during the lockout',
        value: right.status === 200 ? 1 : 0,
        unit: 'count',
        budget: { max: 0 },
      },
    ],
  };
};

/** 2. Thirty bookings from one client, each claiming another address. */
const spoofedBookings: Case = async ({ url, bookingLimit }) => {
  const spam: RawAnswer[] = [];
  for (let i = 0; i < 30; i++) spam.push(await book(url, i, '127.0.61.1', randomIp()));
  return {
    scenario: 'Spoofed X-Forwarded-For: 30 bookings from one client',
    requests: spam.length,
    statusCodes: countStatuses(spam),
    measures: [
      {
        label: `Bookings accepted (limit ${bookingLimit})`,
        value: spam.filter((a) => a.status === 201).length,
        unit: 'count',
        budget: { max: bookingLimit },
      },
    ],
  };
};

/** 3. Forty parallel logins with made-up usernames from forty clients, while a guest reads a dish. */
const loginBurst: Case = async ({ url, server }) => {
  const before = await memory(server.pid);
  const started = performance.now();
  const burst = Array.from({ length: 40 }, (_, i) =>
    login(url, `acak-${i}-${Math.random().toString(36).slice(2)}`, 'apa-saja-123', `127.0.62.${i + 1}`),
  );
  const readStarted = performance.now();
  const reads = await Promise.all([
    rawRequest(url, DISH, { localAddress: '127.0.63.1' }),
    rawRequest(url, '/api/status', { localAddress: '127.0.63.2' }),
  ]);
  const readMs = Math.round(performance.now() - readStarted);
  const logins = await Promise.all(burst);
  const burstMs = Math.round(performance.now() - started);
  const after = await memory(server.pid);
  return {
    scenario: 'Burst: 40 parallel logins with random usernames',
    requests: logins.length,
    statusCodes: countStatuses(logins),
    measures: [
      {
        label: 'Answers other than 401 or 503 with Retry-After',
        value: logins.filter((a) => !(a.status === 401 || (a.status === 503 && a.headers['retry-after'])))
          .length,
        unit: 'count',
        budget: { max: 0 },
      },
      { label: 'Time to answer all', value: burstMs, unit: 'ms' },
      { label: 'Public dish read during the burst', value: readMs, unit: 'ms' },
      {
        label: 'Public reads failed during the burst',
        value: reads.filter((a) => a.status !== 200).length,
        unit: 'count',
        budget: { max: 0 },
      },
      { label: 'Server memory before', value: before.now, unit: 'bytes' },
      { label: 'Server memory peak (VmHWM) after', value: after.peak, unit: 'bytes' },
      {
        label: 'Server memory peak above the peak before',
        value: Math.max(0, after.peak - before.peak),
        unit: 'bytes',
        budget: { max: GB },
      },
    ],
  };
};

/** 4. Twenty parallel bookings from twenty clients, then twenty from one. */
const bookingBurst: Case = async ({ url, bookingLimit }) => {
  const many = await Promise.all(
    Array.from({ length: 20 }, (_, i) => book(url, 100 + i, `127.0.64.${i + 1}`)),
  );
  const one = await Promise.all(Array.from({ length: 20 }, (_, i) => book(url, 200 + i, '127.0.65.1')));
  return {
    scenario: 'Burst: 20 parallel bookings from 20 clients, then 20 from one',
    requests: many.length + one.length,
    statusCodes: countStatuses([...many, ...one]),
    measures: [
      {
        label: 'Bookings of different clients refused',
        value: many.filter((a) => a.status !== 201).length,
        unit: 'count',
        budget: { max: 0 },
      },
      {
        label: `Bookings of one client accepted (limit ${bookingLimit}: the first ones pass)`,
        value: one.filter((a) => a.status === 201).length,
        unit: 'count',
        budget: { min: bookingLimit },
      },
      {
        label: `Bookings of one client accepted beyond the limit`,
        value: Math.max(0, one.filter((a) => a.status === 201).length - bookingLimit),
        unit: 'count',
        budget: { max: 0 },
      },
      {
        label: 'Crashes (5xx other than 503, stack traces, answers without detail)',
        value: crashes([...many.filter((a) => a.status !== 201), ...one.filter((a) => a.status !== 201)]),
        unit: 'count',
        budget: { max: 0 },
      },
    ],
  };
};

/** A dish illustration of the starter content, and the logo: what the site itself serves from public/. */
const TRANSFORM_SOURCE = '/images/menu/rendang-daging.svg';
const LOGO = '/images/logo.svg';
/** The widths the pages ask for (src/domain/media/images.ts), the lightbox's largest last. */
const TRANSFORM_WIDTHS = [320, 480, 640, 800, 1080, 1200, 1600];
const VALID_TRANSFORMS = 16;
const INJECTED_TRANSFORMS = 4;
const TRANSFORM_TIMEOUT_MS = 60_000;

/**
 * 5. Parallel transforms: valid ones, each with another quality so none repeats another's work, and ones
 * with an operation pasted into `fit` (an 8000×8000 PNG of the logo).
 */
const imageBurst: Case = async (target) => {
  const { url } = target;
  for (const source of [TRANSFORM_SOURCE, LOGO]) {
    const { status } = await rawRequest(url, source);
    if (status !== 200) throw new Error(`The transforms' source ${source} answers ${status}`);
  }
  const valid = Array.from(
    { length: VALID_TRANSFORMS },
    (_, i) =>
      `/.netlify/images?url=${TRANSFORM_SOURCE}&w=${TRANSFORM_WIDTHS[i % TRANSFORM_WIDTHS.length]}&q=${40 + i}`,
  );
  const injected = Array.from(
    { length: INJECTED_TRANSFORMS },
    (_, i) => `/.netlify/images?url=${LOGO}&w=8000&h=${8000 - i}&fm=png&fit=fill,enlarge`,
  );
  const transform = (path: string, i: number) =>
    timed(
      (signal) =>
        rawRequest(url, path, {
          headers: { accept: IMAGE_ACCEPT },
          localAddress: `127.0.72.${i + 1}`,
          signal,
        }),
      TRANSFORM_TIMEOUT_MS,
    );
  const a = await underAttack(target, () =>
    Promise.all([...valid, ...injected].map((path, i) => transform(path, i))),
  );
  const validAnswers = a.result.slice(0, valid.length);
  const injectedAnswers = a.result.slice(valid.length);
  return {
    scenario:
      `Image transforms: ${valid.length} valid (varying q) and ${injected.length} with ` +
      '"fit=fill,enlarge" (8000×8000 PNG of the logo), in parallel',
    requests: a.result.length,
    statusCodes: countStatuses(a.result),
    clients: { owner: a.owner, guest: a.guest },
    measures: [
      {
        label: 'Valid transforms answered 200',
        value: validAnswers.filter((o) => o.status === 200).length,
        unit: 'count',
      },
      {
        label: 'Slowest valid transform',
        value: Math.max(...validAnswers.map((o) => o.ms)),
        unit: 'ms',
      },
      {
        // Answered with an image, or still being made when the bench gave up.
        label: 'Injected transforms not refused (400)',
        value: injectedAnswers.filter((o) => o.status !== 400).length,
        unit: 'count',
        budget: { max: 0 },
      },
      ...aftermathMeasures(a),
    ],
  };
};

const HEAVY_UPLOADS = 8;
const HEAVY_SIDE = 7071;
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * A 16-bit RGB PNG of 7071×7071 (50 MP, just within the media library's pixel limit): one flat colour, so
 * the file is small (under half a MB) while decoding it takes 300 MB.
 */
async function heavyPng(workDir: string): Promise<Buffer> {
  const file = join(workDir, 'heavy-16-bit.png');
  const made = await readFile(file).catch(() => null);
  if (made) return made;
  const png = await sharp({
    create: { width: HEAVY_SIDE, height: HEAVY_SIDE, channels: 3, background: '#c8782a' },
  })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(file, png);
  return png;
}

/** 6. Parallel uploads of a small PNG that decodes to 300 MB, with an editor's (here the owner's) token. */
const heavyUploads: Case = async (target) => {
  const { url, token, workDir } = target;
  const png = await heavyPng(workDir);
  const upload = () =>
    timed(async (signal) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'spanduk.png');
      const response = await fetch(new URL('/api/admin/media', url), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
        signal,
      });
      await response.arrayBuffer();
      return response;
    }, UPLOAD_TIMEOUT_MS);
  const a = await underAttack(target, () =>
    Promise.all(Array.from({ length: HEAVY_UPLOADS }, () => upload())),
  );
  return {
    scenario: `Uploads: ${HEAVY_UPLOADS} parallel 16-bit ${HEAVY_SIDE}×${HEAVY_SIDE} PNGs of ${Math.round(png.length / 1024)} KB`,
    requests: a.result.length,
    statusCodes: countStatuses(a.result),
    clients: { owner: a.owner, guest: a.guest },
    measures: [
      { label: 'Slowest upload', value: Math.max(...a.result.map((o) => o.ms)), unit: 'ms' },
      ...aftermathMeasures(a),
    ],
  };
};

const FLOOD_PARALLEL = 40;
const FLOOD_MS = 10_000;

/** 7. Waves of 40 parallel logins with made-up usernames from one address, for ten seconds. */
const loginFlood: Case = async (target) => {
  const { url } = target;
  const flood = async () => {
    const answers: Array<{ status: Status }> = [];
    const until = performance.now() + FLOOD_MS;
    while (performance.now() < until) {
      const wave = Array.from({ length: FLOOD_PARALLEL }, () =>
        timed(
          (signal) =>
            login(
              url,
              `banjir-${randomBytes(6).toString('hex')}`,
              'apa-saja-123',
              '127.0.73.1',
              undefined,
              signal,
            ),
          CLIENT_TIMEOUT_MS,
        ),
      );
      answers.push(...(await Promise.all(wave)));
    }
    return answers;
  };
  const a = await underAttack(target, flood);
  return {
    scenario: `Login flood: waves of ${FLOOD_PARALLEL} parallel made-up usernames from one address for ${FLOOD_MS / 1000} s`,
    requests: a.result.length,
    statusCodes: countStatuses(a.result),
    clients: { owner: a.owner, guest: a.guest },
    measures: aftermathMeasures(a),
  };
};

const SEATS = 10;
const SEAT_RACERS = 20;
/** A slot no other case books. */
const RACE_TIME = '12:30';

const bookingSettings = (url: string, token: string, seats: number | null) =>
  rawRequest(url, '/api/admin/booking-settings', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    json: { seats_per_slot: seats },
  });

/** 8. Twenty one-guest bookings at once, from twenty addresses, for an empty slot of ten seats. */
const seatRace: Case = async (target) => {
  const { url, token } = target;
  const set = await bookingSettings(url, token, SEATS);
  if (set.status !== 200)
    throw new Error(`Setting ${SEATS} seats per slot answered ${set.status} ${set.text}`);
  try {
    const a = await underAttack(target, () =>
      Promise.all(
        Array.from({ length: SEAT_RACERS }, (_, i) =>
          timed(
            (signal) =>
              rawRequest(url, '/api/reservations', {
                method: 'POST',
                json: booking(300 + i, { time: RACE_TIME, guests: '1' }),
                localAddress: `127.0.74.${i + 1}`,
                signal,
              }),
            CLIENT_TIMEOUT_MS,
          ),
        ),
      ),
    );
    const booked = a.result.filter((o) => o.status === 201).length;
    return {
      scenario: `Seat race: ${SEAT_RACERS} parallel one-guest bookings for an empty slot of ${SEATS} seats`,
      requests: a.result.length,
      statusCodes: countStatuses(a.result),
      clients: { owner: a.owner, guest: a.guest },
      measures: [
        { label: 'Guests booked', value: booked, unit: 'count' },
        { label: 'Seats oversold', value: Math.max(0, booked - SEATS), unit: 'count', budget: { max: 0 } },
        {
          label: 'Guests turned away from free seats',
          value: Math.max(0, Math.min(SEAT_RACERS, SEATS) - booked),
          unit: 'count',
          budget: { max: 0 },
        },
        ...aftermathMeasures(a),
      ],
    };
  } finally {
    // The other cases book without a limit per slot.
    await bookingSettings(url, token, null);
  }
};

const BIG_BODY_BYTES = 400 * MB;
const BIG_BODY_TIMEOUT_MS = 180_000;

/**
 * A POST of `bytes` declared in Content-Length and sent 1 MB at a time (the same chunk again: the bench
 * never holds the body), until the server answers or closes the connection.
 */
function hugePost(
  url: string,
  path: string,
  bytes: number,
  localAddress: string,
): Promise<{ status: Status; sentBytes: number }> {
  const { hostname, port } = new URL(url);
  const chunk = Buffer.alloc(MB, ' ');
  return new Promise((resolve) => {
    let sentBytes = 0;
    let finished = false;
    const req = request({
      host: hostname,
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(bytes) },
      localAddress,
      agent: false,
    });
    const finish = (status: Status) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      req.destroy();
      resolve({ status, sentBytes });
    };
    const timer = setTimeout(() => finish('timeout'), BIG_BODY_TIMEOUT_MS);
    req.on('response', (res) => {
      res.resume();
      finish(res.statusCode ?? 'closed');
    });
    req.on('error', () => finish('closed'));
    req.on('close', () => finish('closed'));
    const write = () => {
      while (!finished && sentBytes < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sentBytes));
        sentBytes += piece.length;
        if (!req.write(piece)) {
          req.once('drain', write);
          return;
        }
      }
      if (!finished) req.end();
    };
    write();
  });
}

/** 9. A 400 MB body to the public booking endpoint, no sign-in needed. */
const bigBody: Case = async (target) => {
  const a = await underAttack(target, () =>
    hugePost(target.url, '/api/reservations', BIG_BODY_BYTES, '127.0.75.1'),
  );
  return {
    scenario: `Huge body: ${BIG_BODY_BYTES / MB} MB POSTed to /api/reservations`,
    requests: 1,
    statusCodes: countStatuses([a.result]),
    clients: { owner: a.owner, guest: a.guest },
    measures: [
      { label: 'Body sent before the answer', value: a.result.sentBytes, unit: 'bytes' },
      ...aftermathMeasures(a),
    ],
  };
};

const CASES: Record<AbuseCase, Case> = {
  'spoofed-logins': spoofedLogins,
  'spoofed-bookings': spoofedBookings,
  'login-burst': loginBurst,
  'booking-burst': bookingBurst,
  'image-burst': imageBurst,
  'heavy-uploads': heavyUploads,
  'login-flood': loginFlood,
  'seat-race': seatRace,
  'big-body': bigBody,
};

/** A measure as printed: memory in MB, the rest as the report shows it. */
const shown = ({ value, unit }: { value: number; unit: Unit }) =>
  unit === 'bytes' && value >= MB ? `${(value / MB).toFixed(0)} MB` : formatValue(value, unit);

function print(figures: AbuseFigures, log: (line: string) => void): void {
  log(`  ${figures.scenario}`);
  log(`    attacker got ${JSON.stringify(figures.statusCodes)}`);
  for (const [name, c] of Object.entries(figures.clients ?? {}))
    log(`    ${name}: p50 ${c.p50Ms} ms, max ${c.maxMs} ms, ${JSON.stringify(c.statusCodes)}`);
  for (const m of figures.measures) log(`    ${m.label}: ${shown(m)}`);
}

/**
 * The cases (`cases`, in ABUSE_CASES order) against a local runtime of their own, started over a copy of
 * the project in `workDir` and stopped at the end; each case's figures go to `results` as it ends. A case
 * that fails is printed and the others still run; the failures are thrown together at the end.
 */
export async function measureAbuse({
  root,
  workDir,
  results,
  cases = [...ABUSE_CASES],
  log = console.log,
}: {
  root: string;
  workDir: string;
  results: AbuseFigures[];
  cases?: AbuseCase[];
  log?: (line: string) => void;
}): Promise<void> {
  const project = join(workDir, 'project');
  await copyProject(root, project);
  // The live site is the static files alone: the transforms' sources, without a build.
  await mkdir(join(project, '.netlify'), { recursive: true });
  await symlink(join(project, 'public'), join(project, '.netlify', 'site'), 'dir');
  const dataDir = join(workDir, 'data');
  await seed(dataDir);
  const server = await forkServer<{ url: string }>(
    join(project, 'scripts', 'bench', 'serve-runtime.ts'),
    [dataDir, 'in-process'],
    { ...process.env },
    120_000,
  );
  const failures: string[] = [];
  try {
    const { url } = server.info;
    log(`  npm start (functions in-process) in process ${server.pid} on ${url}`);
    const target: Target = {
      url,
      server,
      token: await ownerToken(url),
      workDir,
      bookingLimit: reservationsPerClient(),
    };
    for (const name of ABUSE_CASES.filter((c) => cases.includes(c))) {
      try {
        const figures = await CASES[name](target);
        results.push(figures);
        print(figures, log);
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        failures.push(`${name}: ${message}`);
        log(`  ✗ ${name} failed: ${message}`);
      }
    }
  } finally {
    await server.stop();
  }
  if (failures.length) throw new Error(`Attacks failed:\n${failures.join('\n')}`);
}
