import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import {
  deleteMenuItem,
  MenuItemWriteSchema,
  updateMenuItem,
} from '../../src/server/content/menu-service.ts';
import { fieldsSent, readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  PUT: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    const input = await readJson(request, MenuItemWriteSchema);
    return json(
      await updateMenuItem(params.categoryId, params.itemId, input, admin.username, fieldsSent(input)),
    );
  },
  DELETE: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    return json(await deleteMenuItem(params.categoryId, params.itemId, admin.username));
  },
});

export const config: Config = { path: '/api/admin/menu/category/:categoryId/item/:itemId' };
