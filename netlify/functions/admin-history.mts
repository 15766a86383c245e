import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { listHistory } from '../../src/server/backup/restore-service.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/** Earlier versions of a menu item, gallery image or event, newest first. */
export default handle({
  GET: async (request, { params }) => {
    await authenticate(request, 'content');
    return json(await listHistory(params.kind, params.id));
  },
});

export const config: Config = { path: '/api/admin/history/:kind/:id' };
