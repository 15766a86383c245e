import type { Config } from '@netlify/functions';
import { BackupRestoreRequestSchema } from '../../src/domain/backup/backup-file.ts';
import { describeIssues } from '../../src/domain/shared/validation.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { restoreBackup } from '../../src/server/backup/backup-service.ts';
import { badRequest } from '../../src/server/http/errors.ts';
import { readJsonFile } from '../../src/server/http/read-json-file.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/** Replaces all content with a backup's, once confirmed (`{ backup, confirm: true }`). */
export default handle({
  POST: async (request) => {
    const { admin } = await authenticate(request, 'backup');
    const parsed = BackupRestoreRequestSchema.safeParse(await readJsonFile(request));
    if (!parsed.success) throw badRequest(describeIssues(parsed.error));
    return json(await restoreBackup(parsed.data.backup, admin.username));
  },
});

export const config: Config = { path: '/api/admin/backup/restore' };
