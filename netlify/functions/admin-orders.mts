import type { Config } from '@netlify/functions';
import { OrderListQuerySchema } from '../../src/domain/orders/order.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { listOrders } from '../../src/server/orders/desk.ts';

/** One day's orders (today's on the restaurant's clock unless `date` says), newest first: `{items, total}`. */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'orders');
    return json(await listOrders(readQuery(request, OrderListQuerySchema)));
  },
});

export const config: Config = { path: '/api/admin/orders' };
