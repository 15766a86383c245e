import { describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import { landingMetaDescription } from '../../src/domain/content/meta-description.ts';
import type { SiteContent } from '../../src/domain/content/site-content.ts';
import {
  englishTitleFromFacts,
  publicContent,
  shownInsteadOf,
  textsInsteadOfStarter,
} from '../../src/domain/content/starter-words.ts';

const starter = fallbackContent;

/** The owner's first week: a name, a city and a brand of its own, everything else as the site started. */
const renamed: SiteContent = {
  ...starter,
  restaurant: { ...starter.restaurant, name: 'RM Padang Uda Rizal', city: 'Jakarta' },
  settings: { ...starter.settings, brand_text: 'Uda Rizal' },
};

/** Every text of `content` the public site shows in its head and landing page, as one string. */
const shownWords = (content: SiteContent) =>
  JSON.stringify({
    settings: content.settings,
    restaurant: content.restaurant,
    about: content.about,
    events: content.events,
  });

describe('the starter restaurant’s words on the public site', () => {
  it('are shown as they are on a fresh site, still under the starter’s name', () => {
    expect(publicContent(starter, starter)).toEqual(starter);
  });

  it('no longer name the starter restaurant once the owner renamed it like "RM Padang Uda Rizal", Jakarta', () => {
    const shown = publicContent(renamed, starter);
    expect(shown.settings.page_title).toBe('RM Padang Uda Rizal | Masakan Padang di Jakarta');
    expect(landingMetaDescription(shown.settings, shown.restaurant, 'Uda Rizal')).toBe(
      'RM Padang Uda Rizal, rumah makan Padang di Jakarta. Lihat menu dan galeri kami, lalu pesan meja secara online.',
    );
    expect(shown.restaurant.tagline).toBe('Masakan Padang di Jakarta');
    expect(shown.about.title).toBe('Tentang RM Padang Uda Rizal');
    expect(shown.about.text).toBe(
      'RM Padang Uda Rizal menyajikan masakan Padang di Jakarta.\n\n' +
        'Lihat menu kami, lalu pesan meja untuk makan bersama keluarga, teman, atau rekan kerja.',
    );
    expect(shown.about.highlights).toEqual([]);
    for (const words of ['Sederhana Rasa', '1987', 'Amak Nurlela', 'Bukittinggi', 'Randai'])
      expect(shownWords(shown)).not.toContain(words);
    // The footer no longer links to the starter restaurant's accounts; its contacts are the checklist's.
    expect([shown.restaurant.instagram, shown.restaurant.facebook]).toEqual(['', '']);
  });

  it('leave out the starter’s events, dated promises of another restaurant, and keep the owner’s', () => {
    const own = { ...starter.events[0], id: 'saluang', title: 'Malam Saluang', description: 'Setiap Jumat.' };
    const shown = publicContent(
      { ...renamed, events: [...starter.events, own] as SiteContent['events'] },
      starter,
    );
    expect(shown.events.map((event) => event.title)).toEqual(['Malam Saluang']);
    expect(shown.settings.meta_description).toContain('Lihat menu, galeri, dan acara kami');
  });

  it('keep every text the owner wrote, and put the owner’s tagline in the description', () => {
    const written: SiteContent = {
      ...renamed,
      settings: { ...renamed.settings, page_title: 'Uda Rizal — Nasi Padang Kebayoran' },
      restaurant: { ...renamed.restaurant, tagline: 'Rendang kayu bakar, buka sampai subuh', instagram: '' },
    };
    const shown = publicContent(written, starter);
    expect(shown.settings.page_title).toBe('Uda Rizal — Nasi Padang Kebayoran');
    expect(shown.restaurant.tagline).toBe('Rendang kayu bakar, buka sampai subuh');
    expect(shown.settings.meta_description).toBe(
      'RM Padang Uda Rizal, rumah makan Padang di Jakarta: Rendang kayu bakar, buka sampai subuh. ' +
        'Lihat menu dan galeri kami, lalu pesan meja secara online.',
    );
    const described = publicContent(
      { ...written, settings: { ...written.settings, meta_description: 'Nasi Padang enak di Kebayoran.' } },
      starter,
    );
    expect(described.settings.meta_description).toBe('Nasi Padang enak di Kebayoran.');
  });

  it('say only the name where no city is given', () => {
    const shown = publicContent(
      { ...renamed, restaurant: { ...renamed.restaurant, city: '' }, gallery: [] },
      starter,
    );
    expect(shown.settings.page_title).toBe('RM Padang Uda Rizal | Masakan Padang');
    expect(shown.settings.meta_description).toBe(
      'RM Padang Uda Rizal, rumah makan Padang. Lihat menu kami, lalu pesan meja secara online.',
    );
  });
});

describe('the English landing page’s title', () => {
  it('says what the place is and where, for visitors searching in English', () => {
    expect(englishTitleFromFacts(renamed.restaurant)).toBe('RM Padang Uda Rizal | Padang food in Jakarta');
    expect(englishTitleFromFacts({ name: ' RM Salero ', city: '' })).toBe('RM Salero | Padang food');
  });
});

describe('what the admin says guests see instead of a starter text', () => {
  it('is nothing while the restaurant still has the starter’s name', () => {
    expect(textsInsteadOfStarter(starter, starter)).toEqual([]);
  });

  it('is the title, description and tagline the public site makes, even where the owner wrote one', () => {
    const written: SiteContent = {
      ...renamed,
      settings: { ...renamed.settings, page_title: 'Uda Rizal — Nasi Padang Kebayoran' },
    };
    const texts = textsInsteadOfStarter(written, starter);
    expect(texts).toEqual([
      {
        field: 'page_title',
        starter: starter.settings.page_title,
        shown: 'RM Padang Uda Rizal | Masakan Padang di Jakarta',
      },
      {
        field: 'meta_description',
        starter: starter.settings.meta_description,
        shown:
          // The starter's events are left out: the description does not promise any.
          'RM Padang Uda Rizal, rumah makan Padang di Jakarta. Lihat menu dan galeri kami, lalu pesan meja secara online.',
      },
      { field: 'tagline', starter: starter.restaurant.tagline, shown: 'Masakan Padang di Jakarta' },
    ]);
    expect(shownInsteadOf(texts, 'page_title', ` ${starter.settings.page_title.toUpperCase()}`)).toBe(
      'RM Padang Uda Rizal | Masakan Padang di Jakarta',
    );
    expect(shownInsteadOf(texts, 'page_title', 'Uda Rizal — Nasi Padang Kebayoran')).toBeNull();
    expect(shownInsteadOf(texts, 'tagline', '')).toBeNull();
  });
});
