import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { restoreDeleted } from '../../src/server/backup/restore-service.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/** Puts a deleted item back on the website. */
export default handle({
  POST: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    return json(await restoreDeleted(params.kind, params.id, admin.username));
  },
});

export const config: Config = { path: '/api/admin/trash/:kind/:id/restore' };
