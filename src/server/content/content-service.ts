import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import {
  checkEventSchedule,
  EventFieldsSchema,
  type EventInput,
  type RestaurantEvent,
} from '../../domain/content/event.ts';
import { type GalleryImage, GalleryImageInputSchema } from '../../domain/content/gallery.ts';
import { SETTINGS_NOUNS, type SettingsDocument, type SettingsOf } from '../../domain/content/history.ts';
import {
  availabilityStatus,
  type MenuAvailabilityInput,
  type MenuCategory,
  type MenuItem,
  MenuItemInputSchema,
} from '../../domain/content/menu.ts';
import { type RestaurantInfo, RestaurantInfoSchema } from '../../domain/content/restaurant.ts';
import { type SiteSettings, SiteSettingsSchema } from '../../domain/content/site-settings.ts';
import type { OrderingSettings } from '../../domain/orders/ordering-settings.ts';
import { id as idSchema } from '../../domain/shared/fields.ts';
import { AUDIT, fillIn, STALE_SETTINGS } from '../../domain/shared/server-messages.ts';
import { uniqueSlug } from '../../domain/shared/slug.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { getMediaImage, mediaStore } from '../media/media-repo.ts';
import { contentChanged } from '../publishing/publish.ts';
import { contentStore } from '../store/blobs.ts';
import { versionTag } from '../store/documents.ts';
import { newId } from '../store/ids.ts';
import { ensureSeeded } from '../store/seed.ts';
import { assertFresh, createIn, deleteIn, updateIn } from './entity-service.ts';
import { events, getEvents } from './event-repo.ts';
import { galleryImages, getGallery } from './gallery-repo.ts';
import { keepSettingsVersion } from './history-service.ts';
import {
  claimSlug,
  getMenu,
  menuCategories,
  menuItems,
  deleteMenuItem as removeMenuItem,
} from './menu-repo.ts';
import { getRestaurantInfo, getSettings, getSiteSettings, replaceSettings } from './settings-repo.ts';

/** The revision the client edited, sent with every PUT so a stale save is refused. */
const revision = z.object({ revision: z.number().int().min(1).optional() });
export const MenuItemWriteSchema = MenuItemInputSchema.extend(revision.shape);
export const GalleryImageWriteSchema = GalleryImageInputSchema.extend(revision.shape);
export const EventWriteSchema = EventFieldsSchema.extend(revision.shape).superRefine(checkEventSchedule);

/** An id from a URL: anything that is not a well-formed id cannot exist. */
function parseId(raw: string | undefined, missing: string): string {
  const parsed = idSchema().safeParse(raw);
  if (!parsed.success) throw notFound(missing);
  return parsed.data;
}

/** The store, seeded with the starter content before the first write so nothing of it is lost. */
async function writableStore() {
  const store = contentStore();
  await ensureSeeded(store);
  return store;
}

/** After a successful write: a new content revision and a rebuild request (never fails the save). */
export async function published<T>(reason: string, result: T): Promise<T> {
  await contentChanged(reason);
  return result;
}

const NOT_IN_LIBRARY = 'is not in the media library (deleted, or never uploaded)';

/**
 * Refuses (400, naming the field) a save that places a photo of the media library (`/media/<id>.<ext>`,
 * a query or fragment may follow) the library does not have: one deleted meanwhile, or an address typed
 * by hand. Other addresses are not the library's to judge. `fields`: each image field and its value.
 */
async function assertMediaExist(fields: Record<string, string | readonly string[] | null>): Promise<void> {
  const placed = Object.entries(fields).flatMap(([field, value]) =>
    typeof value === 'string'
      ? [{ field, url: value }]
      : (value ?? []).map((url, i) => ({ field: `${field}.${i}`, url })),
  );
  const store = mediaStore();
  // Read at once (a dish's gallery holds several), judged in order so the first bad field is named.
  const found = await Promise.all(
    placed.map(({ url }) => {
      const path = url.replace(/[?#].*$/, '');
      if (!path.startsWith('/media/')) return true;
      const id = /^\/media\/([a-f0-9]{24})\.[a-z]+$/.exec(path)?.[1];
      return id ? getMediaImage(store, id).then((image) => image?.url === path) : false;
    }),
  );
  const missing = placed.find((_, i) => !found[i]);
  if (missing) throw badRequest(`${missing.field}: ${NOT_IN_LIBRARY}`);
}

// Menu

const ITEM_MISSING = 'Menu item not found';
const CATEGORY_MISSING = 'Menu category not found';

export const listMenu = (): Promise<MenuCategory[]> => getMenu(contentStore());

/**
 * Claims the first free address for `name` for the item `id` ("gulai-tunjang", else "gulai-tunjang-2", …).
 * Each candidate is claimed, not just looked up, so two dishes saved at once never share one.
 */
export async function claimFreeSlug(store: Store, name: string, id: string): Promise<string> {
  const tried = new Set<string>();
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = uniqueSlug(name, tried);
    if (await claimSlug(store, candidate, id)) return candidate;
    tried.add(candidate);
  }
  const last = `${uniqueSlug(name, tried)}-${id}`;
  if (await claimSlug(store, last, id)) return last;
  throw conflict('Could not find a free address for this dish. Please try again.');
}

export async function addMenuItem(
  rawCategoryId: string | undefined,
  input: z.infer<typeof MenuItemWriteSchema>,
  by: string,
): Promise<MenuItem> {
  const store = await writableStore();
  const categoryId = parseId(rawCategoryId, CATEGORY_MISSING);
  if (!(await menuCategories.get(store, categoryId))) throw notFound(CATEGORY_MISSING);
  const { revision: _ignored, ...fields } = input;
  await assertMediaExist({ image: fields.image, gallery: fields.gallery });
  const id = newId();
  const slug = await claimFreeSlug(store, fields.name, id);
  const item = await createIn<typeof fields, MenuItem>(
    store,
    menuItems,
    fields,
    { slug, category_id: categoryId },
    { kind: 'menu-item', by },
    id,
  );
  return published(`Menu item added: ${item.name}`, item);
}

/** The dish `rawItemId` of the category `rawCategoryId` as stored; 404 for a malformed or unknown pair. */
async function storedMenuItem(
  store: Store,
  rawCategoryId: string | undefined,
  rawItemId: string | undefined,
): Promise<{ itemId: string; stored: MenuItem }> {
  const categoryId = parseId(rawCategoryId, CATEGORY_MISSING);
  const itemId = parseId(rawItemId, ITEM_MISSING);
  const stored = await menuItems.get(store, itemId);
  if (!stored || stored.category_id !== categoryId) throw notFound(ITEM_MISSING);
  return { itemId, stored };
}

export async function updateMenuItem(
  rawCategoryId: string | undefined,
  rawItemId: string | undefined,
  input: z.infer<typeof MenuItemWriteSchema>,
  by: string,
): Promise<MenuItem> {
  const store = await writableStore();
  const { itemId, stored } = await storedMenuItem(store, rawCategoryId, rawItemId);
  const { revision: clientRevision, ...fields } = input;
  await assertMediaExist({ image: fields.image, gallery: fields.gallery });
  const slug = fields.name === stored.name ? stored.slug : await claimFreeSlug(store, fields.name, stored.id);
  const item = await updateIn<typeof fields, MenuItem>(store, menuItems, itemId, fields, {
    revision: clientRevision,
    missing: ITEM_MISSING,
    extra: () => ({ slug }),
    author: { kind: 'menu-item', by },
  });
  return published(`Menu item updated: ${item.name}`, item);
}

/**
 * The one-tap Tersedia/Habis switch: only the dish's status changes, with the revision check, history,
 * activity log and rebuild of any dish save. A switch already in that position changes nothing (no new
 * revision, no rebuild) and answers the dish as stored.
 */
export async function setMenuItemAvailability(
  rawCategoryId: string | undefined,
  rawItemId: string | undefined,
  { available, revision: clientRevision }: MenuAvailabilityInput,
  by: string,
): Promise<MenuItem> {
  const store = await writableStore();
  const { itemId, stored } = await storedMenuItem(store, rawCategoryId, rawItemId);
  assertFresh(stored, clientRevision);
  const status = availabilityStatus(available);
  if (stored.status === status) return stored;
  const item = await updateIn<{ status: typeof status }, MenuItem>(
    store,
    menuItems,
    itemId,
    { status },
    {
      revision: clientRevision,
      missing: ITEM_MISSING,
      author: { kind: 'menu-item', by },
      describe: (what, title) => fillIn(AUDIT.marked, { what, title, status }),
    },
  );
  return published(`Menu item ${available ? 'available again' : 'sold out'}: ${item.name}`, item);
}

export async function deleteMenuItem(
  rawCategoryId: string | undefined,
  rawItemId: string | undefined,
  by: string,
) {
  const store = await writableStore();
  const { itemId, stored } = await storedMenuItem(store, rawCategoryId, rawItemId);
  await deleteIn(store, { ...menuItems, remove: (s) => removeMenuItem(s, stored) }, itemId, ITEM_MISSING, {
    kind: 'menu-item',
    by,
  });
  return published(`Menu item deleted: ${stored.name}`, { detail: 'Menu item deleted' });
}

// Gallery

const IMAGE_MISSING = 'Gallery image not found';

export const listGallery = (): Promise<GalleryImage[]> => getGallery(contentStore());

export async function addGalleryImage(
  input: z.infer<typeof GalleryImageWriteSchema>,
  by: string,
): Promise<GalleryImage> {
  const { revision: _ignored, ...fields } = input;
  await assertMediaExist({ url: fields.url });
  const image = await createIn<typeof fields, GalleryImage>(
    await writableStore(),
    galleryImages,
    fields,
    {},
    { kind: 'gallery-image', by },
  );
  return published('Gallery image added', image);
}

export async function updateGalleryImage(
  rawId: string | undefined,
  input: z.infer<typeof GalleryImageWriteSchema>,
  by: string,
) {
  const { revision: clientRevision, ...fields } = input;
  await assertMediaExist({ url: fields.url });
  const image = await updateIn<typeof fields, GalleryImage>(
    await writableStore(),
    galleryImages,
    parseId(rawId, IMAGE_MISSING),
    fields,
    { revision: clientRevision, missing: IMAGE_MISSING, author: { kind: 'gallery-image', by } },
  );
  return published('Gallery image updated', image);
}

export async function deleteGalleryImage(rawId: string | undefined, by: string) {
  await deleteIn(await writableStore(), galleryImages, parseId(rawId, IMAGE_MISSING), IMAGE_MISSING, {
    kind: 'gallery-image',
    by,
  });
  return published('Gallery image deleted', { detail: 'Image deleted' });
}

// Events

const EVENT_MISSING = 'Event not found';

export const listEvents = (): Promise<RestaurantEvent[]> => getEvents(contentStore());

export async function addEvent(
  input: z.infer<typeof EventWriteSchema>,
  by: string,
): Promise<RestaurantEvent> {
  const { revision: _ignored, ...fields } = input;
  await assertMediaExist({ image: fields.image });
  const event = await createIn<EventInput, RestaurantEvent>(
    await writableStore(),
    events,
    fields,
    {},
    { kind: 'event', by },
  );
  return published(`Event added: ${event.title}`, event);
}

export async function updateEvent(
  rawId: string | undefined,
  input: z.infer<typeof EventWriteSchema>,
  by: string,
) {
  const { revision: clientRevision, ...fields } = input;
  await assertMediaExist({ image: fields.image });
  const event = await updateIn<typeof fields, RestaurantEvent>(
    await writableStore(),
    events,
    parseId(rawId, EVENT_MISSING),
    fields,
    { revision: clientRevision, missing: EVENT_MISSING, author: { kind: 'event', by } },
  );
  return published(`Event updated: ${event.title}`, event);
}

export async function deleteEvent(rawId: string | undefined, by: string) {
  await deleteIn(await writableStore(), events, parseId(rawId, EVENT_MISSING), EVENT_MISSING, {
    kind: 'event',
    by,
  });
  return published('Event deleted', { detail: 'Event deleted' });
}

// Restaurant info and site settings (whole documents)

export const restaurantInfo = (): Promise<RestaurantInfo> => getRestaurantInfo(contentStore());
export const siteSettings = (): Promise<SiteSettings> => getSiteSettings(contentStore());
/** How guests order from the site's basket; the defaults until staff save their own. */
export const orderingSettings = (): Promise<OrderingSettings> => getSettings(contentStore(), 'ordering');

const SETTINGS_CHANGES: Record<SettingsDocument, { target: string; published: string }> = {
  restaurant: { target: 'settings/restaurant', published: 'Restaurant info updated' },
  'site-settings': { target: 'settings/site', published: 'Site settings updated' },
  booking: { target: 'settings/booking', published: 'Booking settings updated' },
  ordering: { target: 'settings/ordering', published: 'Ordering settings updated' },
};

/** Documents the public site shows: saving one publishes the site again. */
const PUBLISHED_SETTINGS: ReadonlySet<SettingsDocument> = new Set([
  'restaurant',
  'site-settings',
  'ordering',
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
  { action = 'update', expectedTag }: { action?: 'update' | 'restore'; expectedTag?: string } = {},
): Promise<SettingsOf<D>> {
  // An earlier version brought back keeps its photos as they were; one deleted since shows the fallback.
  if (document === 'site-settings' && action === 'update') {
    const { brand_logo, favicon_url } = value as SiteSettings;
    await assertMediaExist({ brand_logo, favicon_url });
  }
  const store = await writableStore();
  const previous = await replaceSettings(store, document, value, (current) => {
    if (expectedTag && expectedTag !== versionTag(current)) throw conflict(staleSettings(document));
  });
  if (!same(previous, value)) await keepSettingsVersion(store, document, previous, by, action);
  const change = SETTINGS_CHANGES[document];
  const summary = fillIn(action === 'update' ? AUDIT.settingsUpdated : AUDIT.settingsRestored, {
    what: SETTINGS_NOUNS[document],
  });
  await recordAudit({ by, action, target: change.target, summary });
  return PUBLISHED_SETTINGS.has(document) ? published(change.published, value) : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export { RestaurantInfoSchema, SiteSettingsSchema };
