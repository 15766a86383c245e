/**
 * The loop behind the admin's counts of what waits for staff (pending bookings, new orders): one small
 * request every {@link POLL_MS} while the tab is shown, at once on coming back to it, and right after this
 * tab wrote under `writePrefix` (the change may be its own). Each question after the first asks for what
 * arrived since the one before, on the server's clock.
 */
import type { z } from 'zod';
import { api, WRITE_EVENT, type WriteDetail } from '../../shared/api.ts';

/** How often a count is asked for while the tab is shown. */
export const POLL_MS = 20_000;
/**
 * How far back each question reaches before the previous answer: a booking or an order is indexed a moment
 * after the time it is stamped with, and one stamped just before an answer but listed only after it is
 * still named.
 */
const ARRIVAL_GRACE_MS = 60_000;

/**
 * Asks `path` (with `?since=` after the first answer) until the returned stop is called, giving each
 * answer to `onAnswer` with whether it was asked for right after this tab's own write. Failures wait for
 * the next turn (a 401 ends the session elsewhere).
 */
export function pollWhileShown<T extends { now: number }>({
  path,
  schema,
  writePrefix,
  onAnswer,
}: {
  path: string;
  schema: z.ZodType<T>;
  writePrefix: string;
  onAnswer: (answer: T, afterOwnWrite: boolean) => void;
}): () => void {
  let stopped = false;
  let asking = false;
  // The server's clock at the first answer (nothing made before it is announced), and at the last.
  let first: number | null = null;
  let since: number | null = null;

  const ask = async (afterOwnWrite = false) => {
    if (stopped || asking || document.visibilityState !== 'visible') return;
    asking = true;
    try {
      const answer = await api(since === null ? path : `${path}?since=${since}`, { schema });
      if (stopped) return;
      first ??= answer.now;
      since = Math.max(first, answer.now - ARRIVAL_GRACE_MS);
      onAnswer(answer, afterOwnWrite);
    } catch {
      // A 401 ends the session elsewhere; other failures wait for the next turn.
    } finally {
      asking = false;
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void ask();
  };
  const onWrite = (event: Event) => {
    if ((event as CustomEvent<WriteDetail>).detail.path.startsWith(writePrefix)) void ask(true);
  };

  void ask();
  const timer = setInterval(() => void ask(), POLL_MS);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener(WRITE_EVENT, onWrite);
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener(WRITE_EVENT, onWrite);
  };
}
