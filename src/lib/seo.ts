import { parseHours } from '../domain/hours.ts';
import { dishImages, dishPath, type MenuCategory, type MenuItem, priceAmount } from '../domain/menu.ts';
import type { RestaurantInfo } from '../domain/restaurant.ts';

const absolute = (path: string, site: URL) => new URL(path, site).toString();

/** schema.org Restaurant for the landing page. */
export function restaurantJsonLd(info: RestaurantInfo, menu: MenuCategory[], site: URL, image: string) {
  const weekday = parseHours(info.openingHours.weekday);
  const weekend = parseHours(info.openingHours.weekend);
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
    openingHoursSpecification: [
      weekday && {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        ...weekday,
      },
      weekend && { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday', 'Sunday'], ...weekend },
    ].filter(Boolean),
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
