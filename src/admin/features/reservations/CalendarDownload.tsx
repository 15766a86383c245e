/**
 * "Simpan ke kalender" on a booking: the same .ics file the guest saves from the confirmation (written by
 * the server from the booking and the restaurant's info), for staff's own calendar.
 */
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { calendarFileName } from '../../../domain/reservations/calendar-file.ts';
import type { Reservation } from '../../../domain/reservations/reservation.ts';
import { useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { saveFile } from '../../shared/download.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';

/** Offered while the booking is still ahead of its guests: pending or confirmed. */
export const hasCalendar = ({ status }: Pick<Reservation, 'status'>) =>
  status === 'pending' || status === 'confirmed';

export function CalendarDownload({ reservation }: { reservation: Reservation }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const { id, name } = reservation;
  if (!hasCalendar(reservation)) return null;

  async function download() {
    setBusy(true);
    try {
      const file = await api(`/api/admin/reservations/${encodeURIComponent(id)}/calendar`, {
        file: true,
        schema: z.instanceof(Blob),
      });
      saveFile(file, calendarFileName(id), 'text/calendar');
    } catch (failure) {
      notifyFailure(failure, t('reservations.calendar.failed'));
    } finally {
      setBusy(false);
    }
  }

  const label = t('reservations.calendar.save');
  return (
    <button
      type="button"
      className="btn btn-ghost btn-small reservations-calendar"
      aria-label={t('reservations.calendar.of', { save: label, name })}
      disabled={busy}
      onClick={() => void download()}
    >
      <CalendarPlus size={16} aria-hidden /> {label}
    </button>
  );
}
