import type { Config } from '@netlify/functions';
import { handle, json } from '../../src/server/http/respond.ts';
import { authenticate, listUsers } from '../../src/server/services/auth-service.ts';

export default handle({
  GET: async (request) => {
    await authenticate(request, 'viewUsers');
    return json(await listUsers());
  },
});

export const config: Config = { path: '/api/admin/users' };
