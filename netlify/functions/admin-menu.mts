import type { Config } from '@netlify/functions';
import { handle, json } from '../../src/server/http/respond.ts';
import { authenticate } from '../../src/server/services/auth-service.ts';
import { listMenu } from '../../src/server/services/content-service.ts';

export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    return json(await listMenu());
  },
});

export const config: Config = { path: '/api/admin/menu' };
