/**
 * The media library: photos staff upload for dishes, the gallery, events and the logo. Shared by the
 * admin (which scales a photo down before it sends it, and refuses a wrong file early) and the server
 * (which checks what it really received, applies the EXIF orientation, strips all metadata, GPS
 * included, and stores it under a name made from its content).
 *
 * API (all but the file itself need a session with the `content` permission):
 *   POST   /api/admin/media        multipart/form-data, one file in the field `file` → 201 MediaImage
 *                                  (200 with the stored one when the same picture was uploaded before)
 *   GET    /api/admin/media        → MediaLibraryItem[], newest first
 *   DELETE /api/admin/media/:id    → 204; 409 {detail, used_by} while the site uses it
 *   GET    /media/:id.:ext         the image, cached for a year (the name changes with the content)
 */
import { z } from 'zod';

/** What a request to the functions may carry once encoded; the admin scales photos well below it. */
export const MEDIA_MAX_BYTES = 4 * 1024 * 1024;
/** Longest side the admin scales a photo down to before uploading, and the server stores at most. */
export const MEDIA_MAX_SIDE = 2560;
/** Pixels an uploaded image may declare (refuses decompression bombs before decoding them). */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** Formats stored as uploaded (after orientation and metadata removal). */
export const MEDIA_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];
export const MEDIA_EXTENSIONS: Record<MediaContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export const MEDIA_TOO_LARGE = 'File size must be less than 4MB';
export const MEDIA_WRONG_TYPE = 'Only JPEG, PNG, WebP and AVIF photos can be uploaded';
export const MEDIA_INCOMPLETE =
  'The photo is incomplete (the file is damaged or was cut short): choose it again, or take it again';
export const MEDIA_HEIC =
  'HEIC photos cannot be read here: choose "Most Compatible" (JPEG) in the camera settings, or upload from the admin in a browser, which converts them';
export const MEDIA_TOO_MANY_PIXELS = 'The image is too large: at most 50 megapixels';
/** Within the pixel limit, but too much to decode (16-bit samples, many channels). */
export const MEDIA_TOO_HEAVY =
  'The image holds too much data to process: save it with 8 bits per channel, or with fewer pixels';
export const MEDIA_TOO_SLOW = 'The image took too long to process: save it smaller and upload it again';

/** The id of a stored image: the start of the SHA-256 of its stored bytes, in hex. */
export const MediaIdSchema = z.string().regex(/^[a-f0-9]{24}$/, 'must be an image id');

/** The path an image is served at. */
export const mediaPath = (id: string, contentType: MediaContentType) =>
  `/media/${id}.${MEDIA_EXTENSIONS[contentType]}`;

/** A stored image, as the library lists it and an upload answers. */
export const MediaImageSchema = z.object({
  id: MediaIdSchema,
  /** Site-relative URL to put in an image field (`/media/<id>.<ext>`). */
  url: z.string(),
  content_type: z.enum(MEDIA_CONTENT_TYPES),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Size of the stored file. */
  bytes: z.number().int().positive(),
  /** The file's name on the uploader's device, for staff to recognise it (never used in a URL). */
  original_name: z.string().max(200).default(''),
  uploaded_by: z.string(),
  uploaded_at: z.string(),
});
export type MediaImage = z.infer<typeof MediaImageSchema>;

/** Where the site uses an image. */
export const MediaUseSchema = z.object({
  kind: z.enum(['dish', 'dish-gallery', 'gallery', 'event', 'logo', 'favicon']),
  /** The id of the dish, gallery image or event ('' for the site settings). */
  id: z.string(),
  /** What staff call it: the dish's name, the gallery image's alt text, the event's title… */
  label: z.string(),
});
export type MediaUse = z.infer<typeof MediaUseSchema>;

export const MediaLibraryItemSchema = MediaImageSchema.extend({ used_by: z.array(MediaUseSchema) });
export type MediaLibraryItem = z.infer<typeof MediaLibraryItemSchema>;

/** The 409 answer to deleting an image in use. */
export const MediaInUseSchema = z.object({ detail: z.string(), used_by: z.array(MediaUseSchema) });
