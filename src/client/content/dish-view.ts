/**
 * What the dish page shows beyond the raw fields, shared by the prerendered page (DishDetail.astro) and
 * the page that renders a dish added since the last build (src/client/content/dish-loader.ts). Free of the schema
 * library: browser scripts import it.
 */
import type { MenuItem } from '../../domain/content/menu.ts';

export interface DishFact {
  label: string;
  value: string;
}

/** Portion (when given), calories (when known) and category, as labelled facts. */
export function dishFacts(item: Pick<MenuItem, 'portion' | 'calories' | 'category'>): DishFact[] {
  const facts: DishFact[] = [];
  if (item.portion) facts.push({ label: 'Porsi', value: item.portion });
  if (item.calories !== null) facts.push({ label: 'Kalori', value: `${item.calories} kcal` });
  facts.push({ label: 'Kategori', value: item.category });
  return facts;
}

/** The label of the n-th (0-based) thumbnail of `count`. */
export const thumbnailLabel = (index: number, count: number) => `Tampilkan foto ${index + 1} dari ${count}`;
