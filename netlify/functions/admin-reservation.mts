import type { Config } from '@netlify/functions';
import { ReservationDecisionSchema } from '../../src/domain/reservations/reservation.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { decideReservation } from '../../src/server/reservations/desk.ts';

/** Staff change a reservation's status (confirm, decline, cancel, seat, no-show), with the revision they saw. */
export default handle({
  PUT: async (request, { params }) => {
    const { admin } = await authenticate(request, 'reservations');
    const decision = await readJson(request, ReservationDecisionSchema);
    return json(await decideReservation(params.id ?? '', decision, admin));
  },
});

export const config: Config = {
  path: '/api/admin/reservations/:id',
  // The pending count and the export are functions of their own.
  excludedPath: ['/api/admin/reservations/pending-count', '/api/admin/reservations/export'],
};
