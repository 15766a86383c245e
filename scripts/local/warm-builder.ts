import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import type { BuildJob, WorkerMessage } from './build-worker.ts';
import { type AstroRun, type AstroRunResult, BUILD_NICENESS } from './site-builder.ts';

export interface WarmBuilderOptions {
  /** A worker is replaced after this many builds… */
  retireAfterBuilds?: number;
  /** …or once its resident memory passes this many bytes after a build. */
  retireAboveRss?: number;
  /** A worker idle this long is stopped (its memory given back); the next build starts a new one. */
  idleMs?: number;
  /** The workers' Unix nice value (default: as every local build, BUILD_NICENESS). */
  niceness?: number;
}

const workerScript = new URL('./build-worker.ts', import.meta.url);
/** The tail of a worker's own output kept for the report of a worker that died mid-build. */
const KEPT_OUTPUT = 8 * 1024;

interface Worker {
  process: ChildProcess;
  ready: Promise<boolean>;
  builds: number;
  /** What the worker printed outside its builds' captured output (a crash's last words). */
  stray: string;
}

/**
 * Runs `astro build` in a worker process that stays loaded between builds (./build-worker.ts): a content
 * rebuild then costs the build itself, not Node's start and Astro's loading and warm-up (about half of a
 * small site's rebuild). Builds run one at a time, at low CPU priority. A worker is replaced after a
 * number of builds or past a memory ceiling (a long-lived build process grows), stopped when idle, and
 * a worker that dies mid-build fails that build only: the next one gets a fresh worker.
 */
export class WarmBuilder {
  readonly #retireAfterBuilds: number;
  readonly #retireAboveRss: number;
  readonly #idleMs: number;
  readonly #niceness: number;
  #worker: Worker | null = null;
  #idleTimer: NodeJS.Timeout | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #stopped = false;
  #building = false;
  /** Workers started so far. */
  started = 0;

  constructor({
    retireAfterBuilds = 25,
    retireAboveRss = 1.5 * 1024 ** 3,
    idleMs = 15 * 60 * 1000,
    niceness = BUILD_NICENESS,
  }: WarmBuilderOptions = {}) {
    this.#retireAfterBuilds = retireAfterBuilds;
    this.#retireAboveRss = retireAboveRss;
    this.#idleMs = idleMs;
    this.#niceness = niceness;
  }

  /** The current worker's process id, if one is running. */
  get workerPid(): number | undefined {
    return this.#worker?.process.pid;
  }

  /** Whether a build has been handed to the worker and has not answered yet. */
  get building(): boolean {
    return this.#building;
  }

  /** Starts a worker now, so that the first build finds Astro loaded. */
  warmUp(): void {
    if (!this.#stopped) this.#worker ??= this.#spawn();
  }

  /** Runs one build (an {@link AstroRunner} for buildSite). */
  readonly run = (run: AstroRun): Promise<AstroRunResult> => {
    const result = this.#queue.then(() => this.#build(run));
    this.#queue = result.catch(() => undefined);
    return result;
  };

  /** Stops the worker (a running build fails). */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#clearIdle();
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await this.#kill(worker);
  }

  async #build({ root, env, force }: AstroRun): Promise<AstroRunResult> {
    if (this.#stopped) return { ok: false, output: 'The site builder was stopped.' };
    this.#clearIdle();
    let worker = this.#worker ?? this.#spawn();
    this.#worker = worker;
    if (!(await worker.ready)) {
      // It died while loading (e.g. Astro missing or broken): one more try with a fresh one.
      worker = this.#spawn();
      this.#worker = worker;
      if (!(await worker.ready)) {
        this.#worker = null;
        return { ok: false, output: `The site builder could not start.\n${worker.stray}` };
      }
    }
    const reply = await new Promise<WorkerMessage | { type: 'exit'; reason: string }>((resolve) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type !== 'done') return;
        cleanUp();
        resolve(message);
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        cleanUp();
        resolve({ type: 'exit', reason: signal ? `signal ${signal}` : `exit code ${code}` });
      };
      const cleanUp = () => {
        this.#building = false;
        worker.process.off('message', onMessage);
        worker.process.off('exit', onExit);
      };
      worker.process.on('message', onMessage);
      worker.process.on('exit', onExit);
      const job: BuildJob = { type: 'build', root, env: { ...env }, force };
      this.#building = true;
      worker.process.send(job);
    });
    if (reply.type === 'exit') {
      if (this.#worker === worker) this.#worker = null;
      return {
        ok: false,
        output: `${worker.stray}\n[ERROR] [build] The site builder stopped during the build (${reply.reason})\n`,
      };
    }
    if (reply.type !== 'done') return { ok: false, output: 'The site builder answered out of turn.' };
    worker.builds++;
    if (worker.builds >= this.#retireAfterBuilds || reply.rss > this.#retireAboveRss) {
      // Replaced now, while nothing waits: the next build still finds a loaded worker.
      this.#worker = null;
      void this.#kill(worker);
      this.warmUp();
    }
    this.#armIdle();
    return { ok: reply.ok, output: reply.output };
  }

  #spawn(): Worker {
    this.started++;
    const child = fork(workerScript, [], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], serialization: 'json' });
    const worker: Worker = { process: child, ready: Promise.resolve(false), builds: 0, stray: '' };
    const keep = (chunk: Buffer) => {
      worker.stray = (worker.stray + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    worker.ready = new Promise<boolean>((resolve) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'ready') done(true);
      };
      const onExit = () => done(false);
      const done = (ready: boolean) => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(ready);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
    });
    child.on('exit', () => {
      if (this.#worker === worker) this.#worker = null;
    });
    if (child.pid) {
      try {
        setPriority(child.pid, this.#niceness);
      } catch {
        // Not allowed here: builds run at normal priority.
      }
    }
    return worker;
  }

  #kill(worker: Worker): Promise<void> {
    const child = worker.process;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  #armIdle(): void {
    this.#clearIdle();
    this.#idleTimer = setTimeout(() => {
      this.#idleTimer = null;
      const worker = this.#worker;
      this.#worker = null;
      if (worker) void this.#kill(worker);
    }, this.#idleMs);
    this.#idleTimer.unref();
  }

  #clearIdle(): void {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
  }
}
