// The public site's languages: Indonesian at `/`, English for visitors under `/en/` (when the restaurant
// turns it on in Settings). Free of the schema library: the pages' browser scripts import it.

/** The public site's languages: Indonesian first (the default, at `/`), English under `/en/`. */
export const SITE_LANGUAGES = ['id', 'en'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = 'id';

/** The first segment of every English page's path. */
const ENGLISH_PREFIX = '/en';

/** The language of a page, by its path: `/en` and everything under `/en/` is English. */
export function pageLanguage(url: URL | string): SiteLanguage {
  const path = typeof url === 'string' ? url : url.pathname;
  return path === ENGLISH_PREFIX || path.startsWith(`${ENGLISH_PREFIX}/`) ? 'en' : 'id';
}

/** A page's path without its language: `/en/menu/rendang/` → `/menu/rendang/`, `/en/` → `/`. */
export function pathWithoutLanguage(path: string): string {
  if (pageLanguage(path) !== 'en') return path;
  return path.slice(ENGLISH_PREFIX.length) || '/';
}

/** The path of a page in a language: `localizedPath('en', '/menu/rendang/')` → `/en/menu/rendang/`. */
export function localizedPath(language: SiteLanguage, path: string): string {
  const bare = pathWithoutLanguage(path.startsWith('/') ? path : `/${path}`);
  return language === 'en' ? `${ENGLISH_PREFIX}${bare}` : bare;
}

/** The language of the page a browser script runs on (its `<html lang>`). */
export function documentLanguage(): SiteLanguage {
  return document.documentElement.lang === 'en' ? 'en' : 'id';
}

/** What a language is called in itself, as the language switch names it. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = { id: 'Bahasa Indonesia', en: 'English' };
/** The switch's short label of each language. */
export const LANGUAGE_CODES: Record<SiteLanguage, string> = { id: 'ID', en: 'EN' };
/** Open Graph's locale of each language. */
export const OG_LOCALES: Record<SiteLanguage, string> = { id: 'id_ID', en: 'en_US' };

/**
 * The `lang` of the restaurant's own Indonesian text (an address, a caption) on a page in `language`:
 * 'id' on an English page, nothing on an Indonesian one (the page's own).
 */
export const indonesianOn = (language: SiteLanguage): 'id' | undefined =>
  language === 'en' ? 'id' : undefined;

/** A list (ingredients, allergens) in the page's language where one is written, else the Indonesian one. */
export function listInLanguage(
  language: SiteLanguage,
  indonesian: readonly string[],
  english: readonly string[] | undefined,
): { items: readonly string[]; lang: SiteLanguage | undefined } {
  if (language === 'en' && english && english.length > 0) return { items: english, lang: undefined };
  return { items: indonesian, lang: indonesianOn(language) };
}

/** A text in the page's language where one is written, else the Indonesian one (marked as such). */
export function inLanguage(
  language: SiteLanguage,
  indonesian: string,
  english: string | undefined,
): { text: string; lang: SiteLanguage | undefined } {
  if (language === 'en' && english?.trim()) return { text: english, lang: undefined };
  return { text: indonesian, lang: indonesianOn(language) };
}
