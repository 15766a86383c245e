/**
 * The dish page of a dish the last build did not prerender (added or renamed since): loads it from
 * /api/menu/{slug} and fills a copy of the prerendered page's own markup (DishDetail in a <template>),
 * or shows "Menu Not Found". Text goes in through textContent and attributes only, never as HTML.
 */

import { dishImages, dishPath } from '../../domain/content/dish.ts';
import {
  containsWord,
  orderedContains,
  spiceLabel,
  spiceWords,
} from '../../domain/content/dish-explained.ts';
import type { MenuItem, RelatedItem } from '../../domain/content/menu.ts';
import { dishMetaDescription, dishTitle } from '../../domain/content/meta-description.ts';
import {
  documentLanguage,
  inLanguage,
  localizedPath,
  type SiteLanguage,
} from '../../domain/content/site-language.ts';
import { DISH_PHOTO_WIDTHS, IMAGE_SIZES, setImageSource, THUMB_WIDTHS } from '../../domain/media/images.ts';
import { DEFAULT_DISH_IMAGE } from '../../domain/shared/assets.ts';
import {
  dishOrderMessage,
  dishShareMessage,
  whatsappLink,
  whatsappShareLink,
} from '../../domain/shared/whatsapp.ts';
import { initImageFallback } from '../shared/image-fallback.ts';
import { applyAvailability } from './availability.ts';
import { initDishGallery } from './dish-gallery.ts';
import { initDishShare } from './dish-share.ts';
import { dishFacts, dishWords, thumbnailLabel } from './dish-view.ts';

/** The slug of a /menu/<slug> path (or the English /en/menu/<slug>), or null. */
export function slugFromPath(pathname: string): string | null {
  const match = /^(?:\/en)?\/menu\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** Just enough checking that a broken answer shows "Menu Not Found" instead of a half-filled page. */
export function isMenuItem(value: unknown): value is MenuItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    [
      'slug',
      'name',
      'category',
      'description',
      'price',
      'image',
      'status',
      'portion',
      'ai_description',
    ].every((key) => isString(item[key])) &&
    isStringList(item.gallery) &&
    isStringList(item.ingredients) &&
    isStringList(item.allergens) &&
    isStringList(item.contains) &&
    typeof item.spice_level === 'number' &&
    (item.calories === null || typeof item.calories === 'number')
  );
}

const isRelated = (value: unknown): value is RelatedItem => {
  const item = value as Record<string, unknown> | null;
  return !!item && ['slug', 'name', 'price', 'image'].every((key) => isString(item[key]));
};

declare global {
  interface Window {
    /** The dish's request, sent by the page's inline script as soon as the page began to load. */
    __dishRequest?: Promise<Response>;
  }
}

async function getJson(url: string, started?: Promise<Response>): Promise<unknown> {
  const response = await (started ?? fetch(url, { headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

interface Restaurant {
  name: string;
  whatsapp: string;
  /** The English name of each category, by id: an English page names the dish's category with it. */
  categoriesEnglish?: Record<string, string>;
}

const find = <E extends Element = HTMLElement>(root: ParentNode, hook: string) =>
  root.querySelector<E>(`[${hook}]`);

/** The picture of a list item, out or still in the room it waits in (Img.astro). */
const pictureIn = (item: Element) =>
  item.querySelector('img') ?? item.querySelector('template')?.content.querySelector('img') ?? null;

/** Sets the text of the element marked `hook`. */
function setText(root: ParentNode, hook: string, text: string): void {
  const element = find(root, hook);
  if (element) element.textContent = text;
}

/** Marks an element as in Indonesian on an English page (`lang` 'id'), or as in the page's language. */
function setLang(element: Element | null | undefined, lang: SiteLanguage | undefined): void {
  if (lang) element?.setAttribute('lang', lang);
  else element?.removeAttribute('lang');
}

/** Sets the text of the element marked `hook` to a text of {@link inLanguage}, with its language. */
function setLocalized(root: ParentNode, hook: string, value: { text: string; lang?: SiteLanguage }): void {
  setText(root, hook, value.text);
  setLang(find(root, hook), value.lang);
}

/** Replaces the children of `list` with one filled copy of its first child per value. */
function fillList<T>(
  list: Element | null,
  values: readonly T[],
  fill: (element: Element, value: T, index: number) => void,
) {
  const prototype = list?.firstElementChild;
  if (!list || !prototype) return;
  list.replaceChildren(
    ...values.map((value, index) => {
      const element = prototype.cloneNode(true) as Element;
      fill(element, value, index);
      return element;
    }),
  );
}

/**
 * Fills the dish page markup `root` (a copy of the template) with `item`: in English on an English page,
 * with the dish's English name and description where written (else the Indonesian ones, marked so).
 */
export function fillDish(
  root: Element,
  item: MenuItem,
  related: RelatedItem[],
  restaurant: Restaurant,
  language: SiteLanguage = documentLanguage(),
): void {
  const name = inLanguage(language, item.name, item.name_en);
  root.setAttribute('data-dish', item.slug);
  setLocalized(root, 'data-dish-crumb', name);
  setLocalized(root, 'data-dish-name', name);
  setText(root, 'data-dish-price', item.price);
  setLocalized(root, 'data-dish-description', inLanguage(language, item.description, item.description_en));

  const images = dishImages(item);
  const main = find<HTMLImageElement>(root, 'data-main-image');
  if (main)
    setImageSource(main, images[0] ?? DEFAULT_DISH_IMAGE, {
      sizes: IMAGE_SIZES.dishMain,
      widths: DISH_PHOTO_WIDTHS,
    });
  main?.setAttribute('alt', name.text);
  setLang(main, name.lang);
  const thumbs = find(root, 'data-dish-thumbs');
  if (images.length > 1) {
    fillList(thumbs, images, (li, src, index) => {
      const button = li.querySelector('[data-thumb]');
      button?.setAttribute('data-thumb', src);
      button?.setAttribute('aria-label', thumbnailLabel(index, images.length, language));
      button?.setAttribute('aria-pressed', String(index === 0));
      const img = pictureIn(li);
      if (img) setImageSource(img, src, { sizes: IMAGE_SIZES.dishThumb, widths: THUMB_WIDTHS });
    });
  } else thumbs?.remove();

  const badge = find(root, 'data-status-for');
  badge?.setAttribute('data-status-for', item.slug);
  if (badge) applyAvailability({ [item.slug]: item.status }, root, language);

  const words = dishWords(item, language);
  if (words.chef.text) setLocalized(root, 'data-dish-chef-text', words.chef);
  else find(root, 'data-dish-chef')?.remove();

  const spice = find(root, 'data-dish-spice');
  if (spice && item.spice_level > 0) {
    const chilies = [...spice.querySelectorAll('.chili')];
    const hidden = spice.querySelector('.visually-hidden');
    if (hidden) hidden.textContent = spiceLabel(item.spice_level, language);
    chilies.forEach((chili, index) => {
      chili.classList.toggle('on', index < item.spice_level);
    });
    const text = spice.querySelector('.spice-text');
    if (text)
      text.textContent = `${spiceWords(item.spice_level, language)} (${item.spice_level}/${chilies.length})`;
  } else spice?.remove();

  const facts = dishFacts(item, language, restaurant.categoriesEnglish?.[item.category_id] ?? '');
  const factElements = [...root.querySelectorAll('[data-dish-fact]')];
  const factPrototype = factElements[0];
  if (factPrototype) {
    const filled = facts.map((fact) => {
      const element = factPrototype.cloneNode(true) as Element;
      const [dt, dd] = [element.querySelector('dt'), element.querySelector('dd')];
      if (dt) dt.textContent = fact.label;
      if (dd) dd.textContent = fact.value;
      setLang(dd, fact.lang);
      return element;
    });
    factPrototype.before(...filled);
    for (const old of factElements) old.remove();
  }

  for (const [hook, { items, lang }] of [
    ['data-dish-ingredients', words.ingredients],
    [
      'data-dish-contains',
      { items: orderedContains(item.contains).map((tag) => containsWord(tag, language)), lang: undefined },
    ],
    ['data-dish-allergens', words.allergens],
  ] as const) {
    const section = find(root, hook);
    if (items.length === 0) section?.remove();
    else {
      const list = section?.querySelector('ul') ?? null;
      fillList(list, items, (li, value) => {
        li.textContent = value;
      });
      setLang(list, lang);
    }
  }

  const whatsapp = find(root, 'data-dish-whatsapp');
  // A sold-out dish offers no order.
  if (restaurant.whatsapp && item.status !== 'Habis')
    whatsapp?.setAttribute(
      'href',
      whatsappLink(restaurant.whatsapp, dishOrderMessage(item.name, restaurant.name, language)),
    );
  else whatsapp?.remove();

  const share = find(root, 'data-dish-share');
  const shareUrl = new URL(localizedPath(language, dishPath(item.slug)), location.origin).toString();
  share?.setAttribute(
    'href',
    whatsappShareLink(dishShareMessage(name.text, restaurant.name, shareUrl, language)),
  );
  share?.setAttribute('data-share-url', shareUrl);
  share?.setAttribute('data-share-title', `${name.text} - ${restaurant.name}`);

  const relatedSection = find(root, 'data-dish-related');
  if (related.length === 0) relatedSection?.remove();
  else
    fillList(relatedSection?.querySelector('ul') ?? null, related, (li, other) => {
      const otherName = inLanguage(language, other.name, other.name_en);
      li.querySelector('a')?.setAttribute('href', localizedPath(language, dishPath(other.slug)));
      const img = pictureIn(li);
      if (img) setImageSource(img, other.image, { sizes: IMAGE_SIZES.relatedCard });
      img?.setAttribute('alt', otherName.text);
      setLang(img, otherName.lang);
      setLocalized(li, 'data-related-name', otherName);
      setText(li, 'data-related-price', other.price);
    });
}

/** The page's English category names (a JSON object by id), or none where it has none or they cannot be read. */
function categoriesOf(json: string | undefined): Record<string, string> {
  try {
    const names: unknown = JSON.parse(json ?? '{}');
    return names && typeof names === 'object' ? (names as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Loads the dish of this URL and shows it, or shows "Menu Not Found". */
export async function loadDishPage(): Promise<void> {
  const page = document.querySelector<HTMLElement>('[data-dish-page]');
  const loading = document.querySelector<HTMLElement>('[data-dish-loading]');
  const missing = document.querySelector<HTMLElement>('[data-dish-missing]');
  const template = document.querySelector<HTMLTemplateElement>('template[data-dish-template]');
  if (!page || !template) return;
  initImageFallback();
  const restaurant = {
    name: page.dataset.restaurantName ?? '',
    whatsapp: page.dataset.restaurantWhatsapp ?? '',
    categoriesEnglish: categoriesOf(page.dataset.categoriesEnglish),
  };
  const showMissing = () => {
    if (loading) loading.hidden = true;
    if (missing) missing.hidden = false;
  };

  const slug = slugFromPath(location.pathname);
  if (!slug) return showMissing();
  const path = `/api/menu/${encodeURIComponent(slug)}`;
  let item: unknown;
  let related: unknown;
  try {
    [item, related] = await Promise.all([
      getJson(path, window.__dishRequest),
      getJson(`${path}/related?limit=3`).catch(() => []),
    ]);
  } catch {
    return showMissing();
  }
  if (!isMenuItem(item)) return showMissing();

  const article = template.content.querySelector('article[data-dish]')?.cloneNode(true) as
    | Element
    | undefined;
  if (!article) return showMissing();
  const language = documentLanguage();
  fillDish(article, item, Array.isArray(related) ? related.filter(isRelated) : [], restaurant, language);
  const name = inLanguage(language, item.name, item.name_en).text;
  document.title = dishTitle(name, restaurant.name);
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', dishMetaDescription(item, language));
  loading?.replaceWith(article);
  initDishGallery(article);
  initDishShare(article);
}
