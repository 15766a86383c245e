import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * Whether a (lower-cased) password is among the most common ones people choose: the list zxcvbn-ts
 * maintains (about 49,000 entries), loaded once per instance on first use.
 */
export function isCommonPassword(lowerCased: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(lowerCased);
}
