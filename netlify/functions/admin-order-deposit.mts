import type { Config } from '@netlify/functions';
import { OrderDepositUpdateSchema } from '../../src/domain/orders/order.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { setDeposit } from '../../src/server/orders/desk.ts';

/** Staff mark an order's deposit paid, refunded, or unpaid again. */
export default handle({
  PUT: async (request, { params }) => {
    const { admin } = await authenticate(request, 'orders');
    const update = await readJson(request, OrderDepositUpdateSchema);
    return json(await setDeposit(params.code ?? '', update, admin));
  },
});

export const config: Config = { path: '/api/admin/orders/:code/deposit' };
