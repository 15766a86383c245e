import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { uploadLogo } from '../../src/server/media/upload-service.ts';

export default handle({
  POST: async (request) => {
    const { admin } = await authenticate(request, 'content');
    return json(await uploadLogo(request, admin.username), { status: 201 });
  },
});

export const config: Config = { path: '/api/admin/site-settings/upload-logo' };
