import type { APIRoute } from 'astro';
import { getSiteContent } from '../build/site-content.ts';
import { dishPath } from '../domain/content/menu.ts';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** Every public page: the landing page and one per dish. */
export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost:8888');
  const { menu } = await getSiteContent();
  const paths = ['/', ...menu.flatMap((category) => category.items.map((item) => dishPath(item.slug)))];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(new URL(path, base).toString())}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
