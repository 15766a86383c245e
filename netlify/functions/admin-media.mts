import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { listMediaLibrary, uploadAnswer, uploadMedia } from '../../src/server/media/media-service.ts';

/** The media library: every photo staff uploaded, and uploading one more. */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    return json(await listMediaLibrary());
  },
  POST: async (request) => {
    const { admin } = await authenticate(request, 'content');
    return uploadAnswer(await uploadMedia(request, admin.username));
  },
});

export const config: Config = { path: '/api/admin/media' };
