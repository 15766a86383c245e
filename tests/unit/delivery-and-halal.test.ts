import { describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import {
  HalalCertificateSchema,
  halalCertificateWarning,
  isDeliveryAppLink,
  isHalalCertified,
  RestaurantInfoInputSchema,
  RestaurantInfoSchema,
} from '../../src/domain/content/restaurant.ts';

const info = (change: Record<string, unknown>) =>
  RestaurantInfoSchema.safeParse({ ...fallbackContent.restaurant, ...change });

describe('the delivery apps of Restaurant Info', () => {
  it('take the restaurant pages and share links of each app', () => {
    expect(isDeliveryAppLink('gofood', 'https://gofood.co.id/padang/restaurant/rm-sederhana-rasa-1a2b')).toBe(
      true,
    );
    expect(isDeliveryAppLink('gofood', 'https://gofood.link/a/AbC123')).toBe(true);
    expect(isDeliveryAppLink('grabfood', 'https://food.grab.com/id/id/restaurant/rm-sederhana/6-C3ABC')).toBe(
      true,
    );
    expect(isDeliveryAppLink('grabfood', 'https://r.grab.com/g/6-20261126')).toBe(true);
    expect(isDeliveryAppLink('shopeefood', 'https://shopee.co.id/universal-link/now-food/shop/123')).toBe(
      true,
    );
  });

  it("refuse another app's page, a look-alike host, plain http and a script", () => {
    expect(isDeliveryAppLink('gofood', 'https://food.grab.com/id/id/restaurant/x')).toBe(false);
    expect(isDeliveryAppLink('grabfood', 'https://grab.com.evil.example/restaurant')).toBe(false);
    expect(isDeliveryAppLink('grabfood', 'https://notgrab.com/restaurant')).toBe(false);
    expect(isDeliveryAppLink('shopeefood', 'http://shopee.co.id/x')).toBe(false);
    expect(isDeliveryAppLink('gofood', 'javascript:alert(1)//gofood.co.id')).toBe(false);
    const refused = info({
      order_links: { gofood: 'https://food.grab.com/x', grabfood: '', shopeefood: '' },
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['order_links', 'gofood'],
      message: "must be an https link to the restaurant's page on GoFood (gofood.co.id)",
    });
  });

  it('are empty in information saved before they existed', () => {
    const { order_links: _links, halal: _halal, ...older } = fallbackContent.restaurant;
    const parsed = RestaurantInfoSchema.parse(older);
    expect(parsed.order_links).toEqual({ gofood: '', grabfood: '', shopeefood: '' });
    expect(parsed.halal).toEqual({ certificate_number: '', valid_until: '' });
  });
});

describe('the halal certificate', () => {
  it('takes the BPJPH number as printed (spaces and case ignored) with its validity date', () => {
    expect(
      HalalCertificateSchema.parse({
        certificate_number: ' id 1311 0000 1234 50722 ',
        valid_until: '2029-07-31',
      }),
    ).toEqual({
      certificate_number: 'ID13110000123450722',
      valid_until: '2029-07-31',
    });
  });

  it('takes a number without a date: a certificate under UU 6/2023 (art. 42) has none', () => {
    expect(
      HalalCertificateSchema.safeParse({ certificate_number: 'ID13110000123450722', valid_until: '' }),
    ).toEqual({ success: true, data: { certificate_number: 'ID13110000123450722', valid_until: '' } });
    expect(
      RestaurantInfoInputSchema.safeParse({
        ...fallbackContent.restaurant,
        halal: { certificate_number: 'ID13110000123450722', valid_until: '' },
      }).success,
    ).toBe(true);
  });

  it('refuses another number and a date without a number', () => {
    for (const [value, path] of [
      [{ certificate_number: '13110000123450722', valid_until: '2029-07-31' }, 'certificate_number'],
      [{ certificate_number: 'LPPOM-00160012345', valid_until: '2029-07-31' }, 'certificate_number'],
      [{ certificate_number: '', valid_until: '2029-07-31' }, 'certificate_number'],
      [{ certificate_number: 'ID13110000123450722', valid_until: '2029-02-30' }, 'valid_until'],
    ] as const) {
      const parsed = HalalCertificateSchema.safeParse(value);
      expect(parsed.success, JSON.stringify(value)).toBe(false);
      expect(parsed.error?.issues[0]?.path, JSON.stringify(value)).toEqual([path]);
    }
  });
});

describe('what the site and the admin say of the certificate', () => {
  const halal = { certificate_number: 'ID13110000123450722', valid_until: '2026-12-31' };

  it('is claimed on the site up to its last day, and never without a number', () => {
    expect(isHalalCertified(halal, '2026-12-31')).toBe(true);
    expect(isHalalCertified(halal, '2027-01-01')).toBe(false);
    expect(isHalalCertified({ certificate_number: '', valid_until: '' }, '2026-01-01')).toBe(false);
  });

  it('is claimed for as long as it is set when it has no date, and never warned of', () => {
    const lasting = { certificate_number: 'ID13110000123450722', valid_until: '' };
    expect(isHalalCertified(lasting, '2026-11-28')).toBe(true);
    expect(isHalalCertified(lasting, '2040-01-01')).toBe(true);
    expect(halalCertificateWarning(lasting, '2040-01-01')).toBeNull();
  });

  it('warns the admin 30 days before it ends, and once it has ended', () => {
    expect(halalCertificateWarning(halal, '2026-11-30')).toBeNull();
    expect(halalCertificateWarning(halal, '2026-12-01')).toEqual({ state: 'ending', days: 30 });
    expect(halalCertificateWarning(halal, '2026-12-31')).toEqual({ state: 'ending', days: 0 });
    expect(halalCertificateWarning(halal, '2027-01-02')).toEqual({ state: 'expired', days: -2 });
    expect(halalCertificateWarning({ certificate_number: '', valid_until: '' }, '2026-12-31')).toBeNull();
  });
});
