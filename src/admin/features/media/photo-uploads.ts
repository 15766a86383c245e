/**
 * Photos on their way to the media library: scaled down in the browser (which also turns a phone's HEIC
 * into JPEG where the browser can read it), then sent with XMLHttpRequest, the only way to show upload
 * progress. Failures are the same errors as {@link api}'s, and a 401 ends the session the same way.
 */
import { z } from 'zod';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_SIDE,
  type MediaImage,
  MediaImageSchema,
  MediaLibraryItemSchema,
} from '../../../domain/media/media-library.ts';
import { describeIssues } from '../../../domain/shared/validation.ts';
import { english, t } from '../../i18n/i18n.ts';
import { ApiError, NetworkError, refusal, refuseWhileOffline } from '../../shared/api.ts';
import { getToken } from '../../shared/session.ts';

export const MEDIA_ENDPOINT = '/api/admin/media';
export const MediaLibrarySchema = z.array(MediaLibraryItemSchema);
export const UPLOAD_FAILED = english('upload.failed');
export const JPEG_QUALITY = 0.85;

/** The upload was cancelled by the user. */
export class UploadCancelledError extends Error {
  override name = 'UploadCancelledError';
}

/** The size a picture of `width` × `height` is drawn at so that its longest side is at most `max`. */
export function scaledSize(width: number, height: number, max = MEDIA_MAX_SIDE) {
  const ratio = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Whether any pixel drawn is not fully opaque. */
function hasTransparency(context: Canvas2D, width: number, height: number): boolean {
  const { data } = context.getImageData(0, 0, width, height);
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] !== 255) return true;
  return false;
}

/**
 * Draws the picture at the given size and encodes it: as JPEG, or as PNG when `keepAlpha` and it has
 * transparent pixels (a JPEG would turn them black).
 */
async function encode(bitmap: ImageBitmap, width: number, height: number, keepAlpha: boolean): Promise<Blob> {
  const offscreen = typeof OffscreenCanvas !== 'undefined';
  const canvas = offscreen ? new OffscreenCanvas(width, height) : document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as Canvas2D | null;
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(bitmap, 0, 0, width, height);
  const type = keepAlpha && hasTransparency(context, width, height) ? 'image/png' : 'image/jpeg';
  if (canvas instanceof HTMLCanvasElement)
    return new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))),
        type,
        JPEG_QUALITY,
      ),
    );
  return canvas.convertToBlob({ type, quality: JPEG_QUALITY });
}

/** Formats that may have transparent pixels. */
const ALPHA_TYPES = new Set(['image/png', 'image/webp', 'image/avif', 'image/gif']);

/**
 * The photo as it will be sent: upright (EXIF orientation applied), its longest side at most
 * {@link MEDIA_MAX_SIDE}, as JPEG (PNG for a picture with transparent parts). A file the browser cannot
 * decode is sent as it is: the server says why it refuses it.
 */
export async function prepareImage(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const blob = await encode(bitmap, width, height, ALPHA_TYPES.has(file.type));
    const extension = blob.type === 'image/png' ? 'png' : 'jpg';
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.${extension}`;
    return new File([blob], name, { type: blob.type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

/** Refuses, before sending it, a file that is no picture (when the device says what it is). */
export function checkType(file: File): void {
  if (file.type && !file.type.startsWith('image/')) throw new ApiError(415, t('media.wrongType'));
}

/** Refuses a file the server would refuse for its size, before sending it. */
export function checkSize(file: Blob): void {
  if (file.size > MEDIA_MAX_BYTES) throw new ApiError(413, t('media.tooLarge'));
}

export interface Upload {
  /** The stored image, once the server has it. */
  done: Promise<MediaImage>;
  /** Stops the upload; `done` then rejects with {@link UploadCancelledError}. */
  cancel: () => void;
}

/** Sends one (prepared) file to the media library; `onProgress` gets the share sent so far, 0 to 1. */
export function uploadImage(file: File, onProgress: (share: number) => void): Upload {
  let xhr: XMLHttpRequest | null = null;
  let cancelled = false;

  const send = (): Promise<MediaImage> =>
    new Promise((resolve, reject) => {
      refuseWhileOffline();
      const token = getToken();
      const request = new XMLHttpRequest();
      xhr = request;
      request.open('POST', MEDIA_ENDPOINT);
      request.setRequestHeader('accept', 'application/json');
      if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onabort = () => reject(new UploadCancelledError(t('upload.cancelled')));
      request.onerror = () => reject(new NetworkError(t('notify.couldNotConnect')));
      request.onload = () => {
        let payload: unknown = null;
        try {
          payload = JSON.parse(request.responseText);
        } catch {
          // No JSON (a proxy's error page): the status says enough.
        }
        const detail =
          payload && typeof payload === 'object' && 'detail' in payload && typeof payload.detail === 'string'
            ? payload.detail
            : null;
        if (request.status < 200 || request.status >= 300) {
          const refused = refusal(request.status, detail, token);
          if (refused === 'retry' && !cancelled) send().then(resolve, reject);
          else reject(refused === 'retry' ? new UploadCancelledError(t('upload.cancelled')) : refused);
          return;
        }
        const parsed = MediaImageSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else
          reject(
            new ApiError(
              request.status,
              t('common.unexpectedAnswer', { issues: describeIssues(parsed.error) }),
            ),
          );
      };
      const form = new FormData();
      form.append('file', file, file.name);
      onProgress(0);
      request.send(form);
    });

  return {
    done: send(),
    cancel: () => {
      cancelled = true;
      xhr?.abort();
    },
  };
}

/** "850 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
