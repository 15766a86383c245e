/** A read-only list of reservations (SPEC §2): customer, contact, when, how many, and the status. */
import type { Reservation } from '../../../domain/reservation.ts';
import { EmptyState } from '../../components/EmptyState.tsx';

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

const STATUS: Record<Reservation['status'], { label: string; className: string }> = {
  confirmed: { label: 'Confirmed', className: 'badge badge-green' },
  pending: { label: 'Pending', className: 'badge badge-gold' },
  declined: { label: 'Declined', className: 'badge badge-grey' },
};

export function ReservationsTable({ reservations }: { reservations: readonly Reservation[] }) {
  if (reservations.length === 0) return <EmptyState>No reservations yet</EmptyState>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard.
    <section className="table-wrap" aria-label="Reservations" tabIndex={0}>
      <table className="data-table reservations-table">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Contact</th>
            <th scope="col">Date &amp; Time</th>
            <th scope="col">Guests</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {reservations.map((reservation) => {
            const status = STATUS[reservation.status];
            return (
              <tr key={reservation.id}>
                <td>
                  <strong>{reservation.name}</strong>
                </td>
                <td>
                  <a href={`tel:${reservation.phone.replace(/[^\d+]/g, '')}`}>{reservation.phone}</a>
                </td>
                <td>
                  <div>{formatReservationDate(reservation.date)}</div>
                  <div className="muted">{reservation.time}</div>
                </td>
                <td>{reservation.guests} orang</td>
                <td>
                  <span className={status.className}>{status.label}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
