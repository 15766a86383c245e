/**
 * Deleting one entry of a list: the SPEC confirmation first, asked in the page and naming the entry, then
 * the call, then a toast either way. The success toast offers Undo: the entry comes back from "Recently
 * deleted" where it was. Counts the deletions, so that "Recently deleted" can reload when one happened.
 */
import { createElement, useState } from 'react';
import { toast } from 'sonner';
import { type ContentKind, ENTITY_SCHEMAS, type EntityOf } from '../../../domain/content/history.ts';
import { t } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { useConfirm } from '../ConfirmDialog.tsx';
import { restoredMessage } from '../TrashList.tsx';

export interface DeleteMessages {
  /** Asked (under the entry's name) before anything is deleted. */
  confirmDelete: string;
  /** Toast after the deletion. */
  deleted: string;
  /** Toast when it failed (with the server's reason as its description). */
  deleteFailed: string;
}

export function useConfirmedDelete<K extends ContentKind>(
  { confirmDelete, deleted, deleteFailed }: DeleteMessages,
  kind: K,
  /** An entry brought back by Undo, as saved. */
  onRestored: (entity: EntityOf<K>) => void,
) {
  /** The entry being deleted: its Delete button waits meanwhile. */
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deletions, setDeletions] = useState(0);
  const { confirm, dialog } = useConfirm();

  async function undo(id: string) {
    try {
      const restored = await api(`/api/admin/trash/${kind}/${encodeURIComponent(id)}/restore`, {
        method: 'POST',
        schema: ENTITY_SCHEMAS[kind],
      });
      toast.success(restoredMessage(kind));
      setDeletions((count) => count + 1);
      onRestored(restored as EntityOf<K>);
    } catch (error) {
      notifyFailure(error, t('trash.restoreFailed'));
    }
  }

  /**
   * Asks, then sends DELETE `path`. `onDeleted` runs once the server said yes; `onFailed` after the
   * failure toast.
   */
  async function remove(
    id: string,
    path: string,
    {
      title,
      onDeleted,
      onFailed,
    }: { title: string; onDeleted?: () => unknown; onFailed?: (error: unknown) => void },
  ): Promise<void> {
    const confirmed = await confirm({
      title: t('delete.title', { title }),
      message: createElement('p', null, t('delete.undoHint', { question: confirmDelete })),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    setDeletingId(id);
    try {
      await api(path, { method: 'DELETE' });
      toast.success(deleted, {
        description: title,
        action: { label: t('common.undo'), onClick: () => void undo(id) },
      });
      setDeletions((count) => count + 1);
      await onDeleted?.();
    } catch (error) {
      notifyFailure(error, deleteFailed);
      onFailed?.(error);
    } finally {
      setDeletingId(null);
    }
  }

  return { deletingId, deletions, remove, dialog };
}
