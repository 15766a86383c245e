import { describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import {
  availabilityStatus,
  describeIssues,
  EventInputSchema,
  GalleryImageInputSchema,
  MenuAvailabilityInputSchema,
  MenuItemInputSchema,
  normalizeIndonesianMobile,
  RestaurantInfoInputSchema,
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
  it('writes a price typed as a bare amount as guests read it, and keeps any other wording', () => {
    const price = (typed: string) => MenuItemInputSchema.parse({ ...validItem, price: typed }).price;
    expect(price('25000')).toBe('Rp 25.000');
    expect(price(' 25.000 ')).toBe('Rp 25.000');
    expect(price('1.250.000')).toBe('Rp 1.250.000');
    expect(price('Rp 35.000')).toBe('Rp 35.000');
    expect(price('Mulai Rp 20.000')).toBe('Mulai Rp 20.000');
    expect(price('25rb')).toBe('25rb');
    expect(price('2.5')).toBe('2.5');
  });
  it('refuses a price above Rp 100.000.000, naming the field; a range or a word stays free text', () => {
    const tooMuch = MenuItemInputSchema.safeParse({ ...validItem, price: 'Rp 9.007.199.254.740.991' });
    expect(problem(tooMuch)).toContain('price: must be at most Rp 100.000.000');
    expect(MenuItemInputSchema.safeParse({ ...validItem, price: '100000001' }).success).toBe(false);
    expect(MenuItemInputSchema.safeParse({ ...validItem, price: '99.999.999.999.999.999.999' }).success).toBe(
      false,
    );
    expect(MenuItemInputSchema.safeParse({ ...validItem, price: 'Rp 100.000.000' }).success).toBe(true);
    expect(MenuItemInputSchema.safeParse({ ...validItem, price: 'Rp 10.000 - 15.000' }).success).toBe(true);
    expect(MenuItemInputSchema.safeParse({ ...validItem, price: 'Harga pasar' }).success).toBe(true);
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

describe('menu availability switch', () => {
  it('takes a boolean and an optional revision, and names the field it refuses', () => {
    expect(MenuAvailabilityInputSchema.parse({ available: false, revision: 3, status: 'x' })).toEqual({
      available: false,
      revision: 3,
    });
    expect(MenuAvailabilityInputSchema.parse({ available: true })).toEqual({ available: true });
    for (const available of ['false', 0, 1, null, undefined, [], {}])
      expect(problem(MenuAvailabilityInputSchema.safeParse({ available, revision: 1 }))).toMatch(
        /^available: /,
      );
    for (const revision of [0, -1, 1.5, '2', null])
      expect(problem(MenuAvailabilityInputSchema.safeParse({ available: true, revision }))).toMatch(
        /^revision: /,
      );
  });
  it('maps the switch position to the status guests see', () => {
    expect(availabilityStatus(true)).toBe('Tersedia');
    expect(availabilityStatus(false)).toBe('Habis');
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
  // Issue 14, item 22: staff typed "0812 6612 3456" and were refused, while guests may type 08xx.
  it('the WhatsApp number may be typed as guests type theirs, and is stored digits only, 62 first', () => {
    const info = fallbackContent.restaurant;
    const stored = (whatsapp: string) => {
      const parsed = RestaurantInfoSchema.safeParse({ ...info, whatsapp });
      return parsed.success ? parsed.data.whatsapp : null;
    };
    for (const typed of ['0812 6612 3456', '0812-6612-3456', '+62 812 6612 3456', '6281266123456'])
      expect(stored(typed), typed).toBe('6281266123456');
    // The same helper as the guest form's: whatever a guest may type, staff may type too.
    for (const typed of ['0812.6612.3456', '(0812) 6612 3456', '81266123456'])
      expect(stored(typed), typed).toBe(normalizeIndonesianMobile(typed));
    expect(stored('+6281234567')).toBe('6281234567');
    expect(stored('+60 12-345 6789')).toBe('60123456789');
    expect(stored('')).toBe('');
    for (const typed of ['wa.me/6281266123456', '0812', '+0812 6612 3456'])
      expect(stored(typed), typed).toBeNull();
  });
  it('the phone number shown to guests must be one: digits as people write them, 6 to 15 of them', () => {
    const info = fallbackContent.restaurant;
    const saves = (phone: string) => RestaurantInfoInputSchema.safeParse({ ...info, phone }).success;
    for (const typed of ['(0751) 812 345', '0751-812345', '+62 751 812 345', '0812.3456.7890', ''])
      expect(saves(typed), typed).toBe(true);
    for (const typed of ['abc', 'telepon 0751 812345', '12345', '0812 3456 7890 1234 5', '0751/812345'])
      expect(saves(typed), typed).toBe(false);
    // A number stored before the check still reads.
    expect(RestaurantInfoSchema.safeParse({ ...info, phone: 'hubungi kami' }).success).toBe(true);
  });
  it('site settings need a page title and favicon URL; brand type is text or image', () => {
    const settings = fallbackContent.settings;
    expect(SiteSettingsSchema.safeParse({ ...settings, page_title: '' }).success).toBe(false);
    expect(SiteSettingsSchema.safeParse({ ...settings, brand_type: 'video' }).success).toBe(false);
  });
});
