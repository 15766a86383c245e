import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { previewBackup } from '../../src/server/backup/backup-service.ts';
import { readJsonFile } from '../../src/server/http/read-json-file.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/** Checks a backup file in full and says what it holds; writes nothing. */
export default handle({
  POST: async (request) => {
    await authenticate(request, 'backup');
    return json(previewBackup(await readJsonFile(request)));
  },
});

export const config: Config = { path: '/api/admin/backup/preview' };
