import type { Metadata } from 'sharp';
import {
  MEDIA_HEIC,
  MEDIA_INCOMPLETE,
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_SIDE,
  MEDIA_TOO_HEAVY,
  MEDIA_TOO_MANY_PIXELS,
  MEDIA_TOO_SLOW,
  MEDIA_WRONG_TYPE,
  type MediaContentType,
} from '../../domain/media/media-library.ts';
import { payloadTooLarge, unsupportedMediaType } from '../http/errors.ts';
import {
  decodedBytes,
  IMAGE_MAX_DECODED_BYTES,
  IMAGE_WORK_TIMEOUT_SECONDS,
  timedOut,
  withImageWork,
} from './image-work.ts';

/** sharp's name of each format, as metadata() reports it (AVIF is a HEIF compressed with AV1). */
const SHARP_FORMATS: Record<MediaContentType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

/**
 * A photo as it is stored (media library photos and raster logos): turned upright by its EXIF orientation,
 * scaled down to MEDIA_MAX_SIDE and re-encoded in its own format. sharp writes no metadata unless asked to
 * (keepMetadata, withExif…), so the camera's EXIF, GPS position, XMP and ICC profile all stay behind, and
 * so does anything appended after the image data. `wrongType` is what to answer when the bytes are not
 * a `contentType` image after all.
 */
export async function processPhoto(
  data: Buffer,
  contentType: MediaContentType,
  wrongType = MEDIA_WRONG_TYPE,
) {
  // Loaded here, not with the module: the public /media and /uploads functions serve stored bytes and never
  // need libvips, so their cold starts do not pay for loading it.
  const { default: sharp } = await import('sharp');
  // The header alone says how large the image is: a decompression bomb (a few KB declaring billions of
  // pixels, or 16-bit samples) is refused before anything decodes it. limitInputPixels holds the decoder to
  // the same limit. failOn 'error' rather than sharp's 'warning': photos with small flaws that still decode
  // are accepted.
  const options = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' } as const;
  let header: Metadata;
  try {
    header = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMediaType(wrongType);
  }
  if (header.format !== SHARP_FORMATS[contentType]) throw unsupportedMediaType(wrongType);
  if (contentType === 'image/avif' && header.compression !== 'av1') throw unsupportedMediaType(MEDIA_HEIC);
  if (!header.width || !header.height) throw unsupportedMediaType(wrongType);
  if (header.width * header.height > MEDIA_MAX_PIXELS) throw payloadTooLarge(MEDIA_TOO_MANY_PIXELS);
  if (decodedBytes(header) > IMAGE_MAX_DECODED_BYTES) throw payloadTooLarge(MEDIA_TOO_HEAVY);

  return withImageWork(async () => {
    const pipeline = sharp(data, options)
      .timeout({ seconds: IMAGE_WORK_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: MEDIA_MAX_SIDE, height: MEDIA_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded = {
      'image/jpeg': () => pipeline.jpeg({ quality: 82, mozjpeg: true }),
      'image/png': () => pipeline.png({ compressionLevel: 9 }),
      'image/webp': () => pipeline.webp({ quality: 80 }),
      'image/avif': () => pipeline.avif({ quality: 55 }),
    }[contentType]();
    try {
      const { data: stored, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { data: stored, width: info.width, height: info.height };
    } catch (error) {
      if (timedOut(error)) throw payloadTooLarge(MEDIA_TOO_SLOW);
      // A header that reads but a body that does not: a file cut short (an interrupted transfer) or damaged.
      console.error('Could not process an uploaded image:', (error as Error).message);
      throw unsupportedMediaType(MEDIA_INCOMPLETE);
    }
  });
}
