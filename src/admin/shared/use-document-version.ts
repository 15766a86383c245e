import { useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError, api, type DocumentVersion } from './api.ts';
import { notifyFailure } from './failure-toasts.ts';

/**
 * The version of a whole document a page edits (restaurant info, site settings), to pass to every call that
 * loads, saves or restores it. After a save refused because someone else saved meanwhile (409), their
 * version is loaded as the new base (`onBase`: what History compares with, and what a second save replaces
 * knowingly) and `conflict` is set so the page can say so; the form keeps what was typed.
 */
export function useDocumentVersion<S extends z.ZodType>(
  path: string,
  schema: S,
  onBase: (value: z.infer<S>) => void,
  loadFailedMessage: string,
) {
  const version = useRef<DocumentVersion>({ etag: null }).current;
  const [conflict, setConflict] = useState(false);

  /** After any failed save: a 409 makes the colleague's version the base. */
  function afterSaveFailed(error: unknown): void {
    if (!(error instanceof ApiError && error.status === 409)) return;
    setConflict(true);
    api(path, { schema, version })
      .then((value) => onBase(value as z.infer<S>))
      .catch((reload) => notifyFailure(reload, loadFailedMessage));
  }

  return { version, conflict, setConflict, afterSaveFailed };
}
