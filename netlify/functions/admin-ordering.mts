import type { Config } from '@netlify/functions';
import { OrderingSettingsSchema } from '../../src/domain/orders/ordering-settings.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { orderingSettings, saveSettings } from '../../src/server/content/settings-service.ts';
import { fieldsSent, readJson } from '../../src/server/http/read-json.ts';
import { handle, ifMatch, versioned } from '../../src/server/http/respond.ts';

/**
 * The ordering settings (the ways guests order, service charge, PB1, delivery), with an ETag: a save sent
 * with it as If-Match is refused (409) if someone saved since. A save publishes the site again.
 */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    return versioned(await orderingSettings());
  },
  PUT: async (request) => {
    const { admin } = await authenticate(request, 'content');
    const value = await readJson(request, OrderingSettingsSchema);
    return versioned(
      await saveSettings('ordering', value, admin.username, {
        expectedTag: ifMatch(request),
        sent: fieldsSent(value),
      }),
    );
  },
});

export const config: Config = { path: '/api/admin/ordering' };
