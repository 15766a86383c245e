import { HttpError } from './http/errors.ts';

export interface WorkLimit {
  /** Jobs running at once. */
  running: number;
  /** Jobs waiting for a place; one more is refused at once. */
  waiting: number;
  /** Longest a job waits for a place before it is refused. */
  maxWaitMs: number;
}

export interface WorkQueue {
  /** Runs `work` once there is a place for it; throws the queue's refusal when there is none. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Whether nothing runs or waits. */
  idle(): boolean;
}

/** The refusal of a busy queue: 503 saying `message`, with Retry-After. */
export const busyError =
  (message: string, retryAfterSeconds = 5) =>
  () =>
    new HttpError(503, message, { 'retry-after': String(retryAfterSeconds) });

/**
 * A place to run costly work in: `limit.running` jobs at once, `limit.waiting` more in line (first come,
 * first served), and beyond that, or past `limit.maxWaitMs` in line, the error `refuse()` makes (a 503
 * with Retry-After by default), so that a burst is answered honestly instead of slowing everything down.
 */
export function workQueue(limit: WorkLimit, refuse: () => Error): WorkQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    idle: () => running === 0,
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= limit.running) {
        if (waiting.length >= limit.waiting) throw refuse();
        await new Promise<void>((resolve, reject) => {
          const wake = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(wake), 1);
            reject(refuse());
          }, limit.maxWaitMs);
          waiting.push(wake);
        });
      } else running++;
      try {
        return await work();
      } finally {
        // The place passes straight to the next in line, so a newcomer never overtakes those waiting.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
