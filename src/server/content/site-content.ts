import type { Store } from '@netlify/blobs';
import type { SiteContent } from '../../domain/content/site-content.ts';
import { contentStore } from '../store/blobs.ts';
import { getEvents } from './event-repo.ts';
import { getGallery } from './gallery-repo.ts';
import { getMenu } from './menu-repo.ts';
import { getAbout, getRestaurantInfo, getSiteSettings } from './settings-repo.ts';

/** Everything the public site shows, read in parallel. Throws when the store cannot be reached. */
export async function loadSiteContent(store: Store = contentStore()): Promise<SiteContent> {
  const [settings, restaurant, about, menu, gallery, events] = await Promise.all([
    getSiteSettings(store),
    getRestaurantInfo(store),
    getAbout(store),
    getMenu(store),
    getGallery(store),
    getEvents(store),
  ]);
  return { settings, restaurant, about, menu, gallery, events };
}
