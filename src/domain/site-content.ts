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
