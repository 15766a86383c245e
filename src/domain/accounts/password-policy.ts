/**
 * What a new password must be (NIST SP 800-63B §3.1.1.2): long enough, any characters, long passphrases
 * welcome, and not one an attacker tries first (a common password, the username, the restaurant's own words:
 * its name, the brand in the site's header, its tagline and city, as zxcvbn's "user inputs").
 * No composition rules: they push people towards predictable patterns. Shared by the server, which also
 * knows the list of common passwords, and the admin forms, which check the rest before sending.
 */

export const PASSWORD_MIN_LENGTH = 10;
/** Room for a long passphrase; the cap only keeps one hash affordable. */
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordContext = {
  /** The account's username: a password containing it is refused (when it has at least 3 characters). */
  username?: string;
  /**
   * The restaurant's own words, as the site shows them ({@link restaurantWords}). A password containing the
   * name or the brand is refused, and so is one made of these words (and the username) with little else:
   * digits, symbols or a few letters.
   */
  restaurant?: RestaurantWords;
  /** Whether the password is among the most common ones (the server's list; lower-cased input). */
  isCommon?: (lowerCased: string) => boolean;
};

/** The restaurant's words a password is checked against (zxcvbn's "user inputs"). */
export type RestaurantWords = {
  name?: string;
  /** The brand text of the site's header (also the logo's alternative text when a logo is shown). */
  brand?: string;
  tagline?: string;
  city?: string;
};

/** Lower-cased as the password hash sees it (NFKC), so look-alike forms compare equal. */
const folded = (value: string) => value.normalize('NFKC').toLowerCase();
/** Folded, with spaces, punctuation and symbols left out: "Sederhana Rasa" and "sederhana-rasa" compare equal. */
const compact = (value: string) => folded(value).replace(/[^\p{L}\p{N}]/gu, '');
/** The words of a text (letters and digits), folded; only those of at least 3 characters say something. */
const wordsOf = (value: string | undefined) =>
  value
    ? folded(value)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => [...word].length >= 3)
    : [];

/** The name and the brand are guessed whole; shorter than this they are left to the word rule. */
const MIN_PART = 3;
/**
 * Fewer letters or digits than this left once the site's words are taken out, or only digits (a year, a
 * counter), and the password is one of the first an attacker tries who has read the website.
 */
const MIN_OWN_PART = 5;

/**
 * What is left of `password` (compacted) once every word of `words` is taken out, longest words first;
 * null when none of them was in it.
 */
function withoutWords(password: string, words: readonly string[]): string | null {
  let rest = password;
  for (const word of [...new Set(words)].sort((a, b) => b.length - a.length))
    rest = rest.replaceAll(word, '');
  return rest === password ? null : rest;
}

const guessable = (rest: string | null) =>
  rest !== null && ([...rest].length < MIN_OWN_PART || /^\p{N}*$/u.test(rest));

/**
 * The first problem of a new password, worded after `label` ("New password must be at least 10
 * characters"), or null when it is acceptable. Case, spaces and punctuation do not hide the username or
 * the restaurant's words: "SederhanaRasa", "sederhana rasa" and "sederhanarasa2024" are all refused.
 */
export function passwordProblem(
  password: string,
  { username, restaurant = {}, isCommon }: PasswordContext,
  label = 'New password',
): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const lower = folded(password);
  if (new Set(lower).size < 3) return `${label} must not repeat the same one or two characters`;
  const bare = compact(password);
  const contains = (part: string | undefined) => {
    const needle = part ? compact(part) : '';
    return [...needle].length >= MIN_PART && bare.includes(needle);
  };
  const usernameProblem = `${label} must not contain the username`;
  const restaurantProblem = `${label} must not contain the restaurant's name`;
  if (contains(username)) return usernameProblem;
  // The name and the brand whole; the tagline and the city word by word below ("Padang" alone is fine).
  if (contains(restaurant.name) || contains(restaurant.brand)) return restaurantProblem;
  const { name, brand, tagline, city } = restaurant;
  const ownWords = [name, brand, tagline, city].flatMap(wordsOf);
  const userWords = wordsOf(username);
  if (guessable(withoutWords(bare, [...ownWords, ...userWords])))
    return guessable(withoutWords(bare, userWords)) ? usernameProblem : restaurantProblem;
  if (isCommon?.(lower))
    return `${label} is one of the most common passwords, which attackers try first: choose another`;
  return null;
}
