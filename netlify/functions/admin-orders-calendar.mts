import type { Config } from '@netlify/functions';
import { PreorderCalendarQuerySchema } from '../../src/domain/orders/order.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { preorderCalendar } from '../../src/server/orders/desk.ts';

/**
 * The kitchen's calendar of the coming days (`from`, today by default; `days`, 14): each day's total of
 * each pre-order dish and the orders holding them, `{days: [{date, dishes, orders}]}`.
 */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'orders');
    return json(await preorderCalendar(readQuery(request, PreorderCalendarQuerySchema)));
  },
});

export const config: Config = { path: '/api/admin/orders/calendar' };
