/**
 * Undo for staff: an item's history (earlier versions, newest first) and restoring one of them, and the
 * trash ("Recently deleted"): restoring a deleted item or deleting it for good. One mechanism for every
 * kind in CONTENT_KINDS; what differs per kind (a dish's slug and category) is in KIND_RULES.
 */
import type { Store } from '@netlify/blobs';
import {
  CONTENT_KINDS,
  type ContentKind,
  ContentKindSchema,
  type EntityOf,
  entityTitle,
  type HistoryEntry,
  INPUT_SCHEMAS,
  KIND_NOUNS,
  type TrashEntry,
} from '../../domain/content/history.ts';
import { id as idSchema } from '../../domain/shared/fields.ts';
import { AUDIT, fillIn } from '../../domain/shared/server-messages.ts';
import { describeIssues } from '../../domain/shared/validation.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { updateIn, type Versioned } from '../content/entity-service.ts';
import { events } from '../content/event-repo.ts';
import { galleryImages } from '../content/gallery-repo.ts';
import {
  getDeleted,
  getVersion,
  listDeleted,
  listVersionKeys,
  removeDeleted,
} from '../content/history-repo.ts';
import { forget } from '../content/history-service.ts';
import { claimSlug, deleteMenuItem, menuCategories, menuItems, putMenuItem } from '../content/menu-repo.ts';
import { claimFreeSlug } from '../content/menu-service.ts';
import { conflict, notFound } from '../http/errors.ts';
import { published } from '../publishing/publish.ts';
import { contentStore } from '../store/blobs.ts';
import type { Collection } from '../store/collection.ts';
import { ensureSeeded } from '../store/seed.ts';

type AnyEntity = EntityOf<ContentKind> & Versioned;

/** What differs between kinds when an item goes live again. */
interface KindRules {
  collection: Collection<AnyEntity>;
  missing: string;
  /** Writes the item as it is, with whatever belongs to it (a dish's slug pointer). */
  put(store: Store, entity: AnyEntity): Promise<unknown>;
  /** Removes the item from the live content (a dish with its slug pointer). */
  remove(store: Store, entity: AnyEntity): Promise<void>;
  /** Fields that must change for `entity` to be live again next to `current` (null: back from the trash). */
  settle?(store: Store, entity: AnyEntity, current: AnyEntity | null): Promise<Partial<AnyEntity>>;
}

const plain = (collection: Collection<AnyEntity>, missing: string): KindRules => ({
  collection,
  missing,
  put: (store, entity) => collection.put(store, entity),
  remove: (store, entity) => collection.remove(store, entity.id),
});

export const KIND_RULES: Record<ContentKind, KindRules> = {
  'menu-item': {
    collection: menuItems as unknown as Collection<AnyEntity>,
    missing: 'Menu item not found',
    put: (store, item) => putMenuItem(store, item as EntityOf<'menu-item'>),
    remove: (store, item) => deleteMenuItem(store, item as EntityOf<'menu-item'>),
    /** A dish keeps its address when nobody took it meanwhile, else gets a free one from its name. */
    async settle(store, entity, current) {
      const item = entity as EntityOf<'menu-item'>;
      const live = current as EntityOf<'menu-item'> | null;
      if (!live && !(await menuCategories.get(store, item.category_id)))
        throw conflict('The menu category of this item no longer exists');
      if (live && live.name === item.name) return { slug: live.slug };
      if (await claimSlug(store, item.slug, item.id)) return { slug: item.slug };
      return { slug: await claimFreeSlug(store, item.name, item.id) };
    },
  },
  'gallery-image': plain(galleryImages as unknown as Collection<AnyEntity>, 'Gallery image not found'),
  event: plain(events as unknown as Collection<AnyEntity>, 'Event not found'),
};

const VERSION_MISSING = 'This version is no longer kept';
const DELETED_MISSING = 'This item is not in Recently deleted';

function parseKind(raw: string | undefined): ContentKind {
  const parsed = ContentKindSchema.safeParse(raw);
  if (!parsed.success) throw notFound(`Unknown kind of content: use one of ${CONTENT_KINDS.join(', ')}`);
  return parsed.data;
}

function parseId(raw: string | undefined, missing: string): string {
  const parsed = idSchema().safeParse(raw);
  if (!parsed.success) throw notFound(missing);
  return parsed.data;
}

async function writableStore(): Promise<Store> {
  const store = contentStore();
  await ensureSeeded(store);
  return store;
}

const titleOf = (kind: ContentKind, entity: AnyEntity) =>
  entityTitle(kind, entity as unknown as Record<string, unknown>);

/** Earlier versions of an item, newest first; 404 when the item is neither live nor deleted. */
export async function listHistory(rawKind: string | undefined, rawId: string | undefined) {
  const kind = parseKind(rawKind);
  const rules = KIND_RULES[kind];
  const id = parseId(rawId, rules.missing);
  const store = contentStore();
  const [live, deleted, keys] = await Promise.all([
    rules.collection.get(store, id),
    getDeleted(store, kind, id),
    listVersionKeys(store, kind, id),
  ]);
  if (!live && !deleted && keys.length === 0) throw notFound(rules.missing);
  const entries = await Promise.all(
    keys.reverse().map(async (key) => {
      const stored = await getVersion(store, kind, id, key);
      return stored && { key, ...stored };
    }),
  );
  return entries.filter((entry): entry is HistoryEntry => entry !== null);
}

/**
 * Brings back the fields of an earlier version: a normal save (a new revision, published, the replaced
 * version kept in the history). 409 when `revision` is given and someone saved the item since.
 */
export async function restoreVersion(
  rawKind: string | undefined,
  rawId: string | undefined,
  request: { version: string; revision?: number },
  by: string,
): Promise<AnyEntity> {
  const kind = parseKind(rawKind);
  const rules = KIND_RULES[kind];
  const id = parseId(rawId, rules.missing);
  const store = await writableStore();
  const current = await rules.collection.get(store, id);
  if (!current) {
    const deleted = await getDeleted(store, kind, id);
    throw notFound(deleted ? 'This item was deleted: restore it from Recently deleted first' : rules.missing);
  }
  const stored = await getVersion(store, kind, id, request.version);
  if (!stored) throw notFound(VERSION_MISSING);
  const fields = INPUT_SCHEMAS[kind].safeParse(stored.version);
  if (!fields.success)
    throw conflict(`This version cannot be restored any more (${describeIssues(fields.error)})`);
  const candidate = { ...current, ...fields.data, ...pick(stored.version, 'slug') } as AnyEntity;
  const settled = (await rules.settle?.(store, candidate, current)) ?? {};
  const entity = await updateIn(store, rules.collection, id, fields.data, {
    revision: request.revision,
    missing: rules.missing,
    extra: () => settled,
    author: { kind, by },
    action: 'restore',
  });
  return published(`Restored an earlier version of ${KIND_NOUNS[kind]} "${titleOf(kind, entity)}"`, entity);
}

function pick(entity: object, key: string): Record<string, unknown> {
  return key in entity ? { [key]: (entity as Record<string, unknown>)[key] } : {};
}

/** Deleted items, newest deletion first; all kinds, or one. */
export async function listTrash(rawKind?: string): Promise<TrashEntry[]> {
  const kinds = rawKind ? [parseKind(rawKind)] : [...CONTENT_KINDS];
  const store = contentStore();
  const lists = await Promise.all(
    kinds.map(async (kind) =>
      (await listDeleted(store, kind)).map(
        ({ entity, by, at }) =>
          ({
            kind,
            id: entity.id,
            title: titleOf(kind, entity as AnyEntity),
            deleted_at: at,
            deleted_by: by,
            entity,
          }) as TrashEntry,
      ),
    ),
  );
  return lists.flat().sort((a, b) => b.deleted_at.localeCompare(a.deleted_at) || a.id.localeCompare(b.id));
}

/**
 * Puts a deleted item back where it was (a new revision, published). A dish whose address was taken
 * meanwhile gets a free one; a dish whose category is gone cannot come back (409).
 */
export async function restoreDeleted(
  rawKind: string | undefined,
  rawId: string | undefined,
  by: string,
): Promise<AnyEntity> {
  const kind = parseKind(rawKind);
  const rules = KIND_RULES[kind];
  const id = parseId(rawId, DELETED_MISSING);
  const store = await writableStore();
  const deleted = await getDeleted(store, kind, id);
  if (!deleted) throw notFound(DELETED_MISSING);
  if (await rules.collection.get(store, id)) throw conflict('This item is already on the website');
  const entity = deleted.entity as AnyEntity;
  const restored = {
    ...entity,
    ...(await rules.settle?.(store, entity, null)),
    revision: entity.revision + 1,
    updated_at: new Date().toISOString(),
  } as AnyEntity;
  // Create-only: of two staff restoring it at the same moment, one gets 409.
  if (!(await rules.collection.put(store, restored, { onlyIfNew: true })))
    throw conflict('This item is already on the website');
  await removeDeleted(store, kind, id);
  const title = titleOf(kind, restored);
  await recordAudit({
    by,
    action: 'restore-deleted',
    target: `${kind}/${id}`,
    summary: fillIn(AUDIT.restoredDeleted, { what: KIND_NOUNS[kind], title }),
  });
  return published(`Restored deleted ${KIND_NOUNS[kind]} "${title}"`, restored);
}

/** Deletes a deleted item for good, with its history. Nothing on the website changes. */
export async function purgeDeleted(rawKind: string | undefined, rawId: string | undefined, by: string) {
  const kind = parseKind(rawKind);
  const id = parseId(rawId, DELETED_MISSING);
  const store = contentStore();
  const deleted = await getDeleted(store, kind, id);
  if (!deleted) throw notFound(DELETED_MISSING);
  await forget(store, kind, id);
  await recordAudit({
    by,
    action: 'purge',
    target: `${kind}/${id}`,
    summary: fillIn(AUDIT.deletedForGood, {
      what: KIND_NOUNS[kind],
      title: titleOf(kind, deleted.entity as AnyEntity),
    }),
  });
  return { detail: 'Deleted permanently' };
}
