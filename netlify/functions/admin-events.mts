import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { addEvent, EventWriteSchema, listEvents } from '../../src/server/content/event-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    return json(await listEvents());
  },
  POST: async (request) => {
    const { admin } = await authenticate(request, 'content');
    return json(await addEvent(await readJson(request, EventWriteSchema), admin.username), { status: 201 });
  },
});

export const config: Config = { path: '/api/admin/events' };
