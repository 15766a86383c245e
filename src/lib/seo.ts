import { type OpeningHours, restaurantNow, WEEKDAYS, type Weekday } from '../domain/hours.ts';
import { dishImages, dishPath, type MenuCategory, type MenuItem, priceAmount } from '../domain/menu.ts';
import type { RestaurantInfo } from '../domain/restaurant.ts';

const absolute = (path: string, site: URL) => new URL(path, site).toString();

const SCHEMA_DAY: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * schema.org opening hours: one entry per open range of each day. A range past midnight stays on the day
 * it opens with `closes` before `opens`, which schema.org reads as spanning into the next day.
 */
export function openingHoursSpecification(hours: OpeningHours) {
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
export function specialOpeningHoursSpecification(hours: OpeningHours, today: string) {
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

/** schema.org Restaurant for the landing page; special days already over by `today` are left out. */
export function restaurantJsonLd(
  info: RestaurantInfo,
  menu: MenuCategory[],
  site: URL,
  image: string,
  today: string = restaurantNow(new Date(), info.openingHours.timeZone).date,
) {
  const special = specialOpeningHoursSpecification(info.openingHours, today);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: info.name,
    description: info.tagline,
    url: site.toString(),
    image: absolute(image, site),
    telephone: info.phone,
    email: info.email || undefined,
    servesCuisine: ['Padang', 'Minangkabau', 'Indonesian'],
    priceRange: 'Rp',
    acceptsReservations: true,
    address: {
      '@type': 'PostalAddress',
      streetAddress: info.address,
      addressLocality: 'Padang',
      addressCountry: 'ID',
    },
    sameAs: [info.instagram, info.facebook].filter(Boolean),
    openingHoursSpecification: openingHoursSpecification(info.openingHours),
    specialOpeningHoursSpecification: special.length > 0 ? special : undefined,
    hasMenu: {
      '@type': 'Menu',
      hasMenuSection: menu.map((category) => ({
        '@type': 'MenuSection',
        name: category.name,
        description: category.description,
        hasMenuItem: category.items.map((item) => ({
          '@type': 'MenuItem',
          name: item.name,
          url: absolute(dishPath(item.slug), site),
        })),
      })),
    },
  };
}

/** schema.org MenuItem with its offer, for a dish page. */
export function menuItemJsonLd(item: MenuItem, site: URL) {
  const amount = priceAmount(item.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'MenuItem',
    name: item.name,
    description: item.description,
    image: dishImages(item).map((src) => absolute(src, site)),
    url: absolute(dishPath(item.slug), site),
    nutrition:
      item.calories === null
        ? undefined
        : { '@type': 'NutritionInformation', calories: `${item.calories} kcal` },
    offers: {
      '@type': 'Offer',
      // A negative amount is no price a guest pays: no price rather than a wrong one.
      price: amount !== null && amount >= 0 ? amount : undefined,
      priceCurrency: 'IDR',
      availability:
        item.status === 'Tersedia' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so content can never close the tag. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
