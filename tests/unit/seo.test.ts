import { describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import { priceAmount } from '../../src/domain/menu.ts';
import { jsonLdString, menuItemJsonLd, restaurantJsonLd } from '../../src/lib/seo.ts';

const site = new URL('https://sederhanarasa.example');

describe('structured data', () => {
  it('describes the restaurant with address, phone, cuisine, hours and menu', () => {
    const data = restaurantJsonLd(fallbackContent.restaurant, fallbackContent.menu, site, '/images/logo.svg');
    expect(data['@type']).toBe('Restaurant');
    expect(data.telephone).toBe(fallbackContent.restaurant.phone);
    expect(data.servesCuisine).toContain('Padang');
    expect(data.openingHoursSpecification).toHaveLength(7);
    expect(data.hasMenu.hasMenuSection).toHaveLength(3);
  });
  it('gives a dish an offer in rupiah', () => {
    const item = fallbackContent.menu[0]?.items[0];
    if (!item) throw new Error('no item');
    const data = menuItemJsonLd(item, site);
    expect(data.offers).toMatchObject({ price: 38000, priceCurrency: 'IDR' });
  });
  it('never turns a negative price into a positive one', () => {
    const item = fallbackContent.menu[0]?.items[0];
    if (!item) throw new Error('no item');
    for (const price of ['Rp -35.000', '-Rp 35.000', '−35000']) {
      expect(priceAmount(price), price).toBe(-35000);
      expect(menuItemJsonLd({ ...item, price }, site).offers.price, price).toBeUndefined();
    }
    expect(priceAmount('Rp 35.000')).toBe(35000);
  });
  it('cannot be broken out of its script tag by content', () => {
    expect(jsonLdString({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
