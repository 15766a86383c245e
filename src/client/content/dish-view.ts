/**
 * What the dish page shows beyond the raw fields, shared by the prerendered page (DishDetail.astro) and
 * the page that renders a dish added since the last build (src/client/content/dish-loader.ts). Free of the schema
 * library: browser scripts import it.
 */
import type { MenuItem } from '../../domain/content/menu.ts';
import { indonesianOn, inLanguage, type SiteLanguage } from '../../domain/content/site-language.ts';

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
 * category's English name where one is written; the portion is the restaurant's own words.
 */
export function dishFacts(
  item: Pick<MenuItem, 'portion' | 'calories' | 'category'>,
  language: SiteLanguage = 'id',
  categoryEnglish = '',
): DishFact[] {
  const words = FACT_WORDS[language];
  const other = indonesianOn(language);
  const facts: DishFact[] = [];
  if (item.portion) facts.push({ label: words.portion, value: item.portion, lang: other });
  if (item.calories !== null) facts.push({ label: words.calories, value: `${item.calories} kcal` });
  const category = inLanguage(language, item.category, categoryEnglish);
  facts.push({ label: words.category, value: category.text, lang: category.lang });
  return facts;
}

/** The label of the n-th (0-based) thumbnail of `count`. */
export const thumbnailLabel = (index: number, count: number, language: SiteLanguage = 'id') =>
  language === 'en' ? `Show photo ${index + 1} of ${count}` : `Tampilkan foto ${index + 1} dari ${count}`;
