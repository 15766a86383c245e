/**
 * The menu's dishes: listing the menu, adding, editing, switching Tersedia/Habis and deleting a dish,
 * each save published. A dish's address (its slug) is claimed here, so two dishes never share one.
 */
import type { Store } from '@netlify/blobs';
import type { z } from 'zod';
import {
  availabilityStatus,
  type MenuAvailabilityInput,
  type MenuCategory,
  type MenuItem,
  MenuItemInputSchema,
} from '../../domain/content/menu.ts';
import { AUDIT, fillIn } from '../../domain/shared/server-messages.ts';
import { uniqueSlug } from '../../domain/shared/slug.ts';
import { conflict, notFound } from '../http/errors.ts';
import { withUnsentKept } from '../http/unsent-fields.ts';
import { published } from '../publishing/publish.ts';
import { contentStore } from '../store/blobs.ts';
import { newId } from '../store/ids.ts';
import { assertMediaExist, parseId, revision, writableStore } from './content-writes.ts';
import { assertFresh, createIn, deleteIn, updateIn } from './entity-service.ts';
import {
  claimSlug,
  getMenu,
  menuCategories,
  menuItems,
  deleteMenuItem as removeMenuItem,
} from './menu-repo.ts';

export const MenuItemWriteSchema = MenuItemInputSchema.extend(revision.shape);

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
  /** The body the request sent (`fieldsSent`): fields it lacks keep their stored values. Absent: all count. */
  sent?: object,
): Promise<MenuItem> {
  const store = await writableStore();
  const { itemId, stored } = await storedMenuItem(store, rawCategoryId, rawItemId);
  const { revision: clientRevision, ...given } = input;
  const fields = withUnsentKept(MenuItemWriteSchema, given, stored, sent);
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
