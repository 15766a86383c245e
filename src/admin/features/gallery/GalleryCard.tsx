/** One gallery image in the grid: the photo, its caption and category, with Edit, History and Delete. */
import { History, Pencil, Trash2 } from 'lucide-react';
import type { GalleryImage } from '../../../domain/gallery.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { CATEGORY_LABELS } from './GalleryImageForm.tsx';

const CATEGORY_BADGE: Record<GalleryImage['category'], string> = {
  food: 'badge-gold',
  interior: 'badge-blue',
};

/** Id of a card's Edit button, so focus can come back to it after editing. */
export const editButtonId = (image: Pick<GalleryImage, 'id'>) => `gallery-edit-${image.id}`;

export function GalleryCard({
  image,
  deleting,
  onEdit,
  onHistory,
  onDelete,
}: {
  image: GalleryImage;
  deleting: boolean;
  onEdit: () => void;
  onHistory: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <ImageWithFallback src={image.url} alt={image.alt} className="thumb" />
      <div className="gallery-card-body">
        <p className="gallery-caption">{image.alt}</p>
        <span className={`badge ${CATEGORY_BADGE[image.category]}`}>{CATEGORY_LABELS[image.category]}</span>
      </div>
      <div className="actions gallery-card-actions">
        <button
          type="button"
          id={editButtonId(image)}
          className="btn btn-secondary btn-small"
          aria-label={`Edit ${image.alt}`}
          onClick={onEdit}
        >
          <Pencil size={16} aria-hidden /> Edit
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={`History of ${image.alt}`}
          onClick={onHistory}
        >
          <History size={16} aria-hidden /> History
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small gallery-delete"
          aria-label={`Delete ${image.alt}`}
          onClick={onDelete}
          disabled={deleting}
        >
          <Trash2 size={16} aria-hidden /> {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </>
  );
}
