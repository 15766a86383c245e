import type { Config } from '@netlify/functions';
import { RestaurantInfoInputSchema } from '../../src/domain/content/restaurant.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { restaurantInfo, saveSettings } from '../../src/server/content/settings-service.ts';
import { fieldsSent, readJson } from '../../src/server/http/read-json.ts';
import { handle, ifMatch, versioned } from '../../src/server/http/respond.ts';

/** The whole document, with an ETag: a save sent with it as If-Match is refused (409) if someone saved since. */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    return versioned(await restaurantInfo());
  },
  PUT: async (request) => {
    const { admin } = await authenticate(request, 'content');
    const value = await readJson(request, RestaurantInfoInputSchema);
    return versioned(
      await saveSettings('restaurant', value, admin.username, {
        expectedTag: ifMatch(request),
        sent: fieldsSent(value),
      }),
    );
  },
});

export const config: Config = { path: '/api/admin/restaurant' };
