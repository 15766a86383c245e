import type { Config } from '@netlify/functions';
import { BuildHookInputSchema } from '../../src/domain/publishing/build-hook.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';
import {
  buildHookSettings,
  removeBuildHook,
  saveBuildHook,
} from '../../src/server/publishing/build-hook-service.ts';

/**
 * Settings → Publishing (superadmins): which build hook saves call, the one pasted here by its last
 * characters only; PUT pastes a Netlify build hook address, DELETE forgets it. "Publish now" is
 * POST /api/admin/publish.
 */
export default handle({
  GET: async (request) => {
    await authenticate(request, 'publishing');
    return json(await buildHookSettings());
  },
  PUT: async (request) => {
    const { admin } = await authenticate(request, 'publishing');
    const { url } = await readJson(request, BuildHookInputSchema);
    return json(await saveBuildHook(url, admin.username));
  },
  DELETE: async (request) => {
    const { admin } = await authenticate(request, 'publishing');
    return json(await removeBuildHook(admin.username));
  },
});

export const config: Config = { path: '/api/admin/build-hook' };
