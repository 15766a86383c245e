import { z } from 'zod';
import { EventSchema } from './event.ts';
import { GalleryImageSchema } from './gallery.ts';
import { MenuCategorySchema } from './menu.ts';
import { AboutSchema, RestaurantInfoSchema } from './restaurant.ts';
import { SiteSettingsSchema } from './site-settings.ts';

/** Everything the public site shows: what a build reads, and what a backup holds. */
export const SiteContentSchema = z.object({
  settings: SiteSettingsSchema,
  restaurant: RestaurantInfoSchema,
  about: AboutSchema,
  menu: z.array(MenuCategorySchema),
  gallery: z.array(GalleryImageSchema),
  events: z.array(EventSchema),
});
export type SiteContent = z.infer<typeof SiteContentSchema>;

/**
 * What one build renders, read from the content store before the build starts (on Netlify by the build
 * plugin netlify/plugins/content-store, locally by the local runtime) and handed to it as a file: the
 * build itself never reaches the store.
 */
export const ContentSnapshotSchema = z.object({
  /** The content revision, read before any content: null until the first save. */
  revision: z.string().nullable(),
  /** When the content was read. */
  read_at: z.string(),
  content: SiteContentSchema,
});
export type ContentSnapshot = z.infer<typeof ContentSnapshotSchema>;
