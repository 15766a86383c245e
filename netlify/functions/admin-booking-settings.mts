import type { Config } from '@netlify/functions';
import { BookingSettingsInputSchema } from '../../src/domain/reservations/booking-settings.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { fieldsSent, readJson } from '../../src/server/http/read-json.ts';
import { handle, ifMatch, versioned } from '../../src/server/http/respond.ts';
import { bookingSettings, saveBookingSettings } from '../../src/server/reservations/slots.ts';

/**
 * The booking settings (seats per slot, how long bookings are kept), with an ETag: a save sent with it as
 * If-Match is refused if stale. The retention is the superadmin's, a shorter one saved only with the count
 * of bookings it deletes confirmed.
 */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'reservations');
    return versioned(await bookingSettings());
  },
  PUT: async (request) => {
    const { admin } = await authenticate(request, 'reservations');
    const input = await readJson(request, BookingSettingsInputSchema);
    const { confirm_deletes: confirmDeletes, ...value } = input;
    return versioned(
      await saveBookingSettings(value, admin, {
        expectedTag: ifMatch(request),
        confirmDeletes,
        sent: fieldsSent(input),
      }),
    );
  },
});

export const config: Config = { path: '/api/admin/booking-settings' };
