/**
 * /admin/reservations (SPEC §2, §7): the server's status is asked for (and its answer ignored) while a
 * spinner shows; the table then lists the sample reservations, as reservations are not stored yet.
 */
import { useEffect, useState } from 'react';
import { api } from '../../api.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { ReservationsTable } from './ReservationsTable.tsx';
import { SAMPLE_RESERVATIONS } from './sample-reservations.ts';
import './reservations.css';

export function ReservationsPage() {
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    api('/api/status', { auth: false })
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <p className="page-intro">View and manage customer reservations</p>
      {loading ? (
        <Spinner label="Loading reservations…" />
      ) : (
        <ReservationsTable reservations={SAMPLE_RESERVATIONS} />
      )}
    </>
  );
}
