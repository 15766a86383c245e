import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildQueue, type Clock } from '../../scripts/local/build-queue.ts';
import { LOCAL_BUILD_HOOK_PREFIX, startNetlifyServer } from '../../scripts/local/http-server.ts';
import { LocalPublisher } from '../../scripts/local/local-publisher.ts';
import type { BuildResult } from '../../scripts/local/site-builder.ts';
import { getBuildRecord } from '../../src/server/publishing/publish-repo.ts';
import { freshBlobStore } from '../helpers/blobs.ts';

/** A clock tests move by hand: timers fire only inside advance(). */
class ManualClock implements Clock {
  time = 0;
  #next = 1;
  #timers = new Map<number, { at: number; run: () => void }>();
  now = () => this.time;
  setTimeout = (run: () => void, ms: number) => {
    const id = this.#next++;
    this.#timers.set(id, { at: this.time + ms, run });
    return id;
  };
  clearTimeout = (id: unknown) => {
    this.#timers.delete(id as number);
  };
  /** Moves time forward by `ms`, firing due timers in order (and letting promises settle after each). */
  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    for (;;) {
      const due = [...this.#timers].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.time = due[1].at;
      due[1].run();
      await settle();
    }
    this.time = target;
    await settle();
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A fake build the test finishes by hand. */
function controllableBuilds() {
  const running: { finish(result?: Partial<BuildResult>): void }[] = [];
  let active = 0;
  let maxActive = 0;
  const build = () =>
    new Promise<BuildResult>((resolve) => {
      active++;
      maxActive = Math.max(maxActive, active);
      running.push({
        finish: (result = {}) => {
          active--;
          resolve({ ok: true, durationMs: 5, output: '', dir: '', reusedAdmin: false, ...result });
        },
      });
    });
  return {
    build,
    running,
    get started() {
      return running.length;
    },
    get maxActive() {
      return maxActive;
    },
  };
}

describe('build queue of the local build hook', () => {
  it('makes one build of a burst of saves, a debounce after the last one', async () => {
    const clock = new ManualClock();
    const builds = controllableBuilds();
    const queue = new BuildQueue(async () => void (await builds.build()), { debounceMs: 1000, clock });
    for (let n = 0; n < 10; n++) {
      queue.request();
      await clock.advance(200);
    }
    // Last request at t=1800: nothing yet at t=2799, the build at t=2800.
    await clock.advance(799);
    expect(builds.started).toBe(0);
    expect(queue.state).toBe('waiting');
    await clock.advance(1);
    expect(builds.started).toBe(1);
    expect(queue.state).toBe('building');
    builds.running[0]?.finish();
    await settle();
    expect(queue.state).toBe('idle');
    expect(builds.started).toBe(1);
  });

  it('starts a build at most maxWait after the first request, however long saves go on', async () => {
    const clock = new ManualClock();
    const builds = controllableBuilds();
    const queue = new BuildQueue(async () => void (await builds.build()), {
      debounceMs: 1000,
      maxWaitMs: 3000,
      clock,
    });
    for (let t = 0; t < 3000; t += 500) {
      queue.request();
      await clock.advance(500);
    }
    expect(builds.started).toBe(1);
    expect(clock.time).toBe(3000);
  });

  it('queues at most one more build while one runs, started as soon as it ends', async () => {
    const clock = new ManualClock();
    const builds = controllableBuilds();
    const queue = new BuildQueue(async () => void (await builds.build()), { debounceMs: 1000, clock });
    queue.request();
    await clock.advance(1000);
    expect(builds.started).toBe(1);
    for (let n = 0; n < 5; n++) {
      queue.request();
      await clock.advance(300);
    }
    expect(builds.started).toBe(1);
    const idle = queue.whenIdle();
    builds.running[0]?.finish();
    await settle();
    expect(builds.started).toBe(2);
    builds.running[1]?.finish();
    await idle;
    await clock.advance(5000);
    expect(builds.started).toBe(2);
    expect(builds.maxActive).toBe(1);
    expect(queue.builds).toBe(2);
  });

  it('goes on after a build that crashed', async () => {
    const clock = new ManualClock();
    let calls = 0;
    const queue = new BuildQueue(
      async () => {
        calls++;
        if (calls === 1) throw new Error('boom');
      },
      { debounceMs: 10, clock },
    );
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      queue.request();
      await clock.advance(10);
      queue.request();
      await clock.advance(10);
    } finally {
      console.error = original;
    }
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });
});

describe('local publisher', () => {
  let blobs: Awaited<ReturnType<typeof freshBlobStore>>;
  beforeAll(async () => {
    blobs = await freshBlobStore();
  });
  afterAll(async () => {
    await blobs.stop();
  });

  it('records a failed build with a short reason, for the admin to show', async () => {
    const clock = new ManualClock();
    const builds = controllableBuilds();
    const lines: string[] = [];
    const log = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    const publisher = new LocalPublisher({ build: builds.build, store: () => blobs.store, log, clock });
    publisher.request('Menu item updated: Rendang');
    await clock.advance(1000);
    await expect.poll(() => builds.running.length).toBe(1);
    builds.running[0]?.finish({
      ok: false,
      output: '10:41:02 [build-info] Building\n[ERROR] [build] Could not read the content store: boom\n',
    });
    await publisher.whenIdle();
    await settle();
    const record = await getBuildRecord(blobs.store);
    expect(record).toMatchObject({ state: 'failed', reason: 'Could not read the content store: boom' });
    expect(lines.join('\n')).toContain('the last good site stays live');
    expect(publisher.last?.ok).toBe(false);
  });

  it('reports each build as Netlify deploy events do: started, then succeeded', async () => {
    const store = blobs.store;
    const clock = new ManualClock();
    const builds = controllableBuilds();
    const lines: string[] = [];
    const log = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    const publisher = new LocalPublisher({ build: builds.build, store: () => store, log, clock });
    publisher.request('Gallery image added');
    await clock.advance(1000);
    await expect.poll(() => builds.running.length).toBe(1);
    const started = await getBuildRecord(store);
    expect(started).toMatchObject({ state: 'started' });
    builds.running[0]?.finish({ ok: true, durationMs: 2500 });
    await publisher.whenIdle();
    await settle();
    expect(lines).toContain('Site rebuilt in 2.5 s.');
    expect(await getBuildRecord(store)).toMatchObject({ state: 'succeeded', deploy_id: started?.deploy_id });
  });
});

describe('local build hook of the local server', () => {
  let dir: string;
  let base: string;
  let stop: () => Promise<void>;
  const requests: string[] = [];
  const path = `${LOCAL_BUILD_HOOK_PREFIX}/test-secret`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rmp-hook-'));
    await mkdir(join(dir, 'public'), { recursive: true });
    const server = await startNetlifyServer(dir, 0, {
      buildHook: { path, request: (reason) => requests.push(reason) },
    });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    stop = server.stop;
  });
  afterAll(async () => {
    await stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('requests a build for a POST from this machine, named by trigger_title as on Netlify', async () => {
    const response = await fetch(`${base}${path}?trigger_title=Menu%20item%20added`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(requests).toEqual(['Menu item added']);
    await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify({ reason: 'Event deleted' }) });
    expect(requests).toEqual(['Menu item added', 'Event deleted']);
  });

  it('answers only POST on its secret path, and never hands hook paths to the site', async () => {
    expect((await fetch(`${base}${path}`)).status).toBe(405);
    const guessed = await fetch(`${base}${LOCAL_BUILD_HOOK_PREFIX}/guess`, { method: 'POST' });
    expect(guessed.status).toBe(404);
    expect(await guessed.json()).toEqual({ detail: 'Not found' });
    expect(requests).toHaveLength(2);
  });
});
