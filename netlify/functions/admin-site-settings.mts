import type { Config } from '@netlify/functions';
import { SiteSettingsSchema } from '../../src/domain/site-settings.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { authenticate } from '../../src/server/services/auth-service.ts';
import { saveSiteSettings, siteSettings } from '../../src/server/services/content-service.ts';

export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    return json(await siteSettings());
  },
  PUT: async (request) => {
    const { admin } = await authenticate(request, 'content');
    return json(await saveSiteSettings(await readJson(request, SiteSettingsSchema), admin.username));
  },
});

export const config: Config = { path: '/api/admin/site-settings' };
