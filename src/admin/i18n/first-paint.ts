/**
 * The admin's built pages (the login form, "Loading admin…") are written in English at build time; the
 * admin's code, which knows the owner's language, arrives seconds later on a slow link. This inline script
 * runs in the page's head, before anything is painted: it picks the language as translate.ts does (the
 * one last chosen on this device, else the browser's) and puts `<html lang>` and the page's words in it as
 * the parser adds them. The island then hydrates in that language (translate.ts reads `<html lang>`), so
 * the words never change under the owner's eyes. Plain script text, so the page can hash it into its
 * Content-Security-Policy.
 */
import {
  ADMIN_LANGUAGES,
  type AdminLanguage,
  DEFAULT_ADMIN_LANGUAGE,
} from '../../domain/accounts/admin-language.ts';
import { enSignIn, type SignInKey } from './en-sign-in.ts';
import { idSignIn } from './id-sign-in.ts';
import { DEVICE_LANGUAGE_KEY, interpolate } from './translate.ts';

/** The words before sign-in, by language. */
const SIGN_IN: Record<AdminLanguage, Record<SignInKey, string>> = { en: enSignIn, id: idSignIn };

/** The words a built admin page can show before its code runs: the login form, the page titles, the boot line. */
const SHOWN_BEFORE_CODE = /^(login|page|language|boot)\./;

/**
 * Each English word of the built pages with its translation into `language`: whole texts (a text node, an
 * aria-label, the tab's title), never parts of one. Two meanings of one English text would be ambiguous:
 * the build fails.
 */
export function builtPageWords(language: AdminLanguage): Record<string, string> {
  const words = new Map<string, string>();
  const add = (english: string, translated: string) => {
    if (english === translated) return;
    const known = words.get(english);
    if (known !== undefined && known !== translated)
      throw new Error(`"${english}" has two translations: "${known}" and "${translated}"`);
    words.set(english, translated);
  };
  const keys = (Object.keys(enSignIn) as SignInKey[]).filter((key) => SHOWN_BEFORE_CODE.test(key));
  for (const key of keys) add(SIGN_IN.en[key], SIGN_IN[language][key]);
  // The tab's title: "Admin Login - Admin".
  for (const key of keys.filter((key) => key.startsWith('page.'))) {
    const title = (of: AdminLanguage) =>
      interpolate(SIGN_IN[of]['page.tabTitle'], { title: SIGN_IN[of][key] });
    add(title('en'), title(language));
  }
  return Object.fromEntries(words);
}

/** JSON that can stand in a script element ("</script>" inside a string cannot end it). */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The inline script of every built admin page: see the top of this file. */
export const FIRST_PAINT_LANGUAGE = `(() => {
  const languages = ${scriptJson(ADMIN_LANGUAGES)};
  const translations = ${scriptJson(Object.fromEntries(ADMIN_LANGUAGES.filter((l) => l !== 'en').map((l) => [l, builtPageWords(l)])))};
  let language = null;
  try {
    language = localStorage.getItem(${scriptJson(DEVICE_LANGUAGE_KEY)});
  } catch {}
  if (!languages.includes(language)) {
    language = ${scriptJson(DEFAULT_ADMIN_LANGUAGE)};
    const tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (const tag of tags) {
      const primary = String(tag).trim().toLowerCase().split(/[-_]/)[0];
      const spoken = primary === 'in' ? 'id' : primary;
      if (languages.includes(spoken)) {
        language = spoken;
        break;
      }
    }
  }
  const root = document.documentElement;
  root.lang = language;
  if (!translations[language]) return;
  const words = new Map(Object.entries(translations[language]));
  const translate = () => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (words.has(node.data)) node.data = words.get(node.data);
        continue;
      }
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = node.getAttribute(name);
        if (value !== null && words.has(value)) node.setAttribute(name, words.get(value));
      }
      if (node.localName === 'select' && node.name === 'language') node.value = language;
    }
  };
  // Mutation callbacks run before the browser paints what the parser added. Once the page is parsed (before
  // any module script runs, so before the island hydrates), the page's own code speaks for itself.
  const observer = new MutationObserver(translate);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  document.addEventListener('readystatechange', () => {
    observer.disconnect();
    translate();
  }, { once: true });
  translate();
})();`;
