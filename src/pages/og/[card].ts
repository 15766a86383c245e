/**
 * The link-preview cards of this build (`/og/<name>.jpg`), made at build time: see src/build/share-image.ts.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getShareImages, renderShareCard } from '../../build/share-image.ts';
import { getContentSnapshot } from '../../build/site-content.ts';

export const getStaticPaths = (async () => {
  const images = await getShareImages(await getContentSnapshot());
  return [...images.cards.keys()].map((card) => ({ params: { card } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const images = await getShareImages(await getContentSnapshot());
  const jpeg = await renderShareCard(images, params.card ?? '');
  return new Response(new Uint8Array(jpeg), { headers: { 'content-type': 'image/jpeg' } });
};
