import { describe, expect, it } from 'vitest';
import { dishMetaDescription, dishTitle, META_DESCRIPTION_MAX } from '../../src/domain/meta-description.ts';

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
  it('is cut to at most 155 characters', () => {
    const long = 'Rendang '.repeat(60);
    const result = dishMetaDescription({ ...dish, ai_description: long });
    expect(result.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(result.endsWith('…')).toBe(true);
  });
});

describe('dish page title', () => {
  it('is the dish name followed by the restaurant name', () => {
    expect(dishTitle('Ayam Pop', 'Rumah Makan Padang Sederhana Rasa')).toBe(
      'Ayam Pop - Rumah Makan Padang Sederhana Rasa',
    );
  });
});
