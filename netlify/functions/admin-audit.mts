import type { Config } from '@netlify/functions';
import { AuditQuerySchema } from '../../src/domain/shared/audit.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { listAudit } from '../../src/server/audit/audit-service.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/**
 * The activity log, newest first: `?limit=` entries (default 100), older than the entry `?before=` (an id
 * from an earlier page) when given, after the newest `?offset=`.
 */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'audit');
    return json(await listAudit(readQuery(request, AuditQuerySchema)));
  },
});

export const config: Config = { path: '/api/admin/audit' };
