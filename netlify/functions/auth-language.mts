import type { Config } from '@netlify/functions';
import { LanguageChangeSchema } from '../../src/domain/accounts/admin-user.ts';
import { authenticate, changeLanguage } from '../../src/server/accounts/auth-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  // Also before the first password is changed: that screen is then shown in the chosen language.
  PUT: async (request) => {
    const session = await authenticate(request, 'self', { beforePasswordChange: true });
    const { language } = await readJson(request, LanguageChangeSchema);
    return json(await changeLanguage(session, language));
  },
});

export const config: Config = { path: '/api/admin/auth/language' };
