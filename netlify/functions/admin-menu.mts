import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { listMenu } from '../../src/server/content/menu-service.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    return json(await listMenu());
  },
});

export const config: Config = { path: '/api/admin/menu' };
