import type { Store } from '@netlify/blobs';
import { fallbackContent } from '../../content/fallback.ts';
import { SETTINGS_SCHEMAS, type SettingsDocument, type SettingsOf } from '../../domain/content/history.ts';
import { type About, AboutSchema, type RestaurantInfo } from '../../domain/content/restaurant.ts';
import type { SiteSettings } from '../../domain/content/site-settings.ts';
import { DEFAULT_ORDERING_SETTINGS } from '../../domain/orders/ordering-settings.ts';
import { DEFAULT_PREORDER_SETTINGS } from '../../domain/orders/preorder-schemas.ts';
import { DEFAULT_BOOKING_SETTINGS } from '../../domain/reservations/booking-settings.ts';
import { readDocument, updateDocument, writeDocument } from '../store/documents.ts';

export const SETTINGS_KEYS = {
  site: 'settings/site',
  restaurant: 'settings/restaurant',
  about: 'settings/about',
  booking: 'settings/booking',
  ordering: 'settings/ordering',
  preorder: 'settings/preorder',
} as const;

/** Site settings; the fallback until staff save their own. */
export const getSiteSettings = (store: Store): Promise<SiteSettings> => getSettings(store, 'site-settings');

export async function putSiteSettings(
  store: Store,
  settings: SiteSettings,
  options?: { onlyIfNew?: boolean },
) {
  return writeDocument(store, SETTINGS_KEYS.site, settings, options);
}

export const getRestaurantInfo = (store: Store): Promise<RestaurantInfo> => getSettings(store, 'restaurant');

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

const SETTINGS_DOCUMENT_KEYS: Record<SettingsDocument, string> = {
  restaurant: SETTINGS_KEYS.restaurant,
  'site-settings': SETTINGS_KEYS.site,
  booking: SETTINGS_KEYS.booking,
  ordering: SETTINGS_KEYS.ordering,
  preorder: SETTINGS_KEYS.preorder,
};
const SETTINGS_FALLBACKS: { [D in SettingsDocument]: SettingsOf<D> } = {
  restaurant: fallbackContent.restaurant,
  'site-settings': fallbackContent.settings,
  booking: DEFAULT_BOOKING_SETTINGS,
  ordering: DEFAULT_ORDERING_SETTINGS,
  preorder: DEFAULT_PREORDER_SETTINGS,
};

/** The restaurant info or the site settings; the fallback until staff save their own. */
export async function getSettings<D extends SettingsDocument>(
  store: Store,
  document: D,
): Promise<SettingsOf<D>> {
  const stored = await readDocument(store, SETTINGS_DOCUMENT_KEYS[document], SETTINGS_SCHEMAS[document]);
  return (stored as SettingsOf<D> | null) ?? SETTINGS_FALLBACKS[document];
}

/** Whether staff ever saved `document` (until then reads give its fallback). */
export async function hasSavedSettings(store: Store, document: SettingsDocument): Promise<boolean> {
  return (await readDocument(store, SETTINGS_DOCUMENT_KEYS[document], SETTINGS_SCHEMAS[document])) !== null;
}

/**
 * Replaces the restaurant info or the site settings and returns the version it replaced and the one saved,
 * never writing over a save it has not seen: `next` is the new version, or makes it from what is stored at
 * the moment of the write (the fallback if nothing is) and may refuse by throwing.
 */
export async function replaceSettings<D extends SettingsDocument>(
  store: Store,
  document: D,
  next: SettingsOf<D> | ((current: SettingsOf<D>) => SettingsOf<D>),
): Promise<{ before: SettingsOf<D>; after: SettingsOf<D> }> {
  const { before, after } = await updateDocument(
    store,
    SETTINGS_DOCUMENT_KEYS[document],
    SETTINGS_SCHEMAS[document],
    (current): SettingsOf<D> =>
      typeof next === 'function'
        ? next((current as SettingsOf<D> | null) ?? SETTINGS_FALLBACKS[document])
        : next,
  );
  return { before: (before as SettingsOf<D> | null) ?? SETTINGS_FALLBACKS[document], after };
}
