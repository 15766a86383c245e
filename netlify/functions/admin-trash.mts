import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { listTrash } from '../../src/server/backup/restore-service.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

const TrashQuerySchema = z.object({ kind: z.string().optional() });

/** Recently deleted menu items, gallery images and events (all, or `?kind=` one kind), newest first. */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    return json(await listTrash(readQuery(request, TrashQuerySchema).kind));
  },
});

export const config: Config = { path: '/api/admin/trash' };
