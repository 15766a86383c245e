/**
 * The reservations (SPEC §2): customer, contact, when, how many and the status, with what staff can do:
 * confirm or decline a pending one, and message the guest on WhatsApp. On a phone each row is a card.
 */
import { Check, MessageCircle, X } from 'lucide-react';
import { formatIndonesianMobile } from '../../../domain/phone.ts';
import type { Reservation } from '../../../domain/reservation.ts';
import { guestMessage, guestWhatsAppLink } from './guest-message.ts';

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
};

const STATUS_BADGES: Record<Reservation['status'], string> = {
  pending: 'badge badge-gold',
  confirmed: 'badge badge-green',
  declined: 'badge badge-grey',
};

/** What the WhatsApp link of a row sends, said to people who cannot see its preview. */
const MESSAGE_KINDS: Record<Reservation['status'], string> = {
  pending: 'request received',
  confirmed: 'confirmation',
  declined: 'decline',
};

export type Decision = 'confirmed' | 'declined';

export function ReservationsTable({
  reservations,
  restaurant,
  deciding,
  onDecide,
}: {
  reservations: readonly Reservation[];
  /** The restaurant's name in the guest messages. */
  restaurant: string | undefined;
  /** The reservations whose decision is being saved. */
  deciding: ReadonlySet<string>;
  onDecide: (reservation: Reservation, decision: Decision) => void;
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
            const { id, name, phone, status } = reservation;
            const busy = deciding.has(id);
            return (
              <tr key={id} aria-busy={busy || undefined}>
                <td data-label="Customer" className="reservations-customer">
                  <strong>{name}</strong>
                  <div className="muted reservations-id">{id}</div>
                </td>
                <td data-label="Contact">
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
                  {status === 'pending' && (
                    <div className="actions reservations-actions">
                      <button
                        type="button"
                        className="btn btn-primary btn-small"
                        aria-label={`Confirm the reservation of ${name}`}
                        disabled={busy}
                        onClick={() => onDecide(reservation, 'confirmed')}
                      >
                        <Check size={16} aria-hidden /> Confirm
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        aria-label={`Decline the reservation of ${name}`}
                        disabled={busy}
                        onClick={() => onDecide(reservation, 'declined')}
                      >
                        <X size={16} aria-hidden /> Decline
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
