import { describe, expect, it } from 'vitest';
import {
  eventsJsonLd,
  jsonLdString,
  menuItemJsonLd,
  priceRange,
  restaurantJsonLd,
} from '../../src/build/seo.ts';
import { fallbackContent } from '../../src/content/fallback.ts';
import {
  coordinatesAfterMapChange,
  coordinatesFromMapUrl,
  fullAddress,
  mapLinkProblem,
} from '../../src/domain/content/address.ts';
import { EventSchema } from '../../src/domain/content/event.ts';
import { shownEvents } from '../../src/domain/content/event-schedule.ts';
import { RestaurantInfoInputSchema, RestaurantInfoSchema } from '../../src/domain/content/restaurant.ts';
import { formatRupiah, orderPrice } from '../../src/domain/orders/bill.ts';

const site = new URL('https://sederhanarasa.example');

describe('structured data', () => {
  it('describes the restaurant with address, phone, cuisine, hours and menu', () => {
    const data = restaurantJsonLd(fallbackContent.restaurant, fallbackContent.menu, site, ['/og/card.jpg']);
    expect(data['@type']).toBe('Restaurant');
    expect(data.telephone).toBe(fallbackContent.restaurant.phone);
    expect(data.servesCuisine).toContain('Padang');
    expect(data.openingHoursSpecification).toHaveLength(7);
    expect(data.hasMenu.hasMenuSection).toHaveLength(3);
  });
  it('gives a dish an offer in rupiah', () => {
    const item = fallbackContent.menu[0]?.items[0];
    if (!item) throw new Error('no item');
    const data = menuItemJsonLd(item, site, ['/og/dish.jpg']);
    expect(data.offers).toMatchObject({ price: 38000, priceCurrency: 'IDR' });
  });
  it('names a dish in English as its other name and says how hot it is and what it contains', () => {
    const item = fallbackContent.menu[0]?.items[0];
    if (!item) throw new Error('no item');
    const data = menuItemJsonLd(
      { ...item, spice_level: 2, contains: ['beef', 'coconut_milk'], name_en: 'Beef rendang' },
      site,
      [],
    );
    expect(data.alternateName).toBe('Beef rendang');
    expect(data.disambiguatingDescription).toBe('Agak pedas. Mengandung: daging sapi, santan.');
    const plain = menuItemJsonLd({ ...item, spice_level: 0, contains: [], name_en: '' }, site, []);
    expect(plain).not.toHaveProperty('alternateName', expect.anything());
    expect(plain.disambiguatingDescription).toBeUndefined();
  });
  it('never turns a negative price into a positive one', () => {
    const item = fallbackContent.menu[0]?.items[0];
    if (!item) throw new Error('no item');
    for (const price of ['Rp -35.000', '-Rp 35.000', '−35000']) {
      expect(orderPrice(price), price).toBeNull();
      expect(menuItemJsonLd({ ...item, price }, site, []).offers.price, price).toBeUndefined();
    }
    expect(orderPrice('Rp 35.000')).toBe(35000);
  });
  it('reads a price range or a word as no price, not as one number ("Rp 10.000 - 15.000" is not Rp 1.000.015.000)', () => {
    const item = fallbackContent.menu[0]?.items[0];
    if (!item) throw new Error('no item');
    for (const price of ['Rp 10.000 - 15.000', 'Harga pasar', 'Mulai 20rb, 2 porsi'])
      expect(menuItemJsonLd({ ...item, price }, site, []).offers.price, price).toBeUndefined();
    const menu = [{ ...fallbackContent.menu[0], items: [item, { ...item, price: 'Rp 10.000 - 15.000' }] }];
    const data = restaurantJsonLd(fallbackContent.restaurant, menu as typeof fallbackContent.menu, site, []);
    expect(data.priceRange).toBe(formatRupiah(orderPrice(item.price) ?? 0));
  });
  it('cannot be broken out of its script tag by content', () => {
    expect(jsonLdString({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });

  it("takes the address from the restaurant's own fields: a restaurant in Bogor is not filed under Padang", () => {
    const bogor = {
      ...fallbackContent.restaurant,
      address: 'Jl. Pajajaran No. 12, Baranangsiang',
      city: 'Kota Bogor',
      province: 'Jawa Barat',
      postalCode: '16143',
      geo: { latitude: -6.6024, longitude: 106.8063 },
    };
    const data = restaurantJsonLd(bogor, fallbackContent.menu, site, ['/og/card.jpg']);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Jl. Pajajaran No. 12, Baranangsiang',
      addressLocality: 'Kota Bogor',
      addressRegion: 'Jawa Barat',
      postalCode: '16143',
      addressCountry: 'ID',
    });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -6.6024, longitude: 106.8063 });
    expect(JSON.stringify(data.address)).not.toContain('Padang');
  });

  it('assumes no city for information saved before the address had parts', () => {
    const { city, province, postalCode, geo, ...saved } = fallbackContent.restaurant;
    const old = RestaurantInfoSchema.parse({ ...saved, address: 'Jl. Raya Puncak No. 8, Cisarua, Bogor' });
    expect([old.city, old.province, old.postalCode, old.geo]).toEqual(['', '', '', null]);
    expect(fullAddress(old)).toBe('Jl. Raya Puncak No. 8, Cisarua, Bogor');
    const data = restaurantJsonLd(old, fallbackContent.menu, site, ['/og/card.jpg']);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Jl. Raya Puncak No. 8, Cisarua, Bogor',
      addressCountry: 'ID',
    });
    expect(JSON.parse(jsonLdString(data)).geo).toBeUndefined();
  });

  it("has what Google's Restaurant guidelines recommend: price range, menu with offers, reservations, raster image", () => {
    const data = JSON.parse(
      jsonLdString(
        restaurantJsonLd(fallbackContent.restaurant, fallbackContent.menu, site, ['/og/card.jpg']),
      ),
    );
    const amounts = fallbackContent.menu.flatMap((c) => c.items.map((i) => orderPrice(i.price) ?? 0));
    const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
    expect(data.priceRange).toBe(`${rupiah(Math.min(...amounts))}–${rupiah(Math.max(...amounts))}`);
    expect(data.menu).toBe('https://sederhanarasa.example/#menu');
    expect(data.acceptsReservations).toBe('https://sederhanarasa.example/#reservation');
    expect(data.image).toEqual(['https://sederhanarasa.example/og/card.jpg']);
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -0.895, longitude: 100.355 });
    const first = data.hasMenu.hasMenuSection[0].hasMenuItem[0];
    expect(first.offers).toEqual({
      '@type': 'Offer',
      price: orderPrice(fallbackContent.menu[0]?.items[0]?.price ?? ''),
      priceCurrency: 'IDR',
      availability: 'https://schema.org/InStock',
    });
    for (const key of ['name', 'address', 'telephone', 'url', 'servesCuisine', 'openingHoursSpecification'])
      expect(data[key], key).toBeTruthy();
  });

  it('marks every dish halal while the restaurant holds a valid halal certificate, and none without one', () => {
    const certified = {
      ...fallbackContent.restaurant,
      halal: { certificate_number: 'ID13110000123450722', valid_until: '2027-06-30' },
    };
    const diets = (info: typeof certified, today: string) =>
      restaurantJsonLd(info, fallbackContent.menu, site, [], today).hasMenu.hasMenuSection.flatMap(
        (section) => section.hasMenuItem.map((item) => item.suitableForDiet),
      );
    expect(new Set(diets(certified, '2026-11-26'))).toEqual(new Set(['https://schema.org/HalalDiet']));
    expect(new Set(diets(certified, '2027-07-01'))).toEqual(new Set([undefined]));
    expect(new Set(diets(fallbackContent.restaurant, '2026-11-26'))).toEqual(new Set([undefined]));
    const dish = fallbackContent.menu[0]?.items[0];
    if (!dish) throw new Error('The starter menu has no dish');
    expect(menuItemJsonLd(dish, site, [], true).suitableForDiet).toBe('https://schema.org/HalalDiet');
    expect(menuItemJsonLd(dish, site, []).suitableForDiet).toBeUndefined();
  });

  it('states one price when every dish costs the same, none without prices', () => {
    const menu = structuredClone(fallbackContent.menu).slice(0, 1);
    for (const item of menu[0]?.items ?? []) item.price = 'Rp 25.000';
    expect(priceRange(menu)).toBe('Rp 25.000');
    for (const item of menu[0]?.items ?? []) item.price = 'Tanya pelayan';
    expect(priceRange(menu)).toBeUndefined();
  });
});

const EMBED_SRC =
  'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3989.2!2d100.3691!3d-0.3051!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMMKwMTgnMTguNCJT!5e0!3m2!1sid!2sid!4v1700000000000!5m2!1sid!2sid';

describe('events for search engines', () => {
  const event = (fields: Record<string, unknown>) =>
    EventSchema.parse({
      id: 'e1',
      position: 1,
      title: 'Malam Randai',
      date: 'Sabtu',
      description: 'Randai.',
      ...fields,
    });

  it('gives each upcoming dated event as a schema.org Event at the restaurant, with its offset', () => {
    const events = [
      event({
        id: 'randai',
        starts_at: '2026-12-05T19:30',
        ends_at: '2026-12-05T21:30',
        image: '/images/events/malam-randai.svg',
      }),
      event({ id: 'undated', title: 'Makan Bajamba' }),
      event({ id: 'over', title: 'Kelas Masak', starts_at: '2026-11-01T09:00', ends_at: '2026-11-01T13:00' }),
    ];
    const data = eventsJsonLd(shownEvents(events, '2026-11-27T08:00'), fallbackContent.restaurant, site);
    expect(data).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Malam Randai',
        description: 'Randai.',
        startDate: '2026-12-05T19:30:00+07:00',
        endDate: '2026-12-05T21:30:00+07:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Restaurant',
          name: fallbackContent.restaurant.name,
          url: 'https://sederhanarasa.example/',
          address: expect.objectContaining({
            '@type': 'PostalAddress',
            streetAddress: fallbackContent.restaurant.address,
            addressCountry: 'ID',
          }),
        },
        organizer: {
          '@type': 'Organization',
          name: fallbackContent.restaurant.name,
          url: 'https://sederhanarasa.example/',
        },
        image: ['https://sederhanarasa.example/images/events/malam-randai.svg'],
        url: 'https://sederhanarasa.example/#events',
      },
    ]);
  });

  it('dates a weekly event at its next occurrence, on the clock of the restaurant’s zone, with no end when it has none', () => {
    const restaurant = {
      ...fallbackContent.restaurant,
      openingHours: { ...fallbackContent.restaurant.openingHours, timeZone: 'Asia/Makassar' as const },
    };
    const weekly = event({ starts_at: '2026-11-07T19:00', repeat: 'weekly' });
    const [data] = eventsJsonLd(shownEvents([weekly], '2026-11-27T08:00'), restaurant, site);
    expect(data?.startDate).toBe('2026-11-28T19:00:00+08:00');
    expect(data?.endDate).toBeUndefined();
    expect(data?.image).toBeUndefined();
  });
});

describe('coordinates from a map address', () => {
  it('reads OpenStreetMap markers, Google Maps embeds and shared links', () => {
    expect(coordinatesFromMapUrl(fallbackContent.restaurant.mapEmbedUrl)).toEqual({
      latitude: -0.895,
      longitude: 100.355,
    });
    expect(
      coordinatesFromMapUrl(
        'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3989.3!2d106.8063!3d-6.6024!2m3!1f0!2f0!3f0',
      ),
    ).toEqual({ latitude: -6.6024, longitude: 106.8063 });
    expect(coordinatesFromMapUrl('https://www.google.com/maps/@-0.9471,100.4172,17z')).toEqual({
      latitude: -0.9471,
      longitude: 100.4172,
    });
    expect(coordinatesFromMapUrl('https://maps.google.com/maps?q=-6.2,106.8&output=embed')).toEqual({
      latitude: -6.2,
      longitude: 106.8,
    });
  });
  it('reads every form of link the admin promises, as pasted from Google Maps', () => {
    const padang = { latitude: -0.3051, longitude: 100.3691 };
    // "Embed a map" → Copy HTML: !2d is the longitude, !3d the latitude.
    expect(coordinatesFromMapUrl(EMBED_SRC)).toEqual(padang);
    // A place page: its pin (!3d…!4d…), not the `@` of the view it was looked at from.
    expect(
      coordinatesFromMapUrl(
        'https://www.google.com/maps/place/Rumah+Makan+Sederhana/@-0.3049,100.3675,17z/data=!3m1!4b1!4m6!3m5!1s0x2fd4b8e6f0a7a4f1:0x3e0f1a8d2a5c7b11!8m2!3d-0.3051!4d100.3691!16s%2Fg%2F11c1q2w3e4?entry=ttu',
      ),
    ).toEqual(padang);
    expect(coordinatesFromMapUrl('https://www.google.com/maps/@-0.3051,100.3691,17z?entry=ttu')).toEqual(
      padang,
    );
    expect(
      coordinatesFromMapUrl('https://maps.google.com/maps?q=-0.3051,+100.3691&z=16&output=embed'),
    ).toEqual(padang);
    expect(
      coordinatesFromMapUrl('https://maps.google.com/maps?q=-0.3051%2C100.3691&hl=id&output=embed'),
    ).toEqual(padang);
    expect(
      coordinatesFromMapUrl('https://maps.google.com/maps?ll=-0.3051,100.3691&z=16&t=m&output=embed'),
    ).toEqual(padang);
    expect(coordinatesFromMapUrl('https://www.google.com/maps/search/?api=1&query=-0.3051,100.3691')).toEqual(
      padang,
    );
    expect(
      coordinatesFromMapUrl(
        'https://www.openstreetmap.org/?mlat=-0.3051&mlon=100.3691#map=17/-0.3051/100.3691',
      ),
    ).toEqual(padang);
  });

  it('finds none where there are none, or where they are impossible', () => {
    expect(coordinatesFromMapUrl('https://www.google.com/maps/embed?pb=!1m14!1s0x2e69f3e1')).toBeNull();
    expect(coordinatesFromMapUrl('')).toBeNull();
    expect(coordinatesFromMapUrl('https://maps.google.com/maps?q=95.1,200.2')).toBeNull();
  });
});

describe('the map link staff paste', () => {
  const stale = { latitude: -0.895, longitude: 100.355 };

  it('moves the coordinates to a newly pasted map, keeps those typed while the map stays', () => {
    const old = fallbackContent.restaurant.mapEmbedUrl;
    expect(coordinatesAfterMapChange(old, EMBED_SRC, stale)).toEqual({
      latitude: -0.3051,
      longitude: 100.3691,
    });
    expect(coordinatesAfterMapChange('', EMBED_SRC, null)).toEqual({
      latitude: -0.3051,
      longitude: 100.3691,
    });
    const typed = { latitude: -0.30512, longitude: 100.36915 };
    expect(coordinatesAfterMapChange(EMBED_SRC, `${EMBED_SRC} `, typed)).toBe(typed);
    expect(coordinatesAfterMapChange(EMBED_SRC, 'https://maps.app.goo.gl/AbCdEf123', typed)).toBe(typed);
  });

  it('tells a share link or a map page from an embed src, which alone a page can frame', () => {
    expect(mapLinkProblem('https://maps.app.goo.gl/xYz12AbCdEf3GhIj8')).toEqual({
      kind: 'share',
      host: 'maps.app.goo.gl',
    });
    expect(mapLinkProblem('https://goo.gl/maps/aBcDeF12345')?.kind).toBe('share');
    expect(mapLinkProblem('https://g.page/rm-sederhana-rasa?share')?.kind).toBe('share');
    expect(
      mapLinkProblem('https://www.google.com/maps/place/Rumah+Makan+Sederhana/@-0.3049,100.3675,17z')?.kind,
    ).toBe('page');
    expect(mapLinkProblem('https://www.google.co.id/maps/@-0.3051,100.3691,17z')?.kind).toBe('page');
    expect(mapLinkProblem('https://maps.google.com/?q=-0.3051,100.3691')?.kind).toBe('page');
    for (const frameable of [
      EMBED_SRC,
      'https://maps.google.com/maps?q=-0.3051,100.3691&output=embed',
      'https://www.google.com/maps/d/embed?mid=1AbCdEf',
      fallbackContent.restaurant.mapEmbedUrl,
      'https://peta.example.org/embed?lokasi=padang',
      '',
      'not a link',
    ])
      expect(mapLinkProblem(frameable)).toBeNull();
  });

  it('is refused when saved, but a stored one still loads to be corrected', () => {
    const info = { ...fallbackContent.restaurant, mapEmbedUrl: 'https://maps.app.goo.gl/xYz12AbCdEf3GhIj8' };
    const saved = RestaurantInfoInputSchema.safeParse(info);
    expect(saved.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'mapEmbedUrl',
        'is a share link, not an embed link: maps do not show it on the site. In Google Maps choose Share → Embed a map and paste only the link inside src="…"',
      ],
    ]);
    expect(RestaurantInfoSchema.safeParse(info).success).toBe(true);
    expect(RestaurantInfoInputSchema.safeParse({ ...info, mapEmbedUrl: EMBED_SRC }).success).toBe(true);
  });
});
