import type { Config } from '@netlify/functions';
import { BackupQuerySchema } from '../../src/domain/backup/backup-file.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { exportBackup } from '../../src/server/backup/backup-service.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { handle } from '../../src/server/http/respond.ts';

/**
 * All content as one JSON file to download; with the reservations and the orders when asked
 * (`?reservations=1`; `orders=0` or `1` decides for the orders on its own).
 */
export default handle({
  GET: async (request) => {
    const { admin } = await authenticate(request, 'backup');
    const { reservations, orders = reservations } = readQuery(request, BackupQuerySchema);
    const { body, fileName } = await exportBackup(admin.username, new Date(), {
      withReservations: reservations === '1',
      withOrders: orders === '1',
    });
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
