import type { Config } from '@netlify/functions';
import { SiteSettingsInputSchema } from '../../src/domain/content/site-settings.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { saveSettings, siteSettings } from '../../src/server/content/settings-service.ts';
import { fieldsSent, readJson } from '../../src/server/http/read-json.ts';
import { handle, ifMatch, versioned } from '../../src/server/http/respond.ts';

/** The whole document, with an ETag: a save sent with it as If-Match is refused (409) if someone saved since. */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    return versioned(await siteSettings());
  },
  PUT: async (request) => {
    const { admin } = await authenticate(request, 'content');
    const value = await readJson(request, SiteSettingsInputSchema);
    return versioned(
      await saveSettings('site-settings', value, admin.username, {
        expectedTag: ifMatch(request),
        sent: fieldsSent(value),
      }),
    );
  },
});

export const config: Config = { path: '/api/admin/site-settings' };
