import type { Config } from '@netlify/functions';
import { ReservationExportQuerySchema } from '../../src/domain/reservations/export.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle } from '../../src/server/http/respond.ts';
import { exportReservations } from '../../src/server/reservations/export.ts';

/** The bookings of a date range as a CSV file to download (?from=yyyy-mm-dd&to=yyyy-mm-dd). */
export default handle({
  GET: async (request) => {
    const { admin } = await authenticate(request, 'reservations');
    const range = readQuery(request, ReservationExportQuerySchema);
    const { body, fileName, count } = await exportReservations(range, admin);
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
        'x-total-count': String(count),
      },
    });
  },
});

export const config: Config = { path: '/api/admin/reservations/export' };
