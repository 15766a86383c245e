import type { Config } from '@netlify/functions';
import { handle, json } from '../../src/server/http/respond.ts';
import { authenticate, describeSession } from '../../src/server/services/auth-service.ts';

export default handle({
  GET: async (request) =>
    json(await describeSession(await authenticate(request, 'self', { beforePasswordChange: true }))),
});

export const config: Config = { path: '/api/admin/auth/me' };
