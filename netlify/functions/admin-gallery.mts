import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import {
  addGalleryImage,
  GalleryImageWriteSchema,
  listGallery,
} from '../../src/server/content/gallery-service.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  GET: async (request) => {
    await authenticate(request, 'content');
    return json(await listGallery());
  },
  POST: async (request) => {
    const { admin } = await authenticate(request, 'content');
    const input = await readJson(request, GalleryImageWriteSchema);
    return json(await addGalleryImage(input, admin.username), { status: 201 });
  },
});

export const config: Config = { path: '/api/admin/gallery' };
