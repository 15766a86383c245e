import type { Config } from '@netlify/functions';
import { notFound } from '../../src/server/http/errors.ts';
import { handle } from '../../src/server/http/respond.ts';
import { serveMedia } from '../../src/server/media/media-service.ts';

/** Serves the photos of the media library (public: the site shows them). */
export default handle({
  GET: async (request, { params }) => {
    const response = await serveMedia(params.name ?? '', request);
    if (!response) throw notFound('Image not found');
    return response;
  },
});

export const config: Config = { path: '/media/:name' };
