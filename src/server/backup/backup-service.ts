/**
 * Backups of the content: everything the website shows as one JSON file, and replacing all content from
 * such a file. A file is checked in full before anything is written; an import keeps every replaced or
 * removed item in its history and in the trash, so it can be undone item by item.
 */
import type { Store } from '@netlify/blobs';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type Backup,
  BackupSchema,
  type BackupSummary,
  backupFileName,
  serializeBackup,
  summarizeBackup,
} from '../../domain/backup/backup-file.ts';
import type { ContentKind, EntityOf, SettingsOf } from '../../domain/content/history.ts';
import type { MenuItem } from '../../domain/content/menu.ts';
import type { SiteContent } from '../../domain/content/site-content.ts';
import type { Order } from '../../domain/orders/order.ts';
import type { Reservation } from '../../domain/reservations/reservation.ts';
import { describeIssues } from '../../domain/shared/validation.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { softDelete } from '../content/entity-service.ts';
import { removeDeleted } from '../content/history-repo.ts';
import { keepSettingsVersion, keepVersion } from '../content/history-service.ts';
import { menuCategories, putMenuCategory } from '../content/menu-repo.ts';
import {
  getSettings,
  putAbout,
  putRestaurantInfo,
  putSiteSettings,
  replaceSettings,
} from '../content/settings-repo.ts';
import { loadSiteContent } from '../content/site-content.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import {
  deleteOrders,
  indexOrder,
  orderIndex,
  orderStore,
  putOrder,
  readIndexed,
  readOrder,
} from '../orders/repo.ts';
import { published } from '../publishing/publish.ts';
import {
  deleteReservations,
  indexReservation,
  reservations as reservationDocs,
  reservationIndex,
  reservationStore,
} from '../reservations/repo.ts';
import { contentStore } from '../store/blobs.ts';
import { deleteDocument, mapLimit, writeDocument } from '../store/documents.ts';
import { ensureSeeded } from '../store/seed.ts';
import { KIND_RULES } from './restore-service.ts';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The whole content as a backup file, with its file name; with every reservation when `withReservations`,
 * every order when `withOrders`.
 */
export async function exportBackup(
  by: string,
  now = new Date(),
  { withReservations = false, withOrders = false } = {},
): Promise<{ body: string; fileName: string }> {
  const store = contentStore();
  const [content, booking, ordering, preorder, reservations, orders] = await Promise.all([
    loadSiteContent(store),
    getSettings(store, 'booking'),
    getSettings(store, 'ordering'),
    getSettings(store, 'preorder'),
    withReservations ? allReservations() : undefined,
    withOrders ? allOrders() : undefined,
  ]);
  const backup = {
    ...exportedBackup(content, now),
    booking,
    ordering,
    preorder,
    ...(reservations && { reservations }),
    ...(orders && { orders }),
  };
  const personal = [
    reservations && count(reservations.length, 'reservation'),
    orders && count(orders.length, 'order'),
  ].filter(Boolean);
  await recordAudit({
    by,
    action: 'backup-export',
    target: 'content',
    summary: personal.length ? `Downloaded a backup with ${personal.join(' and ')}` : 'Downloaded a backup',
  });
  return { body: serializeBackup(backup), fileName: backupFileName(now) };
}

/** Every order, oldest first (found through the index). */
async function allOrders(): Promise<Order[]> {
  const store = orderStore();
  const orders = await readIndexed(store, await orderIndex(store));
  return orders.sort((a, b) => a.position - b.position || a.code.localeCompare(b.code));
}

/**
 * Puts each order of a backup back as it was in the file, with its index entry, as the reservations are
 * (see restoreReservations): orders sent since are kept, and a failed write undoes the ones before it.
 */
async function restoreOrders(list: readonly Order[]): Promise<void> {
  const store = orderStore();
  const written: Array<{ order: Order; before: Order | null }> = [];
  const failures: unknown[] = [];
  await mapLimit(list, WRITE_CONCURRENCY, async (order) => {
    if (failures.length > 0) return;
    try {
      const before = await readOrder(store, order.code);
      if (before && same(before, order)) return;
      written.push({ order, before });
      await putOrder(store, order);
      await indexOrder(store, order, before);
    } catch (error) {
      failures.push(error);
    }
  });
  if (failures.length === 0) return;
  await mapLimit(written, WRITE_CONCURRENCY, async ({ order, before }) => {
    if (!before)
      return deleteOrders(store, [
        { code: order.code, date: order.date, sent: order.position, status: order.status },
      ]);
    await putOrder(store, before);
    await indexOrder(store, before, order);
  }).catch((rollbackError: unknown) =>
    console.error('Could not put the orders back after a failed import:', rollbackError),
  );
  throw failures[0];
}

/** Every reservation, oldest booking first (found through the index). */
async function allReservations(): Promise<Reservation[]> {
  const store = reservationStore();
  const entries = await reservationIndex(store);
  const read = await mapLimit(entries, 32, (entry) => reservationDocs.get(store, entry.id));
  return read
    .filter((r): r is Reservation => r !== null)
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`) || a.id.localeCompare(b.id));
}

/**
 * Puts each reservation of a backup back as it was in the file, with its index entry. Bookings made since
 * (not in the file) are kept: an import never loses a guest's booking. Should a write fail, the ones
 * already written are put back as they were (or removed, when new) before the failure is passed on.
 */
async function restoreReservations(list: readonly Reservation[]): Promise<void> {
  const store = reservationStore();
  const written: Array<{ reservation: Reservation; before: Reservation | null }> = [];
  const failures: unknown[] = [];
  // After a failure no new write starts, and the ones under way finish before anything is put back.
  await mapLimit(list, WRITE_CONCURRENCY, async (reservation) => {
    if (failures.length > 0) return;
    try {
      const before = await reservationDocs.get(store, reservation.id);
      if (before && same(before, reservation)) return;
      written.push({ reservation, before });
      await reservationDocs.put(store, reservation);
      await indexReservation(store, reservation, before);
    } catch (error) {
      failures.push(error);
    }
  });
  if (failures.length === 0) return;
  await mapLimit(written, WRITE_CONCURRENCY, async ({ reservation, before }) => {
    if (!before) return deleteReservations(store, [{ ...reservation, made: reservation.position }]);
    await reservationDocs.put(store, before);
    await indexReservation(store, before, reservation);
  }).catch((rollbackError: unknown) =>
    console.error('Could not put the reservations back after a failed import:', rollbackError),
  );
  throw failures[0];
}

const exportedBackup = (content: SiteContent, now: Date): Backup => ({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  exported_at: now.toISOString(),
  content,
});

/** Checks a file in full against the shared schema; 400 naming what is wrong. */
export function parseBackup(raw: unknown): Backup {
  const parsed = BackupSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(`This file is not a valid backup: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** What importing the file would bring; nothing is written. */
export const previewBackup = (raw: unknown): BackupSummary => summarizeBackup(parseBackup(raw));

const WRITE_CONCURRENCY = 8;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replaces all content with the backup's: writes what is new or different, removes what the backup
 * does not have. The backup's reservations, when it has them, are put back (see restoreReservations);
 * accounts are not touched.
 */
export async function restoreBackup(raw: unknown, by: string): Promise<BackupSummary> {
  const failed = async (reason: string) =>
    recordAudit({
      by,
      action: 'backup-import-failed',
      target: 'content',
      summary: `A backup import failed: ${reason.slice(0, 300)}`,
    });
  let backup: Backup;
  try {
    backup = parseBackup(raw);
  } catch (error) {
    await failed(error instanceof Error ? error.message : String(error));
    throw error;
  }
  const store = contentStore();
  await ensureSeeded(store);
  // The content as it was, kept in the store before anything is written: put back if the import fails
  // midway, and there for a person to restore should this instance die before it could.
  const before = await loadSiteContent(store);
  const point = `${RESTORE_POINT_PREFIX}${new Date().toISOString()}`;
  await writeDocument(store, point, { ...exportedBackup(before, new Date()), reason: 'before an import' });
  try {
    await replaceContent(store, before, backup.content, by);
    if (backup.booking) await replaceSettingsOf(store, 'booking', backup.booking, by);
    if (backup.ordering) await replaceSettingsOf(store, 'ordering', backup.ordering, by);
    if (backup.preorder) await replaceSettingsOf(store, 'preorder', backup.preorder, by);
    if (backup.reservations) await restoreReservations(backup.reservations);
    if (backup.orders) await restoreOrders(backup.orders);
  } catch (error) {
    console.error('A backup import failed while writing; putting the content back:', error);
    const restored = await loadSiteContent(store)
      .then((now) => replaceContent(store, now, before, by))
      .then(
        () => true,
        (rollbackError: unknown) => {
          console.error('Could not put the content back after a failed import:', rollbackError);
          return false;
        },
      );
    await failed(
      restored
        ? 'the content store failed while writing; everything was put back as it was'
        : `the content store failed while writing, and putting the content back failed too: restore the backup kept at "${point}"`,
    );
    throw new HttpError(
      503,
      restored
        ? 'The import could not be finished (the content store failed), so nothing was changed: the content is as it was before. Please try again.'
        : 'The import could not be finished and the content could not be put back: please import the backup again, or ask for the one kept before the import.',
    );
  }
  await deleteDocument(store, point);
  const summary = summarizeBackup(backup);
  await recordAudit({
    by,
    action: 'backup-import',
    target: 'content',
    summary: `Replaced all content with the backup of ${backup.exported_at.slice(0, 10)} (${summary.menu_items} menu items, ${summary.gallery_images} gallery images, ${summary.events} events${summary.reservations === undefined ? '' : `, ${summary.reservations} reservations`}${summary.orders === undefined ? '' : `, ${summary.orders} orders`})`,
  });
  return published('Content replaced from a backup', summary);
}

/** The booking, ordering or pre-order settings of a backup, the ones they replace kept in their history. */
async function replaceSettingsOf<D extends 'booking' | 'ordering' | 'preorder'>(
  store: Store,
  document: D,
  value: SettingsOf<D>,
  by: string,
): Promise<void> {
  const { before: previous } = await replaceSettings(store, document, value);
  if (!same(previous, value)) await keepSettingsVersion(store, document, previous, by, 'restore');
}

/** Where the content before an import is kept until the import has finished. */
const RESTORE_POINT_PREFIX = 'restore-points/';

/** Makes the live content `content`, given that it is `current` now; every replaced version is kept. */
async function replaceContent(
  store: Store,
  current: SiteContent,
  content: SiteContent,
  by: string,
): Promise<void> {
  // What the import replaces stays in the history, like every other save.
  if (!same(current.settings, content.settings)) {
    await putSiteSettings(store, content.settings);
    await keepSettingsVersion(store, 'site-settings', current.settings, by, 'restore');
  }
  if (!same(current.restaurant, content.restaurant)) {
    await putRestaurantInfo(store, content.restaurant);
    await keepSettingsVersion(store, 'restaurant', current.restaurant, by, 'restore');
  }
  if (!same(current.about, content.about)) await putAbout(store, content.about);

  const categories = content.menu.map(({ items: _items, ...category }) => category);
  await mapLimit(categories, WRITE_CONCURRENCY, (category) => putMenuCategory(store, category));
  const items = content.menu.flatMap((category) => category.items);
  await replaceAll(store, 'menu-item', allItems(current), items, by);
  await replaceAll(store, 'gallery-image', current.gallery, content.gallery, by);
  await replaceAll(store, 'event', current.events, content.events, by);
  const keptCategories = new Set(categories.map((category) => category.id));
  const goneCategories = current.menu.filter((category) => !keptCategories.has(category.id));
  await mapLimit(goneCategories, WRITE_CONCURRENCY, (category) => menuCategories.remove(store, category.id));
}

const allItems = (content: SiteContent): MenuItem[] => content.menu.flatMap((category) => category.items);

/**
 * Makes the live items of a kind exactly `wanted`: items not wanted go to the trash (first, so their
 * dish addresses are free), changed ones keep their current version in the history.
 */
async function replaceAll<K extends ContentKind>(
  store: Store,
  kind: K,
  live: readonly EntityOf<K>[],
  wanted: readonly EntityOf<K>[],
  by: string,
): Promise<void> {
  const rules = KIND_RULES[kind];
  const liveById = new Map(live.map((entity) => [entity.id, entity]));
  const wantedIds = new Set(wanted.map((entity) => entity.id));
  const author = { kind, by };
  await mapLimit(
    live.filter((entity) => !wantedIds.has(entity.id)),
    WRITE_CONCURRENCY,
    (entity) => softDelete(store, entity, (s) => rules.remove(s, entity), author),
  );
  await mapLimit(wanted, WRITE_CONCURRENCY, async (entity) => {
    const previous = liveById.get(entity.id);
    if (previous && same(previous, entity)) return;
    if (previous) await keepVersion(store, kind, previous, by, 'restore');
    await rules.put(store, entity);
    if (!previous) await removeDeleted(store, kind, entity.id);
  });
}
