import type { Config } from '@netlify/functions';
import { OrderUndoSchema } from '../../src/domain/orders/order.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { undoOrderChange } from '../../src/server/orders/desk.ts';

/** Staff take back the last change of an order's status. */
export default handle({
  POST: async (request, { params }) => {
    const { admin } = await authenticate(request, 'orders');
    const { revision } = await readJson(request, OrderUndoSchema);
    return json(await undoOrderChange(params.code ?? '', revision, admin));
  },
});

export const config: Config = { path: '/api/admin/orders/:code/undo' };
