import type { Config } from '@netlify/functions';
import { authenticate, describeSession } from '../../src/server/accounts/auth-service.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  GET: async (request) =>
    json(await describeSession(await authenticate(request, 'self', { beforePasswordChange: true }))),
});

export const config: Config = { path: '/api/admin/auth/me' };
