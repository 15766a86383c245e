/**
 * The starter content with its menu grown to a given number of dishes, for timing big builds. Generated
 * dishes get unique names ("Gulai Nangka 0412"), are spread evenly over the three categories and copy
 * the other fields (images included) from a starter dish of the same category. Events can be added too,
 * a mix as a restaurant keeps them: without dates, every week, over, and to come.
 */
import { fallbackContent } from '../../src/content/fallback.ts';
import { EventSchema, type RestaurantEvent } from '../../src/domain/content/event.ts';
import { localDateTime } from '../../src/domain/content/event-schedule.ts';
import { addDays } from '../../src/domain/content/hours.ts';
import { type MenuItem, MenuItemSchema, type SiteContent, slugify } from '../../src/domain/index.ts';

const NAMES: Record<string, string[]> = {
  makanan: [
    'Gulai Nangka',
    'Dendeng Balado',
    'Gulai Tunjang',
    'Ayam Bakar',
    'Rendang Telur',
    'Gulai Cubadak',
  ],
  minuman: ['Teh Talua', 'Es Cendol', 'Kopi Kawa', 'Jus Pinang', 'Es Campur', 'Teh Tarik'],
  lainnya: ['Kerupuk Sanjai', 'Lamang Tapai', 'Galamai', 'Pinyaram', 'Bika Padang', 'Kue Sapik'],
};

function generatedDish(template: MenuItem, name: string, position: number): MenuItem {
  const slug = slugify(name);
  return MenuItemSchema.parse({ ...template, id: slug, slug, name, position, revision: 1, updated_at: '' });
}

/** `count` events, dated around `now` (the restaurant's clock): a fifth each undated, weekly and over. */
function generatedEvents(
  count: number,
  now = localDateTime(new Date(), fallbackContent.restaurant.openingHours.timeZone),
) {
  const today = now.slice(0, 10);
  const templates = fallbackContent.events;
  return Array.from({ length: count }, (_, n): RestaurantEvent => {
    const template = templates[n % templates.length] ?? templates[0];
    const day = addDays(today, n % 5 === 2 ? -(n + 1) : n + 1);
    const dates =
      n % 5 === 0
        ? {}
        : { starts_at: `${day}T19:00`, ends_at: `${day}T21:00`, repeat: n % 5 === 1 ? 'weekly' : null };
    return EventSchema.parse({
      ...template,
      ...dates,
      id: `acara-${n}`,
      title: `${template?.title} ${n}`,
      position: n + 1,
    });
  });
}

/**
 * The starter content with `total` dishes in all (the starter dishes, then generated ones) and, when
 * `events` is given, that many events instead of the starter ones.
 */
export function bigMenuContent(total: number, events?: number): SiteContent {
  const menu = fallbackContent.menu.map((category) => ({ ...category, items: [...category.items] }));
  const starterCount = menu.reduce((sum, category) => sum + category.items.length, 0);
  for (let n = 0; n < total - starterCount; n++) {
    const category = menu[n % menu.length];
    const round = Math.floor(n / menu.length);
    const starter = fallbackContent.menu[n % menu.length]?.items ?? [];
    const template = starter[round % starter.length];
    const names = NAMES[category?.id ?? ''] ?? ['Hidangan'];
    if (!category || !template) throw new Error('The starter menu needs dishes in every category');
    const name = `${names[round % names.length]} ${String(n).padStart(4, '0')}`;
    category.items.push(generatedDish(template, name, category.items.length + 1));
  }
  return {
    ...fallbackContent,
    menu,
    events: events === undefined ? fallbackContent.events : generatedEvents(events),
  };
}
