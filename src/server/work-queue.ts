import { HttpError } from './http/errors.ts';

export interface WorkLimit {
  /** Jobs running at once. */
  running: number;
  /** Jobs waiting for a place; one more is refused at once. */
  waiting: number;
  /** Longest a job waits for a place before it is refused. */
  maxWaitMs: number;
}

/**
 * A place to run costly work in: `limit.running` jobs at once, `limit.waiting` more in line (first come,
 * first served), and beyond that, or past `limit.maxWaitMs` in line, a 503 saying `busy` with Retry-After,
 * so that a burst is answered honestly instead of slowing everything else down.
 */
export function workQueue(limit: WorkLimit, busy: string, retryAfterSeconds = 5) {
  const refused = () => new HttpError(503, busy, { 'retry-after': String(retryAfterSeconds) });
  let running = 0;
  const waiting: Array<() => void> = [];

  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit.running) {
      if (waiting.length >= limit.waiting) throw refused();
      await new Promise<void>((resolve, reject) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(wake), 1);
          reject(refused());
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
  };
}
