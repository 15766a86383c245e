import type { Config } from '@netlify/functions';
import { PasswordChangeSchema } from '../../src/domain/accounts/admin-user.ts';
import { authenticate, changePassword } from '../../src/server/accounts/auth-service.ts';
import { clientIp } from '../../src/server/http/client-ip.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  POST: async (request, context) => {
    const session = await authenticate(request, 'self', { beforePasswordChange: true });
    const { old_password, new_password } = await readJson(request, PasswordChangeSchema);
    return json(await changePassword(session, old_password, new_password, clientIp(request, context)));
  },
});

export const config: Config = { path: '/api/admin/auth/change-password' };
