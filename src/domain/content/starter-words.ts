/**
 * The starter restaurant's words on the public site. A new site shows the starter content (SPEC §1) until
 * staff change it; once the restaurant has a name of its own, a text still equal to the starter's would
 * present the starter restaurant as this one. Such a text is either made from the owner's own facts until
 * the owner writes it (the title, description, tagline, About story and social links), or left out
 * (the starter's events, dated promises no guest should act on). What only the owner can write (dish and
 * category descriptions, events) is named by the first-run checklist (setup-checklist.ts).
 */
import { z } from 'zod';
import type { MenuCategory, MenuItem } from './menu.ts';
import { landingMetaDescription } from './meta-description.ts';
import type { About, RestaurantInfo } from './restaurant.ts';
import type { SiteContent } from './site-content.ts';

/** The same words whatever their case and spacing. */
export const sameWords = (a: string, b: string) => {
  const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return words(a) === words(b);
};

/** Whether `text` is one of the starter's texts (an empty text is the owner's choice, never the starter's). */
const isStarterText = (text: string, starterTexts: readonly string[]) =>
  text.trim() !== '' && starterTexts.some((starterText) => sameWords(text, starterText));

/** Whether the site stands for a restaurant of its own: its name is set and not the starter restaurant's. */
export const hasOwnName = (restaurant: Pick<RestaurantInfo, 'name'>, starter: Pick<RestaurantInfo, 'name'>) =>
  restaurant.name.trim() !== '' && !sameWords(restaurant.name, starter.name);

/** "Masakan Padang di Jakarta": what the restaurant is and where, from its city. */
export function taglineFromFacts(restaurant: Pick<RestaurantInfo, 'city'>): string {
  const city = restaurant.city.trim();
  return city ? `Masakan Padang di ${city}` : 'Masakan Padang';
}

/** "Padang food in Jakarta": the tagline in English, from the city. */
export function englishTaglineFromFacts(restaurant: Pick<RestaurantInfo, 'city'>): string {
  const city = restaurant.city.trim();
  return city ? `Padang food in ${city}` : 'Padang food';
}

/** "RM Padang Uda Rizal | Masakan Padang di Jakarta": the landing page's title from the name and city. */
export const titleFromFacts = (restaurant: Pick<RestaurantInfo, 'name' | 'city'>): string =>
  `${restaurant.name.trim()} | ${taglineFromFacts(restaurant)}`;

/**
 * "RM Padang Uda Rizal | Padang food in Jakarta": the English landing page's title. The site settings'
 * title is written for Indonesian searchers ("Rumah Makan | …"); visitors searching in English read what
 * the place is.
 */
export const englishTitleFromFacts = (restaurant: Pick<RestaurantInfo, 'name' | 'city'>): string =>
  `${restaurant.name.trim()} | ${englishTaglineFromFacts(restaurant)}`;

/** "menu, galeri, dan acara" */
const listOf = (words: string[]) =>
  words.length < 3 ? words.join(' dan ') : `${words.slice(0, -1).join(', ')}, dan ${words.at(-1)}`;

/**
 * The landing page's description from the name, the city, the owner's own tagline and what the site shows:
 * "RM Padang Uda Rizal, rumah makan Padang di Jakarta. Lihat menu dan galeri kami, lalu pesan meja secara
 * online."
 */
export function descriptionFromFacts(
  content: Pick<SiteContent, 'restaurant' | 'gallery' | 'events'>,
  starter: Pick<SiteContent, 'restaurant'>,
): string {
  const { restaurant } = content;
  const city = restaurant.city.trim();
  const tagline = restaurant.tagline.trim().replace(/[.!]+$/, '');
  const own = tagline !== '' && !sameWords(tagline, starter.restaurant.tagline);
  const shown = [
    'menu',
    ...(content.gallery.length > 0 ? ['galeri'] : []),
    ...(content.events.length > 0 ? ['acara'] : []),
  ];
  return [
    `${restaurant.name.trim()}, rumah makan Padang${city ? ` di ${city}` : ''}${own ? `: ${tagline}` : ''}.`,
    `Lihat ${listOf(shown)} kami, lalu pesan meja secara online.`,
  ].join(' ');
}

/** The About section from the name and city, without the starter's highlights. */
export function aboutFromFacts(restaurant: Pick<RestaurantInfo, 'name' | 'city'>): About {
  const name = restaurant.name.trim();
  const city = restaurant.city.trim();
  return {
    title: `Tentang ${name}`,
    text: [
      `${name} menyajikan masakan Padang${city ? ` di ${city}` : ''}.`,
      'Lihat menu kami, lalu pesan meja untuk makan bersama keluarga, teman, atau rekan kerja.',
    ].join('\n\n'),
    title_en: `About ${name}`,
    text_en: [
      `${name} serves Padang food${city ? ` in ${city}` : ''}.`,
      'See our menu, then book a table to eat with family, friends or colleagues.',
    ].join('\n\n'),
    highlights: [],
  };
}

/** Whether the About section is still the starter's story (its title or text). */
export const isStarterAbout = (about: About, starter: About) =>
  sameWords(about.title, starter.title) || sameWords(about.text, starter.text);

/** The events still the starter's: their title or their description is one of the starter events'. */
export function starterEvents<E extends { title: string; description: string }>(
  events: E[],
  starter: ReadonlyArray<{ title: string; description: string }>,
): E[] {
  const titles = starter.map((event) => event.title);
  const descriptions = starter.map((event) => event.description);
  return events.filter(
    (event) => isStarterText(event.title, titles) || isStarterText(event.description, descriptions),
  );
}

/** The texts of a dish the public site shows that the owner writes. */
export type DishTexts = Pick<MenuItem, 'description' | 'ai_description'> &
  Partial<Pick<MenuItem, 'description_en' | 'ai_description_en'>>;

/** The texts of a category the public site shows that the owner writes. */
export type CategoryTexts = Pick<MenuCategory, 'description'> & Partial<Pick<MenuCategory, 'description_en'>>;

/**
 * How many dishes and categories still carry a description of the starter menu's: with `english` (the
 * English pages on), their English texts count too.
 */
export function starterMenuTexts(
  dishes: DishTexts[],
  categories: CategoryTexts[],
  starter: MenuCategory[],
  { english }: { english: boolean },
): { dishes: number; categories: number } {
  const dishTextsOf = (dish: DishTexts) => [
    dish.description,
    dish.ai_description,
    ...(english ? [dish.description_en ?? '', dish.ai_description_en ?? ''] : []),
  ];
  const categoryTextsOf = (category: CategoryTexts) => [
    category.description,
    ...(english ? [category.description_en ?? ''] : []),
  ];
  const dishTexts = starter.flatMap((category) => category.items.flatMap(dishTextsOf));
  const categoryTexts = starter.flatMap(categoryTextsOf);
  return {
    dishes: dishes.filter((dish) => dishTextsOf(dish).some((text) => isStarterText(text, dishTexts))).length,
    categories: categories.filter((category) =>
      categoryTextsOf(category).some((text) => isStarterText(text, categoryTexts)),
    ).length,
  };
}

/**
 * The content as the public site shows it. A site still under the starter's name shows the starter content
 * as it is. Once the restaurant has a name of its own, what is still the starter's and would speak for the
 * restaurant is made from its own facts: the title and description (also the link preview's), the tagline
 * (also the share card's), the About section; the starter's social links and events are left out.
 */
export function publicContent(content: SiteContent, starter: SiteContent): SiteContent {
  if (!hasOwnName(content.restaurant, starter.restaurant)) return content;
  const { settings, restaurant, about } = content;
  const starterSocial = (link: string, starterLink: string) =>
    link !== '' && sameWords(link, starterLink) ? '' : link;
  const ownRestaurant: RestaurantInfo = {
    ...restaurant,
    tagline: sameWords(restaurant.tagline, starter.restaurant.tagline)
      ? taglineFromFacts(restaurant)
      : restaurant.tagline,
    tagline_en:
      restaurant.tagline_en !== '' && sameWords(restaurant.tagline_en, starter.restaurant.tagline_en)
        ? englishTaglineFromFacts(restaurant)
        : restaurant.tagline_en,
    instagram: starterSocial(restaurant.instagram, starter.restaurant.instagram),
    facebook: starterSocial(restaurant.facebook, starter.restaurant.facebook),
  };
  const starterOnes = new Set(starterEvents(content.events, starter.events));
  const events = content.events.filter((event) => !starterOnes.has(event));
  const shown = { ...content, restaurant: ownRestaurant, events };
  return {
    ...shown,
    settings: {
      ...settings,
      page_title:
        settings.page_title.trim() === '' || sameWords(settings.page_title, starter.settings.page_title)
          ? titleFromFacts(restaurant)
          : settings.page_title,
      meta_description: sameWords(settings.meta_description, starter.settings.meta_description)
        ? descriptionFromFacts({ ...shown, restaurant }, starter)
        : settings.meta_description,
    },
    about: isStarterAbout(about, starter.about) ? aboutFromFacts(restaurant) : about,
  };
}

/** The texts staff write that the public site makes from the restaurant's facts while they are the starter's. */
export const SPOKEN_FOR_FIELDS = ['page_title', 'meta_description', 'tagline'] as const;

/** One such text: the starter's, and what guests see while the field holds it. */
export const InsteadOfStarterSchema = z.object({
  field: z.enum(SPOKEN_FOR_FIELDS),
  starter: z.string(),
  shown: z.string(),
});
export type InsteadOfStarter = z.infer<typeof InsteadOfStarterSchema>;

/** GET /api/admin/starter-texts: empty while the restaurant still has the starter's name. */
export const StarterTextsSchema = z.object({ texts: z.array(InsteadOfStarterSchema) });
export type StarterTexts = z.infer<typeof StarterTextsSchema>;

/**
 * For the admin's forms: what guests see instead of each starter text, as {@link publicContent} makes it
 * from the stored content with that field left as the starter's (the landing page's description as its
 * head carries it).
 */
export function textsInsteadOfStarter(content: SiteContent, starter: SiteContent): InsteadOfStarter[] {
  if (!hasOwnName(content.restaurant, starter.restaurant)) return [];
  const withSettings = (edit: Partial<SiteContent['settings']>) =>
    publicContent({ ...content, settings: { ...content.settings, ...edit } }, starter);
  const title = withSettings({ page_title: starter.settings.page_title });
  const described = withSettings({ meta_description: starter.settings.meta_description });
  const tagline = publicContent(
    { ...content, restaurant: { ...content.restaurant, tagline: starter.restaurant.tagline } },
    starter,
  );
  return [
    { field: 'page_title', starter: starter.settings.page_title, shown: title.settings.page_title },
    {
      field: 'meta_description',
      starter: starter.settings.meta_description,
      shown: landingMetaDescription(described.settings, described.restaurant, described.restaurant.name),
    },
    { field: 'tagline', starter: starter.restaurant.tagline, shown: tagline.restaurant.tagline },
  ];
}

/** What guests see instead of `value` of `field`, when it is the starter's text; otherwise null. */
export function shownInsteadOf(
  texts: InsteadOfStarter[],
  field: InsteadOfStarter['field'],
  value: string,
): string | null {
  const text = texts.find((entry) => entry.field === field);
  return text && sameWords(value, text.starter) && !sameWords(text.shown, value) ? text.shown : null;
}
