import type { Config } from '@netlify/functions';
import { PendingQuerySchema } from '../../src/domain/notifications/channels.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { pendingReservations } from '../../src/server/reservations/desk.ts';

/**
 * The count of reservations waiting for a decision, and the bookings made since the admin last asked (for
 * its toast): the admin's badge asks for it every few seconds.
 */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'reservations');
    const { since } = readQuery(request, PendingQuerySchema);
    return json(await pendingReservations(since));
  },
});

export const config: Config = { path: '/api/admin/reservations/pending-count' };
