import type { Config, Context } from '@netlify/functions';
import { ORDER_MESSAGES, OrderRequestSchema } from '../../src/domain/orders/order.ts';
import { siteOrigin } from '../../src/server/config.ts';
import { clientIp } from '../../src/server/http/client-ip.ts';
import { isCrossSite } from '../../src/server/http/cross-site.ts';
import { forbidden } from '../../src/server/http/errors.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { deferWith } from '../../src/server/notifications/notify-service.ts';
import { createGuestOrder, orderIssue } from '../../src/server/orders/intake.ts';

/**
 * A guest sends the basket's order (public): priced by the server, stored as new, staff told after the
 * answer. 201 `{code, order}`; refusals `{detail, field}`.
 */
export default handle({
  POST: async (request: Request, context: Context) => {
    // An order is sent from the restaurant's own pages only.
    if (isCrossSite(request)) throw forbidden(ORDER_MESSAGES.crossSite);
    const input = await readJson(request, OrderRequestSchema, {
      describe: (error) => orderIssue(error).message,
      fieldOf: (error) => orderIssue(error).field,
    });
    const created = await createGuestOrder(input, clientIp(request, context), new Date(), {
      origin: siteOrigin(),
      defer: deferWith(context),
    });
    return json(created, { status: 201 });
  },
});

export const config: Config = { path: '/api/orders' };
