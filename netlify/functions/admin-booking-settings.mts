import type { Config } from '@netlify/functions';
import { BookingSettingsSchema } from '../../src/domain/booking-settings.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, ifMatch, versioned } from '../../src/server/http/respond.ts';
import { authenticate } from '../../src/server/services/auth-service.ts';
import { bookingSettings, saveBookingSettings } from '../../src/server/services/booking-slots.ts';

/** The booking settings (seats per slot), with an ETag: a save sent with it as If-Match is refused if stale. */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'reservations');
    return versioned(await bookingSettings());
  },
  PUT: async (request) => {
    const { admin } = await authenticate(request, 'reservations');
    const value = await readJson(request, BookingSettingsSchema);
    return versioned(await saveBookingSettings(value, admin.username, ifMatch(request)));
  },
});

export const config: Config = { path: '/api/admin/booking-settings' };
