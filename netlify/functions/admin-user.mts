import type { Config } from '@netlify/functions';
import { UserUpdateSchema } from '../../src/domain/accounts/admin-user.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { updateUser } from '../../src/server/accounts/user-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/** A superadmin changes an account's name, email, role or activation. */
export default handle({
  PUT: async (request, { params }) => {
    const { admin } = await authenticate(request, 'users');
    return json(await updateUser(params.id ?? '', await readJson(request, UserUpdateSchema), admin.username));
  },
});

export const config: Config = { path: '/api/admin/users/:id' };
