/**
 * The admin's words in the admin's language. `t('key', { name })` for plain modules (toasts, confirms),
 * `useT()` in components so a change of language re-renders them at once. The language is the signed-in
 * account's (Settings); before it is known, the one last chosen on this device (the login page's switch),
 * else the browser's.
 *
 * This module holds only the words shown before sign-in (en-sign-in.ts, id-sign-in.ts), so the login
 * screen ships small; importing i18n.ts adds the whole catalogues, before the importing module runs.
 * Code the login screen loads imports this module; every other module imports i18n.ts.
 */
import { useSyncExternalStore } from 'react';
import {
  type AdminLanguage,
  DEFAULT_ADMIN_LANGUAGE,
  isAdminLanguage,
} from '../../domain/accounts/admin-language.ts';
import type { MessageKey, Messages } from './en.ts';
import { enSignIn } from './en-sign-in.ts';
import { idSignIn } from './id-sign-in.ts';

export type { MessageKey } from './en.ts';

/** The words loaded so far, by language: those before sign-in, then every one (addCatalogues). */
const loaded: Record<AdminLanguage, Partial<Messages>> = { en: enSignIn, id: idSignIn };

/** Makes every message of `catalogues` available (i18n.ts does, once loaded). */
export function addCatalogues(catalogues: Record<AdminLanguage, Messages>): void {
  Object.assign(loaded, catalogues);
}

/** The language tag of each catalogue, for Intl and `<html lang>`. */
export const LOCALES: Record<AdminLanguage, string> = { en: 'en-GB', id: 'id-ID' };

/** Local storage key of the language last used on this device. */
export const DEVICE_LANGUAGE_KEY = 'admin_language';

/** Values put into a message's `{placeholders}`. */
export type MessageParams = Record<string, string | number>;

/** The keys that come as a `.one` / `.other` pair, by their common stem. */
export type PluralStem = {
  [K in MessageKey]: K extends `${infer Stem}.other`
    ? `${Stem}.one` extends MessageKey
      ? Stem
      : never
    : never;
}[MessageKey];

/**
 * The first of the browser's languages (`navigator.languages`, most wanted first) the admin speaks: "id-ID"
 * and the old code "in" are Bahasa Indonesia, any "en-…" English; null when none of them is.
 */
export function browserLanguage(languages: readonly string[]): AdminLanguage | null {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const language = primary === 'in' ? 'id' : primary;
    if (isAdminLanguage(language)) return language;
  }
  return null;
}

/** The browser's languages, most wanted first; none where there is no browser. */
function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/**
 * The language a signed-in account is shown in: the one it chose; else the browser's (not the one another
 * account left on this device); else its stored default.
 */
export function accountLanguage(
  account: { language: AdminLanguage; language_chosen: boolean },
  languages: readonly string[] = navigatorLanguages(),
): AdminLanguage {
  return account.language_chosen ? account.language : (browserLanguage(languages) ?? account.language);
}

/**
 * The language last chosen on this device; else the browser's, so an Indonesian phone opens the login page
 * in Bahasa Indonesia; else English.
 */
function deviceLanguage(): AdminLanguage {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(DEVICE_LANGUAGE_KEY);
  } catch {
    // Storage unavailable (private mode): the browser's language until the account's choice is known.
  }
  if (isAdminLanguage(stored)) return stored;
  return browserLanguage(navigatorLanguages()) ?? DEFAULT_ADMIN_LANGUAGE;
}

/**
 * The language the built page was put in before its first paint (first-paint.ts sets `<html lang>`), which
 * the login form hydrates in so its words match the page's; English at build time.
 */
const builtPageLanguage: AdminLanguage =
  typeof document !== 'undefined' && isAdminLanguage(document.documentElement.lang)
    ? document.documentElement.lang
    : DEFAULT_ADMIN_LANGUAGE;

let current: AdminLanguage = typeof window === 'undefined' ? DEFAULT_ADMIN_LANGUAGE : deviceLanguage();
if (typeof document !== 'undefined') document.documentElement.lang = current;
const listeners = new Set<() => void>();

/** The language the admin is shown in now. */
export function getLanguage(): AdminLanguage {
  return current;
}

/** Shows the admin in `language` from now on, and remembers it for this device. */
export function setLanguage(language: AdminLanguage): void {
  try {
    localStorage.setItem(DEVICE_LANGUAGE_KEY, language);
  } catch {
    // Not remembered on this device; the account's own setting still applies after login.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

/** `template` with each `{name}` replaced by its value; unknown placeholders stay visible. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A translator: the message of `key` in one language. */
export interface Translate {
  (key: MessageKey, params?: MessageParams): string;
  /** The `.one` or `.other` form for `count` (available as `{count}`), by the language's plural rules. */
  plural(stem: PluralStem, count: number, params?: MessageParams): string;
  /** The language this translator speaks. */
  language: AdminLanguage;
  /** Its Intl locale ("id-ID"). */
  locale: string;
}

function translator(language: AdminLanguage): Translate {
  const rules = new Intl.PluralRules(LOCALES[language]);
  // A word not loaded yet shows as its key: a bug to see, not a crash.
  const message = (key: MessageKey) => loaded[language][key] ?? key;
  const translate = (key: MessageKey, params?: MessageParams) => interpolate(message(key), params);
  return Object.assign(translate, {
    plural: (stem: PluralStem, count: number, params?: MessageParams) => {
      const form = rules.select(count) === 'one' ? 'one' : 'other';
      return interpolate(message(`${stem}.${form}` as MessageKey), { count, ...params });
    },
    language,
    locale: LOCALES[language],
  });
}

const translators: Record<AdminLanguage, Translate> = { en: translator('en'), id: translator('id') };

/** The message of `key` in the current language, for code outside components (toasts, confirms). */
export const t = Object.defineProperties(
  (key: MessageKey, params?: MessageParams) => translators[current](key, params),
  {
    plural: {
      value: (stem: PluralStem, count: number, params?: MessageParams) =>
        translators[current].plural(stem, count, params),
    },
    // Read when used: the language may have changed since this module was loaded.
    language: { get: () => current },
    locale: { get: () => LOCALES[current] },
  },
) as Translate;

/** The keys starting with `prefix` among the English words loaded so far. */
export const loadedKeys = (prefix: string): MessageKey[] =>
  (Object.keys(loaded.en) as MessageKey[]).filter((key) => key.startsWith(prefix));

/** The English message of `key` (the spec's own words), for exported constants tests compare with. */
export const english = translators.en;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The translator of the current language; the component re-renders when the language changes. */
export function useT(): Translate {
  const language = useSyncExternalStore(subscribe, getLanguage, () => builtPageLanguage);
  return translators[language];
}
