import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { deleteEvent, EventWriteSchema, updateEvent } from '../../src/server/content/event-service.ts';
import { fieldsSent, readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  PUT: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    const input = await readJson(request, EventWriteSchema);
    return json(await updateEvent(params.id, input, admin.username, fieldsSent(input)));
  },
  DELETE: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    return json(await deleteEvent(params.id, admin.username));
  },
});

export const config: Config = { path: '/api/admin/events/:id' };
