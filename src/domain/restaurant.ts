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
  address: longText(300),
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
