import { z } from 'zod';
import { restaurantNow } from '../content/hours.ts';
import { type SiteContent, SiteContentSchema } from '../content/site-content.ts';
import { OrderSchema } from '../orders/order.ts';
import { OrderingSettingsSchema } from '../orders/ordering-settings.ts';
import { PreorderSettingsSchema } from '../orders/preorder-schemas.ts';
import { BookingSettingsSchema } from '../reservations/booking-settings.ts';
import { ReservationSchema } from '../reservations/reservation.ts';
import { optionalImageUrl } from '../shared/fields.ts';

/** Marks a file as one of our backups (the first thing an import checks). */
export const BACKUP_FORMAT = 'rumah-makan-padang-backup';
export const BACKUP_VERSION = 1;

/**
 * A backup file: all the content the website shows (menu, gallery, events, restaurant info, about,
 * site settings), the booking settings and the ordering settings; the reservations only when the
 * superadmin asks for them (guests' personal data). Never accounts, password hashes or tokens.
 */
export const BackupSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT, `must be "${BACKUP_FORMAT}" (this is not a backup of this website)`),
    version: z.literal(BACKUP_VERSION, `must be ${BACKUP_VERSION} (a backup from another version)`),
    /** ISO date-time at which the backup was made. */
    exported_at: z.string().min(1, 'is required'),
    content: SiteContentSchema,
    /** The booking settings; absent in backups made before they existed (an import then keeps them). */
    booking: BookingSettingsSchema.optional(),
    /** The ordering settings; absent in backups made before they existed (an import then keeps them). */
    ordering: OrderingSettingsSchema.optional(),
    /** The pre-order and deposit settings; absent in backups made before they existed (kept on import). */
    preorder: PreorderSettingsSchema.optional(),
    /** Every reservation, when the backup was made with them; an import puts each back as it was here. */
    reservations: z.array(ReservationSchema).optional(),
    /** Every order, when the backup was made with them; an import puts each back as it was here. */
    orders: z.array(OrderSchema).optional(),
  })
  .superRefine((backup, context) => {
    for (const problem of contentProblems(backup.content)) context.addIssue({ code: 'custom', ...problem });
    noneTwice(context, backup.reservations, 'reservations', 'id', 'reservation id');
    noneTwice(context, backup.orders, 'orders', 'code', 'order code');
  });
export type Backup = z.infer<typeof BackupSchema>;

/** An issue at each entry of `list` whose `field` repeats an earlier entry's: an import would keep only one. */
function noneTwice<K extends string>(
  context: z.RefinementCtx,
  list: readonly Record<K, string>[] | undefined,
  path: string,
  field: K,
  label: string,
) {
  const seen = new Set<string>();
  list?.forEach((entry, index) => {
    const value = entry[field];
    if (seen.has(value))
      context.addIssue({
        code: 'custom',
        path: [path, index, field],
        message: `repeats the ${label} "${value}"`,
      });
    seen.add(value);
  });
}

/** Rules across entities a schema of one entity cannot see: unique ids and slugs, items in their category. */
function contentProblems(content: SiteContent): Array<{ path: (string | number)[]; message: string }> {
  const problems: Array<{ path: (string | number)[]; message: string }> = [];
  const unique = (list: readonly { id: string }[], where: string, label: string) => {
    const seen = new Set<string>();
    list.forEach((entry, index) => {
      if (seen.has(entry.id))
        problems.push({
          path: ['content', where, index, 'id'],
          message: `repeats the ${label} id "${entry.id}"`,
        });
      seen.add(entry.id);
    });
  };
  unique(content.menu, 'menu', 'category');
  unique(content.gallery, 'gallery', 'image');
  unique(content.events, 'events', 'event');
  const itemIds = new Set<string>();
  const slugs = new Set<string>();
  content.menu.forEach((category, c) => {
    category.items.forEach((item, i) => {
      const path = ['content', 'menu', c, 'items', i];
      if (itemIds.has(item.id))
        problems.push({ path: [...path, 'id'], message: `repeats the item id "${item.id}"` });
      if (slugs.has(item.slug))
        problems.push({ path: [...path, 'slug'], message: `repeats the slug "${item.slug}"` });
      if (item.category_id !== category.id)
        problems.push({ path: [...path, 'category_id'], message: `must be "${category.id}", its category` });
      itemIds.add(item.id);
      slugs.add(item.slug);
    });
  });
  problems.push(...imageProblems(content));
  return problems;
}

const imageRule = optionalImageUrl();

/**
 * Image addresses a restore would publish, held to the rules of the editor's fields (https, never the
 * visitor's own network): what is stored may be older than those rules, a file brought in may not.
 */
function imageProblems(content: SiteContent): Array<{ path: (string | number)[]; message: string }> {
  const images: Array<{ path: (string | number)[]; address: string | null }> = [
    { path: ['content', 'settings', 'favicon_url'], address: content.settings.favicon_url },
    { path: ['content', 'settings', 'brand_logo'], address: content.settings.brand_logo },
  ];
  content.menu.forEach((category, c) => {
    category.items.forEach((item, i) => {
      const at = ['content', 'menu', c, 'items', i];
      images.push({ path: [...at, 'image'], address: item.image });
      item.gallery.forEach((address, g) => {
        images.push({ path: [...at, 'gallery', g], address });
      });
    });
  });
  content.gallery.forEach((image, g) => {
    images.push({ path: ['content', 'gallery', g, 'url'], address: image.url });
  });
  content.events.forEach((event, e) => {
    images.push({ path: ['content', 'events', e, 'image'], address: event.image });
  });
  return images.flatMap(({ path, address }) => {
    const checked = imageRule.safeParse(address ?? '');
    return checked.success ? [] : [{ path, message: checked.error.issues[0]?.message ?? 'is not allowed' }];
  });
}

/** What an import would bring, shown before staff confirm it. */
export const BackupSummarySchema = z.object({
  exported_at: z.string(),
  restaurant_name: z.string(),
  categories: z.number().int(),
  menu_items: z.number().int(),
  gallery_images: z.number().int(),
  events: z.number().int(),
  /** How many reservations the file holds; absent when it was made without them. */
  reservations: z.number().int().optional(),
  /** How many orders the file holds; absent when it was made without them. */
  orders: z.number().int().optional(),
});
export type BackupSummary = z.infer<typeof BackupSummarySchema>;

export function summarizeBackup({ exported_at, content, reservations, orders }: Backup): BackupSummary {
  return {
    exported_at,
    restaurant_name: content.restaurant.name,
    categories: content.menu.length,
    menu_items: content.menu.reduce((count, category) => count + category.items.length, 0),
    gallery_images: content.gallery.length,
    events: content.events.length,
    ...(reservations ? { reservations: reservations.length } : {}),
    ...(orders ? { orders: orders.length } : {}),
  };
}

/**
 * GET /api/admin/backup?reservations=1: the backup with every reservation and every order in it (guests'
 * personal data: off unless asked); `orders` says otherwise for the orders (`?orders=1` alone: only the
 * orders; `?reservations=1&orders=0`: only the reservations).
 */
export const BackupQuerySchema = z.object({
  reservations: z.enum(['0', '1'], 'must be 0 or 1').default('0'),
  orders: z.enum(['0', '1'], 'must be 0 or 1').optional(),
});

/** POST /api/admin/backup/restore: the backup again, and an explicit yes. */
export const BackupRestoreRequestSchema = z.object({
  backup: z.unknown(),
  confirm: z.literal(true, 'must be true: confirm that the content is to be replaced'),
});

/** The backup as a file: keys sorted at every level, so the same content always gives the same bytes. */
export function serializeBackup(backup: Backup): string {
  return `${JSON.stringify(sortKeys(backup), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, sortKeys(entry)]),
    );
  return value;
}

/** "rumah-makan-padang-backup-2026-11-05.json" */
/** The file's name carries the day it was made at the restaurant (WIB), as staff there count days. */
export const backupFileName = (date: Date) => `${BACKUP_FORMAT}-${restaurantNow(date).date}.json`;
