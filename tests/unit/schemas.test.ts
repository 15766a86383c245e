import { describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import {
  describeIssues,
  EventInputSchema,
  GalleryImageInputSchema,
  MenuItemInputSchema,
  RestaurantInfoSchema,
  SiteSettingsSchema,
} from '../../src/domain/index.ts';

const validItem = {
  name: 'Sate Padang',
  category: 'Makanan',
  description: 'Sate daging sapi dengan kuah kental.',
  price: 'Rp 30.000',
  image: '/images/menu/sate.svg',
};

const problem = (result: { success: boolean; error?: unknown }) =>
  result.success ? '' : describeIssues(result.error as never);

describe('menu item schema', () => {
  it('accepts the required fields and fills the defaults', () => {
    const item = MenuItemInputSchema.parse(validItem);
    expect(item).toMatchObject({
      status: 'Tersedia',
      spice_level: 0,
      calories: null,
      gallery: [],
      allergens: [],
    });
  });
  it('rejects an item without a price, naming the field', () => {
    const { price: _price, ...rest } = validItem;
    expect(problem(MenuItemInputSchema.safeParse(rest))).toContain('price');
  });
  it('rejects a spice level outside 0-5 and a fractional one', () => {
    expect(MenuItemInputSchema.safeParse({ ...validItem, spice_level: 6 }).success).toBe(false);
    expect(MenuItemInputSchema.safeParse({ ...validItem, spice_level: -1 }).success).toBe(false);
    expect(MenuItemInputSchema.safeParse({ ...validItem, spice_level: 2.5 }).success).toBe(false);
  });
  it('accepts calories as an integer or null only', () => {
    expect(MenuItemInputSchema.safeParse({ ...validItem, calories: 300 }).success).toBe(true);
    expect(MenuItemInputSchema.safeParse({ ...validItem, calories: null }).success).toBe(true);
    expect(MenuItemInputSchema.safeParse({ ...validItem, calories: '300' }).success).toBe(false);
    expect(MenuItemInputSchema.safeParse({ ...validItem, calories: 1.5 }).success).toBe(false);
  });
  it('accepts only the statuses Tersedia and Habis', () => {
    expect(MenuItemInputSchema.safeParse({ ...validItem, status: 'Habis' }).success).toBe(true);
    expect(MenuItemInputSchema.safeParse({ ...validItem, status: 'Sold out' }).success).toBe(false);
  });
  it('refuses script URLs for images', () => {
    expect(MenuItemInputSchema.safeParse({ ...validItem, image: 'javascript:alert(1)' }).success).toBe(false);
    expect(MenuItemInputSchema.safeParse({ ...validItem, image: '//evil.example/x.png' }).success).toBe(
      false,
    );
    expect(MenuItemInputSchema.safeParse({ ...validItem, gallery: ['data:text/html,x'] }).success).toBe(
      false,
    );
  });
  it('drops unknown fields', () => {
    const item = MenuItemInputSchema.parse({ ...validItem, is_admin: true, __proto__: { polluted: 1 } });
    expect(item).not.toHaveProperty('is_admin');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('limits string lengths', () => {
    expect(MenuItemInputSchema.safeParse({ ...validItem, name: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('other entities', () => {
  it('gallery images are food or interior', () => {
    expect(GalleryImageInputSchema.safeParse({ url: '/a.svg', alt: 'A', category: 'food' }).success).toBe(
      true,
    );
    expect(GalleryImageInputSchema.safeParse({ url: '/a.svg', alt: 'A', category: 'people' }).success).toBe(
      false,
    );
  });
  it('events need title, date and description; the image is optional', () => {
    expect(EventInputSchema.safeParse({ title: 'A', date: 'Sabtu', description: 'B' }).success).toBe(true);
    expect(EventInputSchema.safeParse({ title: 'A', date: '', description: 'B' }).success).toBe(false);
  });
  it('the map embed URL must be https', () => {
    const info = fallbackContent.restaurant;
    expect(
      RestaurantInfoSchema.safeParse({ ...info, mapEmbedUrl: 'http://maps.example/embed' }).success,
    ).toBe(false);
    expect(RestaurantInfoSchema.safeParse({ ...info, mapEmbedUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });
  it('the WhatsApp number is digits without a plus sign', () => {
    const info = fallbackContent.restaurant;
    expect(RestaurantInfoSchema.safeParse({ ...info, whatsapp: '+6281234567' }).success).toBe(false);
    expect(RestaurantInfoSchema.safeParse({ ...info, whatsapp: '6281234567' }).success).toBe(true);
  });
  it('site settings need a page title and favicon URL; brand type is text or image', () => {
    const settings = fallbackContent.settings;
    expect(SiteSettingsSchema.safeParse({ ...settings, page_title: '' }).success).toBe(false);
    expect(SiteSettingsSchema.safeParse({ ...settings, brand_type: 'video' }).success).toBe(false);
  });
});
