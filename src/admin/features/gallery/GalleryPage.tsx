/**
 * /admin/gallery (SPEC §2, §4, §7, §8): the photos of the website's Galeri section as a grid of cards.
 * Images are added with the form at the top and edited in place, one card at a time (CollectionPage).
 */
import {
  type GalleryImage,
  type GalleryImageInput,
  GalleryImageSchema,
} from '../../../domain/content/gallery.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import type { PageProps } from '../../app/routes.ts';
import { CollectionPage } from '../../components/collection/CollectionPage.tsx';
import type { CollectionConfig } from '../../components/collection/useCollectionEditor.ts';
import { useT } from '../../i18n/i18n.ts';
import { GalleryBatchAdd } from './GalleryBatchAdd.tsx';
import { GalleryCard } from './GalleryCard.tsx';
import { GalleryImageForm, galleryFieldLabels } from './GalleryImageForm.tsx';
import galleryStyles from './gallery.css?inline';

adoptStyles(galleryStyles);

const GALLERY: CollectionConfig<GalleryImage, GalleryImageInput> = {
  endpoint: '/api/admin/gallery',
  schema: GalleryImageSchema,
  idPrefix: 'gallery',
  blank: { url: '', alt: '', category: 'food' },
  valuesOf: ({ url, alt, category }) => ({ url, alt, category }),
  messages: {
    empty: 'gallery.empty',
    confirmDelete: 'gallery.confirmDelete',
    added: 'gallery.added',
    updated: 'gallery.updated',
    deleted: 'gallery.deleted',
    loadFailed: 'gallery.loadFailed',
    addFailed: 'gallery.addFailed',
    updateFailed: 'gallery.updateFailed',
    deleteFailed: 'gallery.deleteFailed',
    discardChanges: 'gallery.discardChanges',
  },
};

export function GalleryPage(_props: PageProps) {
  const t = useT();
  return (
    <CollectionPage
      kind="gallery-image"
      config={GALLERY}
      intro={t('gallery.intro')}
      addLabel={t('gallery.add')}
      loadingLabel={t('gallery.loading')}
      listLabel={t('gallery.list')}
      editHeading={t('gallery.editHeading')}
      titleOf={(image) => image.alt}
      imageOf={(image) => image.url}
      fieldLabels={galleryFieldLabels()}
      Form={GalleryImageForm}
      renderCard={(image) => <GalleryCard image={image} />}
      extra={(reload) => <GalleryBatchAdd onAdded={reload} />}
    />
  );
}
