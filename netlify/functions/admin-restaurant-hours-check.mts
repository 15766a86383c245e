import type { Config } from '@netlify/functions';
import { HoursCheckRequestSchema } from '../../src/domain/content/hours-change.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { timesClosedBy } from '../../src/server/content/hours-change.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/**
 * New opening hours, before they are saved: the times they would close that coming bookings and orders
 * hold, with how many of each (`{closes: [{date, time, reservations, orders}]}`). Nothing is changed.
 */
export default handle({
  POST: async (request) => {
    await authenticate(request, 'content');
    const { openingHours } = await readJson(request, HoursCheckRequestSchema);
    return json(await timesClosedBy(openingHours));
  },
});

export const config: Config = { path: '/api/admin/restaurant/hours-check' };
