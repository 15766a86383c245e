import { z } from 'zod';
import { formatRupiah, PRICE_MAX, readRupiah } from '../orders/bill.ts';
import { DishPreorderSchema } from '../orders/preorder-schemas.ts';
import { DISH_CONTAINS, orderedContains, SPICE_MAX } from './dish-explained.ts';

export { dishImages, dishPath } from './dish.ts';
export { DISH_CONTAINS, type DishContains, SPICE_MAX } from './dish-explained.ts';

import { id, imageUrl, longText, requiredText, text, textList, url } from '../shared/fields.ts';

/** The fixed menu categories an item belongs to. */
export const MENU_CATEGORIES = ['Makanan', 'Minuman', 'Lainnya'] as const;
export const MenuCategoryNameSchema = z.enum(MENU_CATEGORIES, {
  error: 'must be Makanan, Minuman or Lainnya',
});
export type MenuCategoryName = z.infer<typeof MenuCategoryNameSchema>;

/** Availability: Tersedia (green badge) or Habis (sold out, red badge). */
export const MENU_STATUSES = ['Tersedia', 'Habis'] as const;
export const MenuStatusSchema = z.enum(MENU_STATUSES);
export type MenuStatus = z.infer<typeof MenuStatusSchema>;

/** The fields staff edit for a dish (the admin form and POST/PUT bodies). */
export const MenuItemInputSchema = z.object({
  name: requiredText(100),
  category: MenuCategoryNameSchema,
  description: longText(1000).min(1, 'is required'),
  /** The name for visitors who read English; empty: the English pages show the Indonesian one. */
  name_en: text(100).default(''),
  /** The description in English, written for a visitor who has never eaten the dish; may be empty. */
  description_en: longText(1000).default(''),
  /**
   * Free text as printed on the menu, e.g. "Rp 50.000"; a bare amount is written so (rupiahIfBare). One
   * amount is at most Rp 100.000.000 (PRICE_MAX), so a basket of them adds up exactly.
   */
  price: requiredText(40)
    .transform(rupiahIfBare)
    .refine((price) => (readRupiah(price) ?? 0) <= PRICE_MAX, `must be at most ${formatRupiah(PRICE_MAX)}`),
  /** Main image URL. */
  image: imageUrl(),
  /** Further image URLs, shown as a thumbnail strip after the main image. */
  gallery: z.array(imageUrl()).max(12, 'must have at most 12 entries').default([]),
  status: MenuStatusSchema.default('Tersedia'),
  /** 0-5; shown on the dish page only when above 0. */
  spice_level: z.number().int('must be a whole number').min(0).max(SPICE_MAX).default(0),
  /** Free text, e.g. "1 porsi (200 gram)". */
  portion: text(80).default(''),
  /** The portion in English, e.g. "1 portion (200 grams)"; empty: the English pages show the Indonesian one. */
  portion_en: text(80).default(''),
  /** kcal per portion, or null when unknown. */
  calories: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 10000')
    .max(10000, 'must be between 0 and 10000')
    .nullable()
    .default(null),
  allergens: textList().default([]),
  /** The allergens in English, for visitors who cannot read the Indonesian ones; empty: those are shown. */
  allergens_en: textList().default([]),
  /** What guests ask about before ordering (meats, seafood, egg, peanuts, coconut milk, offal): each once. */
  contains: z
    .array(z.enum(DISH_CONTAINS, { error: `must be one of ${DISH_CONTAINS.join(', ')}` }))
    .max(DISH_CONTAINS.length, `must have at most ${DISH_CONTAINS.length} entries`)
    .transform(orderedContains)
    .default([]),
  ingredients: textList().default([]),
  /** The main ingredients in English; empty: the English pages show the Indonesian ones. */
  ingredients_en: textList().default([]),
  /** The "Chef's Recommendation" text; also preferred for the meta description. */
  ai_description: longText(1000).default(''),
  /** The "Chef's Recommendation" in English; empty: the English pages show the Indonesian one. */
  ai_description_en: longText(1000).default(''),
  /**
   * Sold as a pre-order (catering): its minimum, lead time and daily limit. Null or absent for an ordinary
   * dish; absent stays absent, so dishes saved before pre-orders read exactly as before.
   */
  preorder: DishPreorderSchema.nullish(),
});
export type MenuItemInput = z.input<typeof MenuItemInputSchema>;
export type MenuItemFields = z.infer<typeof MenuItemInputSchema>;

/** A dish as stored and served. */
export const MenuItemSchema = MenuItemInputSchema.extend({
  // Read back as stored: addresses saved before the https and public-address rule, and prices saved
  // before the ceiling, stay readable.
  price: requiredText(40),
  image: url(),
  gallery: z.array(url()).max(12, 'must have at most 12 entries').default([]),
  id: id(),
  /** Server-generated from the name, unique across the menu (see slugify). */
  slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** The category (tab) the item is listed under. */
  category_id: id(),
  /** Sort key within its category (smaller first). */
  position: z.number(),
  /** Increases with every save; a PUT carrying an older one is refused (two staff editing). */
  revision: z.number().int().min(1).default(1),
  updated_at: z.string().default(''),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

/**
 * PUT /api/admin/menu/category/{categoryId}/item/{id}/availability: the one-tap Tersedia/Habis switch.
 * `revision` is the one the switch was shown with: a stale one is refused (409) like a stale dish save.
 */
export const MenuAvailabilityInputSchema = z.object({
  available: z.boolean({ error: 'must be true or false' }),
  revision: z.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).optional(),
});
export type MenuAvailabilityInput = z.infer<typeof MenuAvailabilityInputSchema>;

/** The status a switch position stands for. */
export const availabilityStatus = (available: boolean): MenuStatus => (available ? 'Tersedia' : 'Habis');

/** A menu tab: its own fields, stored apart from its items. */
export const MenuCategoryFieldsSchema = z.object({
  id: id(),
  name: requiredText(60),
  description: longText(500),
  /** The tab's name and description in English; empty: the English pages show the Indonesian ones. */
  name_en: text(60).default(''),
  description_en: longText(500).default(''),
  position: z.number().default(0),
});
export type MenuCategoryFields = z.infer<typeof MenuCategoryFieldsSchema>;

/** A menu tab with its items, as the landing page and GET /api/admin/menu show it. */
export const MenuCategorySchema = MenuCategoryFieldsSchema.extend({ items: z.array(MenuItemSchema) });
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

/** The short form of a dish used for "Menu Terkait". */
/** A dish another dish's page suggests; with its English name for the English pages. */
export type RelatedItem = Pick<
  MenuItem,
  'id' | 'name' | 'name_en' | 'slug' | 'image' | 'description' | 'price'
>;

export const RELATED_LIMIT_DEFAULT = 3;
export const RELATED_LIMIT_MAX = 12;

/**
 * Up to `limit` other dishes for "Menu Terkait": same category first, then the rest of the menu in
 * menu order; never the dish itself.
 */
export function relatedItems(
  all: readonly MenuItem[],
  item: MenuItem,
  limit = RELATED_LIMIT_DEFAULT,
): RelatedItem[] {
  const others = all.filter((candidate) => candidate.id !== item.id);
  const sameCategory = others.filter((c) => c.category_id === item.category_id);
  const rest = others.filter((c) => c.category_id !== item.category_id);
  return [...sameCategory, ...rest]
    .slice(0, Math.max(0, limit))
    .map(({ id, name, name_en, slug, image, description, price }) => ({
      id,
      name,
      name_en,
      slug,
      image,
      description,
      price,
    }));
}

/** Clamps a `?limit=` query value to 1..RELATED_LIMIT_MAX (default 3). */
export function parseRelatedLimit(raw: string | null): number {
  const n = Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(n)) return RELATED_LIMIT_DEFAULT;
  return Math.min(RELATED_LIMIT_MAX, Math.max(1, n));
}

/**
 * A price typed as a bare amount ("25000", "25.000") written as guests read it ("Rp 25.000"), as the menu,
 * the dish page and the printed menu show it as it is; any other text ("Mulai Rp 20.000") stays as typed.
 */
export function rupiahIfBare(price: string): string {
  return /^(?:\d+|\d{1,3}(?:\.\d{3})+)$/.test(price)
    ? formatRupiah(Number(price.replaceAll('.', '')))
    : price;
}
