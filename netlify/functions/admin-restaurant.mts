import type { Config } from '@netlify/functions';
import { RestaurantInfoSchema } from '../../src/domain/restaurant.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { authenticate } from '../../src/server/services/auth-service.ts';
import { restaurantInfo, saveRestaurantInfo } from '../../src/server/services/content-service.ts';

export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    return json(await restaurantInfo());
  },
  PUT: async (request) => {
    const { admin } = await authenticate(request, 'content');
    return json(await saveRestaurantInfo(await readJson(request, RestaurantInfoSchema), admin.username));
  },
});

export const config: Config = { path: '/api/admin/restaurant' };
