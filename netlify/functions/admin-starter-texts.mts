import type { Config } from '@netlify/functions';
import { fallbackContent } from '../../src/content/fallback.ts';
import { textsInsteadOfStarter } from '../../src/domain/content/starter-words.ts';
import { NoQuerySchema } from '../../src/domain/notifications/channels.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { loadSiteContent } from '../../src/server/content/site-content.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/**
 * For the forms that edit them (Settings, the restaurant's details): the title, description and tagline
 * still the starter's, and what guests see instead once the restaurant has a name of its own.
 */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    readQuery(request, NoQuerySchema);
    return json({ texts: textsInsteadOfStarter(await loadSiteContent(), fallbackContent) });
  },
});

export const config: Config = { path: '/api/admin/starter-texts' };
