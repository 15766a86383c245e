/** The gallery's photos: listing, adding, editing and deleting one, each save published. */
import type { z } from 'zod';
import { type GalleryImage, GalleryImageInputSchema } from '../../domain/content/gallery.ts';
import { published } from '../publishing/publish.ts';
import { contentStore } from '../store/blobs.ts';
import { assertMediaExist, parseId, revision, writableStore } from './content-writes.ts';
import { createIn, deleteIn, updateIn } from './entity-service.ts';
import { galleryImages, getGallery } from './gallery-repo.ts';

export const GalleryImageWriteSchema = GalleryImageInputSchema.extend(revision.shape);

const IMAGE_MISSING = 'Gallery image not found';

export const listGallery = (): Promise<GalleryImage[]> => getGallery(contentStore());

export async function addGalleryImage(
  input: z.infer<typeof GalleryImageWriteSchema>,
  by: string,
): Promise<GalleryImage> {
  const { revision: _ignored, ...fields } = input;
  await assertMediaExist({ url: fields.url });
  const image = await createIn<typeof fields, GalleryImage>(
    await writableStore(),
    galleryImages,
    fields,
    {},
    { kind: 'gallery-image', by },
  );
  return published('Gallery image added', image);
}

export async function updateGalleryImage(
  rawId: string | undefined,
  input: z.infer<typeof GalleryImageWriteSchema>,
  by: string,
) {
  const { revision: clientRevision, ...fields } = input;
  await assertMediaExist({ url: fields.url });
  const image = await updateIn<typeof fields, GalleryImage>(
    await writableStore(),
    galleryImages,
    parseId(rawId, IMAGE_MISSING),
    fields,
    { revision: clientRevision, missing: IMAGE_MISSING, author: { kind: 'gallery-image', by } },
  );
  return published('Gallery image updated', image);
}

export async function deleteGalleryImage(rawId: string | undefined, by: string) {
  await deleteIn(await writableStore(), galleryImages, parseId(rawId, IMAGE_MISSING), IMAGE_MISSING, {
    kind: 'gallery-image',
    by,
  });
  return published('Gallery image deleted', { detail: 'Image deleted' });
}
