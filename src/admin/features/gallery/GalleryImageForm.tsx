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
} from '../../../domain/content/gallery.ts';
import { CollectionForm, type CollectionFormProps } from '../../components/collection/CollectionForm.tsx';
import { ImagePreview } from '../../components/collection/ImagePreview.tsx';
import { SelectField, TextField } from '../../components/fields.tsx';
import { ImageUpload, imageAddressHint } from '../../components/ImageUpload.tsx';
import { t, useT } from '../../i18n/i18n.ts';
import { useImageCheck } from './use-image-check.ts';

/** How each field is named on screen, also in its error messages ("Image URL is required"). */
export const galleryFieldLabels = (): Record<keyof GalleryImageInput, string> => ({
  url: t('gallery.field.url'),
  alt: t('gallery.field.alt'),
  category: t('gallery.field.category'),
});

/** A category as staff read it ("Food", "Makanan"). */
export const categoryLabel = (category: GalleryImageInput['category']) => t(`gallery.category.${category}`);

/** Valid fields, ready to send. */
export type GalleryImageFields = z.output<typeof GalleryImageInputSchema>;

export function GalleryImageForm(props: CollectionFormProps<GalleryImageInput, GalleryImageFields>) {
  const { values, onSubmit } = props;
  const translate = useT();
  const labels = galleryFieldLabels();
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
      labels={labels}
      noun={translate('gallery.noun')}
    >
      {({ errors, set }) => (
        <>
          <div className="collection-form-layout gallery-form-layout">
            <div className="gallery-form-preview">
              <ImagePreview url={values.url} />
              {check === 'broken' && <p className="gallery-preview-broken">{translate('gallery.broken')}</p>}
            </div>
            <div className="collection-form-fields">
              <ImageUpload
                what={translate('gallery.photo')}
                label={translate('upload.photo')}
                required
                linkOpen={Boolean(values.url.trim() || errors.url)}
                onUploaded={(url) => set('url', url)}
              >
                <TextField
                  label={labels.url}
                  name="url"
                  type="text"
                  inputMode="url"
                  autoComplete="off"
                  maxLength={2048}
                  placeholder={translate('gallery.urlPlaceholder')}
                  error={errors.url}
                  hint={imageAddressHint(values.url)}
                  value={values.url}
                  onChange={(event) => set('url', event.target.value)}
                />
              </ImageUpload>
              <TextField
                label={labels.alt}
                name="alt"
                required
                maxLength={200}
                error={errors.alt}
                hint={translate('gallery.altHint')}
                value={values.alt}
                onChange={(event) => set('alt', event.target.value)}
              />
              <SelectField
                label={labels.category}
                name="category"
                required
                options={GALLERY_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))}
                error={errors.category}
                value={values.category}
                onChange={(event) => set('category', event.target.value as GalleryImageInput['category'])}
              />
            </div>
          </div>
          {warned && (
            <p className="notice gallery-broken-warning" role="alert">
              {translate('gallery.brokenWarning')}
            </p>
          )}
        </>
      )}
    </CollectionForm>
  );
}
