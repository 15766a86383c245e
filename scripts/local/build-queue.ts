/** Timers the queue uses; tests pass their own to control time. */
export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface BuildQueueOptions {
  /** A build starts this long after the last request (bursts of saves make one build). */
  debounceMs?: number;
  /** …but never later than this after the first request of a burst, however long saves go on. */
  maxWaitMs?: number;
  clock?: Clock;
}

export type QueueState = 'idle' | 'waiting' | 'building';

/**
 * Coalesces rebuild requests: a build starts once requests pause for `debounceMs`; requests arriving
 * while a build runs queue at most one more build, started as soon as the running one ends (it reads
 * the content afresh, so it includes every save queued behind it). Builds never overlap.
 */
export class BuildQueue {
  readonly #run: () => Promise<void>;
  readonly #debounceMs: number;
  readonly #maxWaitMs: number;
  readonly #clock: Clock;
  #timer: unknown = null;
  #burstStartedAt: number | null = null;
  #building = false;
  #queued = false;
  #idleWaiters: (() => void)[] = [];
  /** Builds started so far. */
  builds = 0;

  constructor(run: () => Promise<void>, { debounceMs = 1000, maxWaitMs = 5000, clock = systemClock } = {}) {
    this.#run = run;
    this.#debounceMs = debounceMs;
    this.#maxWaitMs = Math.max(maxWaitMs, debounceMs);
    this.#clock = clock;
  }

  get state(): QueueState {
    if (this.#building) return 'building';
    return this.#timer === null ? 'idle' : 'waiting';
  }

  /** Asks for a build of the current content. */
  request(): void {
    if (this.#building) {
      this.#queued = true;
      return;
    }
    const now = this.#clock.now();
    this.#burstStartedAt ??= now;
    const wait = Math.min(this.#debounceMs, this.#burstStartedAt + this.#maxWaitMs - now);
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = this.#clock.setTimeout(() => this.#start(), Math.max(0, wait));
  }

  /** Resolves once no build is running, waiting or queued. */
  whenIdle(): Promise<void> {
    if (this.state === 'idle') return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  #start(): void {
    this.#timer = null;
    this.#burstStartedAt = null;
    this.#building = true;
    this.builds++;
    this.#run()
      .catch((error: unknown) => console.error('Site build crashed:', error))
      .finally(() => {
        this.#building = false;
        if (this.#queued) {
          this.#queued = false;
          this.#start();
        } else if (this.#timer === null) {
          for (const resolve of this.#idleWaiters.splice(0)) resolve();
        }
      });
  }
}
