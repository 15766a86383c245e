import type { Config } from '@netlify/functions';
import { RestoreSettingsRequestSchema, settingsPermission } from '../../src/domain/content/history.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { restoreSettingsVersion } from '../../src/server/content/settings-history-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, ifMatch, versioned } from '../../src/server/http/respond.ts';

/** Brings back an earlier version of the restaurant info or the site settings (a normal save, published). */
export default handle({
  POST: async (request, { params }) => {
    const { admin } = await authenticate(request, settingsPermission(params.document));
    const { version, confirm_deletes: confirmDeletes } = await readJson(
      request,
      RestoreSettingsRequestSchema,
    );
    return versioned(
      await restoreSettingsVersion(params.document, version, admin, {
        expectedTag: ifMatch(request),
        confirmDeletes,
      }),
    );
  },
});

export const config: Config = { path: '/api/admin/settings-history/:document/restore' };
