/**
 * The first-run checklist ("Get your site ready", Dashboard, superadmin): what still stands between a new
 * site and the restaurant's own. Worked out on the server from the stored content, the accounts and the
 * server's configuration (GET /api/admin/setup-checklist); the admin only shows it. The starter content it
 * compares with is passed in (the fallback content the store is seeded with, src/content/fallback.ts).
 */
import { z } from 'zod';
import { DEFAULT_DISH_IMAGE } from '../shared/assets.ts';
import { englishAllergensHold } from './dish-explained.ts';
import type { RestaurantEvent } from './event.ts';
import type { GalleryImage } from './gallery.ts';
import type { MenuItem } from './menu.ts';
import type { RestaurantInfo } from './restaurant.ts';
import type { SiteContent } from './site-content.ts';
import { hasLanguage, type SiteSettings } from './site-settings.ts';
import {
  type CategoryTexts,
  type DishTexts,
  sameWords,
  starterEvents,
  starterMenuTexts,
} from './starter-words.ts';

/** The checklist's items, in the order they are shown. */
export const SETUP_ITEMS = [
  'password',
  'restaurant',
  'brand',
  'photos',
  'gallery',
  'descriptions',
  'events',
  'publishing',
  'bookings',
  'ordering',
  'english',
] as const;
export const SetupItemIdSchema = z.enum(SETUP_ITEMS);
export type SetupItemId = z.infer<typeof SetupItemIdSchema>;

/** The restaurant's own details the checklist asks for, by their name on the checklist. */
export const RESTAURANT_FIELDS = [
  'name',
  'phone',
  'whatsapp',
  'email',
  'address',
  'map',
  'instagram',
  'facebook',
] as const;
export const RestaurantFieldSchema = z.enum(RESTAURANT_FIELDS);
export type RestaurantField = z.infer<typeof RestaurantFieldSchema>;

/** The ways a new booking can reach the restaurant besides the admin itself. */
export const BookingChannelSchema = z.enum(['push', 'email', 'webhook']);

const done = z.boolean();

/** One item: whether it is done, and what the admin needs to say why not. */
export const SetupItemSchema = z.discriminatedUnion('id', [
  z.object({ id: z.literal('password'), done }),
  z.object({
    id: z.literal('restaurant'),
    done,
    /** The fields still equal to the starter restaurant's, in {@link RESTAURANT_FIELDS} order. */
    starter_fields: z.array(RestaurantFieldSchema),
  }),
  z.object({ id: z.literal('brand'), done }),
  z.object({
    id: z.literal('photos'),
    done,
    /** Dishes on the menu. */
    dishes: z.number().int().min(0),
    /** Of them, those still showing a starter picture. */
    starter_pictures: z.number().int().min(0),
  }),
  z.object({
    id: z.literal('gallery'),
    done,
    /** Pictures in the gallery (none is the owner's choice: the site then shows no gallery). */
    images: z.number().int().min(0),
    /** Of them, those still the starter's: a starter picture, or a starter caption under any picture. */
    starter_images: z.number().int().min(0),
  }),
  z.object({
    id: z.literal('descriptions'),
    done,
    /** Dishes on the menu. */
    dishes: z.number().int().min(0),
    /** Of them, those whose description (or longer description) is still one of the starter menu's. */
    starter_dishes: z.number().int().min(0),
    /** Categories whose description is still one of the starter menu's. */
    starter_categories: z.number().int().min(0),
  }),
  z.object({
    id: z.literal('events'),
    done,
    /**
     * Events still the starter's (by title or description): the public site leaves them out once the
     * restaurant has a name of its own (domain/content/starter-words.ts).
     */
    starter_events: z.number().int().min(0),
  }),
  z.object({
    id: z.literal('publishing'),
    done,
    /**
     * A build hook is configured: saves reach the website. Connected is done unless the last build failed:
     * the site the owner is looking at is itself a finished build, even when none was recorded here.
     */
    connected: z.boolean(),
    /** What the last build of the website did; null when none was recorded. */
    last_build: z.enum(['started', 'succeeded', 'failed']).nullable(),
  }),
  z.object({
    id: z.literal('bookings'),
    done,
    /** The ways new bookings reach the restaurant now. */
    channels: z.array(BookingChannelSchema),
    /** The staff devices notified of new bookings (push). */
    push_devices: z.number().int().min(0),
    /**
     * The server can send e-mail (SMTP_URL): an address entered in Settings → Notifications then counts.
     * Without it, only devices and a webhook can tell the restaurant.
     */
    can_send_email: z.boolean(),
  }),
  z.object({ id: z.literal('ordering'), done }),
  z.object({
    /** Only while the English pages are on (Settings): the dishes they explain in English. */
    id: z.literal('english'),
    done,
    /** Dishes on the menu. */
    dishes: z.number().int().min(0),
    /** Of them, those with an English description (the others show the Indonesian one there). */
    english_descriptions: z.number().int().min(0),
    /**
     * Dishes whose allergens are listed in Indonesian only (no English list, or one out of step with the
     * Indonesian one: see englishAllergensHold): a visitor who reads English cannot check them.
     * Absent in answers from before English allergens.
     */
    allergens_indonesian_only: z.number().int().min(0).default(0),
  }),
]);
export type SetupItem = z.infer<typeof SetupItemSchema>;

/** GET /api/admin/setup-checklist (and the answer of its PUT). */
export const SetupChecklistSchema = z.object({
  items: z.array(SetupItemSchema),
  /** The signed-in superadmin hid the checklist (kept on the account, so on every device). */
  dismissed: z.boolean(),
});
export type SetupChecklist = z.infer<typeof SetupChecklistSchema>;

/** PUT /api/admin/setup-checklist: hide the checklist, or show it again. */
export const SetupChecklistChangeSchema = z.object({ dismissed: z.boolean() });

/** What the checklist is worked out from. */
export interface SetupFacts {
  /** No account still signs in with the built-in first password. */
  firstPasswordChanged: boolean;
  restaurant: RestaurantInfo;
  settings: SiteSettings;
  /** Every dish of the menu. */
  dishes: Array<
    Pick<MenuItem, 'image' | 'description_en'> &
      Partial<Pick<MenuItem, 'allergens' | 'allergens_en'>> &
      DishTexts
  >;
  categories: CategoryTexts[];
  /** Every picture of the gallery. */
  gallery: Array<Pick<GalleryImage, 'url' | 'alt'>>;
  events: Array<Pick<RestaurantEvent, 'title' | 'description'>>;
  publishing: { connected: boolean; lastBuild: 'started' | 'succeeded' | 'failed' | null };
  /**
   * `email`: someone to e-mail new bookings to (the server's NOTIFY_EMAIL_TO or an address saved in
   * Settings → Notifications); `mailServer`: the server can send mail at all (SMTP_URL). `webhook`:
   * configured on the server.
   */
  notify: { email: boolean; webhook: boolean; mailServer: boolean };
  /** Devices of staff notified of new bookings. */
  pushDevices: number;
  /** The ordering settings were saved at least once (the defaults were looked at, not just left). */
  orderingSaved: boolean;
}

/** The starter content the checklist compares with. */
export type StarterContent = Pick<SiteContent, 'restaurant' | 'settings' | 'menu' | 'gallery' | 'events'>;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** A link that is the starter restaurant's, however its end is written. */
const sameLink = (a: string, b: string) => a !== '' && sameText(a.replace(/\/+$/, ''), b.replace(/\/+$/, ''));
const digits = (value: string) => value.replace(/\D/g, '');

/** Whether a field of `info` still says what the starter restaurant's says. */
const STARTER_FIELD: Record<RestaurantField, (info: RestaurantInfo, starter: RestaurantInfo) => boolean> = {
  name: (info, starter) => sameText(info.name, starter.name),
  // The same number however it is spaced or bracketed.
  phone: (info, starter) => digits(info.phone) !== '' && digits(info.phone) === digits(starter.phone),
  whatsapp: (info, starter) =>
    digits(info.whatsapp) !== '' && digits(info.whatsapp) === digits(starter.whatsapp),
  email: (info, starter) => info.email !== '' && sameText(info.email, starter.email),
  address: (info, starter) => info.address !== '' && sameText(info.address, starter.address),
  // The starter's map, or its pin: either still puts the starter restaurant on the map.
  map: (info, starter) =>
    (info.mapEmbedUrl !== '' && info.mapEmbedUrl === starter.mapEmbedUrl) ||
    (info.geo !== null &&
      info.geo.latitude === starter.geo?.latitude &&
      info.geo.longitude === starter.geo?.longitude),
  instagram: (info, starter) => sameLink(info.instagram, starter.instagram),
  facebook: (info, starter) => sameLink(info.facebook, starter.facebook),
};

/** The restaurant's details that are still the starter restaurant's (empty ones are the owner's choice). */
export const starterRestaurantFields = (info: RestaurantInfo, starter: RestaurantInfo): RestaurantField[] =>
  RESTAURANT_FIELDS.filter((field) => STARTER_FIELD[field](info, starter));

/** The navbar shows the restaurant's own brand: an uploaded logo, or a brand text of its own. */
export function hasOwnBrand(settings: SiteSettings, starter: SiteSettings): boolean {
  if (settings.brand_type === 'image' && settings.brand_logo && settings.brand_logo !== starter.brand_logo)
    return true;
  return settings.brand_text.trim() !== '' && !sameText(settings.brand_text, starter.brand_text);
}

/** Every picture the starter content shows (its dishes', gallery's and events'), and the stand-in image. */
export function starterPictures(starter: StarterContent): Set<string> {
  return new Set([
    DEFAULT_DISH_IMAGE,
    ...starter.menu.flatMap((category) => category.items.flatMap((item) => [item.image, ...item.gallery])),
    ...starter.gallery.map((image) => image.url),
    ...starter.events.map((event) => event.image),
  ]);
}

/** How many of `dishes` still show a starter picture as their photo. */
export const dishesOnStarterPictures = (dishes: SetupFacts['dishes'], pictures: Set<string>): number =>
  dishes.filter((dish) => pictures.has(dish.image.trim())).length;

/**
 * How many gallery pictures are still the starter's: a starter picture, or a caption of the starter
 * gallery's (which describes the starter restaurant, whatever photo it is under).
 */
export function starterGalleryImages(
  gallery: SetupFacts['gallery'],
  pictures: Set<string>,
  starter: StarterContent['gallery'],
): number {
  const captions = starter.map((image) => image.alt);
  return gallery.filter(
    (image) =>
      pictures.has(image.url.trim()) ||
      (image.alt.trim() !== '' && captions.some((caption) => sameWords(image.alt, caption))),
  ).length;
}

/** Each item of the checklist from `facts`, compared with the `starter` content. */
export function setupItems(facts: SetupFacts, starter: StarterContent): SetupItem[] {
  const starterFields = starterRestaurantFields(facts.restaurant, starter.restaurant);
  const pictures = starterPictures(starter);
  const onStarter = dishesOnStarterPictures(facts.dishes, pictures);
  const galleryLeft = starterGalleryImages(facts.gallery, pictures, starter.gallery);
  const texts = starterMenuTexts(facts.dishes, facts.categories, starter.menu, {
    english: hasLanguage(facts.settings, 'en'),
  });
  const eventsLeft = starterEvents(facts.events, starter.events).length;
  const { connected, lastBuild } = facts.publishing;
  const channels = [
    ...(facts.pushDevices > 0 ? (['push'] as const) : []),
    // An address only counts when the server can send mail to it.
    ...(facts.notify.email && facts.notify.mailServer ? (['email'] as const) : []),
    ...(facts.notify.webhook ? (['webhook'] as const) : []),
  ];
  return [
    { id: 'password', done: facts.firstPasswordChanged },
    { id: 'restaurant', done: starterFields.length === 0, starter_fields: starterFields },
    { id: 'brand', done: hasOwnBrand(facts.settings, starter.settings) },
    {
      id: 'photos',
      // Done when no dish is left on a starter picture: one photo of the owner's among starter ones is not.
      done: facts.dishes.length > 0 && onStarter === 0,
      dishes: facts.dishes.length,
      starter_pictures: onStarter,
    },
    {
      id: 'gallery',
      done: galleryLeft === 0,
      images: facts.gallery.length,
      starter_images: galleryLeft,
    },
    {
      id: 'descriptions',
      done: texts.dishes === 0 && texts.categories === 0,
      dishes: facts.dishes.length,
      starter_dishes: texts.dishes,
      starter_categories: texts.categories,
    },
    { id: 'events', done: eventsLeft === 0, starter_events: eventsLeft },
    {
      id: 'publishing',
      done: connected && lastBuild !== 'failed',
      connected,
      last_build: lastBuild,
    },
    {
      id: 'bookings',
      done: channels.length > 0,
      channels,
      push_devices: facts.pushDevices,
      can_send_email: facts.notify.mailServer,
    },
    { id: 'ordering', done: facts.orderingSaved },
    ...(hasLanguage(facts.settings, 'en') ? [englishItem(facts.dishes)] : []),
  ];
}

/**
 * The English pages' item: how many dishes have an English description ("12 of 31"), and how many list
 * their allergens in Indonesian only.
 */
function englishItem(dishes: SetupFacts['dishes']): SetupItem {
  const english = dishes.filter((dish) => dish.description_en.trim() !== '').length;
  const allergensIndonesianOnly = dishes.filter(
    (dish) =>
      (dish.allergens?.length ?? 0) > 0 && !englishAllergensHold(dish.allergens ?? [], dish.allergens_en),
  ).length;
  return {
    id: 'english',
    done: english === dishes.length && allergensIndonesianOnly === 0,
    dishes: dishes.length,
    english_descriptions: english,
    allergens_indonesian_only: allergensIndonesianOnly,
  };
}

/** Whether the dashboard shows the checklist: something is left to do and it was not hidden. */
export const showsSetupChecklist = (checklist: SetupChecklist): boolean =>
  !checklist.dismissed && checklist.items.some((item) => !item.done);
