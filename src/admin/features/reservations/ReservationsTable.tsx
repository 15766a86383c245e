/**
 * The reservations (SPEC §2): customer, contact, when, how many and the status, with what staff can do:
 * move it along its lifecycle, undo the last change, and message the guest on WhatsApp. On a phone each row is a card.
 */
import { MessageCircle } from 'lucide-react';
import { formatIndonesianMobile } from '../../../domain/phone.ts';
import type { Reservation, ReservationStatus } from '../../../domain/reservation.ts';
import { guestMessage, guestWhatsAppLink } from './guest-message.ts';
import { ReservationActions } from './ReservationActions.tsx';
import { LIFECYCLE_STRINGS } from './strings.ts';

const DATE_FORMAT = new Intl.DateTimeFormat('id-ID', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "Sab, 5 Des 2026" for "2026-12-05", read as a calendar day (no time zone shift). */
export function formatReservationDate(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return DATE_FORMAT.format(new Date(year, month - 1, day));
}

export const STATUS_LABELS: Record<Reservation['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  seated: 'Seated',
  no_show: 'No-show',
};

export const STATUS_BADGES: Record<Reservation['status'], string> = {
  pending: 'badge badge-gold',
  confirmed: 'badge badge-green',
  declined: 'badge badge-grey',
  cancelled: 'badge badge-grey',
  seated: 'badge badge-blue',
  no_show: 'badge badge-red',
};

/** What the WhatsApp link of a row sends, said to people who cannot see its preview. */
const MESSAGE_KINDS: Record<Reservation['status'], string> = {
  pending: 'request received',
  confirmed: 'confirmation',
  declined: 'decline',
  cancelled: 'cancellation',
  seated: 'thank-you',
  no_show: 'missed booking',
};

/** The phone number and WhatsApp link of a guest; "No phone" for a walk-in who left none. */
export function GuestContact({
  reservation,
  restaurant,
}: {
  reservation: Reservation;
  restaurant: string | undefined;
}) {
  const { id, name, phone, status } = reservation;
  if (!phone) return <span className="muted">{LIFECYCLE_STRINGS.noPhone}</span>;
  return (
    <div className="reservations-contact">
      <a href={`tel:+${phone}`}>{formatIndonesianMobile(phone)}</a>
      <a
        className="reservations-whatsapp"
        href={guestWhatsAppLink(reservation, restaurant)}
        target="_blank"
        rel="noopener noreferrer"
        data-whatsapp={id}
        aria-label={`WhatsApp ${name} (${MESSAGE_KINDS[status]} message, opens in a new tab)`}
        title={guestMessage(reservation, restaurant)}
      >
        <MessageCircle size={16} aria-hidden /> WhatsApp
      </a>
    </div>
  );
}

/** A staff booking's source and note, for staff only. */
export function StaffDetails({ reservation }: { reservation: Reservation }) {
  const { source, note } = reservation;
  if (source === 'website' && !note) return null;
  return (
    <div className="reservations-staff">
      {source !== 'website' && <span className="badge badge-grey">{LIFECYCLE_STRINGS.sources[source]}</span>}
      {note && <span className="reservations-note">{note}</span>}
    </div>
  );
}

export function ReservationsTable({
  reservations,
  restaurant,
  deciding,
  onChange,
  onUndo,
}: {
  reservations: readonly Reservation[];
  /** The restaurant's name in the guest messages. */
  restaurant: string | undefined;
  /** The reservations whose decision is being saved. */
  deciding: ReadonlySet<string>;
  onChange: (reservation: Reservation, status: ReservationStatus) => void;
  onUndo: (reservation: Reservation) => void;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard.
    <section className="table-wrap reservations-wrap" aria-label="Reservations" tabIndex={0}>
      <table className="data-table reservations-table">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Contact</th>
            <th scope="col">Date &amp; Time</th>
            <th scope="col">Guests</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {reservations.map((reservation) => {
            const { id, name, status } = reservation;
            const busy = deciding.has(id);
            return (
              <tr key={id} aria-busy={busy || undefined}>
                <td data-label="Customer" className="reservations-customer">
                  <strong>{name}</strong>
                  <div className="muted reservations-id">{id}</div>
                  <StaffDetails reservation={reservation} />
                </td>
                <td data-label="Contact">
                  <GuestContact reservation={reservation} restaurant={restaurant} />
                </td>
                <td data-label="Date & Time">
                  <div>
                    <div>{formatReservationDate(reservation.date)}</div>
                    <div className="muted">{reservation.time}</div>
                  </div>
                </td>
                <td data-label="Guests">{reservation.guests} orang</td>
                <td data-label="Status">
                  <div>
                    <span className={STATUS_BADGES[status]}>{STATUS_LABELS[status]}</span>
                    {status !== 'pending' && reservation.updated_by && (
                      <div className="muted reservations-by">by {reservation.updated_by}</div>
                    )}
                  </div>
                </td>
                <td data-label="Actions">
                  <ReservationActions
                    reservation={reservation}
                    busy={busy}
                    onChange={onChange}
                    onUndo={onUndo}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
