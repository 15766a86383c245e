/**
 * Where a reservation stands and how it was made, in the words staff read: the admin's labels and the
 * export's cells are these same words (the admin's catalogues take them from here).
 */
import type { AdminLanguage } from '../accounts/admin-language.ts';
import type { ReservationSource, ReservationStatus } from './reservation.ts';

/** A status as staff read it ("Tidak datang" / "No-show"). */
export const RESERVATION_STATUS_WORDS = {
  en: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    declined: 'Declined',
    cancelled: 'Cancelled',
    seated: 'Seated',
    no_show: 'No-show',
  },
  id: {
    pending: 'Menunggu',
    confirmed: 'Dikonfirmasi',
    declined: 'Ditolak',
    cancelled: 'Dibatalkan',
    seated: 'Sudah datang',
    no_show: 'Tidak datang',
  },
} as const satisfies Record<AdminLanguage, Record<ReservationStatus, string>>;

/** How a booking was made, as staff read it ("Datang langsung" / "Walk-in"). */
export const RESERVATION_SOURCE_WORDS = {
  en: { website: 'Website', phone: 'Phone', walk_in: 'Walk-in' },
  id: { website: 'Situs', phone: 'Telepon', walk_in: 'Datang langsung' },
} as const satisfies Record<AdminLanguage, Record<ReservationSource, string>>;
