import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/respond.ts';
import { authenticate } from '../../src/server/services/auth-service.ts';
import { exportBackup } from '../../src/server/services/backup-service.ts';

/** All content as one JSON file to download. */
export default handle({
  GET: async (request) => {
    const { admin } = await authenticate(request, 'backup');
    const { body, fileName } = await exportBackup(admin.username);
    return new Response(body, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      },
    });
  },
});

export const config: Config = { path: '/api/admin/backup' };
