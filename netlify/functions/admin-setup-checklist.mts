import type { Config } from '@netlify/functions';
import { SetupChecklistChangeSchema } from '../../src/domain/content/setup-checklist.ts';
import { NoQuerySchema } from '../../src/domain/notifications/channels.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { dismissSetupChecklist, setupChecklist } from '../../src/server/content/setup-service.ts';
import { readJson, readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/**
 * The dashboard's first-run checklist (superadmin): what still shows the starter restaurant, and whether
 * this account hid it. PUT `{dismissed}` hides it on every device of the account, or shows it again.
 */
export default handle({
  GET: async (request) => {
    const session = await authenticate(request, 'setup');
    readQuery(request, NoQuerySchema);
    return json(await setupChecklist(session));
  },
  PUT: async (request) => {
    const session = await authenticate(request, 'setup');
    const { dismissed } = await readJson(request, SetupChecklistChangeSchema);
    return json(await dismissSetupChecklist(session, dismissed));
  },
});

export const config: Config = { path: '/api/admin/setup-checklist' };
