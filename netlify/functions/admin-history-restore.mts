import type { Config } from '@netlify/functions';
import { RestoreVersionRequestSchema } from '../../src/domain/content/history.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { restoreVersion } from '../../src/server/backup/restore-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/** Brings back an earlier version of an item (a normal save: new revision, published). */
export default handle({
  POST: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    const body = await readJson(request, RestoreVersionRequestSchema);
    return json(await restoreVersion(params.kind, params.id, body, admin.username));
  },
});

export const config: Config = { path: '/api/admin/history/:kind/:id/restore' };
