import { z } from 'zod';
import { httpsUrl, longText, requiredText, text, url } from './fields.ts';
import { migrateOpeningHours, OpeningHoursSchema } from './opening-hours.ts';
import { normalizePhoneNumber } from './phone.ts';

export const WHATSAPP_INVALID = 'must be a phone number such as 0812 3456 7890 or 6281234567890';

/** Restaurant contact details, hours and location (admin: Restaurant Info). */
export const RestaurantInfoSchema = z.object({
  name: requiredText(100),
  tagline: text(200),
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
});
export type RestaurantInfo = z.infer<typeof RestaurantInfoSchema>;

/** One of the four highlights under the about text. */
export const HighlightSchema = z.object({
  title: requiredText(60),
  description: longText(200),
});

/** The about section of the landing page. */
export const AboutSchema = z.object({
  title: requiredText(120),
  /** Paragraphs, separated by blank lines. */
  text: longText(3000),
  highlights: z.array(HighlightSchema).length(4),
});
export type About = z.infer<typeof AboutSchema>;
export type Highlight = z.infer<typeof HighlightSchema>;
