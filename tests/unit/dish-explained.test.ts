import { describe, expect, it } from 'vitest';
import {
  containsWord,
  DISH_CONTAINS,
  dishTags,
  orderedContains,
  spiceLabel,
  spiceWords,
} from '../../src/domain/content/dish-explained.ts';
import { describeIssues, MenuItemInputSchema } from '../../src/domain/index.ts';

const rendang = {
  name: 'Rendang Daging',
  category: 'Makanan',
  description: 'Daging sapi dimasak berjam-jam dalam santan dan bumbu.',
  price: 'Rp 38.000',
  image: '/images/menu/rendang-daging.svg',
};

describe('a dish explained to guests', () => {
  it('says each spice level in words in both languages, each hotter than the one before', () => {
    expect([0, 1, 2, 3, 4, 5].map((level) => spiceWords(level))).toEqual([
      'Tidak pedas',
      'Sedikit pedas',
      'Agak pedas',
      'Pedas',
      'Sangat pedas',
      'Ekstra pedas',
    ]);
    expect(spiceWords(0, 'en')).toBe('Not spicy');
    expect(spiceWords(4, 'en')).toBe('Very hot');
    expect(spiceWords(5, 'en')).toBe('Extra hot');
    expect(spiceLabel(3)).toBe('Pedas, tingkat 3 dari 5');
    expect(spiceLabel(3, 'en')).toBe('Hot, level 3 of 5');
  });

  it('names every tag in both languages, and lists a dish tags in one fixed order', () => {
    for (const tag of DISH_CONTAINS) {
      expect(containsWord(tag, 'id')).toBeTruthy();
      expect(containsWord(tag, 'en')).toBeTruthy();
    }
    expect(containsWord('coconut_milk')).toBe('Santan');
    expect(containsWord('coconut_milk', 'en')).toBe('Coconut milk');
    expect(orderedContains(['offal', 'beef', 'coconut_milk'])).toEqual(['beef', 'coconut_milk', 'offal']);
  });

  it('puts a dish in short words, heat first: nothing for a dish at 0 without tags', () => {
    expect(dishTags({ spice_level: 2, contains: ['coconut_milk', 'beef'] })).toEqual([
      'Agak pedas',
      'Daging sapi',
      'Santan',
    ]);
    expect(dishTags({ spice_level: 0, contains: ['egg'] }, 'en')).toEqual(['Egg']);
    expect(dishTags({ spice_level: 0, contains: [] })).toEqual([]);
  });

  it('stores the tags once each in that order, and the English texts empty unless written', () => {
    const saved = MenuItemInputSchema.parse({
      ...rendang,
      contains: ['coconut_milk', 'beef', 'coconut_milk'],
      name_en: '  Beef rendang ',
      description_en: 'Beef slow-cooked in coconut milk and spices until dark and dry.',
    });
    expect(saved.contains).toEqual(['beef', 'coconut_milk']);
    expect(saved.name_en).toBe('Beef rendang');
    const plain = MenuItemInputSchema.parse(rendang);
    expect(plain).toMatchObject({ contains: [], name_en: '', description_en: '' });
  });

  it('refuses a tag it does not know, naming the field and the tags it takes', () => {
    const result = MenuItemInputSchema.safeParse({ ...rendang, contains: ['pork'] });
    expect(result.success).toBe(false);
    const said = result.success ? '' : describeIssues(result.error);
    expect(said).toContain('contains');
    expect(said).toContain('coconut_milk');
  });

  it('refuses an English name over 100 characters or of more than one line', () => {
    expect(MenuItemInputSchema.safeParse({ ...rendang, name_en: 'x'.repeat(101) }).success).toBe(false);
    expect(MenuItemInputSchema.safeParse({ ...rendang, name_en: 'Beef\nrendang' }).success).toBe(false);
  });
});
