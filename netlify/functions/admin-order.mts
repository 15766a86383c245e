import type { Config } from '@netlify/functions';
import { OrderUpdateSchema } from '../../src/domain/orders/order.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { getOrder, moveOrder } from '../../src/server/orders/desk.ts';

/** One order; staff move it along (accept, ready, completed, decline, cancel) with the revision they saw. */
export default handle({
  GET: async (request, { params }) => {
    await authenticate(request, 'orders');
    return json(await getOrder(params.code ?? ''));
  },
  PUT: async (request, { params }) => {
    const { admin } = await authenticate(request, 'orders');
    const update = await readJson(request, OrderUpdateSchema);
    return json(await moveOrder(params.code ?? '', update, admin));
  },
});

export const config: Config = {
  path: '/api/admin/orders/:code',
  // The count of new orders and the export are functions of their own.
  excludedPath: ['/api/admin/orders/new-count', '/api/admin/orders/export'],
};
