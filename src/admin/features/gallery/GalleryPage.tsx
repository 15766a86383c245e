/**
 * /admin/gallery (SPEC §2, §4, §7, §8): the photos of the website's Galeri section as a grid of cards.
 * Images are added with the form at the top and edited in place, one card at a time (CollectionPage).
 */
import { type GalleryImage, type GalleryImageInput, GalleryImageSchema } from '../../../domain/gallery.ts';
import { CollectionPage } from '../../components/collection/CollectionPage.tsx';
import type { CollectionConfig } from '../../components/collection/useCollectionEditor.ts';
import type { PageProps } from '../../routes.ts';
import { GalleryBatchAdd } from './GalleryBatchAdd.tsx';
import { GalleryCard } from './GalleryCard.tsx';
import { GALLERY_FIELD_LABELS, GalleryImageForm } from './GalleryImageForm.tsx';
import './gallery.css';

const GALLERY: CollectionConfig<GalleryImage, GalleryImageInput> = {
  endpoint: '/api/admin/gallery',
  schema: GalleryImageSchema,
  idPrefix: 'gallery',
  blank: { url: '', alt: '', category: 'food' },
  valuesOf: ({ url, alt, category }) => ({ url, alt, category }),
  messages: {
    empty: 'No images yet. Click "Add Image" to get started.',
    confirmDelete: 'Are you sure you want to delete this image?',
    added: 'Image added successfully',
    updated: 'Image updated successfully',
    deleted: 'Image deleted',
    loadFailed: 'Failed to load gallery',
    addFailed: 'Failed to add image',
    updateFailed: 'Failed to update image',
    deleteFailed: 'Failed to delete image',
    discardChanges: 'You have unsaved changes to an image. Discard them?',
  },
};

export function GalleryPage(_props: PageProps) {
  return (
    <CollectionPage
      kind="gallery-image"
      config={GALLERY}
      intro="Photos in the Galeri section of the website. The alt text describes each photo for visitors who cannot see it and is shown as its caption."
      addLabel="Add Image"
      loadingLabel="Loading gallery…"
      listLabel="Gallery images"
      editHeading="Edit image"
      titleOf={(image) => image.alt}
      imageOf={(image) => image.url}
      fieldLabels={GALLERY_FIELD_LABELS}
      Form={GalleryImageForm}
      renderCard={(image) => <GalleryCard image={image} />}
      extra={(reload) => <GalleryBatchAdd onAdded={reload} />}
    />
  );
}
