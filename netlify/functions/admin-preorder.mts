import type { Config } from '@netlify/functions';
import { PreorderSettingsSchema } from '../../src/domain/orders/preorder-schemas.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { preorderSettings, saveSettings } from '../../src/server/content/settings-service.ts';
import { fieldsSent, readJson } from '../../src/server/http/read-json.ts';
import { handle, ifMatch, versioned } from '../../src/server/http/respond.ts';

/**
 * The pre-order and deposit settings (the deposit asked, by when it is paid, the restaurant's static QRIS
 * and how many days ahead guests may pre-order), with an ETag: a save sent with it as If-Match is refused
 * (409) if someone saved since. A save publishes the site again (the basket shows the deposit).
 */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    return versioned(await preorderSettings());
  },
  PUT: async (request) => {
    const { admin } = await authenticate(request, 'content');
    const value = await readJson(request, PreorderSettingsSchema);
    return versioned(
      await saveSettings('preorder', value, admin.username, {
        expectedTag: ifMatch(request),
        sent: fieldsSent(value),
      }),
    );
  },
});

export const config: Config = { path: '/api/admin/preorder' };
