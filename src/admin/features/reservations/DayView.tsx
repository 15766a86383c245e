/**
 * One day's bookings for the floor: picked by date (today at the restaurant by default), sorted by time,
 * with the bookings and seats per status, and a Print button whose page is the plain list (time, name,
 * phone, guests, status, note) without the admin around it.
 */
import { Printer } from 'lucide-react';
import { useMemo } from 'react';
import { restaurantNow } from '../../../domain/hours.ts';
import { formatIndonesianMobile } from '../../../domain/phone.ts';
import {
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationStatus,
  seatsOf,
} from '../../../domain/reservation.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { TextField } from '../../components/fields.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ReservationActions } from './ReservationActions.tsx';
import { formatReservationDate, GuestContact, STATUS_BADGES, STATUS_LABELS } from './ReservationsTable.tsx';
import { LIFECYCLE_STRINGS as T } from './strings.ts';

/** By time, then by when it was made. */
const byTime = (a: Reservation, b: Reservation) =>
  a.time.localeCompare(b.time) || a.position - b.position || a.id.localeCompare(b.id);

/** Bookings and seats per status, for the statuses the day has. */
export function dayTotals(list: readonly Reservation[]) {
  const totals = new Map<ReservationStatus, { bookings: number; seats: number }>();
  for (const status of RESERVATION_STATUSES) {
    const of = list.filter((r) => r.status === status);
    if (of.length)
      totals.set(status, { bookings: of.length, seats: of.reduce((sum, r) => sum + seatsOf(r.guests), 0) });
  }
  return totals;
}

export function DayView({
  day,
  onDayChange,
  reservations,
  loading,
  failed,
  restaurant,
  deciding,
  onChange,
  onUndo,
  onRetry,
}: {
  day: string;
  onDayChange: (day: string) => void;
  /** The bookings of `day` (null while the first answer is awaited). */
  reservations: readonly Reservation[] | null;
  loading: boolean;
  failed: boolean;
  restaurant: string | undefined;
  deciding: ReadonlySet<string>;
  onChange: (reservation: Reservation, status: ReservationStatus) => void;
  onUndo: (reservation: Reservation) => void;
  onRetry: () => void;
}) {
  const list = useMemo(
    () => (reservations ?? []).filter((r) => r.date === day).sort(byTime),
    [reservations, day],
  );
  const totals = useMemo(() => dayTotals(list), [list]);
  const all = { bookings: list.length, seats: list.reduce((sum, r) => sum + seatsOf(r.guests), 0) };

  return (
    <section className="day-view" aria-label={T.views.day}>
      <div className="toolbar reservations-toolbar day-toolbar">
        <div className="reservations-filters">
          <TextField
            label={T.day}
            type="date"
            name="day"
            value={day}
            required
            onChange={(event) => event.target.value && onDayChange(event.target.value)}
          />
          <div className="reservations-date-buttons">
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => onDayChange(restaurantNow().date)}
            >
              {T.today}
            </button>
          </div>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
          <Printer size={18} aria-hidden /> {T.print}
        </button>
      </div>

      <h2 className="day-title">{formatReservationDate(day)}</h2>
      {reservations === null || (loading && list.length === 0 && !failed) ? (
        failed ? (
          <div className="empty-state reservations-failed">
            <button type="button" className="btn btn-secondary" onClick={onRetry}>
              Try again
            </button>
          </div>
        ) : (
          <Spinner label="Loading reservations…" />
        )
      ) : (
        <>
          <table className="data-table day-totals" aria-label={T.totals}>
            <thead>
              <tr>
                <th scope="col">{T.columns.status}</th>
                <th scope="col">{T.bookings}</th>
                <th scope="col">{T.seats}</th>
              </tr>
            </thead>
            <tbody>
              {[...totals.entries()].map(([status, count]) => (
                <tr key={status}>
                  <th scope="row">{STATUS_LABELS[status]}</th>
                  <td>{count.bookings}</td>
                  <td>{count.seats}</td>
                </tr>
              ))}
              <tr className="day-totals-all">
                <th scope="row">{T.totals}</th>
                <td>{all.bookings}</td>
                <td>{all.seats}</td>
              </tr>
            </tbody>
          </table>
          <p className="muted day-seats-hint">{T.seatsHint}</p>
          {list.length === 0 ? (
            <EmptyState>{T.dayEmpty}</EmptyState>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard.
            <section className="table-wrap day-wrap" aria-label={T.bookings} tabIndex={0}>
              <table className="data-table day-table">
                <thead>
                  <tr>
                    <th scope="col">{T.columns.time}</th>
                    <th scope="col">{T.columns.name}</th>
                    <th scope="col">{T.columns.phone}</th>
                    <th scope="col">{T.columns.guests}</th>
                    <th scope="col">{T.columns.status}</th>
                    <th scope="col">{T.columns.note}</th>
                    <th scope="col" className="day-actions">
                      {T.columns.actions}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((reservation) => (
                    <tr key={reservation.id} data-status={reservation.status}>
                      <td className="day-time">{reservation.time}</td>
                      <td>
                        <strong>{reservation.name}</strong>
                        {reservation.source !== 'website' && (
                          <div className="muted">{T.sources[reservation.source]}</div>
                        )}
                      </td>
                      <td>
                        <span className="day-screen-only">
                          <GuestContact reservation={reservation} restaurant={restaurant} />
                        </span>
                        <span className="day-print-only">
                          {reservation.phone ? formatIndonesianMobile(reservation.phone) : '-'}
                        </span>
                      </td>
                      <td>{reservation.guests} orang</td>
                      <td>
                        <span className={STATUS_BADGES[reservation.status]}>
                          {STATUS_LABELS[reservation.status]}
                        </span>
                      </td>
                      <td className="day-note">{reservation.note}</td>
                      <td className="day-actions">
                        <ReservationActions
                          reservation={reservation}
                          busy={deciding.has(reservation.id)}
                          onChange={onChange}
                          onUndo={onUndo}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </section>
  );
}
