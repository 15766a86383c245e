import { badRequest, unsupportedMediaType } from './errors.ts';
import { readBodyText } from './read-body.ts';

/** A backup of a large menu is far bigger than an ordinary request: up to 5 MB (Netlify takes 6). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * Reads a JSON document sent as the body (a file the admin chose), without validating it: 415 unless
 * JSON, 413 when larger than `maxBytes`, 400 when it is not JSON at all. The caller validates it.
 */
export async function readJsonFile(request: Request, maxBytes = MAX_FILE_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type))
    throw unsupportedMediaType('Send the request body as application/json');
  const tooLarge = `The file is too large (at most ${Math.floor(maxBytes / 1024 / 1024)} MB)`;
  const text = await readBodyText(request, maxBytes, tooLarge);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('This file is not valid JSON');
  }
}
