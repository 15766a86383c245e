import type {
  DayOfWeek,
  Event,
  Offer,
  OpeningHoursSpecification,
  PostalAddress,
  Restaurant,
  MenuItem as SchemaMenuItem,
  WithContext,
} from 'schema-dts';
import { CONTAINS_HEADING, containsWord, spiceWords } from '../domain/content/dish-explained.ts';
import { type ShownEvent, withOffset } from '../domain/content/event-schedule.ts';
import { type OpeningHours, restaurantNow, WEEKDAYS, type Weekday } from '../domain/content/hours.ts';
import { DAY_NAMES_EN } from '../domain/content/hours-text.ts';
import { dishPath, type MenuCategory, type MenuItem } from '../domain/content/menu.ts';
import { isHalalCertified, type RestaurantInfo } from '../domain/content/restaurant.ts';
import { inLanguage, localizedPath, type SiteLanguage } from '../domain/content/site-language.ts';
import { formatRupiah, orderPrice } from '../domain/orders/bill.ts';

const absolute = (path: string, site: URL) => new URL(path, site).toString();

const SCHEMA_DAY: Record<Weekday, DayOfWeek> = DAY_NAMES_EN;

/**
 * schema.org opening hours: one entry per open range of each day. A range past midnight stays on the day
 * it opens with `closes` before `opens`, which schema.org reads as spanning into the next day.
 */
export function openingHoursSpecification(hours: OpeningHours): OpeningHoursSpecification[] {
  return WEEKDAYS.flatMap((day) =>
    hours.week[day].closed
      ? []
      : hours.week[day].ranges.map((range) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: SCHEMA_DAY[day],
          opens: range.opens,
          closes: range.closes,
        })),
  );
}

/**
 * schema.org special hours, for special days not over by `today`: each range valid from the first to the
 * last day; a closed day opens and closes at 00:00, as schema.org marks closure.
 */
export function specialOpeningHoursSpecification(
  hours: OpeningHours,
  today: string,
): OpeningHoursSpecification[] {
  return hours.special
    .filter((day) => day.to >= today)
    .flatMap((day) =>
      (day.closed ? [{ opens: '00:00', closes: '00:00' }] : day.ranges).map((range) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: day.from,
        validThrough: day.to,
        opens: range.opens,
        closes: range.closes,
      })),
    );
}

/** "Rp 15.000–Rp 75.000": the cheapest and dearest dish of the menu, or undefined without prices. */
export function priceRange(menu: MenuCategory[]): string | undefined {
  const amounts = menu
    .flatMap((category) => category.items.map((item) => orderPrice(item.price)))
    .filter((amount): amount is number => amount !== null);
  if (amounts.length === 0) return undefined;
  const [low, high] = [Math.min(...amounts), Math.max(...amounts)];
  return low === high ? formatRupiah(low) : `${formatRupiah(low)}–${formatRupiah(high)}`;
}

/** The restaurant's address from its own fields (nothing assumed). */
function postalAddress(info: RestaurantInfo) {
  return {
    '@type': 'PostalAddress',
    streetAddress: info.address || undefined,
    addressLocality: info.city || undefined,
    addressRegion: info.province || undefined,
    postalCode: info.postalCode || undefined,
    addressCountry: 'ID',
  } satisfies PostalAddress;
}

/** A dish's price in rupiah and whether it can be ordered today. */
function offerOf(item: MenuItem) {
  return {
    '@type': 'Offer',
    // Read as the basket reads it: a range ("Rp 10.000 - 15.000"), a word or a negative amount is no
    // price a guest pays, so no price rather than a wrong one.
    price: orderPrice(item.price) ?? undefined,
    priceCurrency: 'IDR',
    availability: item.status === 'Tersedia' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  } satisfies Offer;
}

/**
 * schema.org Restaurant for the landing page, with what Google's LocalBusiness guidelines ask for: the
 * address from the restaurant's own fields (nothing assumed), its coordinates when known, the price range
 * of the real menu, the menu with each dish's offer, and raster `images`. Special days already over by
 * `today` are left out. On an English page (`language`) its texts are the English ones where written
 * and its addresses the English pages'.
 */
export function restaurantJsonLd(
  info: RestaurantInfo,
  menu: MenuCategory[],
  site: URL,
  images: string[],
  today: string = restaurantNow(new Date(), info.openingHours.timeZone).date,
  language: SiteLanguage = 'id',
) {
  const special = specialOpeningHoursSpecification(info.openingHours, today);
  const halal = isHalalCertified(info.halal, today);
  const page = (path: string) => absolute(localizedPath(language, path), site);
  const text = (indonesian: string, english: string) => inLanguage(language, indonesian, english).text;
  const menuUrl = page('/#menu');
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: info.name,
    description: text(info.tagline, info.tagline_en) || undefined,
    url: page('/'),
    image: images.map((image) => absolute(image, site)),
    telephone: info.phone || undefined,
    email: info.email || undefined,
    servesCuisine: ['Padang', 'Minangkabau', 'Indonesian'],
    priceRange: priceRange(menu),
    acceptsReservations: page('/#reservation'),
    menu: menuUrl,
    address: postalAddress(info),
    geo: info.geo
      ? { '@type': 'GeoCoordinates', latitude: info.geo.latitude, longitude: info.geo.longitude }
      : undefined,
    sameAs: [info.instagram, info.facebook].filter(Boolean),
    openingHoursSpecification: openingHoursSpecification(info.openingHours),
    specialOpeningHoursSpecification: special.length > 0 ? special : undefined,
    hasMenu: {
      '@type': 'Menu',
      url: menuUrl,
      hasMenuSection: menu.map((category) => ({
        '@type': 'MenuSection',
        name: text(category.name, category.name_en),
        description: text(category.description, category.description_en) || undefined,
        hasMenuItem: category.items.map((item) => ({
          '@type': 'MenuItem',
          name: text(item.name, item.name_en),
          description: text(item.description, item.description_en) || undefined,
          url: page(dishPath(item.slug)),
          offers: offerOf(item),
          // A valid halal certificate covers the whole menu.
          suitableForDiet: halal ? 'https://schema.org/HalalDiet' : undefined,
        })),
      })),
    },
  } satisfies WithContext<Restaurant>;
}

/**
 * schema.org Event for each upcoming dated event the landing page shows (Google's event rich results):
 * its next occurrence with the restaurant's offset, at the restaurant, attended in person. Events without
 * dates have no date to give and are left out.
 */
export function eventsJsonLd(
  shown: readonly ShownEvent[],
  info: RestaurantInfo,
  site: URL,
  language: SiteLanguage = 'id',
) {
  const timeZone = info.openingHours.timeZone;
  const home = absolute(localizedPath(language, '/'), site);
  return shown.flatMap(({ event, next }) =>
    next
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'Event',
            name: inLanguage(language, event.title, event.title_en).text,
            description: inLanguage(language, event.description, event.description_en).text,
            startDate: withOffset(next.starts_at, timeZone),
            endDate: next.ends_at ? withOffset(next.ends_at, timeZone) : undefined,
            eventStatus: 'https://schema.org/EventScheduled',
            eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
            location: {
              '@type': 'Restaurant',
              name: info.name,
              url: home,
              address: postalAddress(info),
            },
            organizer: { '@type': 'Organization', name: info.name, url: home },
            image: event.image ? [absolute(event.image, site)] : undefined,
            url: absolute(localizedPath(language, '/#events'), site),
          } satisfies WithContext<Event>,
        ]
      : [],
  );
}

/**
 * schema.org MenuItem with its offer, for a dish page; `images` are raster addresses, `halal` whether the
 * restaurant's halal certificate is valid. On the English page its name and description are the English
 * ones where written (the Indonesian name then its alternate name, the one the kitchen knows).
 */
export function menuItemJsonLd(
  item: MenuItem,
  site: URL,
  images: string[],
  halal = false,
  language: SiteLanguage = 'id',
) {
  const name = inLanguage(language, item.name, item.name_en).text;
  // The other language's name, where there is one to give.
  const alternate = language === 'en' ? (name !== item.name ? item.name : '') : item.name_en.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'MenuItem',
    name,
    alternateName: alternate || undefined,
    description: inLanguage(language, item.description, item.description_en).text,
    disambiguatingDescription: dishExplained(item, language) || undefined,
    image: images.map((src) => absolute(src, site)),
    url: absolute(localizedPath(language, dishPath(item.slug)), site),
    nutrition:
      item.calories === null
        ? undefined
        : { '@type': 'NutritionInformation', calories: `${item.calories} kcal` },
    offers: offerOf(item),
    suitableForDiet: halal ? 'https://schema.org/HalalDiet' : undefined,
  } satisfies WithContext<SchemaMenuItem>;
}

/**
 * How hot a dish is and what it contains, in one line ("Agak pedas. Mengandung: daging sapi, santan."), or
 * '' when neither is set: schema.org has no property of a menu item for either.
 */
export function dishExplained(
  item: Pick<MenuItem, 'spice_level' | 'contains'>,
  language: SiteLanguage = 'id',
): string {
  const parts: string[] = [];
  if (item.spice_level > 0) parts.push(`${spiceWords(item.spice_level, language)}.`);
  if (item.contains.length > 0)
    parts.push(
      `${CONTAINS_HEADING[language]}: ${item.contains.map((tag) => containsWord(tag, language).toLowerCase()).join(', ')}.`,
    );
  return parts.join(' ');
}

/** JSON for a <script type="application/ld+json">: "<" escaped so content can never close the tag. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
