import type { Store } from '@netlify/blobs';
import { fallbackContent } from '../../content/fallback.ts';
import {
  type About,
  AboutSchema,
  type RestaurantInfo,
  RestaurantInfoSchema,
} from '../../domain/restaurant.ts';
import { type SiteSettings, SiteSettingsSchema } from '../../domain/site-settings.ts';
import { readDocument, writeDocument } from './documents.ts';

export const SETTINGS_KEYS = {
  site: 'settings/site',
  restaurant: 'settings/restaurant',
  about: 'settings/about',
} as const;

/** Site settings; the fallback until staff save their own. */
export async function getSiteSettings(store: Store): Promise<SiteSettings> {
  return (await readDocument(store, SETTINGS_KEYS.site, SiteSettingsSchema)) ?? fallbackContent.settings;
}

export async function putSiteSettings(
  store: Store,
  settings: SiteSettings,
  options?: { onlyIfNew?: boolean },
) {
  return writeDocument(store, SETTINGS_KEYS.site, settings, options);
}

export async function getRestaurantInfo(store: Store): Promise<RestaurantInfo> {
  return (
    (await readDocument(store, SETTINGS_KEYS.restaurant, RestaurantInfoSchema)) ?? fallbackContent.restaurant
  );
}

export async function putRestaurantInfo(
  store: Store,
  info: RestaurantInfo,
  options?: { onlyIfNew?: boolean },
) {
  return writeDocument(store, SETTINGS_KEYS.restaurant, info, options);
}

export async function getAbout(store: Store): Promise<About> {
  return (await readDocument(store, SETTINGS_KEYS.about, AboutSchema)) ?? fallbackContent.about;
}

export async function putAbout(store: Store, about: About, options?: { onlyIfNew?: boolean }) {
  return writeDocument(store, SETTINGS_KEYS.about, about, options);
}
