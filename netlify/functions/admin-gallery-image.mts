import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import {
  deleteGalleryImage,
  GalleryImageWriteSchema,
  updateGalleryImage,
} from '../../src/server/content/gallery-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  PUT: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    const input = await readJson(request, GalleryImageWriteSchema);
    return json(await updateGalleryImage(params.id, input, admin.username));
  },
  DELETE: async (request, { params }) => {
    const { admin } = await authenticate(request, 'content');
    return json(await deleteGalleryImage(params.id, admin.username));
  },
});

export const config: Config = { path: '/api/admin/gallery/:id' };
