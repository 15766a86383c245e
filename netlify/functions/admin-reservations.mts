import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { ReservationStatusSchema, StaffBookingSchema } from '../../src/domain/reservations/reservation.ts';
import { calendarDate } from '../../src/domain/shared/fields.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readJson, readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import {
  createStaffBooking,
  listReservations,
  RESERVATION_PAGE,
} from '../../src/server/reservations/desk.ts';

const FilterSchema = z.object({
  date: calendarDate('must be a date (yyyy-mm-dd)').optional(),
  status: ReservationStatusSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RESERVATION_PAGE.max, `must be at most ${RESERVATION_PAGE.max}`)
    .default(RESERVATION_PAGE.default),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export default handle({
  GET: async (request) => {
    await authenticate(request, 'reservations');
    const { limit, offset, ...filter } = readQuery(request, FilterSchema);
    const { items, total } = await listReservations(filter, { limit, offset });
    // One page, newest first; X-Total-Count says how many match in all.
    return json(items, { headers: { 'x-total-count': String(total) } });
  },
  /** A booking staff enter for a guest who phoned or walked in. */
  POST: async (request) => {
    const { admin } = await authenticate(request, 'reservations');
    const booking = await readJson(request, StaffBookingSchema);
    return json(await createStaffBooking(booking, admin), { status: 201 });
  },
});

export const config: Config = { path: '/api/admin/reservations' };
