// Kept free of the schema library: the reservation island imports it, and guests pay for every byte.

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
