import type { Store } from '@netlify/blobs';
import { fallbackContent } from '../../content/fallback.ts';
import type { SiteContent } from '../../domain/content/site-content.ts';
import { events } from '../content/event-repo.ts';
import { galleryImages } from '../content/gallery-repo.ts';
import { putMenuCategory, putMenuItem } from '../content/menu-repo.ts';
import { putAbout, putRestaurantInfo, putSiteSettings } from '../content/settings-repo.ts';
import { writeDocument } from './documents.ts';
import { isSeeded, SEED_MARKER_KEY } from './seed-marker.ts';

/**
 * Writes the fallback content into an empty store, then the marker. Every entity is written only if
 * new, so a seed racing a staff save never overwrites the save. Returns whether it seeded.
 */
export async function ensureSeeded(store: Store, content: SiteContent = fallbackContent): Promise<boolean> {
  if (await isSeeded(store)) return false;
  const onlyIfNew = { onlyIfNew: true } as const;
  await Promise.all([
    putSiteSettings(store, content.settings, onlyIfNew),
    putRestaurantInfo(store, content.restaurant, onlyIfNew),
    putAbout(store, content.about, onlyIfNew),
    ...content.menu.map(({ items, ...category }) => putMenuCategory(store, category, onlyIfNew)),
    ...content.menu.flatMap((category) => category.items.map((item) => putMenuItem(store, item, onlyIfNew))),
    ...content.gallery.map((image) => galleryImages.put(store, image, onlyIfNew)),
    ...content.events.map((event) => events.put(store, event, onlyIfNew)),
  ]);
  await writeDocument(store, SEED_MARKER_KEY, { seeded_at: new Date().toISOString() });
  return true;
}
