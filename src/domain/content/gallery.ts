import { z } from 'zod';
import { id, imageUrl, requiredText, url } from '../shared/fields.ts';

export const GALLERY_CATEGORIES = ['food', 'interior'] as const;

/** Fields staff edit for a gallery image. */
export const GalleryImageInputSchema = z.object({
  url: imageUrl(),
  /** Alternative text; also the caption in the lightbox. */
  alt: requiredText(200),
  category: z.enum(GALLERY_CATEGORIES),
});
export type GalleryImageInput = z.input<typeof GalleryImageInputSchema>;

export const GalleryImageSchema = GalleryImageInputSchema.extend({
  // Read back as stored: addresses saved before the https and public-address rule stay readable.
  url: url(),
  id: id(),
  position: z.number(),
  revision: z.number().int().min(1).default(1),
  updated_at: z.string().default(''),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;
