import type { Config } from '@netlify/functions';
import { handle, json } from '../../src/server/http/respond.ts';
import { applyRetention } from '../../src/server/reservations/retention.ts';

/**
 * Off unless the booking settings keep reservations for a number of months: then once a day the bookings
 * dated before that are deleted. No public address.
 */
export default handle({
  POST: async () => json(await applyRetention()),
});

export const config: Config = { schedule: '@daily' };
