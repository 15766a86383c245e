/**
 * What a new password must be (NIST SP 800-63B §3.1.1.2): long enough, any characters, long passphrases
 * welcome, and not one an attacker tries first (a common password, the username, the restaurant's name).
 * No composition rules: they push people towards predictable patterns. Shared by the server, which also
 * knows the list of common passwords, and the admin forms, which check the rest before sending.
 */

export const PASSWORD_MIN_LENGTH = 10;
/** Room for a long passphrase; the cap only keeps one hash affordable. */
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordContext = {
  /** The account's username: a password containing it is refused (when it has at least 3 characters). */
  username?: string;
  /** The restaurant's name: a password containing it is refused (when it has at least 3 characters). */
  restaurantName?: string;
  /** Whether the password is among the most common ones (the server's list; lower-cased input). */
  isCommon?: (lowerCased: string) => boolean;
};

/** Lower-cased as the password hash sees it (NFKC), so look-alike forms compare equal. */
const folded = (value: string) => value.normalize('NFKC').toLowerCase();

/**
 * The first problem of a new password, worded after `label` ("New password must be at least 10
 * characters"), or null when it is acceptable.
 */
export function passwordProblem(
  password: string,
  { username, restaurantName, isCommon }: PasswordContext,
  label = 'New password',
): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const lower = folded(password);
  if (new Set(lower).size < 3) return `${label} must not repeat the same one or two characters`;
  const contains = (part: string | undefined) => {
    const needle = part ? folded(part.trim()) : '';
    return needle.length >= 3 && lower.includes(needle);
  };
  if (contains(username)) return `${label} must not contain the username`;
  if (contains(restaurantName)) return `${label} must not contain the restaurant's name`;
  if (isCommon?.(lower))
    return `${label} is one of the most common passwords, which attackers try first: choose another`;
  return null;
}
