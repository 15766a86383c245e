/**
 * What an attacker can make `npm start` do, measured: throttles under a spoofed X-Forwarded-For, and
 * bursts of parallel logins and bookings. Each client is a loopback address of its own (127.0.x.y: all of
 * 127/8 is this machine on Linux), as the integration tests do. Runs against the local runtime as
 * `npm start` runs it (scripts/bench/serve-runtime.ts), over a fresh seeded store; the server process's
 * memory is read from /proc.
 */
import { readFile } from 'node:fs/promises';
import { wednesdayAhead } from '../../tests/helpers/dates.ts';
import { type RawAnswer, rawRequest } from '../../tests/helpers/raw-http.ts';
import { type Budget, formatValue, type Unit } from './report.ts';

export interface AbuseFigures {
  scenario: string;
  /** Requests sent. */
  requests: number;
  /** Answers by status code. */
  statusCodes: Record<string, number>;
  /** The figure the scenario is about, with its unit and budget. */
  measures: Array<{ label: string; value: number; unit: Unit; budget?: Budget }>;
}

const countStatuses = (answers: RawAnswer[]) =>
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

const randomIp = () =>
  Array.from({ length: 4 }, () => Math.floor(Math.random() * 223) + 1)
    .join('.')
    .replace(/^(10|127|172|192)\./, '8.');

const login = (url: string, username: string, password: string, localAddress: string, xff?: string) =>
  rawRequest(url, '/api/admin/auth/login', {
    method: 'POST',
    json: { username, password },
    localAddress,
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });

const booking = (n: number) => ({
  name: `Tamu Beban ${n}`,
  phone: '0812 3456 7890',
  date: wednesdayAhead(),
  time: '19:00',
  guests: '3-4',
});

const book = (url: string, n: number, localAddress: string, xff?: string) =>
  rawRequest(url, '/api/reservations', {
    method: 'POST',
    json: booking(n),
    localAddress,
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });

/**
 * The four attacks, one after another, against `url` (served by process `pid`), with the login limit
 * (5 failures per account and address) and the booking limit per address the server runs with.
 */
export async function runAbuse(
  url: string,
  pid: number,
  { bookingLimit, adminPassword }: { bookingLimit: number; adminPassword: string },
  log: (line: string) => void = console.log,
): Promise<AbuseFigures[]> {
  const results: AbuseFigures[] = [];
  const report = (figures: AbuseFigures) => {
    results.push(figures);
    const measures = figures.measures.map((m) => `${m.label} ${formatValue(m.value, m.unit)}`);
    log(`  ${figures.scenario}: ${JSON.stringify(figures.statusCodes)}; ${measures.join('; ')}`);
  };

  // 1. Thirty guesses at one account from one client, each claiming another address.
  const guesses: RawAnswer[] = [];
  for (let i = 0; i < 30; i++)
    guesses.push(await login(url, 'admin', `tebakan-${i}`, '127.0.60.1', randomIp()));
  const right = await login(url, 'admin', adminPassword, '127.0.60.1', randomIp());
  report({
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
  });

  // 2. Thirty bookings from one client, each claiming another address.
  const spam: RawAnswer[] = [];
  for (let i = 0; i < 30; i++) spam.push(await book(url, i, '127.0.61.1', randomIp()));
  report({
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
  });

  // 3. Forty parallel logins with made-up usernames from forty clients, while a guest reads a dish.
  const before = await memory(pid);
  const started = performance.now();
  const burst = Array.from({ length: 40 }, (_, i) =>
    login(url, `acak-${i}-${Math.random().toString(36).slice(2)}`, 'apa-saja-123', `127.0.62.${i + 1}`),
  );
  const readStarted = performance.now();
  const reads = await Promise.all([
    rawRequest(url, '/api/menu/rendang-daging', { localAddress: '127.0.63.1' }),
    rawRequest(url, '/api/status', { localAddress: '127.0.63.2' }),
  ]);
  const readMs = Math.round(performance.now() - readStarted);
  const logins = await Promise.all(burst);
  const burstMs = Math.round(performance.now() - started);
  const after = await memory(pid);
  report({
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
        budget: { max: 1024 * 1024 * 1024 },
      },
    ],
  });

  // 4. Twenty parallel bookings from twenty clients, then twenty from one.
  const many = await Promise.all(
    Array.from({ length: 20 }, (_, i) => book(url, 100 + i, `127.0.64.${i + 1}`)),
  );
  const one = await Promise.all(Array.from({ length: 20 }, (_, i) => book(url, 200 + i, '127.0.65.1')));
  report({
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
  });
  return results;
}
