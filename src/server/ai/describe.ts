import { z } from 'zod';
import { MenuItemInputSchema } from '../../domain/content/menu.ts';
import { SITE_LANGUAGES } from '../../domain/content/site-language.ts';
import { requiredText, splitCommaList, text } from '../../domain/shared/fields.ts';

/** A list of ingredients, or the comma-separated text of the form. */
const ingredientList = z
  .union([z.array(text(80)).max(30), text(1000)])
  .default([])
  .transform((value) =>
    Array.isArray(value) ? value.map((e) => e.trim()).filter(Boolean) : splitCommaList(value),
  );

/** What the admin sends to get a dish description (SPEC §7: POST /api/ai/describe-menu). */
export const DescribeRequestSchema = z.object({
  item_name: requiredText(100),
  category: text(60).default(''),
  ingredients: ingredientList,
  /** The ingredients in English, when staff wrote them: an English text names these. */
  ingredients_en: ingredientList,
  image_url: text(2048).default(''),
  current_description: text(1000).default(''),
  /** Optional: lets the writer mention the heat. */
  spice_level: z.number().int().min(0).max(5).optional(),
  /** The language to write in: Indonesian (the Chef's Recommendation), or English for the English pages. */
  language: z.enum(SITE_LANGUAGES).default('id'),
  /** The dish's English name, when staff gave one: an English text names the dish by both. */
  item_name_en: text(100).default(''),
  /** What the dish contains (the menu's tags), which an English text can say in English words. */
  contains: MenuItemInputSchema.shape.contains,
});
export type DescribeRequest = z.infer<typeof DescribeRequestSchema>;

/** Writes a description of a dish. */
export interface DescriptionProvider {
  describe(request: DescribeRequest): Promise<string>;
}
