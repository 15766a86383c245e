import type { Config } from '@netlify/functions';
import { notFound } from '../../src/server/http/errors.ts';
import { handle } from '../../src/server/http/respond.ts';
import { serveUpload } from '../../src/server/media/upload-service.ts';

/** Serves uploaded files (logos) from the upload store. */
export default handle({
  GET: async (_request, { params }) => {
    const response = await serveUpload(params.name ?? '');
    if (!response) throw notFound('File not found');
    return response;
  },
});

export const config: Config = { path: '/uploads/:name' };
