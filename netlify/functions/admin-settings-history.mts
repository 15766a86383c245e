import type { Config } from '@netlify/functions';
import { settingsPermission } from '../../src/domain/content/history.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { listSettingsHistory } from '../../src/server/content/settings-history-service.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/** Earlier versions of the restaurant info or the site settings, newest first. */
export default handle({
  GET: async (request, { params }) => {
    await authenticate(request, settingsPermission(params.document));
    return json(await listSettingsHistory(params.document));
  },
});

export const config: Config = { path: '/api/admin/settings-history/:document' };
