/** One entry in a page's grid: what the feature shows of it, then Edit, History and Delete. */
import { History, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

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
  return (
    <>
      {children}
      <div className="actions collection-card-actions">
        <button
          type="button"
          id={editButtonId}
          className="btn btn-secondary btn-small"
          aria-label={`Edit ${title}`}
          onClick={onEdit}
        >
          <Pencil size={16} aria-hidden /> Edit
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={`History of ${title}`}
          onClick={onHistory}
        >
          <History size={16} aria-hidden /> History
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small collection-delete"
          aria-label={`Delete ${title}`}
          onClick={onDelete}
          disabled={deleting}
        >
          <Trash2 size={16} aria-hidden /> {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </>
  );
}
