/**
 * One day's bookings for the floor: picked by date (today at the restaurant by default), sorted by time,
 * with the bookings and seats per status, "Kirim pengingat" for confirmed guests of today and tomorrow,
 * and a Print button whose page is the plain list (time, name, phone, guests, status, note) under the
 * restaurant's name and the day, without the admin around it. On a phone each booking is a card headed by
 * its time and guest, so whoever was just marked at the door stays named beside the buttons.
 */
import { Printer } from 'lucide-react';
import { useMemo } from 'react';
import {
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationStatus,
  seatsOf,
} from '../../../domain/reservations/reservation.ts';
import { formatIndonesianMobile } from '../../../domain/shared/phone.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { TextField } from '../../components/fields.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminNow } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { bookingAnchor } from '../notifications/new-bookings.tsx';
import { ReminderLink } from './ReminderLink.tsx';
import { ReservationActions } from './ReservationActions.tsx';
import {
  formatReservationDate,
  GuestContact,
  NewMark,
  STATUS_BADGES,
  statusLabel,
} from './ReservationsTable.tsx';

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
  fresh,
  onChange,
  onUndo,
  onReminded,
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
  /** The bookings to mark new. */
  fresh: ReadonlySet<string>;
  onChange: (reservation: Reservation, status: ReservationStatus) => void;
  onUndo: (reservation: Reservation) => void;
  /** A reminder was marked sent: the booking as it is now. */
  onReminded: (reservation: Reservation) => void;
  onRetry: () => void;
}) {
  const t = useT();
  const list = useMemo(
    () => (reservations ?? []).filter((r) => r.date === day).sort(byTime),
    [reservations, day],
  );
  const totals = useMemo(() => dayTotals(list), [list]);
  const all = { bookings: list.length, seats: list.reduce((sum, r) => sum + seatsOf(r.guests), 0) };

  return (
    <section className="day-view" aria-label={t('reservations.view.day')}>
      <div className="toolbar reservations-toolbar day-toolbar">
        <div className="reservations-filters">
          <TextField
            label={t('reservations.day')}
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
              onClick={() => onDayChange(adminNow().date)}
            >
              {t('reservations.today')}
            </button>
          </div>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
          <Printer size={18} aria-hidden /> {t('reservations.print')}
        </button>
      </div>

      <h2 className="day-title">{formatReservationDate(day)}</h2>
      {/* The printed sheet says whose and which day it is, once it lies on the counter. */}
      <header className="day-print-header">
        {restaurant && <p className="day-print-name">{restaurant}</p>}
        <p className="day-print-day">{t('reservations.printTitle', { day: formatReservationDate(day) })}</p>
      </header>
      {reservations === null || (loading && list.length === 0 && !failed) ? (
        failed ? (
          <div className="empty-state reservations-failed">
            <button type="button" className="btn btn-secondary" onClick={onRetry}>
              {t('reservations.tryAgain')}
            </button>
          </div>
        ) : (
          <Spinner label={t('reservations.loading')} />
        )
      ) : (
        <>
          <table className="data-table day-totals" aria-label={t('reservations.totals')}>
            <thead>
              <tr>
                <th scope="col">{t('reservations.col.status')}</th>
                <th scope="col">{t('reservations.bookings')}</th>
                <th scope="col">{t('reservations.seats')}</th>
              </tr>
            </thead>
            <tbody>
              {[...totals.entries()].map(([status, count]) => (
                <tr key={status}>
                  <th scope="row">{statusLabel(status)}</th>
                  <td>{count.bookings}</td>
                  <td>{count.seats}</td>
                </tr>
              ))}
              <tr className="day-totals-all">
                <th scope="row">{t('reservations.totals')}</th>
                <td>{all.bookings}</td>
                <td>{all.seats}</td>
              </tr>
            </tbody>
          </table>
          <p className="muted day-seats-hint">{t('reservations.seatsHint')}</p>
          {list.length === 0 ? (
            <EmptyState>{t('reservations.dayEmpty')}</EmptyState>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard.
            <section className="table-wrap day-wrap" aria-label={t('reservations.bookings')} tabIndex={0}>
              <table className="data-table day-table">
                <thead>
                  <tr>
                    <th scope="col">{t('reservations.dayCol.time')}</th>
                    <th scope="col">{t('reservations.dayCol.name')}</th>
                    <th scope="col">{t('reservations.dayCol.phone')}</th>
                    <th scope="col">{t('reservations.dayCol.guests')}</th>
                    <th scope="col">{t('reservations.col.status')}</th>
                    <th scope="col">{t('reservations.dayCol.note')}</th>
                    <th scope="col" className="day-actions">
                      {t('reservations.col.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((reservation) => (
                    <tr
                      key={reservation.id}
                      id={bookingAnchor(reservation.id)}
                      data-status={reservation.status}
                    >
                      <td className="day-time">{reservation.time}</td>
                      <td className="day-name">
                        <strong>{reservation.name}</strong> <NewMark id={reservation.id} fresh={fresh} />
                        {reservation.source !== 'website' && (
                          <div className="muted">{t(`reservations.source.${reservation.source}`)}</div>
                        )}
                      </td>
                      <td data-label={t('reservations.dayCol.phone')}>
                        <span className="day-screen-only">
                          <GuestContact reservation={reservation} restaurant={restaurant} />
                        </span>
                        <span className="day-print-only">
                          {reservation.phone ? formatIndonesianMobile(reservation.phone) : '-'}
                        </span>
                      </td>
                      <td data-label={t('reservations.dayCol.guests')}>
                        {t('reservations.guests', { count: reservation.guests })}
                      </td>
                      <td data-label={t('reservations.col.status')}>
                        <span className={STATUS_BADGES[reservation.status]}>
                          {statusLabel(reservation.status)}
                        </span>
                      </td>
                      <td
                        className={reservation.note ? 'day-note' : 'day-note is-empty'}
                        data-label={t('reservations.dayCol.note')}
                      >
                        {reservation.note}
                      </td>
                      <td className="day-actions">
                        <ReservationActions
                          reservation={reservation}
                          busy={deciding.has(reservation.id)}
                          onChange={onChange}
                          onUndo={onUndo}
                        />
                        <ReminderLink reservation={reservation} restaurant={restaurant} onSent={onReminded} />
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
