/**
 * The reservations (SPEC §2): customer, contact, when, how many and the status, with what staff can do:
 * move it along its lifecycle, undo the last change, message the guest on WhatsApp and save the booking to a
 * calendar. On a phone each row is a card.
 */
import { MessageCircle } from 'lucide-react';
import type { Reservation, ReservationStatus } from '../../../domain/reservations/reservation.ts';
import { formatIndonesianMobile } from '../../../domain/shared/phone.ts';
import { formatDay } from '../../i18n/format.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { bookingAnchor } from '../notifications/new-bookings.tsx';
import { CalendarDownload } from './CalendarDownload.tsx';
import { guestMessage, guestWhatsAppLink } from './guest-message.ts';
import { ReservationActions } from './ReservationActions.tsx';

/** "Sabtu, 5 Des 2026" / "Sat, 5 Dec 2026" for "2026-12-05", read as a calendar day (no time zone shift). */
export const formatReservationDate = formatDay;

/** A status as staff read it, in the admin's language ("Dikonfirmasi" / "Confirmed"). */
export const statusLabel = (status: ReservationStatus): string =>
  translate(`reservations.statusLabel.${status}`);

export const STATUS_BADGES: Record<Reservation['status'], string> = {
  pending: 'badge badge-gold',
  confirmed: 'badge badge-green',
  declined: 'badge badge-grey',
  cancelled: 'badge badge-grey',
  seated: 'badge badge-blue',
  no_show: 'badge badge-red',
};

/** The phone number and WhatsApp link of a guest; "No phone" for a walk-in who left none. */
export function GuestContact({
  reservation,
  restaurant,
}: {
  reservation: Reservation;
  restaurant: string | undefined;
}) {
  const t = useT();
  const { id, name, phone, status } = reservation;
  if (!phone) return <span className="muted">{t('reservations.noPhone')}</span>;
  return (
    <div className="reservations-contact">
      <a href={`tel:+${phone}`}>{formatIndonesianMobile(phone)}</a>
      <a
        className="reservations-whatsapp"
        href={guestWhatsAppLink(reservation, restaurant)}
        target="_blank"
        rel="noopener noreferrer"
        data-whatsapp={id}
        aria-label={t('reservations.whatsappTo', { name, kind: t(`reservations.message.${status}`) })}
        title={guestMessage(reservation, restaurant)}
      >
        <MessageCircle size={16} aria-hidden /> {t('reservations.whatsapp')}
      </a>
    </div>
  );
}

/** "New" by the guest's name: the booking came in while the admin was open, and was not seen here yet. */
export function NewMark({ id, fresh }: { id: string; fresh: ReadonlySet<string> }) {
  const t = useT();
  if (!fresh.has(id)) return null;
  return <span className="badge badge-red reservations-new">{t('reservations.new')}</span>;
}

/** A staff booking's source and note, for staff only. */
export function StaffDetails({ reservation }: { reservation: Reservation }) {
  const t = useT();
  const { source, note } = reservation;
  if (source === 'website' && !note) return null;
  return (
    <div className="reservations-staff">
      {source !== 'website' && <span className="badge badge-grey">{t(`reservations.source.${source}`)}</span>}
      {note && <span className="reservations-note">{note}</span>}
    </div>
  );
}

export function ReservationsTable({
  reservations,
  restaurant,
  deciding,
  fresh,
  onChange,
  onUndo,
}: {
  reservations: readonly Reservation[];
  /** The restaurant's name in the guest messages. */
  restaurant: string | undefined;
  /** The reservations whose decision is being saved. */
  deciding: ReadonlySet<string>;
  /** The bookings to mark new. */
  fresh: ReadonlySet<string>;
  onChange: (reservation: Reservation, status: ReservationStatus) => void;
  onUndo: (reservation: Reservation) => void;
}) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard.
    <section className="table-wrap reservations-wrap" aria-label={t('reservations.table')} tabIndex={0}>
      <table className="data-table reservations-table">
        <thead>
          <tr>
            <th scope="col">{t('reservations.col.customer')}</th>
            <th scope="col">{t('reservations.col.contact')}</th>
            <th scope="col">{t('reservations.col.dateTime')}</th>
            <th scope="col">{t('reservations.col.guests')}</th>
            <th scope="col">{t('reservations.col.status')}</th>
            <th scope="col">{t('reservations.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {reservations.map((reservation) => {
            const { id, name, status } = reservation;
            const busy = deciding.has(id);
            return (
              <tr
                key={id}
                id={bookingAnchor(id)}
                aria-busy={busy || undefined}
                data-new={fresh.has(id) || undefined}
              >
                <td data-label={t('reservations.col.customer')} className="reservations-customer">
                  <strong>{name}</strong> <NewMark id={id} fresh={fresh} />
                  <div className="muted reservations-id">{id}</div>
                  <StaffDetails reservation={reservation} />
                </td>
                <td data-label={t('reservations.col.contact')}>
                  <GuestContact reservation={reservation} restaurant={restaurant} />
                </td>
                <td data-label={t('reservations.col.dateTime')}>
                  <div>
                    <div>{formatReservationDate(reservation.date)}</div>
                    <div className="muted">{reservation.time}</div>
                    <CalendarDownload reservation={reservation} />
                  </div>
                </td>
                <td data-label={t('reservations.col.guests')}>
                  {t('reservations.guests', { count: reservation.guests })}
                </td>
                <td data-label={t('reservations.col.status')}>
                  <div>
                    <span className={STATUS_BADGES[status]}>{t(`reservations.statusLabel.${status}`)}</span>
                    {status !== 'pending' && reservation.updated_by && (
                      <div className="muted reservations-by">
                        {t('reservations.by', { name: reservation.updated_by })}
                      </div>
                    )}
                  </div>
                </td>
                <td data-label={t('reservations.col.actions')} className="reservations-actions-cell">
                  <ReservationActions
                    reservation={reservation}
                    busy={busy}
                    onChange={onChange}
                    onUndo={onUndo}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
