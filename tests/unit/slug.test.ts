import { describe, expect, it } from 'vitest';
import { dishPath } from '../../src/domain/content/dish.ts';
import { slugify, uniqueSlug } from '../../src/domain/shared/slug.ts';

describe('slugify (SPEC §2)', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(slugify('Rendang Daging')).toBe('rendang-daging');
  });
  it('turns whitespace runs into one hyphen and trims the ends', () => {
    expect(slugify('  Gulai   Ikan \t Kakap  ')).toBe('gulai-ikan-kakap');
  });
  it('strips accents', () => {
    expect(slugify('Café Crème Brûlée')).toBe('cafe-creme-brulee');
  });
  it('removes characters other than letters and digits', () => {
    expect(slugify("Es Teh Talua (Spesial!) & Kopi's 2")).toBe('es-teh-talua-spesial-kopis-2');
  });
  it('never produces leading, trailing or double hyphens', () => {
    expect(slugify('-- Sate -- Padang --')).toBe('sate-padang');
  });
});

describe('uniqueSlug', () => {
  it('keeps the plain slug when it is free', () => {
    expect(uniqueSlug('Ayam Pop', new Set(['rendang-daging']))).toBe('ayam-pop');
  });
  it('adds the first free numeric suffix on a collision', () => {
    expect(uniqueSlug('Ayam Pop', new Set(['ayam-pop', 'ayam-pop-2']))).toBe('ayam-pop-3');
  });
  it('gives a name of symbols only a usable slug', () => {
    expect(uniqueSlug('!!!', new Set())).toBe('menu');
  });
});

describe('dishPath', () => {
  it('links a dish at the address its page is published at, so the CDN has no redirect to add', () => {
    expect(dishPath('rendang-daging')).toBe('/menu/rendang-daging/');
    expect(dishPath(slugify('Es Teh Manis'))).toBe('/menu/es-teh-manis/');
  });
});
