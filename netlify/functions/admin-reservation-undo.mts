import type { Config } from '@netlify/functions';
import { ReservationUndoSchema } from '../../src/domain/reservations/reservation.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { undoReservationChange } from '../../src/server/reservations/desk.ts';

/** Staff take back the last change of a reservation's status. */
export default handle({
  POST: async (request, { params }) => {
    const { admin } = await authenticate(request, 'reservations');
    const { revision } = await readJson(request, ReservationUndoSchema);
    return json(await undoReservationChange(params.id ?? '', revision, admin));
  },
});

export const config: Config = { path: '/api/admin/reservations/:id/undo' };
