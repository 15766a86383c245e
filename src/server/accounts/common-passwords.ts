let common: Promise<Set<string>> | undefined;

/**
 * A check of whether a (lower-cased) password is among the most common ones people choose: the list
 * zxcvbn-ts maintains (about 49,000 entries). The list is imported on first use, once per instance, not
 * with the module: most functions' bundles hold this module through the account services, and only a
 * password being set needs the list (importing it took about 60 ms of every cold start).
 */
export async function commonPasswordCheck(): Promise<(lowerCased: string) => boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
    (error: unknown) => {
      // Asked again next time rather than failing every password change of this instance.
      common = undefined;
      throw error;
    },
  );
  const passwords = await common;
  return (lowerCased) => passwords.has(lowerCased);
}
