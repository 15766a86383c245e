import { describe, expect, it } from 'vitest';
import { differences } from '../../src/admin/components/HistoryDialog.tsx';
import { containsWord, type DishContains } from '../../src/domain/content/dish-explained.ts';

describe('a version in the history dialog', () => {
  const labels = { name: 'Name', contains: 'Contains' };
  const tagsInWords = (key: string, value: unknown) =>
    key === 'contains' && Array.isArray(value)
      ? value.map((tag) => containsWord(tag as DishContains, 'en'))
      : value;

  it("shows a dish's tags in words, and only the fields that differ", () => {
    const changes = differences(
      { name: 'Rendang', contains: ['beef'] },
      { name: 'Rendang', contains: ['beef', 'coconut_milk'] },
      labels,
      tagsInWords,
    );
    expect(changes).toEqual([{ label: 'Contains', before: 'Beef', now: 'Beef, Coconut milk' }]);
  });

  it('lists no change between two ways of saying nothing (a field absent, null, empty)', () => {
    const labels = { preorder: 'Pre-order', allergens_en: 'Allergens in English', portion_en: 'Portion' };
    // A dish saved before pre-orders and English facts existed, then saved again without them.
    expect(differences({}, { preorder: null, allergens_en: [], portion_en: '' }, labels)).toEqual([]);
    expect(differences({ preorder: null }, { preorder: { min_quantity: 20 } }, labels)).toHaveLength(1);
  });

  it('shows values as stored when told nothing else', () => {
    const [change] = differences({ contains: ['offal'] }, { contains: [] }, { contains: 'Contains' });
    expect(change?.before).toBe('offal');
  });
});
