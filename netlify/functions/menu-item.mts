import type { Config } from '@netlify/functions';
import { getDish } from '../../src/server/content/public-content.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  GET: async (_request, context) => json(await getDish(context.params.slug ?? ''), { cache: 'public-short' }),
});

export const config: Config = { path: '/api/menu/:slug' };
