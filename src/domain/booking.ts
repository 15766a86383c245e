// Kept free of the schema library: the reservation island imports it, and guests pay for every byte.
import { addDays, bookingHoursText, hoursOn, isBookable, type OpeningHours, restaurantNow } from './hours.ts';

/** Party sizes offered by the reservation form. */
export const GUEST_OPTIONS = ['1', '2', '3-4', '5-8', '8+'] as const;
export type GuestOption = (typeof GUEST_OPTIONS)[number];

const BOOKING_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A booking id: "RMP" followed by 9 random uppercase letters and digits. */
export function newBookingId(): string {
  let out = 'RMP';
  while (out.length < 12) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      // 252 = 7 × 36: bytes above it are skipped so that every character is equally likely.
      if (byte < 252 && out.length < 12) out += BOOKING_ALPHABET[byte % 36];
    }
  }
  return out;
}

export const BOOKING_ID_PATTERN = /^RMP[A-Z0-9]{9}$/;

/** How far ahead a table can be booked. */
export const BOOKING_WINDOW_DAYS = 90;

/**
 * Why a date and time cannot be booked (in Indonesian), or null: from today (and not in the past) to 90
 * days ahead, within that day's opening hours until one hour before closing (past midnight too).
 */
export function bookingProblem(
  request: { date: string; time: string },
  hours: OpeningHours,
  now: Date = new Date(),
): string | null {
  const today = restaurantNow(now);
  if (Number.isNaN(Date.parse(`${request.date}T00:00:00Z`))) return 'Tanggal tidak valid.';
  if (request.date < today.date) return 'Tanggal reservasi tidak boleh sebelum hari ini.';
  if (request.date > addDays(today.date, BOOKING_WINDOW_DAYS))
    return `Reservasi hanya dapat dibuat paling lambat ${BOOKING_WINDOW_DAYS} hari ke depan.`;
  if (!isBookable(hours, request.date, request.time)) {
    const window = bookingHoursText(hoursOn(hours, request.date));
    return window ? `Pada tanggal itu kami menerima reservasi pukul ${window}.` : 'Waktu tidak valid.';
  }
  if (request.date === today.date && request.time <= today.time)
    return 'Waktu tersebut sudah lewat. Silakan pilih waktu lain.';
  return null;
}
