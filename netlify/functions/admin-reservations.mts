import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { ReservationStatusSchema } from '../../src/domain/reservation.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { authenticate } from '../../src/server/services/auth-service.ts';
import { listReservations } from '../../src/server/services/reservation-service.ts';

const FilterSchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-mm-dd)')
    .optional(),
  status: ReservationStatusSchema.optional(),
});

export default handle({
  GET: async (request) => {
    await authenticate(request, 'reservations');
    return json(await listReservations(readQuery(request, FilterSchema)));
  },
});

export const config: Config = { path: '/api/admin/reservations' };
