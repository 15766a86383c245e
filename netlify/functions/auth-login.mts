import type { Config } from '@netlify/functions';
import { LoginRequestSchema } from '../../src/domain/admin-user.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import { login } from '../../src/server/services/auth-service.ts';

export default handle({
  POST: async (request) => {
    const { username, password } = await readJson(request, LoginRequestSchema);
    return json(await login(username, password));
  },
});

export const config: Config = { path: '/api/admin/auth/login' };
