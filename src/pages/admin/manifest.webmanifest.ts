/** The admin's web app manifest (/admin/manifest.webmanifest), made at build time: see src/build/admin-app.ts. */
import type { APIRoute } from 'astro';
import { adminManifest } from '../../build/admin-app.ts';
import { getContentSnapshot } from '../../build/site-content.ts';

export const GET: APIRoute = async () =>
  new Response(`${JSON.stringify(await adminManifest(await getContentSnapshot()), null, 2)}\n`, {
    headers: { 'content-type': 'application/manifest+json' },
  });
