import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { addMenuItem, MenuItemWriteSchema } from '../../src/server/content/menu-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  POST: async (request, context) => {
    const { admin } = await authenticate(request, 'content');
    const input = await readJson(request, MenuItemWriteSchema);
    return json(await addMenuItem(context.params.categoryId, input, admin.username), { status: 201 });
  },
});

export const config: Config = { path: '/api/admin/menu/category/:categoryId/item' };
