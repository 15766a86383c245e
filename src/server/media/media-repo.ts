import type { Store } from '@netlify/blobs';
import { type MediaImage, MediaImageSchema } from '../../domain/media/media-library.ts';
import { CorruptContentError, openStore, storeCall } from '../store/blobs.ts';
import { deleteDocument, listKeys, mapLimit, readDocument, writeDocument } from '../store/documents.ts';

/**
 * The media library, a store of its own: each image is one blob of bytes under `files/<id>` (its content
 * type in the blob's metadata) and one JSON record under `images/<id>`. The record is written after the
 * file, so a listed image always has its file.
 */
export function mediaStore(): Store {
  return openStore('media');
}

const FILES = 'files/';
const IMAGES = 'images/';
const READ_CONCURRENCY = 32;

export async function putMediaFile(
  store: Store,
  id: string,
  data: Buffer,
  contentType: string,
): Promise<void> {
  const bytes = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  await storeCall('store the image', () => store.set(`${FILES}${id}`, bytes, { metadata: { contentType } }));
}

/** The stored bytes of image `id` and their content type, or null. */
export async function getMediaFile(
  store: Store,
  id: string,
): Promise<{ data: ArrayBuffer; contentType: string | null } | null> {
  const result = await storeCall('read the image', () =>
    store.getWithMetadata(`${FILES}${id}`, { type: 'arrayBuffer' }),
  );
  if (!result) return null;
  const { contentType } = result.metadata;
  return { data: result.data, contentType: typeof contentType === 'string' ? contentType : null };
}

export const getMediaImage = (store: Store, id: string) =>
  readDocument(store, `${IMAGES}${id}`, MediaImageSchema);

/** Writes the record of a new image; false when an image with this id is already recorded. */
export const addMediaImage = (store: Store, image: MediaImage) =>
  writeDocument(store, `${IMAGES}${image.id}`, image, { onlyIfNew: true });

/** Every recorded image; a damaged record is reported and left out, as collection lists do. */
export async function listMediaImages(store: Store): Promise<MediaImage[]> {
  const ids = await listKeys(store, IMAGES);
  const images = await mapLimit(ids, READ_CONCURRENCY, (id) =>
    getMediaImage(store, id).catch((error: unknown) => {
      if (!(error instanceof CorruptContentError)) throw error;
      console.error(error.message);
      return null;
    }),
  );
  return images.filter((image): image is MediaImage => image !== null);
}

/** Removes the record first: an image that is no longer listed but still has its file is harmless. */
export async function removeMediaImage(store: Store, id: string): Promise<void> {
  await deleteDocument(store, `${IMAGES}${id}`);
  await storeCall('delete the image', () => store.delete(`${FILES}${id}`));
}
