// What a dish is made of and how hot it is, in words a guest understands, in Indonesian and English.
// Free of the schema library: the dish page's browser script imports it.

import type { SiteLanguage } from './site-language.ts';

/**
 * What a dish contains that guests often ask about before ordering: meats (religion, diet), seafood, egg
 * and peanuts (allergies), coconut milk (most gulai and rendang) and offal (gulai tunjang, babat, paru).
 */
export const DISH_CONTAINS = [
  'beef',
  'chicken',
  'goat_lamb',
  'fish',
  'shellfish',
  'egg',
  'peanuts',
  'coconut_milk',
  'offal',
] as const;
export type DishContains = (typeof DISH_CONTAINS)[number];

const CONTAINS_WORDS: Record<SiteLanguage, Record<DishContains, string>> = {
  id: {
    beef: 'Daging sapi',
    chicken: 'Ayam',
    goat_lamb: 'Kambing/domba',
    fish: 'Ikan',
    shellfish: 'Udang, kepiting & kerang',
    egg: 'Telur',
    peanuts: 'Kacang tanah',
    coconut_milk: 'Santan',
    offal: 'Jeroan',
  },
  en: {
    beef: 'Beef',
    chicken: 'Chicken',
    goat_lamb: 'Goat/lamb',
    fish: 'Fish',
    shellfish: 'Shellfish',
    egg: 'Egg',
    peanuts: 'Peanuts',
    coconut_milk: 'Coconut milk',
    offal: 'Offal',
  },
};

/** One tag in words ("Santan", "Coconut milk"). */
export const containsWord = (tag: DishContains, language: SiteLanguage = 'id'): string =>
  CONTAINS_WORDS[language][tag];

/** The tags of a dish in the fixed order above, each once, whatever order they were saved in. */
export const orderedContains = (tags: readonly DishContains[]): DishContains[] =>
  DISH_CONTAINS.filter((tag) => tags.includes(tag));

/** The heading of the tags on a dish page. */
export const CONTAINS_HEADING: Record<SiteLanguage, string> = { id: 'Mengandung', en: 'Contains' };

/** The spice scale's top (SPEC: spice level 0-5). */
export const SPICE_MAX = 5;

const SPICE_WORDS: Record<SiteLanguage, readonly string[]> = {
  id: ['Tidak pedas', 'Sedikit pedas', 'Agak pedas', 'Pedas', 'Sangat pedas', 'Ekstra pedas'],
  en: ['Not spicy', 'Mild', 'Medium', 'Hot', 'Very hot', 'Extra hot'],
};

/** A spice level in words ("Pedas", "Hot"); levels outside 0-5 are held to it. */
export function spiceWords(level: number, language: SiteLanguage = 'id'): string {
  const words = SPICE_WORDS[language];
  const index = Math.min(SPICE_MAX, Math.max(0, Math.round(level)));
  return words[index] ?? words[0] ?? '';
}

/**
 * How hot a dish is and what it contains, as short words ("Agak pedas", "Daging sapi", "Santan"): nothing
 * for a dish at level 0 without tags.
 */
export function dishTags(
  item: { spice_level: number; contains: readonly DishContains[] },
  language: SiteLanguage = 'id',
): string[] {
  return [
    ...(item.spice_level > 0 ? [spiceWords(item.spice_level, language)] : []),
    ...orderedContains(item.contains).map((tag) => containsWord(tag, language)),
  ];
}

/** The spoken level, words first ("Pedas, tingkat 3 dari 5"; "Hot, level 3 of 5"). */
export function spiceLabel(level: number, language: SiteLanguage = 'id'): string {
  return language === 'en'
    ? `${spiceWords(level, 'en')}, level ${level} of ${SPICE_MAX}`
    : `${spiceWords(level, 'id')}, tingkat ${level} dari ${SPICE_MAX}`;
}

/**
 * Whether a dish's English allergens can stand for its Indonesian ones: written, and naming as many. A list
 * of another length was written before the Indonesian one changed (an allergen added or taken out since):
 * the English pages then show the Indonesian list, which is the current one, and the checklist counts the
 * dish as one whose allergens are in Indonesian only.
 */
export const englishAllergensHold = (allergens: readonly string[], english: readonly string[] | undefined) =>
  english !== undefined && english.length > 0 && english.length === allergens.length;
