import type { APIRoute } from 'astro';
import { getSiteContent } from '../build/site-content.ts';

/**
 * The published menu as the order basket checks it (src/client/orders/basket.ts): each dish's name, price and
 * status by slug. Read only when a guest's basket holds something, so a dish renamed, removed or sold out
 * since it was added is left out of the order.
 */
export const GET: APIRoute = async () => {
  const { menu } = await getSiteContent();
  const dishes = Object.fromEntries(
    menu.flatMap((category) =>
      category.items.map((item) => [item.slug, { name: item.name, price: item.price, status: item.status }]),
    ),
  );
  return new Response(JSON.stringify({ dishes }), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
