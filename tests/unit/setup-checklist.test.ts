import { describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import {
  dishesOnStarterPictures,
  hasOwnBrand,
  type SetupFacts,
  type SetupItem,
  SetupItemSchema,
  setupItems,
  showsSetupChecklist,
  starterPictures,
  starterRestaurantFields,
} from '../../src/domain/content/setup-checklist.ts';

const starter = fallbackContent;
const starterDishes = starter.menu.flatMap((category) => category.items);

/** A fresh site: everything as the store is seeded, publishing connected but never built. */
const fresh: SetupFacts = {
  firstPasswordChanged: false,
  restaurant: starter.restaurant,
  settings: starter.settings,
  dishes: starterDishes,
  categories: starter.menu,
  gallery: starter.gallery,
  events: starter.events,
  publishing: { connected: false, lastBuild: null },
  notify: { email: false, webhook: false, mailServer: false },
  pushDevices: 0,
  orderingSaved: false,
};

/** A dish with the picture `image` and texts of the owner's. */
const withTexts = ({ image }: { image: string }) => ({
  image,
  description: 'Masakan kami.',
  ai_description: '',
  description_en: '',
});

const item = <I extends SetupItem['id']>(facts: SetupFacts, id: I) =>
  setupItems(facts, starter).find((entry) => entry.id === id) as Extract<SetupItem, { id: I }>;

const own = {
  ...starter.restaurant,
  name: 'Rumah Makan Salero Bundo',
  phone: '(0751) 30 11 22',
  whatsapp: '6281377788899',
  email: 'pesan@salerobundo.id',
  address: 'Jl. Sudirman No. 12, Padang Barat',
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=100.35%2C-0.95%2C100.37%2C-0.93',
  geo: { latitude: -0.94, longitude: 100.36 },
  instagram: 'https://www.instagram.com/salerobundo',
  facebook: '',
};

describe('the first-run checklist', () => {
  it('lists every item open on a fresh site, in order, each matching the shared schema', () => {
    const items = setupItems(fresh, starter);
    expect(items.map((entry) => [entry.id, entry.done])).toEqual([
      ['password', false],
      ['restaurant', false],
      ['brand', false],
      ['photos', false],
      ['gallery', false],
      ['descriptions', false],
      ['events', false],
      ['publishing', false],
      ['bookings', false],
      ['ordering', false],
    ]);
    for (const entry of items) expect(SetupItemSchema.parse(entry)).toEqual(entry);
    expect(showsSetupChecklist({ items, dismissed: false })).toBe(true);
  });

  it('ticks the first password once no account signs in with it', () => {
    expect(item({ ...fresh, firstPasswordChanged: true }, 'password').done).toBe(true);
  });

  describe('the restaurant’s own details', () => {
    it('names every field still equal to the starter restaurant’s', () => {
      expect(starterRestaurantFields(starter.restaurant, starter.restaurant)).toEqual([
        'name',
        'phone',
        'whatsapp',
        'email',
        'address',
        'map',
        'instagram',
        'facebook',
      ]);
      expect(item(fresh, 'restaurant')).toEqual({
        id: 'restaurant',
        done: false,
        starter_fields: ['name', 'phone', 'whatsapp', 'email', 'address', 'map', 'instagram', 'facebook'],
      });
    });

    it('names only the fields left: a new name alone leaves the contacts and the map open', () => {
      const renamed = { ...starter.restaurant, name: 'Salero Bundo' };
      expect(starterRestaurantFields(renamed, starter.restaurant)).toEqual([
        'phone',
        'whatsapp',
        'email',
        'address',
        'map',
        'instagram',
        'facebook',
      ]);
    });

    it('names the starter restaurant’s Instagram and Facebook, which the footer links to', () => {
      const social = { ...own, instagram: 'https://www.instagram.com/sederhanarasa/', facebook: '' };
      expect(starterRestaurantFields(social, starter.restaurant)).toEqual(['instagram']);
    });

    it('knows the starter number however it is spaced, and the starter name whatever its case', () => {
      const retyped = {
        ...own,
        name: '  rumah makan padang SEDERHANA RASA ',
        phone: '0751 812345',
        email: 'HALO@sederhanarasa.id',
      };
      expect(starterRestaurantFields(retyped, starter.restaurant)).toEqual(['name', 'phone', 'email']);
    });

    it('counts the starter pin as the starter map even under a map of the owner’s', () => {
      const pinned = { ...own, geo: starter.restaurant.geo };
      expect(starterRestaurantFields(pinned, starter.restaurant)).toEqual(['map']);
      const framed = { ...own, mapEmbedUrl: starter.restaurant.mapEmbedUrl };
      expect(starterRestaurantFields(framed, starter.restaurant)).toEqual(['map']);
    });

    it('is done with the owner’s own details, and empty ones are the owner’s choice', () => {
      expect(item({ ...fresh, restaurant: own }, 'restaurant')).toEqual({
        id: 'restaurant',
        done: true,
        starter_fields: [],
      });
      const bare = { ...own, email: '', whatsapp: '', mapEmbedUrl: '', geo: null };
      expect(starterRestaurantFields(bare, starter.restaurant)).toEqual([]);
    });
  });

  describe('the logo or brand text', () => {
    it('is open while the navbar says the starter brand', () => {
      expect(hasOwnBrand(starter.settings, starter.settings)).toBe(false);
      expect(hasOwnBrand({ ...starter.settings, brand_text: ' sederhana rasa' }, starter.settings)).toBe(
        false,
      );
      // An empty brand text shows the starter brand.
      expect(hasOwnBrand({ ...starter.settings, brand_text: '' }, starter.settings)).toBe(false);
      // The logo chosen but none uploaded: the text shows.
      expect(hasOwnBrand({ ...starter.settings, brand_type: 'image' }, starter.settings)).toBe(false);
    });

    it('is done with a brand text of the owner’s, or an uploaded logo', () => {
      expect(hasOwnBrand({ ...starter.settings, brand_text: 'Salero Bundo' }, starter.settings)).toBe(true);
      const logo = { ...starter.settings, brand_type: 'image' as const, brand_logo: '/media/logo-abc.png' };
      expect(hasOwnBrand(logo, starter.settings)).toBe(true);
      expect(item({ ...fresh, settings: logo }, 'brand').done).toBe(true);
    });
  });

  describe('photos of the dishes', () => {
    it('knows every picture of the starter content and the stand-in image', () => {
      const pictures = starterPictures(starter);
      expect(pictures).toContain('/images/menu/rendang-daging.svg');
      expect(pictures).toContain('/images/menu/es-teh-talua-dikocok.svg');
      expect(pictures).toContain('/images/gallery/ruang-makan.svg');
      expect(pictures).toContain('/images/events/malam-randai.svg');
      expect(pictures).toContain('/images/default-dish.svg');
    });

    it('counts the dishes still on a starter picture, whichever dish it was drawn for', () => {
      const dishes = [
        { image: '/images/menu/rendang-daging.svg' },
        { image: '/images/gallery/etalase-lauk.svg' },
        { image: '/images/default-dish.svg' },
        { image: '/media/rendang-kami.jpg' },
        { image: 'https://cdn.example.id/ayam-pop.webp' },
      ];
      expect(dishesOnStarterPictures(dishes.map(withTexts), starterPictures(starter))).toBe(3);
      expect(item({ ...fresh, dishes: dishes.map(withTexts) }, 'photos')).toEqual({
        id: 'photos',
        done: false,
        dishes: 5,
        starter_pictures: 3,
      });
    });

    it('is not done while one dish is still on a starter picture: 8 of 9 left is open', () => {
      const one = starterDishes.map((dish, index) =>
        index === 0 ? { ...dish, image: '/media/rendang-kami.jpg' } : dish,
      );
      expect(item({ ...fresh, dishes: one }, 'photos')).toEqual({
        id: 'photos',
        done: false,
        dishes: 9,
        starter_pictures: 8,
      });
      const all = starterDishes.map((dish) => ({ ...dish, image: `/media/${dish.id}.jpg` }));
      expect(item({ ...fresh, dishes: all }, 'photos')).toMatchObject({ done: true, starter_pictures: 0 });
    });

    it('is open while every dish shows a starter picture, and on an empty menu', () => {
      expect(item(fresh, 'photos')).toEqual({
        id: 'photos',
        done: false,
        dishes: starterDishes.length,
        starter_pictures: starterDishes.length,
      });
      expect(item({ ...fresh, dishes: [] }, 'photos')).toMatchObject({ done: false, dishes: 0 });
    });
  });

  describe('the gallery', () => {
    it('counts the pictures still the starter’s, by picture or by caption', () => {
      expect(item(fresh, 'gallery')).toEqual({ id: 'gallery', done: false, images: 6, starter_images: 6 });
      const [food, room] = starter.gallery;
      if (!food || !room) throw new Error('no starter picture');
      const gallery = [
        // The owner's photo still captioned as the starter restaurant's dining room.
        { url: '/media/ruang-makan-kami.jpg', alt: room.alt },
        // A starter picture under the owner's words.
        { url: food.url, alt: 'Nasi Padang kami' },
        { url: '/media/etalase-kami.jpg', alt: 'Etalase lauk Uda Rizal' },
      ];
      expect(item({ ...fresh, gallery }, 'gallery')).toEqual({
        id: 'gallery',
        done: false,
        images: 3,
        starter_images: 2,
      });
      expect(item({ ...fresh, gallery: gallery.slice(2) }, 'gallery')).toEqual({
        id: 'gallery',
        done: true,
        images: 1,
        starter_images: 0,
      });
    });

    it('is done when the owner emptied it: the site then shows no gallery', () => {
      expect(item({ ...fresh, gallery: [] }, 'gallery')).toEqual({
        id: 'gallery',
        done: true,
        images: 0,
        starter_images: 0,
      });
    });
  });

  describe('the descriptions of dishes and categories', () => {
    it('counts the dishes and categories whose description is still the starter menu’s', () => {
      expect(item(fresh, 'descriptions')).toEqual({
        id: 'descriptions',
        done: false,
        dishes: 9,
        starter_dishes: 9,
        starter_categories: 3,
      });
    });

    it('counts a dish whose short or long description is a starter one, whichever dish it was written for', () => {
      const [rendang, ayam] = starterDishes;
      if (!rendang || !ayam) throw new Error('no starter dish');
      const dishes = [
        {
          image: '/media/a.jpg',
          description: 'Rendang kami.',
          ai_description: rendang.ai_description,
          description_en: '',
        },
        {
          image: '/media/b.jpg',
          description: ` ${ayam.description.toUpperCase()} `,
          ai_description: '',
          description_en: '',
        },
        {
          image: '/media/c.jpg',
          description: 'Gulai tunjang buatan Uda.',
          ai_description: '',
          description_en: '',
        },
        { image: '/media/d.jpg', description: '', ai_description: '', description_en: '' },
      ];
      const categories = [{ description: 'Lauk kami.' }, { description: '' }];
      expect(item({ ...fresh, dishes, categories }, 'descriptions')).toEqual({
        id: 'descriptions',
        done: false,
        dishes: 4,
        starter_dishes: 2,
        starter_categories: 0,
      });
    });

    it('with the English pages on, also counts the English texts still the starter’s, and only then', () => {
      const [rendang, ayam] = starterDishes;
      const [lauk] = starter.menu;
      if (!rendang || !ayam || !lauk) throw new Error('no starter dish');
      const dishes = [
        { ...withTexts({ image: '/media/a.jpg' }), description_en: rendang.description_en },
        { ...withTexts({ image: '/media/b.jpg' }), ai_description_en: ` ${ayam.ai_description_en} ` },
        { ...withTexts({ image: '/media/c.jpg' }), description_en: 'Our own rendang.' },
      ];
      const categories = [{ description: 'Lauk kami.', description_en: lauk.description_en }];
      const english = { ...starter.settings, languages: ['id' as const, 'en' as const] };
      expect(item({ ...fresh, settings: english, dishes, categories }, 'descriptions')).toEqual({
        id: 'descriptions',
        done: false,
        dishes: 3,
        starter_dishes: 2,
        starter_categories: 1,
      });
      // Without the English pages nobody reads them: the Indonesian texts are the owner's.
      expect(item({ ...fresh, dishes, categories }, 'descriptions').done).toBe(true);
    });

    it('is done once every text is the owner’s (or left empty)', () => {
      const dishes = [
        { image: '/media/a.jpg', description: 'Rendang kami.', ai_description: '', description_en: '' },
      ];
      expect(item({ ...fresh, dishes, categories: [{ description: '' }] }, 'descriptions').done).toBe(true);
    });
  });

  describe('events', () => {
    it('counts the starter’s events by title or description, and is done with none left', () => {
      expect(item(fresh, 'events')).toEqual({ id: 'events', done: false, starter_events: 3 });
      const [bajamba] = starter.events;
      if (!bajamba) throw new Error('no starter event');
      const events = [
        { ...bajamba, description: 'Makan bajamba bersama Uda Rizal.' },
        { title: 'Malam Saluang', description: 'Saluang dan dendang setiap Jumat.' },
      ];
      expect(item({ ...fresh, events }, 'events')).toEqual({ id: 'events', done: false, starter_events: 1 });
      expect(item({ ...fresh, events: events.slice(1) }, 'events').done).toBe(true);
      expect(item({ ...fresh, events: [] }, 'events').done).toBe(true);
    });
  });

  describe('publishing', () => {
    it('is done once connected: the site the owner looks at is itself a finished build', () => {
      const publishing = (connected: boolean, lastBuild: SetupFacts['publishing']['lastBuild']) =>
        item({ ...fresh, publishing: { connected, lastBuild } }, 'publishing');
      expect(publishing(true, null)).toEqual({
        id: 'publishing',
        done: true,
        connected: true,
        last_build: null,
      });
      expect(publishing(true, 'started').done).toBe(true);
      expect(publishing(true, 'succeeded').done).toBe(true);
    });

    it('is open when not connected, or when the last build failed', () => {
      const publishing = (connected: boolean, lastBuild: SetupFacts['publishing']['lastBuild']) =>
        item({ ...fresh, publishing: { connected, lastBuild } }, 'publishing');
      expect(publishing(false, null)).toEqual({
        id: 'publishing',
        done: false,
        connected: false,
        last_build: null,
      });
      expect(publishing(false, 'succeeded').done).toBe(false);
      expect(publishing(true, 'failed')).toEqual({
        id: 'publishing',
        done: false,
        connected: true,
        last_build: 'failed',
      });
    });
  });

  describe('how new bookings reach the restaurant', () => {
    it('is open with no device notified and neither e-mail nor webhook', () => {
      expect(item(fresh, 'bookings')).toEqual({
        id: 'bookings',
        done: false,
        channels: [],
        push_devices: 0,
        can_send_email: false,
      });
    });

    it('is done by a notified device, e-mail or a webhook, naming each', () => {
      expect(item({ ...fresh, pushDevices: 2 }, 'bookings')).toMatchObject({
        done: true,
        channels: ['push'],
        push_devices: 2,
      });
      expect(
        item({ ...fresh, notify: { email: true, webhook: false, mailServer: true } }, 'bookings'),
      ).toMatchObject({
        done: true,
        channels: ['email'],
        can_send_email: true,
      });
      expect(
        item(
          { ...fresh, pushDevices: 1, notify: { email: true, webhook: true, mailServer: true } },
          'bookings',
        ).channels,
      ).toEqual(['push', 'email', 'webhook']);
    });

    it('counts an address to e-mail only when the server can send mail, and says it cannot', () => {
      expect(
        item({ ...fresh, notify: { email: true, webhook: false, mailServer: false } }, 'bookings'),
      ).toEqual({ id: 'bookings', done: false, channels: [], push_devices: 0, can_send_email: false });
      // A mail server with no one to write to is no channel either.
      expect(
        item({ ...fresh, notify: { email: false, webhook: false, mailServer: true } }, 'bookings'),
      ).toEqual({ id: 'bookings', done: false, channels: [], push_devices: 0, can_send_email: true });
    });
  });

  it('ticks the ordering and tax settings once they were saved', () => {
    expect(item({ ...fresh, orderingSaved: true }, 'ordering').done).toBe(true);
  });

  it('is no longer shown when every item is done, or when the owner hid it', () => {
    const finished: SetupFacts = {
      firstPasswordChanged: true,
      restaurant: own,
      settings: { ...starter.settings, brand_text: 'Salero Bundo' },
      dishes: [
        {
          image: '/media/rendang-kami.jpg',
          description: 'Rendang kami.',
          ai_description: '',
          description_en: '',
        },
      ],
      categories: [{ description: 'Lauk kami.' }],
      gallery: [{ url: '/media/ruang-makan-kami.jpg', alt: 'Ruang makan Uda Rizal' }],
      events: [],
      publishing: { connected: true, lastBuild: 'succeeded' },
      notify: { email: true, webhook: false, mailServer: true },
      pushDevices: 0,
      orderingSaved: true,
    };
    const items = setupItems(finished, starter);
    expect(items.every((entry) => entry.done)).toBe(true);
    expect(showsSetupChecklist({ items, dismissed: false })).toBe(false);
    expect(showsSetupChecklist({ items: setupItems(fresh, starter), dismissed: true })).toBe(false);
  });

  describe('the English pages', () => {
    const english = { ...starter.settings, languages: ['id' as const, 'en' as const] };

    it('has no item while the site is in Indonesian only', () => {
      expect(setupItems(fresh, starter).map((entry) => entry.id)).not.toContain('english');
    });

    it('counts the dishes with an English description once English is on, last in the list', () => {
      const dishes = starterDishes.map((dish, index) => ({
        ...dish,
        description_en: index < 3 ? 'Beef slow-cooked in coconut milk.' : index === 3 ? '   ' : '',
      }));
      const items = setupItems({ ...fresh, settings: english, dishes }, starter);
      expect(items.at(-1)).toEqual({
        id: 'english',
        done: false,
        dishes: 9,
        english_descriptions: 3,
        allergens_indonesian_only: 0,
      });
      expect(SetupItemSchema.safeParse(items.at(-1)).success).toBe(true);
    });

    it('counts the dishes whose allergens a visitor can read in Indonesian only, and is not done while one is', () => {
      const explained = starterDishes.map((dish) => ({ ...dish, description_en: 'Explained.' }));
      const dishes = explained.map((dish, index) => ({
        ...dish,
        allergens: index < 3 ? ['Kacang'] : [],
        allergens_en: index === 0 ? ['Peanuts'] : [],
      }));
      expect(item({ ...fresh, settings: english, dishes }, 'english')).toMatchObject({
        done: false,
        english_descriptions: 9,
        allergens_indonesian_only: 2,
      });
      // An English list shorter than the Indonesian one (an allergen added since) does not count.
      const behind = dishes.map((dish, index) => ({
        ...dish,
        allergens: index === 0 ? ['Kacang', 'Telur'] : dish.allergens,
        allergens_en: dish.allergens.length ? ['Peanuts'] : [],
      }));
      expect(item({ ...fresh, settings: english, dishes: behind }, 'english')).toMatchObject({
        done: false,
        allergens_indonesian_only: 1,
      });
      const translated = dishes.map((dish) => ({
        ...dish,
        allergens_en: dish.allergens.length ? ['Peanuts'] : [],
      }));
      expect(item({ ...fresh, settings: english, dishes: translated }, 'english')).toMatchObject({
        done: true,
        allergens_indonesian_only: 0,
      });
    });

    it('is done when every dish has its English description', () => {
      const dishes = starterDishes.map((dish) => ({ ...dish, description_en: 'Explained.' }));
      expect(item({ ...fresh, settings: english, dishes }, 'english')).toMatchObject({ done: true });
    });
  });
});
