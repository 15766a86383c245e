import type { Config } from '@netlify/functions';
import { handle, json } from '../../src/server/http/respond.ts';
import { getPublicSiteSettings } from '../../src/server/services/public-content.ts';

export default handle({
  GET: async () => json(await getPublicSiteSettings(), { cache: 'public-short' }),
});

export const config: Config = { path: '/api/site-settings' };
