import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { markReminderSent } from '../../src/server/reservations/desk.ts';

/** Staff sent the guest a reminder on WhatsApp: kept on the reservation with who and when. */
export default handle({
  POST: async (request, { params }) => {
    const { admin } = await authenticate(request, 'reservations');
    return json(await markReminderSent(params.id ?? '', admin));
  },
});

export const config: Config = { path: '/api/admin/reservations/:id/reminder' };
