import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { handle } from '../../src/server/http/respond.ts';
import { deleteMedia } from '../../src/server/media/media-service.ts';

export default handle({
  DELETE: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    await deleteMedia(params.id, admin.username);
    return new Response(null, { status: 204 });
  },
});

export const config: Config = { path: '/api/admin/media/:id' };
