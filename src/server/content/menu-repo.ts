import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { fallbackContent } from '../../content/fallback.ts';
import {
  type MenuCategory,
  type MenuCategoryFields,
  MenuCategoryFieldsSchema,
  type MenuItem,
  MenuItemSchema,
} from '../../domain/content/menu.ts';
import { id } from '../../domain/shared/fields.ts';
import { cachedRead } from '../store/cache.ts';
import { collection } from '../store/collection.ts';
import { readDocument, readTagged, writeDocument } from '../store/documents.ts';
import { isSeeded } from '../store/seed-marker.ts';

export const menuCategories = collection('menu/categories/', MenuCategoryFieldsSchema);
export const menuItems = collection('menu/items/', MenuItemSchema);

/**
 * One small pointer blob per slug ("menu/slugs/rendang-daging" → {id}) so a dish page finds its item in one
 * read. A pointer whose item no longer has that slug (renamed, deleted) is stale: it is left in place,
 * answers nothing and can be claimed again.
 */
const SlugPointerSchema = z.object({
  id: id(),
  claimed_at: z.string().optional(),
  /** Set when its dish was deleted: the address is free at once. */
  released: z.boolean().optional(),
});
const slugKey = (slug: string) => `menu/slugs/${slug}`;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const fallbackItems = () => fallbackContent.menu.flatMap((category) => category.items);

/** Every category with its items, in menu order (shared and frozen: see cache.ts). */
export function getMenu(store: Store): Promise<MenuCategory[]> {
  return cachedRead(store, 'content:menu', async () => {
    const [categories, items] = await Promise.all([menuCategories.list(store), menuItems.list(store)]);
    if (categories.length === 0 && items.length === 0 && !(await isSeeded(store)))
      return fallbackContent.menu;
    return categories.map((category) => ({
      ...category,
      items: items.filter((item) => item.category_id === category.id),
    }));
  });
}

/** The dish with this slug, or null (shared and frozen: see cache.ts). */
export async function getMenuItemBySlug(store: Store, slug: string): Promise<MenuItem | null> {
  if (!SLUG_PATTERN.test(slug) || slug.length > 120) return null;
  return cachedRead(store, `content:dish:${slug}`, async () => {
    const pointer = await readDocument(store, slugKey(slug), SlugPointerSchema);
    if (pointer) {
      const item = await menuItems.get(store, pointer.id);
      if (item?.slug === slug) return item;
    }
    if (!(await isSeeded(store))) return fallbackItems().find((item) => item.slug === slug) ?? null;
    return null;
  });
}

/**
 * How long a claim whose item does not exist yet is respected: the item of a new dish is written right
 * after its slug is claimed. Past this, a pointer to no item (a deleted dish) is free to take.
 */
const NEW_CLAIM_GRACE_MS = 15_000;

/** Whether a pointer no longer holds its slug: its item is gone, or was saved with another slug since. */
function isStale(pointer: z.infer<typeof SlugPointerSchema>, holder: MenuItem | null, slug: string): boolean {
  if (pointer.released) return true;
  const claimedAt = Date.parse(pointer.claimed_at ?? '') || 0;
  if (!holder) return Date.now() - claimedAt >= NEW_CLAIM_GRACE_MS;
  // A rename in progress has claimed the slug but not yet saved the item (its last save is older).
  return holder.slug !== slug && (Date.parse(holder.updated_at) || 0) >= claimedAt;
}

/**
 * Makes `slug` the address of item `id`, unless another item holds it; true when it is `id`'s now. Safe
 * under parallel saves: a free slug is claimed with a create-only write and a stale pointer is replaced only
 * if nobody replaced it first, so two dishes never end up with one address.
 */
export async function claimSlug(store: Store, slug: string, id: string): Promise<boolean> {
  const claim = { id, claimed_at: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await writeDocument(store, slugKey(slug), claim, { onlyIfNew: true })) return true;
    const pointer = await readTagged(store, slugKey(slug), SlugPointerSchema);
    if (!pointer) continue;
    if (pointer.value.id === id) return true;
    if (!isStale(pointer.value, await menuItems.get(store, pointer.value.id), slug)) return false;
    if (await writeDocument(store, slugKey(slug), claim, { onlyIfMatch: pointer.etag })) return true;
  }
  return false;
}

export async function putMenuCategory(
  store: Store,
  category: MenuCategoryFields,
  options?: { onlyIfNew?: boolean },
) {
  return menuCategories.put(store, category, options);
}

/**
 * Writes an item and its slug pointer as they are (the pointer first, so a reader never finds an item it
 * cannot reach): for the starter content and backups, which bring their own consistent slugs. Staff saves
 * claim their slug with claimSlug and write the item alone.
 */
export async function putMenuItem(store: Store, item: MenuItem, options?: { onlyIfNew?: boolean }) {
  await writeDocument(store, slugKey(item.slug), { id: item.id });
  return menuItems.put(store, item, options);
}

/** Removes an item and frees its address (unless another dish took it meanwhile). */
export async function deleteMenuItem(store: Store, item: MenuItem): Promise<void> {
  await menuItems.remove(store, item.id);
  const pointer = await readTagged(store, slugKey(item.slug), SlugPointerSchema);
  if (pointer?.value.id !== item.id) return;
  const released = { id: item.id, released: true };
  await writeDocument(store, slugKey(item.slug), released, { onlyIfMatch: pointer.etag });
}
