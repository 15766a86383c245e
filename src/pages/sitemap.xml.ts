import type { APIRoute } from 'astro';
import { getSiteContent } from '../build/site-content.ts';
import { publishedLanguages } from '../build/site-languages.ts';
import { dishPath } from '../domain/content/menu.ts';
import { DEFAULT_LANGUAGE, localizedPath } from '../domain/content/site-language.ts';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/**
 * Every public page: the landing page and one per dish, in each published language. With English on,
 * each entry names its twin and the Indonesian default the way the pages' own links do (hreflang).
 */
export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost:8888');
  const { menu } = await getSiteContent();
  const languages = await publishedLanguages();
  const paths = ['/', ...menu.flatMap((category) => category.items.map((item) => dishPath(item.slug)))];
  const address = (language: (typeof languages)[number], path: string) =>
    escapeXml(new URL(localizedPath(language, path), base).toString());
  const alternates = (path: string) =>
    languages.length > 1
      ? [
          ...languages.map(
            (language) =>
              `    <xhtml:link rel="alternate" hreflang="${language}" href="${address(language, path)}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LANGUAGE, path)}"/>`,
        ]
      : [];
  const urls = languages.flatMap((language) =>
    paths.map((path) =>
      alternates(path).length
        ? [`  <url>`, `    <loc>${address(language, path)}</loc>`, ...alternates(path), `  </url>`].join('\n')
        : `  <url><loc>${address(language, path)}</loc></url>`,
    ),
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
