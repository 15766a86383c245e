import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { deleteDocument, readDocument, writeDocument } from '../store/documents.ts';

/**
 * The build hook pasted in Settings → Publishing, in the admin store (never in a content backup): whoever
 * holds its address can start builds of the site.
 */
const BUILD_HOOK_KEY = 'publish/build-hook';

export const StoredBuildHookSchema = z.object({
  url: z.string(),
  set_at: z.string(),
  /** Username of the superadmin who pasted it. */
  set_by: z.string(),
});
export type StoredBuildHook = z.infer<typeof StoredBuildHookSchema>;

export const readBuildHook = (store: Store) => readDocument(store, BUILD_HOOK_KEY, StoredBuildHookSchema);

export async function putBuildHook(store: Store, hook: StoredBuildHook): Promise<void> {
  await writeDocument(store, BUILD_HOOK_KEY, hook);
}

export const deleteBuildHook = (store: Store) => deleteDocument(store, BUILD_HOOK_KEY);
