import { describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import { coordinatesFromMapUrl, fullAddress } from '../../src/domain/address.ts';
import { priceAmount } from '../../src/domain/menu.ts';
import { RestaurantInfoSchema } from '../../src/domain/restaurant.ts';
import { jsonLdString, menuItemJsonLd, priceRange, restaurantJsonLd } from '../../src/lib/seo.ts';

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
  it('never turns a negative price into a positive one', () => {
    const item = fallbackContent.menu[0]?.items[0];
    if (!item) throw new Error('no item');
    for (const price of ['Rp -35.000', '-Rp 35.000', '−35000']) {
      expect(priceAmount(price), price).toBe(-35000);
      expect(menuItemJsonLd({ ...item, price }, site, []).offers.price, price).toBeUndefined();
    }
    expect(priceAmount('Rp 35.000')).toBe(35000);
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
    const amounts = fallbackContent.menu.flatMap((c) => c.items.map((i) => priceAmount(i.price) ?? 0));
    const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
    expect(data.priceRange).toBe(`${rupiah(Math.min(...amounts))}–${rupiah(Math.max(...amounts))}`);
    expect(data.menu).toBe('https://sederhanarasa.example/#menu');
    expect(data.acceptsReservations).toBe('https://sederhanarasa.example/#reservation');
    expect(data.image).toEqual(['https://sederhanarasa.example/og/card.jpg']);
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -0.895, longitude: 100.355 });
    const first = data.hasMenu.hasMenuSection[0].hasMenuItem[0];
    expect(first.offers).toEqual({
      '@type': 'Offer',
      price: priceAmount(fallbackContent.menu[0]?.items[0]?.price ?? ''),
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
  it('finds none where there are none, or where they are impossible', () => {
    expect(coordinatesFromMapUrl('https://www.google.com/maps/embed?pb=!1m14!1s0x2e69f3e1')).toBeNull();
    expect(coordinatesFromMapUrl('')).toBeNull();
    expect(coordinatesFromMapUrl('https://maps.google.com/maps?q=95.1,200.2')).toBeNull();
  });
});
