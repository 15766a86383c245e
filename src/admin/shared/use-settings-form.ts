import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { api } from './api.ts';
import { notifyFailure } from './failure-toasts.ts';
import { useDocumentVersion } from './use-document-version.ts';

/**
 * A settings document edited as a whole form (Settings → Ordering, → Pre-orders and deposit): loaded with
 * its version, kept as `saved` and as the `draft` the form types into (`toDraft`); `base` makes a value
 * both, after a save or a restore. A colleague's newer save, loaded after ours was refused, becomes
 * `saved` alone (see useDocumentVersion): the draft keeps what was typed, for a second Save to put in.
 */
export function useSettingsForm<S extends z.ZodType, D>(
  path: string,
  schema: S,
  toDraft: (value: z.infer<S>) => D,
  loadFailedMessage: string,
) {
  const [saved, setSaved] = useState<z.infer<S> | null>(null);
  const [draft, setDraft] = useState<D | null>(null);
  const base = (value: z.infer<S>) => {
    setSaved(value);
    setDraft(toDraft(value));
  };
  const { version, conflict, afterSaveFailed } = useDocumentVersion(
    path,
    schema,
    setSaved,
    loadFailedMessage,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per version; the rest is fixed per form.
  useEffect(() => {
    api(path, { schema, version })
      .then((value) => base(value as z.infer<S>))
      .catch((failure) => notifyFailure(failure, loadFailedMessage));
  }, [version]);

  return { saved, draft, setDraft, base, version, conflict, afterSaveFailed };
}
