import { z } from 'zod';
import { DEFAULT_ORDERING_SETTINGS, OrderingSettingsSchema } from '../orders/ordering-settings.ts';
import { DEFAULT_PREORDER_SETTINGS, PreorderSettingsSchema } from '../orders/preorder-schemas.ts';
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
  /**
   * The size of each photo of the media library by its address (`/media/<id>.<ext>`), so the pages reserve
   * its space and never ask the image CDN for a width the photo does not have.
   */
  images: z
    .record(z.string(), z.object({ width: z.number().int().positive(), height: z.number().int().positive() }))
    .default({}),
  /**
   * The house dish's photo (the menu's first dish) when it is in the media library: a 1200×630 JPEG crop,
   * base64, for the landing page's share card (the build cannot read the library itself).
   */
  share_photo: z.string().nullable().default(null),
  /**
   * The brand logo when the navbar shows one from the upload store or the media library: a PNG of at most
   * 512×512, base64, for the admin's app icons (the build cannot read those stores). Null otherwise.
   */
  brand_logo: z.string().nullable().default(null),
  /** How guests order from the basket and how prices stand (service, PB1); the defaults until staff save. */
  ordering: OrderingSettingsSchema.default(DEFAULT_ORDERING_SETTINGS),
  /** The deposit on pre-orders and the restaurant's QRIS, and how far ahead guests may pre-order. */
  preorder: PreorderSettingsSchema.default(DEFAULT_PREORDER_SETTINGS),
});
export type ContentSnapshot = z.infer<typeof ContentSnapshotSchema>;
