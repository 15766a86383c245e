import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { deleteEvent, EventWriteSchema, updateEvent } from '../../src/server/content/event-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  PUT: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    return json(await updateEvent(params.id, await readJson(request, EventWriteSchema), admin.username));
  },
  DELETE: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    return json(await deleteEvent(params.id, admin.username));
  },
});

export const config: Config = { path: '/api/admin/events/:id' };
