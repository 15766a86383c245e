/**
 * What the API answers in `detail` that the admin says in its own language: the API speaks English (its
 * clients and logs read it), and the admin's catalogues hold these same words under `server.*` keys,
 * `{placeholders}` standing for what varies (src/admin/i18n/server-words.ts finds them in an answer).
 * One source for both, so a changed wording cannot leave the admin showing it untranslated.
 */

/** A sign-in refused: unknown user, wrong password and inactive account alike. */
export const INCORRECT_LOGIN = 'Incorrect username or password';

/** A save refused because a colleague saved the item after it was opened (409). */
export const STALE_REVISION =
  'Someone else saved this item after you opened it. Reload to see their changes, then save again.';

/** The same for a settings document, `{what}` naming it ({@link SETTINGS_NOUNS}). */
export const STALE_SETTINGS =
  'Someone else saved the {what} after you opened them. Reload to see their changes, then save again.';

/** How each settings document is named in sentences (history.ts types it by document). */
export const SETTINGS_NOUNS = {
  restaurant: 'restaurant info',
  'site-settings': 'site settings',
  booking: 'booking settings',
  ordering: 'ordering settings',
} as const;

/** `template` with each `{name}` replaced by its value. */
export const fillIn = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
