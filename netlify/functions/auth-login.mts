import type { Config } from '@netlify/functions';
import { LoginRequestSchema } from '../../src/domain/accounts/admin-user.ts';
import { login } from '../../src/server/accounts/auth-service.ts';
import { clientIp } from '../../src/server/http/client-ip.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  POST: async (request, context) => {
    const { username, password } = await readJson(request, LoginRequestSchema);
    return json(await login(username, password, clientIp(request, context)));
  },
});

export const config: Config = { path: '/api/admin/auth/login' };
