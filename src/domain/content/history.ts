import { z } from 'zod';
import type { Permission } from '../accounts/permissions.ts';
import { OrderingSettingsSchema } from '../orders/ordering-settings.ts';
import { PreorderSettingsSchema } from '../orders/preorder-schemas.ts';
import { BookingSettingsSchema } from '../reservations/booking-settings.ts';
import { KIND_NOUNS as CONTENT_NOUNS, SETTINGS_NOUNS as NOUNS } from '../shared/server-messages.ts';
import { EventInputSchema, EventSchema } from './event.ts';
import { GalleryImageInputSchema, GalleryImageSchema } from './gallery.ts';
import { MenuItemInputSchema, MenuItemSchema } from './menu.ts';
import { RestaurantInfoSchema } from './restaurant.ts';
import { SiteSettingsSchema } from './site-settings.ts';

/** The kinds of content whose every version is kept and whose deletion can be undone. */
export const CONTENT_KINDS = ['menu-item', 'gallery-image', 'event'] as const;
export const ContentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof ContentKindSchema>;

/** How many earlier versions of one item are kept; older ones are dropped. */
export const HISTORY_LIMIT = 20;

/** Each kind's stored entity, as history and trash answers carry it. */
export const ENTITY_SCHEMAS = {
  'menu-item': MenuItemSchema,
  'gallery-image': GalleryImageSchema,
  event: EventSchema,
} as const satisfies Record<ContentKind, z.ZodType>;

/** Each kind's fields that staff edit: what restoring an older version brings back. */
export const INPUT_SCHEMAS = {
  'menu-item': MenuItemInputSchema,
  'gallery-image': GalleryImageInputSchema,
  event: EventInputSchema,
} as const satisfies Record<ContentKind, z.ZodType>;

export type EntityOf<K extends ContentKind> = z.infer<(typeof ENTITY_SCHEMAS)[K]>;

/**
 * What replaced a kept version: a save (`update`), a deletion (`delete`), or the restore of another
 * version (`restore`).
 */
export const HistoryActionSchema = z.enum(['update', 'delete', 'restore']);
export type HistoryAction = z.infer<typeof HistoryActionSchema>;

/** Names one kept version: its time in milliseconds (13 digits) and a random suffix. */
export const VersionKeySchema = z
  .string()
  .regex(/^\d{13}-[a-z0-9]{6,16}$/, 'must be a version key as listed in the history');

/** One earlier version of an item: who replaced it, when and how (the item itself is added per kind). */
export const HistoryEntryBaseSchema = z.object({
  /** Pass it back to restore this version. */
  key: VersionKeySchema,
  /** ISO date-time at which this version was replaced. */
  at: z.string(),
  /** Username of the admin who replaced it. */
  by: z.string(),
  action: HistoryActionSchema,
});
/** An earlier version with the whole item as it was. */
export type HistoryEntry<K extends ContentKind = ContentKind> = z.infer<typeof HistoryEntryBaseSchema> & {
  version: EntityOf<K>;
};
export const historyEntrySchema = <K extends ContentKind>(kind: K) =>
  HistoryEntryBaseSchema.extend({ version: ENTITY_SCHEMAS[kind] }) as unknown as z.ZodType<HistoryEntry<K>>;

/** POST /api/admin/history/{kind}/{id}/restore */
export const RestoreVersionRequestSchema = z.object({
  version: VersionKeySchema,
  /** The revision of the item the admin was looking at: 409 when someone saved it since. */
  revision: z.number().int().min(1).optional(),
});

/** One deleted item awaiting restore or permanent deletion (the item itself is added per kind). */
const TrashEntryBaseSchema = z.object({
  id: z.string(),
  /** What staff call it: the dish name, the image caption, the event title. */
  title: z.string(),
  deleted_at: z.string(),
  deleted_by: z.string(),
});
export type TrashEntry<K extends ContentKind = ContentKind> = z.infer<typeof TrashEntryBaseSchema> & {
  kind: K;
  entity: EntityOf<K>;
};
export const trashEntrySchema = <K extends ContentKind>(kind: K) =>
  TrashEntryBaseSchema.extend({
    kind: z.literal(kind),
    entity: ENTITY_SCHEMAS[kind],
  }) as unknown as z.ZodType<TrashEntry<K>>;

/** The name staff know an item by, for lists, the audit log and confirmations. */
export function entityTitle(kind: ContentKind, entity: Record<string, unknown>): string {
  const field = kind === 'menu-item' ? 'name' : kind === 'gallery-image' ? 'alt' : 'title';
  const value = entity[field];
  return typeof value === 'string' ? value : '';
}

/** How each kind is named in sentences ("Deleted gallery image …"). */
export const KIND_NOUNS: Record<ContentKind, string> = CONTENT_NOUNS;

/** Whole documents whose earlier versions are kept too (the last HISTORY_LIMIT): they have no id or trash. */
export const SETTINGS_DOCUMENTS = ['restaurant', 'site-settings', 'booking', 'ordering', 'preorder'] as const;
export const SettingsDocumentSchema = z.enum(SETTINGS_DOCUMENTS);
export type SettingsDocument = z.infer<typeof SettingsDocumentSchema>;

export const SETTINGS_SCHEMAS = {
  restaurant: RestaurantInfoSchema,
  'site-settings': SiteSettingsSchema,
  booking: BookingSettingsSchema,
  ordering: OrderingSettingsSchema,
  preorder: PreorderSettingsSchema,
} as const satisfies Record<SettingsDocument, z.ZodType>;

export type SettingsOf<D extends SettingsDocument> = z.infer<(typeof SETTINGS_SCHEMAS)[D]>;

/** An earlier version of restaurant info or site settings. */
export type SettingsHistoryEntry<D extends SettingsDocument = SettingsDocument> = z.infer<
  typeof HistoryEntryBaseSchema
> & { version: SettingsOf<D> };
export const settingsHistoryEntrySchema = <D extends SettingsDocument>(document: D) =>
  HistoryEntryBaseSchema.extend({ version: SETTINGS_SCHEMAS[document] }) as unknown as z.ZodType<
    SettingsHistoryEntry<D>
  >;

/** POST /api/admin/settings-history/{document}/restore */
export const RestoreSettingsRequestSchema = z.object({
  version: VersionKeySchema,
  /** Booking settings whose retention is shorter: how many bookings the admin was shown would go. */
  confirm_deletes: z.number().int('must be a whole number').min(0, 'must be at least 0').optional(),
});

/** How each document is named in sentences. */
export const SETTINGS_NOUNS: Record<SettingsDocument, string> = NOUNS;

/**
 * Who may see and restore each document's history: the booking settings belong to whoever handles
 * reservations, the rest to content editors.
 */
export const SETTINGS_PERMISSIONS = {
  restaurant: 'content',
  'site-settings': 'content',
  booking: 'reservations',
  ordering: 'content',
  preorder: 'content',
} as const satisfies Record<SettingsDocument, Permission>;

/** The permission for a document named in a URL; content's for names that are no document (404 follows). */
export const settingsPermission = (document: string | undefined): Permission =>
  // Own keys only: "constructor" or "__proto__" in a URL must not reach Object.prototype.
  document !== undefined && Object.hasOwn(SETTINGS_PERMISSIONS, document)
    ? SETTINGS_PERMISSIONS[document as SettingsDocument]
    : 'content';
