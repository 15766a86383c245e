import type { Config } from '@netlify/functions';
import { PendingQuerySchema } from '../../src/domain/notifications/channels.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { newOrders } from '../../src/server/orders/desk.ts';

/**
 * How many orders are new, and those sent since the admin last asked (`since`, ms, for its toast): the
 * admin's badge asks for it every few seconds.
 */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'orders');
    const { since } = readQuery(request, PendingQuerySchema);
    return json(await newOrders(since));
  },
});

export const config: Config = { path: '/api/admin/orders/new-count' };
