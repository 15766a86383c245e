import type { Config } from '@netlify/functions';
import { describeReservationIssues, ReservationRequestSchema } from '../../src/domain/reservation.ts';
import { clientIp } from '../../src/server/http/client-ip.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { createReservation } from '../../src/server/services/reservation-service.ts';

/** A guest books a table (public). */
export default handle({
  POST: async (request, context) => {
    const input = await readJson(request, ReservationRequestSchema, { describe: describeReservationIssues });
    return json(await createReservation(input, clientIp(request, context)), { status: 201 });
  },
});

export const config: Config = { path: '/api/reservations' };
