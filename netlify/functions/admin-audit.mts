import type { Config } from '@netlify/functions';
import { AuditQuerySchema } from '../../src/domain/audit.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { listAudit } from '../../src/server/services/audit-service.ts';
import { authenticate } from '../../src/server/services/auth-service.ts';

/** The activity log: the newest admin actions (`?limit=`, default 100), newest first. */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'audit');
    return json(await listAudit(readQuery(request, AuditQuerySchema).limit));
  },
});

export const config: Config = { path: '/api/admin/audit' };
