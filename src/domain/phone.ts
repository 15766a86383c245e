// Free of the schema library: the reservation island and the admin both use it.

/**
 * An Indonesian mobile number in international form without the plus sign ("0812-3456-7890",
 * "+62 812 3456 7890" → "6281234567890"), or null when it is not one.
 */
export function normalizeIndonesianMobile(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  else if (digits.startsWith('8')) digits = `62${digits}`;
  // Mobile numbers: 62 8xx, then 7 to 10 more digits (10 to 13 digits in the local 08… form).
  return /^628\d{8,11}$/.test(digits) ? digits : null;
}

/** The local way of writing it: "6281234567890" → "0812-3456-7890". */
export function formatIndonesianMobile(international: string): string {
  const local = international.startsWith('62') ? `0${international.slice(2)}` : international;
  return local.replace(/^(\d{4})(\d{4})(\d+)$/, '$1-$2-$3');
}
