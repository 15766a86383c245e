import type { Config } from '@netlify/functions';
import { NoQuerySchema } from '../../src/domain/notifications/channels.ts';
import { PushSubscriptionInputSchema, PushUnsubscribeSchema } from '../../src/domain/notifications/push.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readJson, readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import {
  forgetPushDevice,
  listPushDevices,
  savePushDevice,
} from '../../src/server/notifications/push-service.ts';

/**
 * Settings → Notifications, "Notify this device of new bookings": the server's public VAPID key and the
 * signed-in account's devices (GET), this device's push subscription saved (POST) or forgotten (DELETE).
 */
export default handle({
  GET: async (request) => {
    const session = await authenticate(request, 'reservations');
    readQuery(request, NoQuerySchema);
    return json(await listPushDevices(session));
  },
  POST: async (request) => {
    const session = await authenticate(request, 'reservations');
    const input = await readJson(request, PushSubscriptionInputSchema);
    return json(await savePushDevice(session, input), { status: 201 });
  },
  DELETE: async (request) => {
    const session = await authenticate(request, 'reservations');
    const { endpoint } = await readJson(request, PushUnsubscribeSchema);
    await forgetPushDevice(session, endpoint);
    return json({ detail: 'This device will no longer be notified of new bookings' });
  },
});

export const config: Config = { path: '/api/admin/push-subscriptions' };
