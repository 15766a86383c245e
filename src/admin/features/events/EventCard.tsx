/** One event in the grid: image (or a placeholder icon), schedule, title, two lines of description. */
import { CalendarDays, History, Pencil, Trash2 } from 'lucide-react';
import type { RestaurantEvent } from '../../../domain/event.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';

/** Id of a card's Edit button, so focus can come back to it after editing. */
export const editButtonId = (event: Pick<RestaurantEvent, 'id'>) => `events-edit-${event.id}`;

export function EventCard({
  event,
  deleting,
  onEdit,
  onHistory,
  onDelete,
}: {
  event: RestaurantEvent;
  deleting: boolean;
  onEdit: () => void;
  onHistory: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      {/* The title follows right below: the image itself needs no words, a missing one reads "No image". */}
      <ImageWithFallback src={event.image} alt="" className="thumb" />
      <div className="events-card-body">
        <p className="events-date">
          <CalendarDays size={16} aria-hidden /> {event.date}
        </p>
        <h2 className="events-title">{event.title}</h2>
        <p className="events-description clamp-2">{event.description}</p>
      </div>
      <div className="actions events-card-actions">
        <button
          type="button"
          id={editButtonId(event)}
          className="btn btn-secondary btn-small"
          aria-label={`Edit ${event.title}`}
          onClick={onEdit}
        >
          <Pencil size={16} aria-hidden /> Edit
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={`History of ${event.title}`}
          onClick={onHistory}
        >
          <History size={16} aria-hidden /> History
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small events-delete"
          aria-label={`Delete ${event.title}`}
          onClick={onDelete}
          disabled={deleting}
        >
          <Trash2 size={16} aria-hidden /> {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </>
  );
}
