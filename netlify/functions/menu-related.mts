import type { Config } from '@netlify/functions';
import { getRelatedDishes } from '../../src/server/content/public-content.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  GET: async (request, context) => {
    const limit = new URL(request.url).searchParams.get('limit');
    return json(await getRelatedDishes(context.params.slug ?? '', limit), { cache: 'public-short' });
  },
});

export const config: Config = { path: '/api/menu/:slug/related' };
