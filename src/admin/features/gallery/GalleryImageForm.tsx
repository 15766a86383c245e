/**
 * The fields of a gallery image (URL with a live preview, alt text, category), used both by the Add Image
 * form and for editing a card in place.
 */
import type { z } from 'zod';
import {
  GALLERY_CATEGORIES,
  type GalleryImageInput,
  GalleryImageInputSchema,
} from '../../../domain/gallery.ts';
import { CollectionForm, type CollectionFormProps } from '../../components/collection/CollectionForm.tsx';
import { ImagePreview } from '../../components/collection/ImagePreview.tsx';
import { SelectField, TextField } from '../../components/fields.tsx';

/** How each field is named on screen, also in its error messages ("Image URL is required"). */
export const GALLERY_FIELD_LABELS: Record<keyof GalleryImageInput, string> = {
  url: 'Image URL',
  alt: 'Alt text (caption)',
  category: 'Category',
};

export const CATEGORY_LABELS: Record<GalleryImageInput['category'], string> = {
  food: 'Food',
  interior: 'Interior',
};

/** Valid fields, ready to send. */
export type GalleryImageFields = z.output<typeof GalleryImageInputSchema>;

const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

export function GalleryImageForm(props: CollectionFormProps<GalleryImageInput, GalleryImageFields>) {
  const { values } = props;
  return (
    <CollectionForm {...props} schema={GalleryImageInputSchema} labels={GALLERY_FIELD_LABELS} noun="image">
      {({ errors, set }) => (
        <div className="collection-form-layout gallery-form-layout">
          <ImagePreview url={values.url} />
          <div className="collection-form-fields">
            <TextField
              label={GALLERY_FIELD_LABELS.url}
              name="url"
              type="text"
              inputMode="url"
              autoComplete="off"
              required
              maxLength={2048}
              placeholder="https://… or /images/gallery/photo.jpg"
              error={errors.url}
              hint="A web address, or a path on this website starting with /."
              value={values.url}
              onChange={(event) => set('url', event.target.value)}
            />
            <TextField
              label={GALLERY_FIELD_LABELS.alt}
              name="alt"
              required
              maxLength={200}
              error={errors.alt}
              hint="Describes the photo for visitors who cannot see it; shown as its caption."
              value={values.alt}
              onChange={(event) => set('alt', event.target.value)}
            />
            <SelectField
              label={GALLERY_FIELD_LABELS.category}
              name="category"
              required
              options={CATEGORY_OPTIONS}
              error={errors.category}
              value={values.category}
              onChange={(event) => set('category', event.target.value as GalleryImageInput['category'])}
            />
          </div>
        </div>
      )}
    </CollectionForm>
  );
}
