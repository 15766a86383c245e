import { describe, expect, it } from 'vitest';
import {
  dishMetaDescription,
  dishTitle,
  landingMetaDescription,
  META_DESCRIPTION_MAX,
} from '../../src/domain/content/meta-description.ts';

const dish = {
  name: 'Rendang Daging',
  price: 'Rp 38.000',
  description: 'Daging sapi bumbu rendang.',
  ai_description: '',
};

describe('dish page meta description (SPEC §2)', () => {
  it('prefers ai_description', () => {
    expect(dishMetaDescription({ ...dish, ai_description: 'Rendang terbaik di Padang.' })).toBe(
      'Rendang terbaik di Padang.',
    );
  });
  it('falls back to the description', () => {
    expect(dishMetaDescription(dish)).toBe('Daging sapi bumbu rendang.');
  });
  it('falls back to name and price', () => {
    expect(dishMetaDescription({ ...dish, description: '  ' })).toBe('Rendang Daging - Rp 38.000');
  });
  it("on the English page prefers the English Chef's Recommendation, then the English description", () => {
    const english = {
      ...dish,
      ai_description: 'Rendang terbaik di Padang.',
      description_en: 'Beef in coconut milk.',
      ai_description_en: 'The best rendang in Padang.',
    };
    expect(dishMetaDescription(english, 'en')).toBe('The best rendang in Padang.');
    expect(dishMetaDescription({ ...english, ai_description_en: ' ' }, 'en')).toBe('Beef in coconut milk.');
    expect(dishMetaDescription(english)).toBe('Rendang terbaik di Padang.');
  });
  it('is cut to at most 155 characters', () => {
    const long = 'Rendang '.repeat(60);
    const result = dishMetaDescription({ ...dish, ai_description: long });
    expect(result.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(result.endsWith('…')).toBe(true);
  });
});

describe('landing page meta description (SPEC §9)', () => {
  const tagline = { tagline: 'Cita rasa Minang asli' };
  it('is the one of the site settings', () => {
    expect(
      landingMetaDescription({ meta_description: ' Rendang dan gulai. ' }, tagline, 'Sederhana Rasa'),
    ).toBe('Rendang dan gulai.');
  });
  it('falls back to the tagline, then the brand name', () => {
    expect(landingMetaDescription({ meta_description: ' ' }, tagline, 'Sederhana Rasa')).toBe(
      'Cita rasa Minang asli',
    );
    expect(landingMetaDescription({ meta_description: '' }, { tagline: '' }, 'Sederhana Rasa')).toBe(
      'Sederhana Rasa',
    );
  });
  it('is cut to at most 155 characters at a word boundary', () => {
    const long = `${'Masakan Minang asli sejak 1987. '.repeat(9)}`.trim();
    const result = landingMetaDescription({ meta_description: long }, tagline, 'Sederhana Rasa');
    expect(result.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(result).toMatch(/^Masakan Minang asli sejak 1987\. Masakan/);
    expect(result).toMatch(/[a-z0-9]…$/i);
  });
});

describe('dish page title', () => {
  it('is the dish name followed by the restaurant name', () => {
    expect(dishTitle('Ayam Pop', 'Rumah Makan Padang Sederhana Rasa')).toBe(
      'Ayam Pop - Rumah Makan Padang Sederhana Rasa',
    );
  });
});
