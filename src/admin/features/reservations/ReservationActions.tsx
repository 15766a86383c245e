/**
 * What staff can do with one reservation: the changes of status its status allows (from the domain's
 * transitions; seated and no-show only from the booking's day on, on the restaurant's clock), and Undo of
 * its last change.
 */
import { Check, Undo2, X } from 'lucide-react';
import {
  nextStatuses,
  type Reservation,
  type ReservationStatus,
} from '../../../domain/reservations/reservation.ts';
import { adminNow } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';

const ICONS: Partial<Record<ReservationStatus, typeof Check>> = { confirmed: Check, declined: X };

/** The first change a status offers is the usual next step: it gets the primary button. */
export function ReservationActions({
  reservation,
  busy,
  onChange,
  onUndo,
}: {
  reservation: Reservation;
  busy: boolean;
  onChange: (reservation: Reservation, status: ReservationStatus) => void;
  onUndo: (reservation: Reservation) => void;
}) {
  const t = useT();
  const { name, previous } = reservation;
  const next = nextStatuses(reservation, adminNow().date);
  if (next.length === 0 && !previous) return null;
  return (
    <div className="actions reservations-actions">
      {next.map((target, index) => {
        const Icon = ICONS[target];
        const action = t(`reservations.action.${target}`);
        return (
          <button
            key={target}
            type="button"
            className={`btn ${index === 0 ? 'btn-primary' : 'btn-secondary'} btn-small`}
            aria-label={t('reservations.actionOf', { action, name })}
            disabled={busy}
            onClick={() => onChange(reservation, target)}
          >
            {Icon && <Icon size={16} aria-hidden />} {action}
          </button>
        );
      })}
      {previous && (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-label={t('reservations.undoOf', { undo: t('common.undo'), name })}
          disabled={busy}
          onClick={() => onUndo(reservation)}
        >
          <Undo2 size={16} aria-hidden /> {t('common.undo')}
        </button>
      )}
    </div>
  );
}
