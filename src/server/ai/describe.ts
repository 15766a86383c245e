import { z } from 'zod';
import { requiredText, splitCommaList, text } from '../../domain/shared/fields.ts';

/** What the admin sends to get a dish description (SPEC §7: POST /api/ai/describe-menu). */
export const DescribeRequestSchema = z.object({
  item_name: requiredText(100),
  category: text(60).default(''),
  /** A list, or the comma-separated text of the form. */
  ingredients: z
    .union([z.array(text(80)).max(30), text(1000)])
    .default([])
    .transform((value) =>
      Array.isArray(value) ? value.map((e) => e.trim()).filter(Boolean) : splitCommaList(value),
    ),
  image_url: text(2048).default(''),
  current_description: text(1000).default(''),
  /** Optional: lets the writer mention the heat. */
  spice_level: z.number().int().min(0).max(5).optional(),
});
export type DescribeRequest = z.infer<typeof DescribeRequestSchema>;

/** Writes a description of a dish. */
export interface DescriptionProvider {
  describe(request: DescribeRequest): Promise<string>;
}
