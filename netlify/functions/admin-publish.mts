import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { publishStatus, retryPublish } from '../../src/server/publishing/publish.ts';

/** Whether the public site shows every saved change (any signed-in admin); POST asks for a rebuild now (Retry). */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'self');
    return json(await publishStatus());
  },
  POST: async (request) => {
    await authenticate(request, 'content');
    return json(await retryPublish());
  },
});

export const config: Config = { path: ['/api/admin/publish-status', '/api/admin/publish'] };
