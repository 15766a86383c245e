import type { SiteLanguage } from '../domain/content/site-language.ts';
import { SITE_LANGUAGES } from '../domain/content/site-language.ts';
import { hasLanguage } from '../domain/content/site-settings.ts';
import { getSiteContent } from './site-content.ts';

/** The languages this build publishes: Indonesian always, English when Settings turns it on. */
export async function publishedLanguages(): Promise<SiteLanguage[]> {
  const { settings } = await getSiteContent();
  return SITE_LANGUAGES.filter((language) => hasLanguage(settings, language));
}

/**
 * The `lang` parameter of the pages under `src/pages/[...lang]/`, one per published language: none for
 * Indonesian (its pages stay at `/`), `en` for the English ones under `/en/`.
 */
export const langParam = (language: SiteLanguage): string | undefined =>
  language === 'id' ? undefined : language;

/** Static paths of a page that exists once per published language. */
export async function languagePaths() {
  return (await publishedLanguages()).map((language) => ({
    params: { lang: langParam(language) },
    props: { language },
  }));
}
