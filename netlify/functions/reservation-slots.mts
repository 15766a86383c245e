import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { calendarDate } from '../../src/domain/shared/fields.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { slotAvailability } from '../../src/server/reservations/slots.ts';

const QuerySchema = z.object({ date: calendarDate('must be a date (yyyy-mm-dd)') });

/** The seats left in each booked slot of a day (public): the reservation form leaves full times out. */
export default handle({
  GET: async (request) => {
    const { date } = readQuery(request, QuerySchema);
    return json(await slotAvailability(date), { cache: 'public-short' });
  },
});

export const config: Config = { path: '/api/reservations/slots' };
