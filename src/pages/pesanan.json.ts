import type { APIRoute } from 'astro';
import { getPreorderSettings, getSiteContent } from '../build/site-content.ts';

/**
 * The published menu as the order basket checks it (src/client/orders/basket.ts): each dish's name, price,
 * status and pre-order terms by slug, and what a pre-order asks (how far ahead, the deposit and the
 * restaurant's QRIS it is paid with). Read only when a guest's basket holds something, so a dish renamed,
 * removed or sold out since it was added is left out of the order.
 */
export const GET: APIRoute = async () => {
  const { menu } = await getSiteContent();
  const preorder = await getPreorderSettings();
  const dishes = Object.fromEntries(
    menu.flatMap((category) =>
      category.items.map((item) => [
        item.slug,
        {
          name: item.name,
          // What the English pages' basket calls the dish (its message still names it in Indonesian).
          name_en: item.name_en,
          price: item.price,
          status: item.status,
          preorder: item.preorder ?? null,
        },
      ]),
    ),
  );
  return new Response(JSON.stringify({ dishes, preorder }), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
