import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site ?? 'http://localhost:8888').toString();
  return new Response(
    `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${sitemap}\n`,
    {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    },
  );
};
