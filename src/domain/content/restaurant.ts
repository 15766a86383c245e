import { z } from 'zod';
import { calendarDate, httpsUrl, isSafeUrl, longText, requiredText, text, url } from '../shared/fields.ts';
import { normalizePhoneNumber } from '../shared/phone.ts';
import { mapLinkProblem } from './address.ts';
import { migrateOpeningHours, OpeningHoursSchema } from './opening-hours.ts';

export const WHATSAPP_INVALID = 'must be a phone number such as 0812 3456 7890 or 6281234567890';
export const RESTAURANT_PHONE_INVALID = 'must be a phone number such as (0751) 123456 or 0812 3456 7890';

/**
 * A phone number as people write it: digits with spaces, dots, hyphens, brackets and a leading plus, 6 to
 * 15 digits in all (the guests' tap-to-call link dials its digits).
 */
export const isPhoneNumber = (value: string): boolean =>
  /^\+?[\d\s().-]+$/.test(value) && /^(?:\D*\d){6,15}\D*$/.test(value);

/** The delivery apps guests order through, with the hosts each app's store pages and share links live on. */
export const DELIVERY_APPS = {
  gofood: { name: 'GoFood', hosts: ['gofood.co.id', 'gofood.link', 'gojek.com', 'gojek.link'] },
  grabfood: { name: 'GrabFood', hosts: ['grab.com'] },
  shopeefood: { name: 'ShopeeFood', hosts: ['shopee.co.id', 'shopeefood.co.id'] },
} as const;
export type DeliveryApp = keyof typeof DELIVERY_APPS;
export const DELIVERY_APP_KEYS = Object.keys(DELIVERY_APPS) as DeliveryApp[];

/** Whether `value` is an https address on one of `app`'s own hosts (or a subdomain of one). */
export function isDeliveryAppLink(app: DeliveryApp, value: string): boolean {
  if (!isSafeUrl(value, { httpsOnly: true, allowRelative: false })) return false;
  const host = new URL(value).hostname.toLowerCase();
  return DELIVERY_APPS[app].hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The restaurant's page on one delivery app, or empty. */
const deliveryAppLink = (app: DeliveryApp) =>
  z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(500, 'must be at most 500 characters')
      .refine(
        (value) => isDeliveryAppLink(app, value),
        `must be an https link to the restaurant's page on ${DELIVERY_APPS[app].name} (${DELIVERY_APPS[app].hosts[0]})`,
      ),
  ]);

/** A BPJPH halal certificate number: "ID" and digits, as printed on the certificate (spaces ignored). */
export const HALAL_CERTIFICATE = /^ID\d{8,24}$/;

/**
 * The restaurant's halal certificate from BPJPH (Label Halal Indonesia): its number and, on certificates
 * that carry one, the date it is valid until. Both empty when the restaurant has none; the site then
 * claims nothing.
 */
export const HalalCertificateSchema = z
  .object({
    certificate_number: z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine(
        (value) => value === '' || HALAL_CERTIFICATE.test(value),
        'must be the number on the BPJPH certificate: ID followed by digits, such as ID13110000123450722',
      ),
    /**
     * Empty for a certificate without an end date: under UU 6/2023 (Cipta Kerja, art. 42) a certificate
     * stays valid as long as the ingredients and process do not change; only older ones carry a date.
     */
    valid_until: z.union([z.literal(''), calendarDate()]),
  })
  .superRefine((halal, context) => {
    if (!halal.certificate_number && halal.valid_until)
      context.addIssue({
        code: 'custom',
        path: ['certificate_number'],
        message: 'is required with a validity date',
      });
  });
export type HalalCertificate = z.infer<typeof HalalCertificateSchema>;

/**
 * Whether the restaurant holds a halal certificate valid on `today` (yyyy-mm-dd): only then may it say so.
 * One without a date is valid for as long as it is set.
 */
export const isHalalCertified = (halal: HalalCertificate, today: string): boolean =>
  halal.certificate_number !== '' && (halal.valid_until === '' || halal.valid_until >= today);

/** How long before its end the admin warns that the halal certificate must be renewed. */
export const HALAL_WARNING_DAYS = 30;

/**
 * What the admin says of the halal certificate on `today`: expired, or ending within
 * {@link HALAL_WARNING_DAYS} days (with the days left, 0 on its last day); null when there is none or it
 * has long to run.
 */
export function halalCertificateWarning(
  halal: HalalCertificate,
  today: string,
): { state: 'expired' | 'ending'; days: number } | null {
  if (!halal.certificate_number || !halal.valid_until) return null;
  const days = Math.round(
    (Date.parse(`${halal.valid_until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  if (days < 0) return { state: 'expired', days };
  return days <= HALAL_WARNING_DAYS ? { state: 'ending', days } : null;
}

/** BPJPH's public search, where anyone can check a halal certificate by its number. */
export const HALAL_CERTIFICATE_SEARCH = 'https://bpjph.halal.go.id/search/sertifikat';

/** Restaurant contact details, hours and location (admin: Restaurant Info). */
export const RestaurantInfoSchema = z.object({
  name: requiredText(100),
  tagline: text(200),
  /** The tagline for visitors who read English; empty: the English pages show the Indonesian one. */
  tagline_en: text(200).default(''),
  /** Display phone number, free format ("0751 123 456"). */
  phone: text(40),
  /**
   * WhatsApp number, stored in international form without the plus sign ("6281234567890"), as wa.me
   * links need it; typed any way a guest may type theirs ("0812 6612 3456", "+62 812-6612-3456").
   */
  whatsapp: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return '';
      const normalized = normalizePhoneNumber(value);
      if (!normalized) ctx.addIssue({ code: 'custom', message: WHATSAPP_INVALID });
      return normalized ?? value;
    }),
  email: z.union([z.literal(''), z.email('must be a valid email address').max(120)]),
  /** Instagram profile URL. */
  instagram: z.union([z.literal(''), url(300)]),
  /** Facebook page URL. */
  facebook: z.union([z.literal(''), url(300)]),
  /** Street, number and neighbourhood; the city, province and postal code have fields of their own. */
  address: longText(300),
  /** Kota or kabupaten ("Kota Padang", "Kabupaten Bogor"): the locality search engines file the restaurant under. */
  city: text(80).default(''),
  province: text(60).default(''),
  postalCode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'must be the 5 digits of an Indonesian postal code')
    .default(''),
  /** Where the restaurant is on a map; prefilled in the admin from the map address when it carries it. */
  geo: z
    .object({
      latitude: z
        .number('latitude must be a number such as -0.895')
        .min(-90, 'latitude must be between -90 and 90')
        .max(90, 'latitude must be between -90 and 90'),
      longitude: z
        .number('longitude must be a number such as 100.355')
        .min(-180, 'longitude must be between -180 and 180')
        .max(180, 'longitude must be between -180 and 180'),
    })
    .nullable()
    .default(null),
  /**
   * The weekly schedule and special days: the footer, structured data, the time picker and booking
   * checks all read it. Documents saved with the old two lines of text are read into it.
   */
  openingHours: z.preprocess(migrateOpeningHours, OpeningHoursSchema),
  /** The src of the map iframe, from a maps service's share / embed dialog. https only. */
  mapEmbedUrl: z.union([z.literal(''), httpsUrl()]),
  /** The restaurant's pages on the delivery apps, each empty when it does not sell there. */
  order_links: z
    .object({
      gofood: deliveryAppLink('gofood'),
      grabfood: deliveryAppLink('grabfood'),
      shopeefood: deliveryAppLink('shopeefood'),
    })
    .default({ gofood: '', grabfood: '', shopeefood: '' }),
  /** The halal certificate; empty until staff enter it. */
  halal: HalalCertificateSchema.default({ certificate_number: '', valid_until: '' }),
});
export type RestaurantInfo = z.infer<typeof RestaurantInfoSchema>;

/** Why a share link or a map page is refused for the map: what it is, and where the embed src is found. */
export const MAP_LINK_PROBLEMS = {
  share:
    'is a share link, not an embed link: maps do not show it on the site. In Google Maps choose Share → Embed a map and paste only the link inside src="…"',
  page: 'is a Google Maps page, not an embed link: maps do not show it on the site. In Google Maps choose Share → Embed a map and paste only the link inside src="…"',
} as const;

/**
 * Restaurant info as staff save it: also refuses a map link no page can frame. Kept out of
 * {@link RestaurantInfoSchema}, which reads what is stored: info saved before this rule still loads and
 * can be corrected.
 */
export const RestaurantInfoInputSchema = RestaurantInfoSchema.superRefine((info, ctx) => {
  // Checked on what is saved, not on what is read: a number stored before this check still shows.
  if (info.phone !== '' && !isPhoneNumber(info.phone))
    ctx.addIssue({ code: 'custom', path: ['phone'], message: RESTAURANT_PHONE_INVALID });
  const problem = mapLinkProblem(info.mapEmbedUrl);
  if (problem)
    ctx.addIssue({ code: 'custom', path: ['mapEmbedUrl'], message: MAP_LINK_PROBLEMS[problem.kind] });
});

/** One of the four highlights under the about text. */
export const HighlightSchema = z.object({
  title: requiredText(60),
  description: longText(200),
  title_en: text(60).default(''),
  description_en: longText(200).default(''),
});

/** The about section of the landing page. */
export const AboutSchema = z.object({
  title: requiredText(120),
  /** Paragraphs, separated by blank lines. */
  text: longText(3000),
  /** The title and text in English (empty: the English pages show the Indonesian ones). */
  title_en: text(120).default(''),
  text_en: longText(3000).default(''),
  highlights: z.array(HighlightSchema).length(4),
});
export type About = z.infer<typeof AboutSchema>;
export type Highlight = z.infer<typeof HighlightSchema>;
