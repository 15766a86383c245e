/**
 * Deleting one entry of a list: the SPEC confirmation first, then the call, then a toast either way.
 * Counts the deletions, so that "Recently deleted" can reload when one happened.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { api } from '../../api.ts';
import { notifyFailure } from '../../notify.ts';

export interface DeleteMessages {
  /** Asked with window.confirm before anything is deleted. */
  confirmDelete: string;
  /** Toast after the deletion. */
  deleted: string;
  /** Toast when it failed (with the server's reason as its description). */
  deleteFailed: string;
}

export function useConfirmedDelete({ confirmDelete, deleted, deleteFailed }: DeleteMessages) {
  /** The entry being deleted: its Delete button waits meanwhile. */
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deletions, setDeletions] = useState(0);

  /**
   * Asks, then sends DELETE `path`. `onDeleted` runs (and is awaited) before the entry's button is
   * released; `onFailed` runs after the failure toast.
   */
  async function remove(
    id: string,
    path: string,
    { onDeleted, onFailed }: { onDeleted?: () => unknown; onFailed?: (error: unknown) => void } = {},
  ): Promise<void> {
    if (!window.confirm(confirmDelete)) return;
    setDeletingId(id);
    try {
      await api(path, { method: 'DELETE' });
      toast.success(deleted);
      setDeletions((count) => count + 1);
      await onDeleted?.();
    } catch (error) {
      notifyFailure(error, deleteFailed);
      onFailed?.(error);
    } finally {
      setDeletingId(null);
    }
  }

  return { deletingId, deletions, remove };
}
