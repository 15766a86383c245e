import type { MenuItem } from './menu.ts';
import type { RestaurantInfo } from './restaurant.ts';
import type { SiteLanguage } from './site-language.ts';
import type { SiteSettings } from './site-settings.ts';

export const META_DESCRIPTION_MAX = 155;

/** Cuts text to `max` characters at a word boundary where one is near, ending with an ellipsis. */
export function truncate(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/**
 * Dish page meta description: ai_description, else description, else "name - price"; at most 155
 * characters. The English page's is the English Chef's Recommendation or description where written (in
 * that order), else the same.
 */
export function dishMetaDescription(
  item: Pick<MenuItem, 'ai_description' | 'description' | 'name' | 'price'> &
    Partial<Pick<MenuItem, 'ai_description_en' | 'description_en' | 'name_en'>>,
  language: SiteLanguage = 'id',
): string {
  const english = language === 'en' && (item.ai_description_en?.trim() || item.description_en?.trim());
  if (english) return truncate(english);
  const name = (language === 'en' && item.name_en?.trim()) || item.name;
  const source = item.ai_description.trim() || item.description.trim() || `${name} - ${item.price}`;
  return truncate(source);
}

/**
 * Landing page meta description: the one of the site settings, else the tagline, else the brand name;
 * at most 155 characters, like a dish page's.
 */
export function landingMetaDescription(
  settings: Pick<SiteSettings, 'meta_description'>,
  restaurant: Pick<RestaurantInfo, 'tagline'> & Partial<Pick<RestaurantInfo, 'tagline_en'>>,
  brandName: string,
  language: SiteLanguage = 'id',
): string {
  // The settings' description is written in Indonesian: the English page's is its English tagline.
  const english = language === 'en' ? restaurant.tagline_en?.trim() : '';
  if (english) return truncate(`${brandName}: ${english}`);
  return truncate(settings.meta_description.trim() || restaurant.tagline.trim() || brandName);
}

/** Dish page title: "{dish} - {restaurant}". */
export function dishTitle(dishName: string, restaurantName: string): string {
  return `${dishName} - ${restaurantName}`;
}
