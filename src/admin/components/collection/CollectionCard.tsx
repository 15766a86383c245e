/** One entry in a page's grid: what the feature shows of it, then Edit, History and Delete. */
import { History, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';

export function CollectionCard({
  title,
  editButtonId,
  deleting,
  onEdit,
  onHistory,
  onDelete,
  children,
}: {
  /** What staff call the entry: it names the buttons ("Edit Malam Randai"). */
  title: string;
  /** Focus comes back to the Edit button after editing. */
  editButtonId: string;
  deleting: boolean;
  onEdit: () => void;
  onHistory: () => void;
  onDelete: () => void;
  /** The picture and text of the card. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      {children}
      <div className="actions collection-card-actions">
        <button
          type="button"
          id={editButtonId}
          className="btn btn-secondary btn-small"
          aria-label={t('collection.editTitle', { title })}
          onClick={onEdit}
        >
          <Pencil size={16} aria-hidden /> {t('common.edit')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={t('collection.historyOf', { title })}
          onClick={onHistory}
        >
          <History size={16} aria-hidden /> {t('common.history')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small collection-delete"
          aria-label={t('collection.deleteTitle', { title })}
          onClick={onDelete}
          disabled={deleting}
        >
          <Trash2 size={16} aria-hidden /> {deleting ? t('collection.deleting') : t('common.delete')}
        </button>
      </div>
    </>
  );
}
