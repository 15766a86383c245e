/**
 * The dashboard's "Today's bookings" for the roles that handle reservations: each booking of today at the
 * restaurant (time, name, guests, status), soonest first, with a link to the day view.
 */
import { useEffect, useState } from 'react';
import { type Reservation, ReservationSchema } from '../../../domain/reservations/reservation.ts';
import { followLink } from '../../app/navigation.ts';
import { pathOf } from '../../app/routes.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { adminNow } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { STATUS_BADGES, statusLabel } from '../reservations/ReservationsTable.tsx';

/** The most bookings one answer holds (see RESERVATION_PAGE): far beyond a day's. */
const DAY_LIMIT = 200;

export function TodayBookingsCard() {
  const t = useT();
  // undefined while loading, null when it could not be loaded.
  const [bookings, setBookings] = useState<Reservation[] | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    const today = adminNow().date;
    api(`/api/admin/reservations?date=${today}&limit=${DAY_LIMIT}`, { schema: ReservationSchema.array() })
      .then((list) => {
        const sorted = [...list].sort((a, b) => a.time.localeCompare(b.time) || a.position - b.position);
        if (current) setBookings(sorted);
      })
      .catch(() => current && setBookings(null));
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="card today-bookings" aria-labelledby="today-bookings-title">
      <h2 id="today-bookings-title">{t('dashboard.today.title')}</h2>
      {bookings === undefined ? (
        <Spinner label={t('dashboard.today.loading')} />
      ) : bookings === null ? (
        <p className="muted">{t('dashboard.today.failed')}</p>
      ) : bookings.length === 0 ? (
        <p className="muted">{t('dashboard.today.none')}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('reservations.dayCol.time')}</th>
              <th scope="col">{t('reservations.dayCol.name')}</th>
              <th scope="col">{t('reservations.dayCol.guests')}</th>
              <th scope="col">{t('reservations.col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <td>{booking.time}</td>
                <td>{booking.name}</td>
                <td>{t('reservations.guests', { count: booking.guests })}</td>
                <td>
                  <span className={STATUS_BADGES[booking.status]}>{statusLabel(booking.status)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <a href={pathOf('reservations')} onClick={followLink}>
          {t('dashboard.today.open')}
        </a>
      </p>
    </section>
  );
}
