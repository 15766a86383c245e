import type { MenuItem } from '../../domain/content/menu.ts';
import { parseRelatedLimit, type RelatedItem, relatedItems } from '../../domain/content/menu.ts';
import type { SiteSettings } from '../../domain/content/site-settings.ts';
import { notFound } from '../http/errors.ts';
import { contentStore } from '../store/blobs.ts';
import { getMenu, getMenuItemBySlug } from './menu-repo.ts';
import { getSiteSettings } from './settings-repo.ts';

export const MENU_NOT_FOUND = "The menu item you're looking for doesn't exist.";

export async function getPublicSiteSettings(): Promise<SiteSettings> {
  return getSiteSettings(contentStore());
}

/** The dish with this slug; 404 when there is none. */
export async function getDish(slug: string): Promise<MenuItem> {
  const item = await getMenuItemBySlug(contentStore(), slug);
  if (!item) throw notFound(MENU_NOT_FOUND);
  return item;
}

/** "Menu Terkait" for a dish: `limit` (clamped) other dishes, same category first. */
export async function getRelatedDishes(slug: string, rawLimit: string | null): Promise<RelatedItem[]> {
  const store = contentStore();
  const item = await getMenuItemBySlug(store, slug);
  if (!item) throw notFound(MENU_NOT_FOUND);
  const menu = await getMenu(store);
  return relatedItems(
    menu.flatMap((category) => category.items),
    item,
    parseRelatedLimit(rawLimit),
  );
}
