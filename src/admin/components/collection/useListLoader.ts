/**
 * Loads what a page lists (on mount, on Retry, after a change) and says where the loading stands.
 * Only the latest call counts: an answer overtaken by a newer call is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';

export type LoadStatus = 'loading' | 'failed' | 'ready';

/**
 * `schema` parses the answer of GET `path`; keep it a module constant, since a new schema on every
 * render would reload the list on every render. A failed load toasts `failedMessage`.
 */
export function useListLoader<T>(path: string, schema: z.ZodType<T>, failedMessage: string) {
  const [data, setData] = useState<T | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const lastLoad = useRef(0);
  // Read when a load fails: a change of language must not reload the list.
  const failed = useRef(failedMessage);
  failed.current = failedMessage;

  /** Fetches the list; `quiet` refreshes it behind what is shown, without a spinner or a failure toast. */
  const load = useCallback(
    async ({ quiet = false } = {}): Promise<T | null> => {
      const ticket = ++lastLoad.current;
      if (!quiet) setStatus('loading');
      try {
        const list = await api(path, { schema });
        if (ticket !== lastLoad.current) return null;
        setData(list);
        setStatus('ready');
        return list;
      } catch (error) {
        if (ticket !== lastLoad.current || quiet) return null;
        setStatus('failed');
        notifyFailure(error, failed.current);
        return null;
      }
    },
    [path, schema],
  );

  useEffect(() => {
    void load();
  }, [load]);

  return { data, setData, status, load };
}
