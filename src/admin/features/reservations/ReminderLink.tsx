/**
 * "Kirim pengingat" in the day view: for a confirmed booking of today or tomorrow, a WhatsApp message to
 * the guest with the reminder (guest-message.ts); opening it marks the reminder sent on the server, and
 * who sent it and when is shown from then on.
 */
import { BellRing } from 'lucide-react';
import {
  type Reservation,
  ReservationSchema,
  reminderDue,
} from '../../../domain/reservations/reservation.ts';
import { adminNow, formatDateTime } from '../../i18n/format.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { reminderMessage, reminderWhatsAppLink } from './guest-message.ts';

export function ReminderLink({
  reservation,
  restaurant,
  onSent,
}: {
  reservation: Reservation;
  restaurant: string | undefined;
  onSent: (updated: Reservation) => void;
}) {
  const t = useT();
  const { id, name, reminder } = reservation;
  if (!reminderDue(reservation, adminNow().date)) return null;

  async function markSent() {
    try {
      onSent(
        await api(`/api/admin/reservations/${encodeURIComponent(id)}/reminder`, {
          method: 'POST',
          schema: ReservationSchema,
        }),
      );
    } catch (error) {
      notifyFailure(error, translate('reservations.reminder.failed'));
    }
  }

  return (
    <div className="reservations-reminder">
      <a
        className="btn btn-secondary btn-small"
        href={reminderWhatsAppLink(reservation, restaurant)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('reservations.reminder.to', { name })}
        title={reminderMessage(reservation, restaurant)}
        onClick={() => void markSent()}
      >
        <BellRing size={16} aria-hidden /> {t('reservations.reminder.send')}
      </a>
      {reminder && (
        <span className="muted reservations-reminder-sent">
          {t('reservations.reminder.sent', { by: reminder.by, at: formatDateTime(reminder.at) ?? '' })}
        </span>
      )}
    </div>
  );
}
