/**
 * The settings documents saved as a whole (restaurant info, site settings, booking, ordering): reading
 * them, and saving one with its history, the activity log and, for those the site shows, a publish.
 */
import {
  SETTINGS_NOUNS,
  SETTINGS_SCHEMAS,
  type SettingsDocument,
  type SettingsOf,
} from '../../domain/content/history.ts';
import type { RestaurantInfo } from '../../domain/content/restaurant.ts';
import type { SiteSettings } from '../../domain/content/site-settings.ts';
import type { OrderingSettings } from '../../domain/orders/ordering-settings.ts';
import type { PreorderSettings } from '../../domain/orders/preorder-schemas.ts';
import { AUDIT, fillIn, STALE_SETTINGS } from '../../domain/shared/server-messages.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { conflict } from '../http/errors.ts';
import { withUnsentKept } from '../http/unsent-fields.ts';
import { published } from '../publishing/publish.ts';
import { contentStore } from '../store/blobs.ts';
import { versionTag } from '../store/documents.ts';
import { assertMediaExist, writableStore } from './content-writes.ts';
import { keepSettingsVersion } from './history-service.ts';
import { getRestaurantInfo, getSettings, getSiteSettings, replaceSettings } from './settings-repo.ts';

export const restaurantInfo = (): Promise<RestaurantInfo> => getRestaurantInfo(contentStore());
export const siteSettings = (): Promise<SiteSettings> => getSiteSettings(contentStore());
/** How guests order from the site's basket; the defaults until staff save their own. */
export const orderingSettings = (): Promise<OrderingSettings> => getSettings(contentStore(), 'ordering');
/** The deposit, its QRIS and how far ahead guests may pre-order; the defaults until staff save their own. */
export const preorderSettings = (): Promise<PreorderSettings> => getSettings(contentStore(), 'preorder');

const SETTINGS_CHANGES: Record<SettingsDocument, { target: string; published: string }> = {
  restaurant: { target: 'settings/restaurant', published: 'Restaurant info updated' },
  'site-settings': { target: 'settings/site', published: 'Site settings updated' },
  booking: { target: 'settings/booking', published: 'Booking settings updated' },
  ordering: { target: 'settings/ordering', published: 'Ordering settings updated' },
  preorder: { target: 'settings/preorder', published: 'Pre-order and deposit settings updated' },
};

/** Documents the public site shows: saving one publishes the site again. */
const PUBLISHED_SETTINGS: ReadonlySet<SettingsDocument> = new Set([
  'restaurant',
  'site-settings',
  'ordering',
  'preorder',
]);

/** The refusal of a save over a settings document someone saved since it was opened (409). */
export const staleSettings = (document: SettingsDocument) =>
  fillIn(STALE_SETTINGS, { what: SETTINGS_NOUNS[document] });

/**
 * Saves the restaurant info or the site settings as a whole, keeping the version it replaces in its
 * history (with who and when). `expectedTag` is the {@link versionTag} of the version the editor started
 * from: if someone saved since, the save is refused (409) and nothing changes. Without it, the save
 * replaces whatever is stored. `action` says whether staff edited or brought back an earlier version.
 */
export async function saveSettings<D extends SettingsDocument>(
  document: D,
  value: SettingsOf<D>,
  by: string,
  {
    action = 'update',
    expectedTag,
    sent,
  }: {
    action?: 'update' | 'restore';
    expectedTag?: string;
    /** The body the request sent (`fieldsSent`): fields it lacks keep their stored values. */
    sent?: object;
  } = {},
): Promise<SettingsOf<D>> {
  // An earlier version brought back keeps its photos as they were; one deleted since shows the fallback.
  if (document === 'site-settings' && action === 'update') {
    const { brand_logo, favicon_url } = value as SiteSettings;
    await assertMediaExist({ brand_logo, favicon_url });
  }
  if (document === 'preorder' && action === 'update')
    await assertMediaExist({ qris_image: (value as PreorderSettings).qris_image });
  const store = await writableStore();
  const { before: previous, after: saved } = await replaceSettings(store, document, (current) => {
    if (expectedTag && expectedTag !== versionTag(current)) throw conflict(staleSettings(document));
    return withUnsentKept(SETTINGS_SCHEMAS[document], value, current, sent) as SettingsOf<D>;
  });
  if (!same(previous, saved)) await keepSettingsVersion(store, document, previous, by, action);
  const change = SETTINGS_CHANGES[document];
  const summary = fillIn(action === 'update' ? AUDIT.settingsUpdated : AUDIT.settingsRestored, {
    what: SETTINGS_NOUNS[document],
  });
  await recordAudit({ by, action, target: change.target, summary });
  return PUBLISHED_SETTINGS.has(document) ? published(change.published, saved) : saved;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
