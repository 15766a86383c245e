/** /admin/reservations (SPEC §2): the reservations guests made on the website, newest first. */
import { useCallback, useEffect, useState } from 'react';
import { type Reservation, ReservationSchema } from '../../../domain/reservation.ts';
import { api } from '../../api.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { notifyFailure } from '../../notify.ts';
import { ReservationsTable } from './ReservationsTable.tsx';
import './reservations.css';

export const LOAD_FAILED = 'Failed to load reservations';

export function ReservationsPage() {
  const [reservations, setReservations] = useState<Reservation[] | null>(null);

  const load = useCallback(async () => {
    try {
      setReservations(await api('/api/admin/reservations', { schema: ReservationSchema.array() }));
    } catch (error) {
      notifyFailure(error, LOAD_FAILED);
      setReservations((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    load();
  }, [load]);

  return (
    <>
      <p className="page-intro">View and manage customer reservations</p>
      {reservations === null ? (
        <Spinner label="Loading reservations…" />
      ) : (
        <ReservationsTable reservations={reservations} />
      )}
    </>
  );
}
