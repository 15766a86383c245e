import type { Config } from '@netlify/functions';
import { loginHint } from '../../src/server/accounts/auth-service.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/** The default credentials the login page shows, only until the first password is changed. */
export default handle({ GET: async () => json(await loginHint()) });

export const config: Config = { path: '/api/admin/auth/login-hint' };
