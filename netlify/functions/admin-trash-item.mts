import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { purgeDeleted } from '../../src/server/backup/restore-service.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/** Deletes a deleted item for good (with its history). */
export default handle({
  DELETE: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    return json(await purgeDeleted(params.kind, params.id, admin.username));
  },
});

export const config: Config = { path: '/api/admin/trash/:kind/:id' };
