import type { Config } from '@netlify/functions';
import { ReservationExportQuerySchema } from '../../src/domain/reservations/export.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { csvFile, handle } from '../../src/server/http/respond.ts';
import { exportReservations } from '../../src/server/reservations/export.ts';

/** The bookings of a date range as a CSV file to download (?from=yyyy-mm-dd&to=yyyy-mm-dd). */
export default handle({
  GET: async (request) => {
    const { admin } = await authenticate(request, 'reservations');
    const range = readQuery(request, ReservationExportQuerySchema);
    return csvFile(await exportReservations(range, admin));
  },
});

export const config: Config = { path: '/api/admin/reservations/export' };
