import type { Config } from '@netlify/functions';
import { NoQuerySchema } from '../../src/domain/notifications/channels.ts';
import { authenticate, sessionsStatus, signOutEveryone } from '../../src/server/accounts/auth-service.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/**
 * Settings → Sessions (superadmin): where the signing key comes from (GET), and "Sign out everyone"
 * (DELETE), which ends every session, the caller's too.
 */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'users');
    readQuery(request, NoQuerySchema);
    return json(sessionsStatus());
  },
  DELETE: async (request) => {
    await signOutEveryone(await authenticate(request, 'users'));
    return json({ detail: 'Everyone was signed out' });
  },
});

export const config: Config = { path: '/api/admin/sessions' };
