/** What an event card shows: image (or a placeholder icon), schedule, title, two lines of description. */
import { CalendarDays } from 'lucide-react';
import type { RestaurantEvent } from '../../../domain/event.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';

export function EventCard({ event }: { event: RestaurantEvent }) {
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
    </>
  );
}
