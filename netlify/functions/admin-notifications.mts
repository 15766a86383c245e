import type { Config } from '@netlify/functions';
import { can } from '../../src/domain/accounts/permissions.ts';
import { NoQuerySchema, NotifyEmailSettingsSchema } from '../../src/domain/notifications/channels.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readJson, readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { notifyStatus, saveEmailRecipients } from '../../src/server/notifications/notify-service.ts';

/**
 * Settings → Notifications: whether e-mail and the webhook are configured (never the addresses or
 * secrets set on the server), the addresses saved here, and for a superadmin the last delivery failures.
 * PUT (superadmin) saves the addresses the new-booking e-mail goes to.
 */
export default handle({
  GET: async (request) => {
    const { admin } = await authenticate(request, 'reservations');
    readQuery(request, NoQuerySchema);
    return json(await notifyStatus(can(admin.role, 'audit')));
  },
  PUT: async (request) => {
    const { admin } = await authenticate(request, 'bookingEmail');
    await saveEmailRecipients(await readJson(request, NotifyEmailSettingsSchema), admin.username);
    return json(await notifyStatus(can(admin.role, 'audit')));
  },
});

export const config: Config = { path: '/api/admin/notifications' };
