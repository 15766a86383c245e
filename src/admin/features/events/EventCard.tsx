/**
 * What an event card shows: image (or a placeholder icon), schedule, title, two lines of description; an
 * event with dates also its next occurrence, or that it is over (and no longer on the website).
 */
import { CalendarDays } from 'lucide-react';
import type { RestaurantEvent } from '../../../domain/content/event.ts';
import { nextOccurrence, type Occurrence } from '../../../domain/content/event-schedule.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { adminNow, formatDay } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';

/** "Sat, 5 Dec 2026, 19:00 – 21:00" in the admin's language. */
function when({ starts_at, ends_at }: Occurrence): string {
  const [startDay = '', startTime = ''] = starts_at.split('T');
  const start = `${formatDay(startDay)}, ${startTime}`;
  if (!ends_at) return start;
  const [endDay = '', endTime = ''] = ends_at.split('T');
  return `${start} – ${endDay === startDay ? endTime : `${formatDay(endDay)}, ${endTime}`}`;
}

export function EventCard({ event }: { event: RestaurantEvent }) {
  const t = useT();
  const now = adminNow();
  const next = nextOccurrence(event, `${now.date}T${now.time}`);
  const over = event.starts_at !== null && next === null;
  return (
    <>
      {/* The title follows right below: the image itself needs no words, a missing one reads "No image". */}
      <ImageWithFallback src={event.image} alt="" className="thumb" />
      <div className="events-card-body">
        <p className="events-date">
          <CalendarDays size={16} aria-hidden /> {event.date}
        </p>
        {over && (
          <p className="events-when">
            <span className="badge badge-grey" title={t('events.pastNote')}>
              {t('events.past')}
            </span>
          </p>
        )}
        {next && (
          <p className="events-when">
            {t('events.next', { when: when(next) })}
            {event.repeat === 'weekly' && (
              <span className="badge badge-blue">{t('events.repeat.weekly')}</span>
            )}
          </p>
        )}
        <h2 className="events-title">{event.title}</h2>
        <p className="events-description clamp-2">{event.description}</p>
      </div>
    </>
  );
}
