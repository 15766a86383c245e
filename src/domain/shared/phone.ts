// The one way phone numbers are read, wherever they are typed: the guest's number on the reservation form
// and the restaurant's WhatsApp number in the admin. Free of the schema library: the reservation island
// uses it too.

/**
 * A phone number in international form, digits only without the plus sign, as wa.me links need it
 * ("0812 6612 3456", "+62 812-6612-3456", "812 6612 3456" → "6281266123456"; "+60 12 345 6789" →
 * "60123456789"), or null when it is not one. The local forms are Indonesian: a leading 0 (or a mobile
 * number's leading 8) stands for 62. Spaces, dashes, dots and brackets are how people group digits.
 */
export function normalizePhoneNumber(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // Already international: "+62 812…".
  } else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  else if (digits.startsWith('8')) digits = `62${digits}`;
  // E.164: a country code (never 0) and at most 15 digits in all.
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/**
 * An Indonesian mobile number in international form without the plus sign ("0812-3456-7890",
 * "+62 812 3456 7890" → "6281234567890"), or null when it is not one.
 */
export function normalizeIndonesianMobile(raw: string): string | null {
  const digits = normalizePhoneNumber(raw);
  // Mobile numbers: 62 8xx, then 7 to 10 more digits (10 to 13 digits in the local 08… form).
  return digits && /^628\d{8,11}$/.test(digits) ? digits : null;
}

/** The local way of writing it: "6281234567890" → "0812-3456-7890". */
export function formatIndonesianMobile(international: string): string {
  const local = international.startsWith('62') ? `0${international.slice(2)}` : international;
  return local.replace(/^(\d{4})(\d{4})(\d+)$/, '$1-$2-$3');
}
