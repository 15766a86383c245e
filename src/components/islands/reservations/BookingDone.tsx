/**
 * What takes the booking form's place once a table is booked: the booking id, what was booked, and the
 * booking as a file for the guest's calendar. Its code is fetched while the booking is sent, not with
 * the form: most guests who see the form never book.
 */
import { useEffect, useRef } from 'react';
import type { SiteLanguage } from '../../../domain/content/site-language.ts';
import type { ReservationField } from '../../../domain/reservations/booking-messages.ts';
import { bookingSummary } from '../../../domain/reservations/booking-summary.ts';
import { BOOKING_WORDS } from '../../../domain/reservations/booking-words.ts';
import {
  bookingCalendar,
  type CalendarPlace,
  calendarFileName,
  calendarHref,
} from '../../../domain/reservations/calendar-file.ts';

export interface BookingDoneProps {
  id: string;
  /** As sent, with the phone in its stored 62… form. */
  fields: Record<ReservationField, string>;
  place: CalendarPlace;
  lang: SiteLanguage;
  onBookAnother: () => void;
}

export default function BookingDone({ id, fields, place, lang, onBookAnother }: BookingDoneProps) {
  const words = BOOKING_WORDS[lang];
  const ref = useRef<HTMLDivElement>(null);
  // Screen readers and keyboards land on the confirmation that replaced the form.
  useEffect(() => ref.current?.focus(), []);
  const calendar = bookingCalendar({ id, ...fields, confirmed: false }, place, undefined, lang);
  return (
    <div className="reservation-done" role="status" tabIndex={-1} ref={ref}>
      <h3>{words.doneTitle}</h3>
      <p className="reservation-done-id">{words.bookingId(id)}</p>
      <dl>
        {bookingSummary(fields, lang).map(([label, value, oneLine]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={oneLine ? 'one-line' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{words.keepId}</p>
      <div className="reservation-done-actions">
        <a className="btn btn-outline" href={calendarHref(calendar)} download={calendarFileName(id, lang)}>
          {words.saveToCalendar}
        </a>
        <button type="button" className="btn btn-outline" onClick={onBookAnother}>
          {words.bookAnother}
        </button>
      </div>
    </div>
  );
}
