import type { Config } from '@netlify/functions';
import { handle, json } from '../../src/server/http/respond.ts';
import { preorderLeft } from '../../src/server/orders/preorder-limits.ts';

/**
 * For each day guests may pre-order, how many of each pre-order dish with a daily limit are left
 * (`{days: {date: {slug: left}}}`): the basket says "Sisa 40 untuk Sab 12 Des" before the guest sends.
 * Cached for a few seconds: the order itself is decided by the server, never by this answer.
 */
export default handle({
  GET: async () =>
    json(await preorderLeft(), {
      headers: {
        'cache-control': 'public, max-age=5',
        'netlify-cdn-cache-control': 'public, s-maxage=5, stale-while-revalidate=10',
      },
    }),
});

export const config: Config = { path: '/api/preorders/left' };
