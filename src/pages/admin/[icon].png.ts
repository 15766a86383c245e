/** The admin's app icons (/admin/icon-192.png, …), made at build time: see src/build/admin-app.ts. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { ADMIN_ICONS, renderAdminIcon } from '../../build/admin-app.ts';
import { getContentSnapshot } from '../../build/site-content.ts';

export const getStaticPaths = (() =>
  Object.keys(ADMIN_ICONS).map((icon) => ({ params: { icon } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const png = await renderAdminIcon(await getContentSnapshot(), params.icon ?? '');
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
