import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, LOGO_WRONG_TYPE } from '../../domain/media/logo.ts';
import type { MediaContentType } from '../../domain/media/media-library.ts';
import { AUDIT } from '../../domain/shared/server-messages.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { payloadTooLarge, unsupportedMediaType } from '../http/errors.ts';
import { readUpload } from '../http/read-upload.ts';
import { contentChanged } from '../publishing/publish.ts';
import { newId } from '../store/ids.ts';
import { detectImageKind, IMAGE_CONTENT_TYPES, type ImageKind } from './image-type.ts';
import { processPhoto } from './process-photo.ts';
import { sanitizeSvg } from './sanitize-svg.ts';
import { getUpload, putUpload } from './upload-repo.ts';

const EXTENSIONS: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', svg: 'svg' };
const RASTER_TYPES: Record<Exclude<ImageKind, 'svg'>, MediaContentType> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/**
 * Stores an uploaded logo after checking what it really is, and returns its URL. An SVG is sanitised; a
 * PNG or JPEG goes through the media library's pipeline (pixel limit, upright, re-encoded without the
 * camera's EXIF, GPS position or XMP).
 */
export async function uploadLogo(request: Request, by: string): Promise<{ url: string }> {
  const file = await readUpload(request, { maxBytes: LOGO_MAX_BYTES, tooLargeMessage: LOGO_TOO_LARGE });
  if (file.data.length > LOGO_MAX_BYTES) throw payloadTooLarge(LOGO_TOO_LARGE);
  const kind = detectImageKind(file.data);
  if (!kind) throw unsupportedMediaType(LOGO_WRONG_TYPE);
  let data: Buffer;
  if (kind === 'svg') {
    const clean = sanitizeSvg(file.data.toString('utf8'));
    if (!clean) throw unsupportedMediaType(LOGO_WRONG_TYPE);
    data = Buffer.from(clean, 'utf8');
  } else {
    data = (await processPhoto(file.data, RASTER_TYPES[kind], LOGO_WRONG_TYPE)).data;
  }
  const name = `${newId()}.${EXTENSIONS[kind]}`;
  await putUpload(name, data, IMAGE_CONTENT_TYPES[kind]);
  await recordAudit({ by, action: 'upload', target: `uploads/${name}`, summary: AUDIT.uploadedLogo });
  await contentChanged('Logo uploaded');
  return { url: `/uploads/${name}` };
}

/** An uploaded file as a response: immutable (names are never reused), and SVGs sandboxed. */
export async function serveUpload(name: string): Promise<Response | null> {
  const file = await getUpload(name);
  if (!file) return null;
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'cache-control': 'public, max-age=31536000, immutable',
  };
  if (file.contentType === IMAGE_CONTENT_TYPES.svg) {
    headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  }
  return new Response(file.data, { headers });
}
