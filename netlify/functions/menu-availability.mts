import type { Config } from '@netlify/functions';
import { menuAvailability } from '../../src/server/content/availability.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/** { [slug]: 'Tersedia' | 'Habis' }, cached briefly by browsers and the CDN: sold-out badges stay fresh between builds. */
export default handle({
  GET: async () =>
    json(await menuAvailability(), {
      headers: {
        'cache-control': 'public, max-age=15',
        'netlify-cdn-cache-control': 'public, s-maxage=15, stale-while-revalidate=30',
      },
    }),
});

export const config: Config = { path: '/api/menu-availability' };
