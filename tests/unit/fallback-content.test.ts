import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import { weeklyHoursLines } from '../../src/domain/content/hours-text.ts';
import { MENU_CATEGORIES } from '../../src/domain/content/menu.ts';
import { META_DESCRIPTION_MAX } from '../../src/domain/content/meta-description.ts';
import { slugify } from '../../src/domain/shared/slug.ts';

const publicDir = resolve(import.meta.dirname, '../../public');
const items = fallbackContent.menu.flatMap((category) => category.items);

describe('fallback content (SPEC §1)', () => {
  it('has three categories of three dishes each', () => {
    expect(fallbackContent.menu.map((c) => c.name)).toEqual([...MENU_CATEGORIES]);
    for (const category of fallbackContent.menu) expect(category.items).toHaveLength(3);
  });
  it('fills every field of every dish', () => {
    for (const item of items) {
      for (const field of ['description', 'price', 'image', 'portion', 'ai_description'] as const) {
        expect(item[field].trim(), `${item.name}: ${field}`).not.toBe('');
      }
      for (const field of ['gallery', 'allergens', 'ingredients'] as const) {
        expect(item[field].length, `${item.name}: ${field}`).toBeGreaterThan(0);
        for (const entry of item[field]) expect(entry.trim(), `${item.name}: ${field}`).not.toBe('');
      }
      expect(item.calories, `${item.name}: calories`).not.toBeNull();
      expect(item.price).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
      expect(item.slug).toBe(slugify(item.name));
    }
  });
  it('gives every dish at least one photo besides its main image', () => {
    for (const item of items) {
      const others = item.gallery.filter((url) => url !== item.image);
      expect(others.length, item.name).toBeGreaterThan(0);
      expect(new Set(item.gallery).size, item.name).toBe(item.gallery.length);
    }
  });
  it('has a meta description that needs no cut', () => {
    expect(fallbackContent.settings.meta_description.length).toBeGreaterThan(0);
    expect(fallbackContent.settings.meta_description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  });
  it('has six gallery images, food and interior, and three events', () => {
    expect(fallbackContent.gallery).toHaveLength(6);
    expect(new Set(fallbackContent.gallery.map((g) => g.category))).toEqual(new Set(['food', 'interior']));
    expect(fallbackContent.events).toHaveLength(3);
  });
  it('has the opening hours of SPEC §9', () => {
    expect(
      weeklyHoursLines(fallbackContent.restaurant.openingHours).map((l) => `${l.label}: ${l.text}`),
    ).toEqual(['Senin - Jumat: 10:00 - 22:00', 'Sabtu - Minggu: 09:00 - 23:00']);
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
      const file = join(publicDir, url);
      expect(existsSync(file), url).toBe(true);
      // An SVG may only point inside itself (href="#…"): no remote images, fonts or stylesheets.
      if (url.endsWith('.svg'))
        expect(readFileSync(file, 'utf8'), url).not.toMatch(/(?:href|src)="(?!#)|url\((?!#)|@import/);
    }
  });
});
