/**
 * Lighthouse (its default: mobile, simulated throttling) against a built site served by the local
 * runtime's server in a child process of its own, in Chromium launched headless.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS } from '../../tests/helpers/chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export interface FlaggedAudit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** The first few rows of the audit's details (URLs, console messages, elements…). */
  items: string[];
}

export interface LighthouseResult {
  url: string;
  /** 0-100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  totalBlockingTimeMs: number | null;
  cumulativeLayoutShift: number | null;
  largestContentfulPaintMs: number | null;
  /** Scored audits that did not get full marks, per category. */
  flagged: Record<Category, FlaggedAudit[]>;
  /** Audits whose details mention `watchHost` (the outside map host), whatever their score. */
  mentionsOfWatchedHost: FlaggedAudit[];
  warnings: string[];
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts scripts/bench/serve-build.ts on `projectDir` (netlify.toml + its live site), with the content
 * store of `dataDir` for the functions when given, in its own process group and waits until `/` answers.
 */
export async function serveBuild(
  root: string,
  projectDir: string,
  port: number,
  dataDir?: string,
  /** Settings of the server beyond this process's environment. */
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [
      join(root, 'scripts', 'bench', 'serve-build.ts'),
      projectDir,
      String(port),
      ...(dataDir ? [dataDir] : []),
    ],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://localhost:${port}`;
  // Should the bench crash, never leave the server behind.
  const killOnExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopProcessGroup(child);
  };
  try {
    await waitForUrl(url, child, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { url, stop };
}

/** Waits until `url` answers 2xx, failing early when `child` exits. */
export async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM to the whole process group, SIGKILL if it is still there after 5 s. */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Prepares the browser before Lighthouse loads the page (a basket in local storage): given the port of
 * Chromium's DevTools protocol. Lighthouse then keeps the origin's storage instead of clearing it.
 */
export type PrepareBrowser = (devtoolsPort: number) => Promise<void>;

/**
 * Lighthouse's simulated slow 3G on its mobile profile: what guests on a congested 3G or a cheap plan that
 * behaves like it get (400 ms round trip, 400 kbps, the CPU four times slower).
 */
export const SLOW_3G = { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 4 } as const;

/** Settings of a run beyond Lighthouse's default mobile one. */
export interface RunOptions {
  prepare?: PrepareBrowser;
  /** Simulated network and CPU instead of Lighthouse's default (slow 4G). */
  throttling?: typeof SLOW_3G;
}

/** One Lighthouse run of `url` in a fresh headless Chromium. */
async function runOnce(
  url: string,
  chromePath: string,
  { prepare, throttling }: RunOptions,
): Promise<Result> {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (prepare) await prepare(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: prepare !== undefined,
      ...(throttling ? { throttlingMethod: 'simulate' as const, throttling: { ...throttling } } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs of `url`; returns Lighthouse's own pick of the median run (closest to the
 * median FCP and TTI), as scores on a slow shared machine vary from run to run.
 */
export async function runLighthouse(
  url: string,
  chromePath: string,
  runs: number,
  options: RunOptions = {},
): Promise<{ median: Result; all: Result[] }> {
  const all: Result[] = [];
  for (let i = 0; i < runs; i++) all.push(await runOnce(url, chromePath, options));
  return { median: computeMedianRun(all), all };
}

/** The figures and the lost points of one run; `watchHost` is the outside host to look out for. */
export function summarize(lhr: Result, watchHost: string): LighthouseResult {
  const audit = (id: string) => lhr.audits[id];
  const summary = (id: string): FlaggedAudit => ({
    id,
    title: audit(id)?.title ?? id,
    score: audit(id)?.score ?? null,
    displayValue: audit(id)?.displayValue,
    items: itemSummaries(audit(id)?.details),
  });
  const scores = {} as Record<Category, number | null>;
  const flagged = {} as Record<Category, FlaggedAudit[]>;
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    scores[category] = entry?.score == null ? null : Math.round(entry.score * 100);
    flagged[category] = (entry?.auditRefs ?? [])
      .filter(({ id }) => isFlagged(audit(id)))
      .map(({ id }) => summary(id));
  }
  return {
    url: lhr.finalDisplayedUrl,
    scores,
    totalBlockingTimeMs: audit('total-blocking-time')?.numericValue ?? null,
    cumulativeLayoutShift: audit('cumulative-layout-shift')?.numericValue ?? null,
    largestContentfulPaintMs: audit('largest-contentful-paint')?.numericValue ?? null,
    flagged,
    mentionsOfWatchedHost: Object.keys(lhr.audits)
      .filter((id) => JSON.stringify(audit(id)?.details ?? {}).includes(watchHost))
      .map(summary),
    warnings: lhr.runWarnings.map(String),
  };
}

/** A scored audit that lost points (informative, manual and not-applicable ones never do). */
function isFlagged(audit: { score: number | null; scoreDisplayMode: string } | undefined): boolean {
  if (!audit || audit.score === null) return false;
  return ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) && audit.score < 1;
}

/** One line per detail row: its URL or message or element, and the bytes or time at stake. */
function itemSummaries(details: unknown, limit = 5): string[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return []; // some details (checklists, lists of tables) are not rows
  // Rows that are themselves tables or lists (some insights) have a `type`: nothing short to show.
  const rows = items.filter((item) => typeof (item as { type?: unknown }).type !== 'string');
  return rows.slice(0, limit).map((raw) => {
    const item = raw as Record<string, unknown>;
    const node = item.node as { snippet?: unknown } | undefined;
    const location = item.sourceLocation as { url?: unknown } | undefined;
    const texts = [
      item.url,
      location?.url,
      item.source,
      item.description,
      item.reason,
      item.groupLabel,
      node?.snippet,
    ];
    const parts = texts.filter((value): value is string => typeof value === 'string' && value !== '');
    if (typeof item.wastedBytes === 'number')
      parts.push(`${(item.wastedBytes / 1024).toFixed(1)} KiB wasted`);
    if (typeof item.duration === 'number') parts.push(`${Math.round(item.duration)} ms`);
    return parts.join(' | ');
  });
}

/** The paint figures of one run: LCP and FCP (simulated) and the bytes requested before the LCP. */
export interface PaintFigures {
  lcpMs: number | null;
  fcpMs: number | null;
  /**
   * Bytes transferred by the requests the page started before its largest paint in the trace Lighthouse
   * recorded: what its simulation makes the LCP wait for, the LCP's own file included.
   */
  bytesBeforeLcp: number | null;
  /** Those requests, largest first ("url bytes"). */
  requestsBeforeLcp: string[];
}

export function paintFigures(lhr: Result): PaintFigures {
  const metrics = lhr.audits.metrics?.details as
    | { items?: Array<Record<string, number | undefined>> }
    | undefined;
  const observed = metrics?.items?.[0];
  const lcpTs = observed?.observedLargestContentfulPaintTs;
  const requests = lhr.audits['network-requests']?.details as
    | {
        items?: Array<{ url: string; rendererStartTime?: number; transferSize?: number }>;
        debugData?: { networkStartTimeTs?: number };
      }
    | undefined;
  const start = requests?.debugData?.networkStartTimeTs;
  const before =
    lcpTs === undefined || start === undefined
      ? null
      : (requests?.items ?? []).filter(
          (item) => item.rendererStartTime !== undefined && start + item.rendererStartTime * 1000 <= lcpTs,
        );
  return {
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    bytesBeforeLcp: before === null ? null : before.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requestsBeforeLcp: (before ?? [])
      .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
      .map((item) => `${item.url.replace(/^https?:\/\/[^/]+/, '')} ${item.transferSize ?? 0}`),
  };
}
