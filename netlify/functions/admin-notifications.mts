import type { Config } from '@netlify/functions';
import { NoQuerySchema } from '../../src/domain/notifications.ts';
import { can } from '../../src/domain/permissions.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { authenticate } from '../../src/server/services/auth-service.ts';
import { notifyStatus } from '../../src/server/services/notify-service.ts';

/**
 * Settings → Notifications: whether e-mail and the webhook are configured (never their addresses or
 * secrets), and for a superadmin the last delivery failures.
 */
export default handle({
  GET: async (request) => {
    const { admin } = await authenticate(request, 'reservations');
    readQuery(request, NoQuerySchema);
    return json(await notifyStatus(can(admin.role, 'audit')));
  },
});

export const config: Config = { path: '/api/admin/notifications' };
