import type { Config } from '@netlify/functions';
import { getPublicSiteSettings } from '../../src/server/content/public-content.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  GET: async () => json(await getPublicSiteSettings(), { cache: 'public-short' }),
});

export const config: Config = { path: '/api/site-settings' };
