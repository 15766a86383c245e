/**
 * The WhatsApp message staff send a guest about their reservation, in Indonesian, worded for where the
 * reservation stands: received (pending), confirmed, declined, cancelled, seated or missed (no-show).
 * Pure, so it can be checked word for word.
 */
import { formatLongDate } from '../../../domain/reservations/booking-summary.ts';
import type { Reservation } from '../../../domain/reservations/reservation.ts';
import { whatsappLink } from '../../../domain/shared/whatsapp.ts';

/** Said instead of the restaurant's name when it is not known. */
export const GENERIC_RESTAURANT = 'restoran kami';

/** "Rabu, 18 November 2026": dates are written as the guest's confirmation writes them. */
export { formatLongDate };

type MessageFields = Pick<Reservation, 'id' | 'name' | 'date' | 'time' | 'guests' | 'status'>;

/** The message for the guest; `restaurant` is the restaurant's name (its info's, not the brand text). */
export function guestMessage(reservation: MessageFields, restaurant = GENERIC_RESTAURANT): string {
  const { id, name, guests, status } = reservation;
  // The time as the guest chose it on the website: 19:00.
  const when = `untuk ${guests} orang pada ${formatLongDate(reservation.date)} pukul ${reservation.time}`;
  switch (status) {
    case 'confirmed':
      return `Halo ${name}, reservasi Anda di ${restaurant} ${when} telah kami konfirmasi. ID Booking: ${id}. Sampai jumpa!`;
    case 'declined':
      return `Halo ${name}, mohon maaf, reservasi Anda di ${restaurant} ${when} belum dapat kami terima. ID Booking: ${id}. Silakan hubungi kami bila ingin memilih waktu lain. Terima kasih atas pengertiannya.`;
    case 'pending':
      return `Halo ${name}, terima kasih telah melakukan reservasi di ${restaurant} ${when}. Permintaan Anda sudah kami terima dan akan segera kami konfirmasi. ID Booking: ${id}.`;
    case 'cancelled':
      return `Halo ${name}, reservasi Anda di ${restaurant} ${when} telah dibatalkan. ID Booking: ${id}. Silakan hubungi kami bila ingin memesan kembali.`;
    case 'seated':
      return `Halo ${name}, terima kasih telah berkunjung ke ${restaurant}. Selamat menikmati hidangan kami!`;
    case 'no_show':
      return `Halo ${name}, kami menunggu kedatangan Anda ${when} di ${restaurant}. ID Booking: ${id}. Silakan hubungi kami bila ingin memesan di waktu lain.`;
  }
}

/** A wa.me link to the guest's number with that message prefilled. */
export function guestWhatsAppLink(
  reservation: MessageFields & Pick<Reservation, 'phone'>,
  restaurant?: string,
): string {
  return whatsappLink(reservation.phone, guestMessage(reservation, restaurant));
}

/**
 * The reminder staff send a confirmed guest the day before or on the day ("Kirim pengingat"): the
 * restaurant, the date and time, the party, the booking id, and how to cancel (a reply to the message).
 */
export function reminderMessage(reservation: MessageFields, restaurant = GENERIC_RESTAURANT): string {
  const { id, name, guests } = reservation;
  return `Halo ${name}, kami ingin mengingatkan reservasi Anda di ${restaurant} untuk ${guests} orang pada ${formatLongDate(reservation.date)} pukul ${reservation.time}. ID Booking: ${id}. Jika berhalangan hadir, mohon balas pesan ini agar reservasinya kami batalkan. Sampai jumpa!`;
}

/** A wa.me link to the guest's number with the reminder prefilled. */
export function reminderWhatsAppLink(
  reservation: MessageFields & Pick<Reservation, 'phone'>,
  restaurant?: string,
): string {
  return whatsappLink(reservation.phone, reminderMessage(reservation, restaurant));
}
