/**
 * The admin's words in the admin's language, every one of them (translate.ts has the machinery and the
 * words shown before sign-in). Importing this module loads the whole catalogue of the language shown
 * before the importing module runs; another language's loads when the admin is switched to it, so a
 * phone downloads the words of one language, not of both.
 */
import { ADMIN_LANGUAGES, type AdminLanguage } from '../../domain/admin-session.ts';
import type { Messages } from './en.ts';
import { addCatalogue, getLanguage, loadCataloguesWith, showLanguage } from './translate.ts';

export * from './translate.ts';

/** Each language's whole catalogue, as its own script. */
const catalogues: Record<AdminLanguage, () => Promise<Messages>> = {
  en: async () => (await import('./en.ts')).en,
  id: async () => (await import('./id.ts')).id,
};

/** Loads the whole catalogue of `language` and makes it available. */
export async function loadLanguage(language: AdminLanguage): Promise<void> {
  addCatalogue(language, await catalogues[language]());
}

/**
 * The words of the language shown now; if they cannot load (the installed app offline, before this
 * device ever loaded them), those of another language that can, which the admin is then shown in.
 */
async function loadFirstWords(): Promise<void> {
  const first = getLanguage();
  try {
    await loadLanguage(first);
  } catch (failure) {
    for (const other of ADMIN_LANGUAGES.filter((language) => language !== first)) {
      const loaded = await loadLanguage(other).then(
        () => true,
        () => false,
      );
      if (loaded) return showLanguage(other);
    }
    throw failure;
  }
}

loadCataloguesWith(loadLanguage);
await loadFirstWords();
