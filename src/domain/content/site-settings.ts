import { z } from 'zod';
import {
  imageUrl,
  longText,
  optionalImageUrl,
  optionalUrl,
  requiredText,
  text,
  url,
} from '../shared/fields.ts';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from './site-language.ts';

/** The product name used in the default page title ('Rumah Makan | {product}'). */
export const PRODUCT_NAME = 'Padang Sederhana Rasa';
/** The brand shown in the navbar when no brand text is set. */
export const DEFAULT_BRAND_TEXT = 'Sederhana Rasa';
export const DEFAULT_PAGE_TITLE = `Rumah Makan | ${PRODUCT_NAME}`;
export { DEFAULT_FAVICON_URL, DEFAULT_LOGO_URL } from '../shared/assets.ts';

export const BrandTypeSchema = z.enum(['text', 'image']);

/** Public site settings as staff edit them: applied to every page at build time and by the admin. */
export const SiteSettingsInputSchema = z.object({
  /** The document title of the landing page. */
  page_title: requiredText(120),
  /** Icon link of every page. */
  favicon_url: imageUrl(),
  /** Description meta of the landing page. */
  meta_description: longText(300),
  /** Whether the navbar shows the brand as text or as the uploaded logo. */
  brand_type: BrandTypeSchema,
  /** Brand text; also the fallback when the logo fails to load. */
  brand_text: text(60),
  /** URL of the uploaded logo, or null when none. */
  brand_logo: z.union([optionalImageUrl(), z.null()]).transform((v) => v || null),
  /**
   * The public site's languages: `["id"]`, or `["id", "en"]` with the English pages under `/en/`.
   * Indonesian is always there (the site at `/`); the order is the site's, whatever order was sent.
   */
  languages: z
    .array(z.enum(SITE_LANGUAGES))
    .max(8)
    .default([DEFAULT_LANGUAGE])
    .refine((languages) => languages.includes(DEFAULT_LANGUAGE), {
      message: 'Bahasa Indonesia selalu ada di situs: pilih "id" juga.',
    })
    .transform((languages) => SITE_LANGUAGES.filter((language) => languages.includes(language))),
});

/** Site settings as stored and served. */
export const SiteSettingsSchema = SiteSettingsInputSchema.extend({
  // Read back as stored: addresses saved before the https and public-address rule stay readable.
  favicon_url: url(),
  brand_logo: z.union([optionalUrl(), z.null()]).transform((v) => v || null),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export type BrandType = z.infer<typeof BrandTypeSchema>;

/** Whether the public site has its pages in a language (Indonesian always). */
export const hasLanguage = (settings: Pick<SiteSettings, 'languages'>, language: SiteLanguage): boolean =>
  settings.languages.includes(language);

/** What the navbar shows: the logo only when chosen and present, else text (never empty). */
export function resolveBrand(
  settings: SiteSettings,
): { kind: 'image'; src: string; alt: string } | { kind: 'text'; text: string } {
  const label = settings.brand_text || DEFAULT_BRAND_TEXT;
  if (settings.brand_type === 'image' && settings.brand_logo)
    return { kind: 'image', src: settings.brand_logo, alt: label };
  return { kind: 'text', text: label };
}
