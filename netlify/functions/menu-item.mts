import type { Config } from '@netlify/functions';
import { handle, json } from '../../src/server/http/respond.ts';
import { getDish } from '../../src/server/services/public-content.ts';

export default handle({
  GET: async (_request, context) => json(await getDish(context.params.slug ?? ''), { cache: 'public-short' }),
});

export const config: Config = { path: '/api/menu/:slug' };
