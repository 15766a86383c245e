import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { fallbackContent } from '../../content/fallback.ts';
import { id } from '../../domain/fields.ts';
import {
  type MenuCategory,
  type MenuCategoryFields,
  MenuCategoryFieldsSchema,
  type MenuItem,
  MenuItemSchema,
} from '../../domain/menu.ts';
import { cachedRead } from './cache.ts';
import { collection } from './collection.ts';
import { deleteDocument, readDocument, writeDocument } from './documents.ts';
import { isSeeded } from './seed-marker.ts';

export const menuCategories = collection('menu/categories/', MenuCategoryFieldsSchema);
export const menuItems = collection('menu/items/', MenuItemSchema);

/** One small pointer blob per slug ("menu/slugs/rendang-daging" → {id}) so a dish page finds its item in one read. */
const SlugPointerSchema = z.object({ id: id() });
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

/** Whether a slug is taken by an item other than `exceptId`. */
export async function isSlugTaken(store: Store, slug: string, exceptId?: string): Promise<boolean> {
  const pointer = await readDocument(store, slugKey(slug), SlugPointerSchema);
  if (!pointer || pointer.id === exceptId) return false;
  // A pointer left behind by a deleted or renamed item does not hold the slug.
  const item = await menuItems.get(store, pointer.id);
  return item?.slug === slug;
}

export async function putMenuCategory(
  store: Store,
  category: MenuCategoryFields,
  options?: { onlyIfNew?: boolean },
) {
  return menuCategories.put(store, category, options);
}

/** Writes an item and its slug pointer (the pointer first, so a reader never finds an item it cannot reach). */
export async function putMenuItem(
  store: Store,
  item: MenuItem,
  options?: { onlyIfNew?: boolean; previousSlug?: string },
) {
  await writeDocument(store, slugKey(item.slug), { id: item.id });
  const written = await menuItems.put(store, item, options);
  if (options?.previousSlug && options.previousSlug !== item.slug)
    await deleteDocument(store, slugKey(options.previousSlug));
  return written;
}

export async function deleteMenuItem(store: Store, item: MenuItem): Promise<void> {
  await menuItems.remove(store, item.id);
  await deleteDocument(store, slugKey(item.slug));
}

/** Drops the pointer of an address no dish uses any more (after a backup import). */
export async function deleteSlugPointer(store: Store, slug: string): Promise<void> {
  await deleteDocument(store, slugKey(slug));
}
