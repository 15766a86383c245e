/**
 * The fields of a gallery image (URL with a live preview, alt text, category), used both by the Add Image
 * form and for editing a card in place.
 */
import { useState } from 'react';
import type { z } from 'zod';
import {
  GALLERY_CATEGORIES,
  type GalleryImageInput,
  GalleryImageInputSchema,
} from '../../../domain/gallery.ts';
import { CollectionForm, type CollectionFormProps } from '../../components/collection/CollectionForm.tsx';
import { ImagePreview } from '../../components/collection/ImagePreview.tsx';
import { SelectField, TextField } from '../../components/fields.tsx';
import { ImageUpload, imageAddressHint } from '../../components/ImageUpload.tsx';
import { useImageCheck } from './use-image-check.ts';

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
  const { values, onSubmit } = props;
  const check = useImageCheck(values.url);
  // The address the user was warned about: a second Save of that same address saves it anyway.
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const warned = check === 'broken' && warnedFor === values.url;

  const submit = (fields: GalleryImageFields) => {
    if (check === 'broken' && !warned) {
      setWarnedFor(values.url);
      return;
    }
    onSubmit(fields);
  };

  return (
    <CollectionForm
      {...props}
      onSubmit={submit}
      schema={GalleryImageInputSchema}
      labels={GALLERY_FIELD_LABELS}
      noun="image"
    >
      {({ errors, set }) => (
        <>
          <div className="collection-form-layout gallery-form-layout">
            <div className="gallery-form-preview">
              <ImagePreview url={values.url} />
              {check === 'broken' && (
                <p className="gallery-preview-broken">This image could not be loaded.</p>
              )}
            </div>
            <div className="collection-form-fields">
              <ImageUpload what="gallery photo" onUploaded={(url) => set('url', url)}>
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
                  hint={imageAddressHint(values.url)}
                  value={values.url}
                  onChange={(event) => set('url', event.target.value)}
                />
              </ImageUpload>
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
          {warned && (
            <p className="notice gallery-broken-warning" role="alert">
              Visitors would see a placeholder instead of this image: its address does not load. Check the
              Image URL, or press Save again to save it anyway.
            </p>
          )}
        </>
      )}
    </CollectionForm>
  );
}
