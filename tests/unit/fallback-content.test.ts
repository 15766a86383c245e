import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import { MENU_CATEGORIES } from '../../src/domain/menu.ts';
import { slugify } from '../../src/domain/slug.ts';

const publicDir = resolve(import.meta.dirname, '../../public');
const items = fallbackContent.menu.flatMap((category) => category.items);

describe('fallback content (SPEC §1)', () => {
  it('has three categories of three dishes each', () => {
    expect(fallbackContent.menu.map((c) => c.name)).toEqual([...MENU_CATEGORIES]);
    for (const category of fallbackContent.menu) expect(category.items).toHaveLength(3);
  });
  it('fills every field of every dish', () => {
    for (const item of items) {
      expect(
        item.description && item.price && item.image && item.portion && item.ai_description,
      ).toBeTruthy();
      expect(item.ingredients.length).toBeGreaterThan(0);
      expect(item.calories).not.toBeNull();
      expect(item.price).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
      expect(item.slug).toBe(slugify(item.name));
    }
  });
  it('has six gallery images, food and interior, and three events', () => {
    expect(fallbackContent.gallery).toHaveLength(6);
    expect(new Set(fallbackContent.gallery.map((g) => g.category))).toEqual(new Set(['food', 'interior']));
    expect(fallbackContent.events).toHaveLength(3);
  });
  it('has the opening hours of SPEC §9', () => {
    expect(fallbackContent.restaurant.openingHours).toEqual({
      weekday: '10:00 - 22:00',
      weekend: '09:00 - 23:00',
    });
  });
  it('has an about text with four highlights', () => {
    expect(fallbackContent.about.text.length).toBeGreaterThan(100);
    expect(fallbackContent.about.highlights).toHaveLength(4);
  });
  it('ships every image it refers to (nothing remote)', () => {
    const urls = [
      ...items.flatMap((item) => [item.image, ...item.gallery]),
      ...fallbackContent.gallery.map((g) => g.url),
      ...fallbackContent.events.map((e) => e.image),
      fallbackContent.settings.favicon_url,
      '/images/default-dish.svg',
      '/images/logo.svg',
    ];
    for (const url of urls) {
      expect(url.startsWith('/'), url).toBe(true);
      expect(existsSync(join(publicDir, url)), url).toBe(true);
    }
  });
});
