import type { Config } from '@netlify/functions';
import { UserCreateSchema } from '../../src/domain/accounts/admin-user.ts';
import { authenticate, listUsers } from '../../src/server/accounts/auth-service.ts';
import { createUser } from '../../src/server/accounts/user-service.ts';
import { clientIp } from '../../src/server/http/client-ip.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  GET: async (request) => {
    await authenticate(request, 'users');
    return json(await listUsers());
  },
  POST: async (request, context) => {
    const { admin } = await authenticate(request, 'users');
    const input = await readJson(request, UserCreateSchema);
    return json(await createUser(input, admin.username, clientIp(request, context)), { status: 201 });
  },
});

export const config: Config = { path: '/api/admin/users' };
