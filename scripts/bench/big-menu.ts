/**
 * The starter content with its menu grown to a given number of dishes, for timing big builds. Generated
 * dishes get unique names ("Gulai Nangka 0412"), are spread evenly over the three categories and copy
 * the other fields (images included) from a starter dish of the same category.
 */
import { fallbackContent } from '../../src/content/fallback.ts';
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

/** The starter content with `total` dishes in all (the starter dishes, then generated ones). */
export function bigMenuContent(total: number): SiteContent {
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
  return { ...fallbackContent, menu };
}
