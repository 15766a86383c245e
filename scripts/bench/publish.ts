/**
 * Publishing as staff feel it: the local runtime (`npm start`) on a copy of the project in a temporary
 * directory (so the repository's own live site is never touched), with a content store seeded with the
 * given content. Measures, through the real path (admin API → build hook → build queue → build → atomic
 * swap), how long a save takes to show in the static HTML of `/`, and how many builds a burst of saves
 * costs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { RestaurantInfo } from '../../src/domain/content/restaurant.ts';
import type { SiteContent } from '../../src/domain/index.ts';
import { BuildInfoSchema, PublishStatusSchema } from '../../src/domain/publishing/publish-status.ts';
import { contentStore } from '../../src/server/store/blobs.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { OWNER_PASSWORD, ownerToken } from '../../tests/helpers/first-password.ts';
import { startLocalBlobs } from '../local/blob-server.ts';
import { copyProject } from '../local/project-copy.ts';
import { stopProcessGroup, waitForUrl } from './lighthouse.ts';

export interface PublishFigures {
  /** Save → the change in the HTML of `/`, each sample in ms. */
  samplesMs: number[];
  medianMs: number;
  /** Builds the local runtime ran for `burstSaves` saves made within `burstWindowMs`. */
  burstBuilds: number | null;
  burstSaves: number;
  burstWindowMs: number;
  /** The first build, at start. */
  startBuildMs: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function seed(dataDir: string, content: SiteContent): Promise<void> {
  const blobs = await startLocalBlobs(dataDir);
  const previous = process.env.NETLIFY_BLOBS_CONTEXT;
  try {
    process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
    await ensureSeeded(contentStore(), content);
  } finally {
    if (previous === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
    else process.env.NETLIFY_BLOBS_CONTEXT = previous;
    await blobs.stop();
  }
}

export class Runtime {
  output = '';
  token = '';
  readonly url: string;
  readonly child: ChildProcess;
  constructor(child: ChildProcess, port: number) {
    this.child = child;
    this.url = `http://127.0.0.1:${port}`;
    child.stdout?.on('data', (chunk) => {
      this.output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      this.output += chunk;
    });
  }

  /** Builds the runtime has finished (good or failed) so far. */
  get buildsDone(): number {
    return (this.output.match(/Site rebuilt in|The site build failed/g) ?? []).length;
  }

  async call(path: string, init: { method?: string; json?: unknown } = {}): Promise<unknown> {
    const response = await fetch(`${this.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
    return body;
  }

  /** Waits until the live site shows the saved content and no build is running or queued. */
  async waitUntilLive(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const status = PublishStatusSchema.parse(await this.call('/api/admin/publish-status'));
      const info = BuildInfoSchema.safeParse(
        await fetch(`${this.url}/build-info.json`, { cache: 'no-store' }).then((r) => r.json()),
      );
      const builds = this.buildsDone;
      if (info.success && info.data.content_revision === status.content_revision) {
        // No build may still be on its way (one queued behind the one that made the site live).
        await sleep(1500);
        if (this.buildsDone === builds) return;
      } else await sleep(200);
    }
    throw new Error(`The site did not go live within ${timeoutMs / 1000} s`);
  }

  /** Saves `tagline` (restaurant info) and returns ms until `/` shows it. */
  async saveAndWait(restaurant: RestaurantInfo, tagline: string, timeoutMs = 120_000): Promise<number> {
    const started = performance.now();
    await this.call('/api/admin/restaurant', { method: 'PUT', json: { ...restaurant, tagline } });
    while (performance.now() - started < timeoutMs) {
      const html = await fetch(`${this.url}/`, { cache: 'no-store' }).then((r) => r.text());
      if (html.includes(tagline)) return performance.now() - started;
      await sleep(50);
    }
    throw new Error(`"${tagline}" did not show on / within ${timeoutMs / 1000} s`);
  }
}

/** A page of `browser` signed in to the runtime's admin as the built-in admin (as the login page leaves it). */
export async function signedInPage(browser: Browser, runtime: Runtime): Promise<Page> {
  const page = await browser.newPage();
  const login = await page.request.post(`${runtime.url}/api/admin/auth/login`, {
    data: { username: 'admin', password: OWNER_PASSWORD },
  });
  const { access_token, admin } = await login.json();
  await page.goto(`${runtime.url}/robots.txt`);
  await page.evaluate(
    ({ token, info }) => {
      localStorage.setItem('admin_token', token);
      localStorage.setItem('admin_info', info);
    },
    { token: access_token as string, info: JSON.stringify(admin) },
  );
  return page;
}

/**
 * Runs the local runtime on `content` and measures `saves` saves one after another, then (when
 * `burstSaves` > 0) a burst of saves within `burstWindowMs`.
 */
export async function measurePublish({
  root,
  workDir,
  port,
  content,
  saves = 5,
  burstSaves = 10,
  burstWindowMs = 2000,
  log = console.log,
}: {
  root: string;
  workDir: string;
  port: number;
  content: SiteContent;
  saves?: number;
  burstSaves?: number;
  burstWindowMs?: number;
  log?: (line: string) => void;
}): Promise<PublishFigures> {
  const { runtime, startBuildMs, stop } = await startRuntime({ root, workDir, port, content });
  try {
    const restaurant = (await runtime.call('/api/admin/restaurant')) as RestaurantInfo;
    const run = Math.random().toString(36).slice(2, 7);

    const samplesMs: number[] = [];
    for (let n = 1; n <= saves; n++) {
      await runtime.waitUntilLive();
      const ms = await runtime.saveAndWait(restaurant, `Bench ${run} save ${n}`);
      samplesMs.push(ms);
      log(`  save ${n}: visible on / after ${(ms / 1000).toFixed(1)} s`);
    }

    let burstBuilds: number | null = null;
    if (burstSaves > 0) {
      await runtime.waitUntilLive();
      const before = runtime.buildsDone;
      const gap = burstWindowMs / burstSaves;
      const requests: Promise<unknown>[] = [];
      const burstStarted = performance.now();
      for (let n = 1; n <= burstSaves; n++) {
        requests.push(
          runtime.call('/api/admin/restaurant', {
            method: 'PUT',
            json: { ...restaurant, tagline: `Bench ${run} burst ${n}` },
          }),
        );
        if (n < burstSaves) await sleep(gap);
      }
      await Promise.all(requests);
      const savedWithinMs = performance.now() - burstStarted;
      await runtime.waitUntilLive();
      burstBuilds = runtime.buildsDone - before;
      log(
        `  ${burstSaves} saves sent within ${(burstWindowMs / 1000).toFixed(1)} s (all answered after ${(savedWithinMs / 1000).toFixed(1)} s): ${burstBuilds} build(s)`,
      );
    }
    await runtime.call('/api/admin/restaurant', { method: 'PUT', json: restaurant });
    return {
      samplesMs,
      medianMs: median(samplesMs),
      burstBuilds,
      burstSaves,
      burstWindowMs,
      startBuildMs,
    };
  } finally {
    await stop();
  }
}

/**
 * `npm start` on a copy of the project under `workDir`, over a fresh store seeded with `content`, signed
 * in as the owner (first password replaced): ready once its first build is live.
 */
export async function startRuntime({
  root,
  workDir,
  port,
  content,
  env = {},
}: {
  root: string;
  workDir: string;
  port: number;
  content: SiteContent;
  /** Settings of the runtime beyond this process's environment (e.g. SMTP_URL). */
  env?: Record<string, string>;
}): Promise<{ runtime: Runtime; projectDir: string; startBuildMs: number; stop(): Promise<void> }> {
  const projectDir = join(workDir, 'project');
  const dataDir = join(workDir, 'data');
  await copyProject(root, projectDir);
  await seed(dataDir, content);

  const started = performance.now();
  const child = spawn(process.execPath, [join(projectDir, 'scripts', 'start.ts')], {
    cwd: projectDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, BUILD_HOOK_URL: '' },
  });
  const runtime = new Runtime(child, port);
  const killOnExit = () => {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopProcessGroup(child);
  };
  try {
    try {
      await waitForUrl(`${runtime.url}/build-info.json`, child, 600_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${runtime.output}`);
    }
    const startBuildMs = performance.now() - started;
    runtime.token = await ownerToken(runtime.url);
    return { runtime, projectDir, startBuildMs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
