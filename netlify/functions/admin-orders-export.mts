import type { Config } from '@netlify/functions';
import { OrderExportQuerySchema } from '../../src/domain/orders/export.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { csvFile, handle } from '../../src/server/http/respond.ts';
import { exportOrders } from '../../src/server/orders/export.ts';

/** The orders of a date range as a CSV file to download (?from=yyyy-mm-dd&to=yyyy-mm-dd&lang=en|id). */
export default handle({
  GET: async (request) => {
    const { admin } = await authenticate(request, 'orders');
    const range = readQuery(request, OrderExportQuerySchema);
    return csvFile(await exportOrders(range, admin));
  },
});

export const config: Config = { path: '/api/admin/orders/export' };
