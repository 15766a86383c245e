import { describe, expect, it } from 'vitest';
import { statusText } from '../../src/client/content/availability.ts';
import { slugFromPath } from '../../src/client/content/dish-loader.ts';
import { SHARE_WORDS } from '../../src/client/content/dish-share.ts';
import { dishFacts, dishWords, thumbnailLabel } from '../../src/client/content/dish-view.ts';
import { HALAL_COPY_WORDS } from '../../src/client/content/halal-copy.ts';
import { fallbackContent } from '../../src/content/fallback.ts';
import { occurrenceText } from '../../src/domain/content/event-schedule.ts';
import { relatedItems } from '../../src/domain/content/menu.ts';
import { dishOrderMessage, dishShareMessage } from '../../src/domain/shared/whatsapp.ts';

const rendang = { portion: '1 potong besar', calories: 468, category: 'Makanan' as const };

describe('a dish on an English page', () => {
  it('says "Sold out" for Habis, and the Indonesian badge stays as it was', () => {
    expect(statusText('Habis', 'en')).toBe('Sold out');
    expect(statusText('Tersedia', 'en')).toBe('Available');
    expect(statusText('Habis')).toBe('Habis');
    expect(statusText('Tersedia')).toBe('Tersedia');
  });

  it("labels the facts in English, with the category's English name where written", () => {
    expect(dishFacts(rendang, 'en', 'Mains')).toEqual([
      { label: 'Portion', value: '1 potong besar', lang: 'id' },
      { label: 'Calories', value: '468 kcal' },
      { label: 'Category', value: 'Mains', lang: undefined },
    ]);
  });

  it('shows the Indonesian category marked as such when no English name is written', () => {
    expect(dishFacts(rendang, 'en').at(-1)).toEqual({ label: 'Category', value: 'Makanan', lang: 'id' });
  });

  it('keeps the Indonesian facts word for word', () => {
    expect(dishFacts(rendang).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Porsi: 1 potong besar',
      'Kalori: 468 kcal',
      'Kategori: Makanan',
    ]);
    expect(thumbnailLabel(1, 3)).toBe('Tampilkan foto 2 dari 3');
  });

  it("shows the owner's English portion, chef's text, ingredients and allergens, each where written", () => {
    const dish = {
      ...rendang,
      portion_en: '1 large piece',
      ai_description: 'Rendang kami dimasak lama.',
      ai_description_en: 'Slow-cooked the old way.',
      ingredients: ['Daging sapi', 'Santan'],
      ingredients_en: [],
      allergens: ['Kelapa'],
      allergens_en: ['Coconut'],
    };
    expect(dishFacts(dish, 'en')[0]).toEqual({ label: 'Portion', value: '1 large piece', lang: undefined });
    expect(dishWords(dish, 'en')).toEqual({
      chef: { text: 'Slow-cooked the old way.', lang: undefined },
      // Written in Indonesian only: shown so, and marked so.
      ingredients: { items: ['Daging sapi', 'Santan'], lang: 'id' },
      allergens: { items: ['Coconut'], lang: undefined },
    });
    // The Indonesian page keeps the Indonesian words, whatever English is written.
    expect(dishFacts(dish)[0]).toEqual({ label: 'Porsi', value: '1 potong besar', lang: undefined });
    expect(dishWords(dish)).toEqual({
      chef: { text: 'Rendang kami dimasak lama.', lang: undefined },
      ingredients: { items: ['Daging sapi', 'Santan'], lang: undefined },
      allergens: { items: ['Kelapa'], lang: undefined },
    });
    // A portion written in English only is shown on the English page only.
    expect(dishFacts({ ...dish, portion: '' }, 'en')[0]?.value).toBe('1 large piece');
    expect(dishFacts({ ...dish, portion: '' })[0]?.label).toBe('Kalori');
  });

  it('never shows English allergens out of step with the Indonesian ones: the current Indonesian list instead', () => {
    // An egg added in Indonesian after the English list was written.
    const dish = { ai_description: '', ingredients: [], allergens: ['Ikan', 'Gluten', 'Telur'] };
    expect(dishWords({ ...dish, allergens_en: ['Fish', 'Gluten'] }, 'en').allergens).toEqual({
      items: ['Ikan', 'Gluten', 'Telur'],
      lang: 'id',
    });
    expect(dishWords({ ...dish, allergens_en: ['Fish', 'Gluten', 'Egg'] }, 'en').allergens).toEqual({
      items: ['Fish', 'Gluten', 'Egg'],
      lang: undefined,
    });
  });

  it('names its thumbnails in English', () => {
    expect(thumbnailLabel(1, 3, 'en')).toBe('Show photo 2 of 3');
  });

  it('prefills an English WhatsApp order naming the dish as the kitchen knows it', () => {
    expect(dishOrderMessage('Rendang Daging', 'Sederhana Rasa', 'en')).toBe(
      'Hello Sederhana Rasa, I would like to order Rendang Daging. Is it still available?',
    );
    expect(dishOrderMessage('Rendang Daging', 'Sederhana Rasa')).toBe(
      'Halo Sederhana Rasa, saya ingin memesan Rendang Daging. Apakah masih tersedia?',
    );
  });

  it('is shared in English, with its English address', () => {
    expect(dishShareMessage('Beef Rendang', 'Sederhana Rasa', 'https://x.id/en/menu/rendang/', 'en')).toBe(
      'Beef Rendang at Sederhana Rasa: https://x.id/en/menu/rendang/',
    );
    expect(dishShareMessage('Rendang', 'Sederhana Rasa', 'https://x.id/menu/rendang/')).toBe(
      'Rendang di Sederhana Rasa: https://x.id/menu/rendang/',
    );
    expect(SHARE_WORDS.en.copied).toBe('Link copied.');
  });

  it('is loaded from the English address of a dish added since the build', () => {
    expect(slugFromPath('/en/menu/rendang-daging/')).toBe('rendang-daging');
    expect(slugFromPath('/en/menu/rendang-daging')).toBe('rendang-daging');
    expect(slugFromPath('/menu/rendang-daging/')).toBe('rendang-daging');
    expect(slugFromPath('/en/menu/')).toBeNull();
    expect(slugFromPath('/fr/menu/rendang-daging/')).toBeNull();
  });

  it('suggests related dishes that carry their English name', () => {
    const all = fallbackContent.menu.flatMap((category) => category.items);
    const first = all[0];
    if (!first) throw new Error('fixture');
    for (const other of relatedItems(all, first)) expect(other).toHaveProperty('name_en');
  });
});

describe('an event on an English page', () => {
  it('gives the next date in English', () => {
    expect(occurrenceText({ starts_at: '2026-12-12T19:00', ends_at: '2026-12-12T21:00' }, 'en')).toBe(
      'Saturday, 12 December 2026, 19:00 – 21:00',
    );
  });

  it('names both days of one that ends after midnight', () => {
    expect(occurrenceText({ starts_at: '2026-12-12T22:00', ends_at: '2026-12-13T02:00' }, 'en')).toBe(
      'Saturday, 12 December 2026, 22:00 – Sunday, 13 December 2026, 02:00',
    );
  });

  it('keeps the Indonesian date as it was', () => {
    expect(occurrenceText({ starts_at: '2026-12-12T19:00', ends_at: '2026-12-12T21:00' })).toBe(
      'Sabtu, 12 Desember 2026, 19:00 - 21:00',
    );
  });
});

describe('the halal badge on an English page', () => {
  it('says in English that the number was copied, or how to copy it', () => {
    expect(HALAL_COPY_WORDS.en.copied).toBe('Certificate number copied.');
    expect(HALAL_COPY_WORDS.en.notCopied).toBe(
      'The number could not be copied. Press and hold it to copy it.',
    );
    expect(HALAL_COPY_WORDS.id.copied).toBe('Nomor sertifikat disalin.');
  });
});
