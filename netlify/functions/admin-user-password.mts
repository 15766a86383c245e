import type { Config } from '@netlify/functions';
import { PasswordResetSchema } from '../../src/domain/accounts/admin-user.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { resetPassword } from '../../src/server/accounts/user-service.ts';
import { clientIp } from '../../src/server/http/client-ip.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/** A superadmin sets a new password for an account, to be changed at its next login. */
export default handle({
  POST: async (request, context) => {
    const { admin } = await authenticate(request, 'users');
    const { new_password } = await readJson(request, PasswordResetSchema);
    return json(
      await resetPassword(context.params.id ?? '', new_password, admin.username, clientIp(request, context)),
    );
  },
});

export const config: Config = { path: '/api/admin/users/:id/reset-password' };
