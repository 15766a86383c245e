import type { Config } from '@netlify/functions';
import { authenticate, logout } from '../../src/server/accounts/auth-service.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  POST: async (request) => {
    await logout(await authenticate(request, 'self', { beforePasswordChange: true }));
    return json({ detail: 'Logged out' });
  },
});

export const config: Config = { path: '/api/admin/auth/logout' };
