/**
 * What the dish page shows beyond the raw fields, shared by the prerendered page (DishDetail.astro) and
 * the page that renders a dish added since the last build (src/client/content/dish-loader.ts). Free of the schema
 * library: browser scripts import it.
 */
import { englishAllergensHold } from '../../domain/content/dish-explained.ts';
import type { MenuItem } from '../../domain/content/menu.ts';
import { inLanguage, listInLanguage, type SiteLanguage } from '../../domain/content/site-language.ts';

export interface DishFact {
  label: string;
  value: string;
  /** 'id' when an English page shows the Indonesian value (no English one is written). */
  lang?: SiteLanguage | undefined;
}

const FACT_WORDS = {
  id: { portion: 'Porsi', calories: 'Kalori', category: 'Kategori' },
  en: { portion: 'Portion', calories: 'Calories', category: 'Category' },
} satisfies Record<SiteLanguage, Record<string, string>>;

/**
 * Portion (when given), calories (when known) and category, as labelled facts. On an English page the
 * portion and the category in English where written, else the Indonesian ones (marked so).
 */
export function dishFacts(
  item: Pick<MenuItem, 'portion' | 'calories' | 'category'> & Partial<Pick<MenuItem, 'portion_en'>>,
  language: SiteLanguage = 'id',
  categoryEnglish = '',
): DishFact[] {
  const words = FACT_WORDS[language];
  const facts: DishFact[] = [];
  const portion = inLanguage(language, item.portion, item.portion_en);
  if (portion.text) facts.push({ label: words.portion, value: portion.text, lang: portion.lang });
  if (item.calories !== null) facts.push({ label: words.calories, value: `${item.calories} kcal` });
  const category = inLanguage(language, item.category, categoryEnglish);
  facts.push({ label: words.category, value: category.text, lang: category.lang });
  return facts;
}

/** A dish's own words beyond its name and description, each with the `lang` it is shown in. */
export interface DishWords {
  /** The Chef's Recommendation; empty when none is written. */
  chef: { text: string; lang: SiteLanguage | undefined };
  ingredients: { items: readonly string[]; lang: SiteLanguage | undefined };
  allergens: { items: readonly string[]; lang: SiteLanguage | undefined };
}

/**
 * The Chef's Recommendation, the main ingredients and the allergens of a dish in the page's language: the
 * English ones on an English page where the owner wrote them, else the Indonesian ones, marked so.
 */
export function dishWords(
  item: Pick<MenuItem, 'ai_description' | 'ingredients' | 'allergens'> &
    Partial<Pick<MenuItem, 'ai_description_en' | 'ingredients_en' | 'allergens_en'>>,
  language: SiteLanguage = 'id',
): DishWords {
  return {
    chef: inLanguage(language, item.ai_description, item.ai_description_en),
    ingredients: listInLanguage(language, item.ingredients, item.ingredients_en),
    // Never an English list out of step with the Indonesian one: a guest's safety rests on it.
    allergens: listInLanguage(
      language,
      item.allergens,
      englishAllergensHold(item.allergens, item.allergens_en) ? item.allergens_en : [],
    ),
  };
}

/** The label of the n-th (0-based) thumbnail of `count`. */
export const thumbnailLabel = (index: number, count: number, language: SiteLanguage = 'id') =>
  language === 'en' ? `Show photo ${index + 1} of ${count}` : `Tampilkan foto ${index + 1} dari ${count}`;
