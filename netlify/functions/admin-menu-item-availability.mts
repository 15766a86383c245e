import type { Config } from '@netlify/functions';
import { MenuAvailabilityInputSchema } from '../../src/domain/content/menu.ts';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { setMenuItemAvailability } from '../../src/server/content/menu-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/** The Tersedia/Habis switch of one dish: `{available, revision}` → the dish as saved. */
export default handle({
  PUT: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    const input = await readJson(request, MenuAvailabilityInputSchema);
    return json(await setMenuItemAvailability(params.categoryId, params.itemId, input, admin.username));
  },
});

export const config: Config = { path: '/api/admin/menu/category/:categoryId/item/:itemId/availability' };
