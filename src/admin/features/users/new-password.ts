/** Readable first passwords for accounts a superadmin sets up: no look-alike characters (0/O, 1/l/I). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password of `length` characters (12 by default), to be changed at first login. */
export function generatePassword(length = 12): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      // 220 = 4 × 55: bytes above it are skipped so that every character is equally likely.
      if (byte < 220 && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}
