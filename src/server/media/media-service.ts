import { createHash } from 'node:crypto';
import {
  MEDIA_CONTENT_TYPES,
  MEDIA_EXTENSIONS,
  MEDIA_HEIC,
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE,
  MEDIA_WRONG_TYPE,
  type MediaContentType,
  MediaIdSchema,
  type MediaImage,
  type MediaLibraryItem,
  type MediaUse,
  mediaPath,
} from '../../domain/media/media-library.ts';
import { AUDIT, fillIn } from '../../domain/shared/server-messages.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { listEvents } from '../content/event-service.ts';
import { listGallery } from '../content/gallery-service.ts';
import { listMenu } from '../content/menu-service.ts';
import { siteSettings } from '../content/settings-service.ts';
import { HttpError, notFound, payloadTooLarge, unsupportedMediaType } from '../http/errors.ts';
import { readUpload } from '../http/read-upload.ts';
import { json } from '../http/respond.ts';
import { detectPhotoKind, type PhotoKind } from './image-type.ts';
import {
  addMediaImage,
  getMediaFile,
  getMediaImage,
  listMediaImages,
  mediaStore,
  putMediaFile,
  removeMediaImage,
} from './media-repo.ts';
import { processPhoto } from './process-photo.ts';

const CONTENT_TYPES: Record<Exclude<PhotoKind, 'heic'>, MediaContentType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The file's name as staff may see it in a list: one line, no control or direction characters. */
export function cleanFileName(name: string): string {
  const oneLine = name
    .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  // At most 200 UTF-16 units, never cutting a character in two.
  return oneLine.slice(0, 200).replace(/[\ud800-\udbff]$/, '');
}

/**
 * Stores an uploaded photo in the media library (see processPhoto). Its id comes from the stored bytes,
 * so the same photo uploaded twice is stored once: `created` is false for the second.
 * Uploading does not change the site; placing the image in a field does, so no build is asked for here.
 */
export async function uploadMedia(
  request: Request,
  by: string,
): Promise<{ image: MediaImage; created: boolean }> {
  const file = await readUpload(request, { maxBytes: MEDIA_MAX_BYTES, tooLargeMessage: MEDIA_TOO_LARGE });
  if (file.data.length > MEDIA_MAX_BYTES) throw payloadTooLarge(MEDIA_TOO_LARGE);
  const kind = detectPhotoKind(file.data);
  if (kind === 'heic') throw unsupportedMediaType(MEDIA_HEIC);
  if (!kind) throw unsupportedMediaType(MEDIA_WRONG_TYPE);
  const contentType = CONTENT_TYPES[kind];
  const photo = await processPhoto(file.data, contentType);
  const id = createHash('sha256').update(photo.data).digest('hex').slice(0, 24);

  const store = mediaStore();
  const existing = await getMediaImage(store, id);
  if (existing) return { image: existing, created: false };
  const image: MediaImage = {
    id,
    url: mediaPath(id, contentType),
    content_type: contentType,
    width: photo.width,
    height: photo.height,
    bytes: photo.data.length,
    original_name: cleanFileName(file.filename),
    uploaded_by: by,
    uploaded_at: new Date().toISOString(),
  };
  await putMediaFile(store, id, photo.data, contentType);
  // Two uploads of the same photo at once: the first record stands, the other answers with it.
  if (!(await addMediaImage(store, image))) {
    const winner = await getMediaImage(store, id);
    if (winner) return { image: winner, created: false };
  }
  const summary = image.original_name
    ? fillIn(AUDIT.uploadedNamedPhoto, { file: image.original_name })
    : AUDIT.uploadedPhoto;
  await recordAudit({ by, action: 'upload', target: `media/${id}`, summary });
  return { image, created: true };
}

/** True when an image field's value is `url`, also with a query or fragment after it. */
const pointsTo = (value: string | null | undefined, url: string) =>
  !!value && (value === url || value.startsWith(`${url}?`) || value.startsWith(`${url}#`));

/** Every place of the content that shows an image, as one list to match images against. */
async function imageFields(): Promise<Array<MediaUse & { value: string }>> {
  const [menu, gallery, events, settings] = await Promise.all([
    listMenu(),
    listGallery(),
    listEvents(),
    siteSettings(),
  ]);
  const fields: Array<MediaUse & { value: string }> = [];
  for (const category of menu) {
    for (const dish of category.items) {
      fields.push({ kind: 'dish', id: dish.id, label: dish.name, value: dish.image });
      for (const value of dish.gallery)
        fields.push({ kind: 'dish-gallery', id: dish.id, label: dish.name, value });
    }
  }
  for (const image of gallery)
    fields.push({ kind: 'gallery', id: image.id, label: image.alt, value: image.url });
  for (const event of events)
    fields.push({ kind: 'event', id: event.id, label: event.title, value: event.image });
  if (settings.brand_logo) fields.push({ kind: 'logo', id: '', label: 'Logo', value: settings.brand_logo });
  fields.push({ kind: 'favicon', id: '', label: 'Favicon', value: settings.favicon_url });
  return fields;
}

function usesOf(url: string, fields: Array<MediaUse & { value: string }>): MediaUse[] {
  const uses = fields
    .filter((field) => pointsTo(field.value, url))
    .map(({ kind, id, label }) => ({ kind, id, label }));
  // A dish whose gallery holds the image twice is listed once (its main image is a use of its own).
  return uses.filter(
    (use, i) => uses.findIndex((other) => other.kind === use.kind && other.id === use.id) === i,
  );
}

/** Every image of the library, newest first, with where the site uses it. */
export async function listMediaLibrary(): Promise<MediaLibraryItem[]> {
  const [images, fields] = await Promise.all([listMediaImages(mediaStore()), imageFields()]);
  return images
    .sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at) || a.id.localeCompare(b.id))
    .map((image) => ({ ...image, used_by: usesOf(image.url, fields) }));
}

const IMAGE_MISSING = 'Image not found';

/** Deletes an image the site does not use; one in use is refused with the list of its uses. */
export async function deleteMedia(rawId: string | undefined, by: string): Promise<void> {
  const parsed = MediaIdSchema.safeParse(rawId);
  if (!parsed.success) throw notFound(IMAGE_MISSING);
  const id = parsed.data;
  const store = mediaStore();
  const image = await getMediaImage(store, id);
  if (!image) throw notFound(IMAGE_MISSING);
  const used_by = usesOf(image.url, await imageFields());
  if (used_by.length > 0) {
    const where = used_by.map((use) => `${use.label} (${use.kind})`).join(', ');
    throw new HttpError(
      409,
      `This image is used on the website: ${where}. Replace it there first.`,
      {},
      { used_by },
    );
  }
  await removeMediaImage(store, id);
  const summary = image.original_name
    ? fillIn(AUDIT.deletedNamedPhoto, { file: image.original_name })
    : AUDIT.deletedPhoto;
  await recordAudit({ by, action: 'delete', target: `media/${id}`, summary });
}

const NAME_PATTERN = new RegExp(`^([a-f0-9]{24})\\.(${Object.values(MEDIA_EXTENSIONS).join('|')})$`);

/**
 * An image of the library as a response, or null for any name that is not one (the extension must be
 * the stored type's). Its name changes with its content, so it is cached for a year.
 */
export async function serveMedia(name: string, request: Request): Promise<Response | null> {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const [, id, extension] = match as unknown as [string, string, string];
  const file = await getMediaFile(mediaStore(), id);
  const contentType = MEDIA_CONTENT_TYPES.find((type) => type === file?.contentType);
  if (!file || !contentType || MEDIA_EXTENSIONS[contentType] !== extension) return null;
  const headers = {
    'content-type': contentType,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    // The id is a hash of the bytes: a strong validator as it is.
    etag: `"${id}"`,
  };
  if (request.headers.get('if-none-match')?.includes(`"${id}"`))
    return new Response(null, { status: 304, headers });
  return new Response(file.data, { headers });
}

/** The answer to an upload: 201 with a new image, 200 with the one stored before. */
export const uploadAnswer = ({ image, created }: { image: MediaImage; created: boolean }) =>
  json(image, { status: created ? 201 : 200 });
