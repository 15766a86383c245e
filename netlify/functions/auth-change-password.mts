import type { Config } from '@netlify/functions';
import { PasswordChangeSchema } from '../../src/domain/admin-user.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { authenticate, changePassword } from '../../src/server/services/auth-service.ts';

export default handle({
  POST: async (request) => {
    const session = await authenticate(request, 'self');
    const { old_password, new_password } = await readJson(request, PasswordChangeSchema);
    return json(await changePassword(session, old_password, new_password));
  },
});

export const config: Config = { path: '/api/admin/auth/change-password' };
