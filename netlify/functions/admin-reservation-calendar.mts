import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { handle } from '../../src/server/http/respond.ts';
import { reservationCalendar } from '../../src/server/reservations/desk.ts';

/** A booking as a calendar file (.ics) to download, for staff's own calendar. */
export default handle({
  GET: async (request, { params }) => {
    await authenticate(request, 'reservations');
    const { body, fileName } = await reservationCalendar(params.id ?? '');
    return new Response(body, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      },
    });
  },
});

export const config: Config = { path: '/api/admin/reservations/:id/calendar' };
