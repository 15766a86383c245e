/**
 * The fields of a gallery image (URL with a live preview, alt text, category), used both by the Add Image
 * form and for editing a card in place. Controlled: the page owns the values, so nothing typed is lost
 * when a save fails.
 */
import { type ReactNode, type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { isSafeUrl } from '../../../domain/fields.ts';
import {
  GALLERY_CATEGORIES,
  type GalleryImageInput,
  GalleryImageInputSchema,
} from '../../../domain/gallery.ts';
import { fieldErrors } from '../../../domain/validation.ts';
import { SelectField, TextField } from '../../components/fields.tsx';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';

type GalleryFieldErrors = Partial<Record<keyof GalleryImageInput, string>>;

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

export function GalleryImageForm({
  label,
  heading,
  values,
  saving,
  conflict,
  onChange,
  onSubmit,
  onCancel,
  submitLabel = 'Save',
}: {
  /** Accessible name of the form ("Add image", "Edit Rendang diaduk…"). */
  label: string;
  /** Visible heading, when the form has one. */
  heading?: ReactNode;
  values: GalleryImageInput;
  saving: boolean;
  /** Someone else saved this image meanwhile: the user's edits are kept, a new Save replaces theirs. */
  conflict?: boolean;
  onChange: (values: GalleryImageInput) => void;
  /** Called with the checked fields; invalid input stays in the form with its errors shown. */
  onSubmit: (fields: GalleryImageFields) => void;
  onCancel: () => void;
  submitLabel?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<GalleryFieldErrors>({});
  const [refusals, setRefusals] = useState(0);

  // Start typing right away: the first field takes the focus when the form opens.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  // After a refused save, the first field in error takes the focus so its message is read out.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const set = <K extends keyof GalleryImageInput>(key: K, value: GalleryImageInput[K]) => {
    onChange({ ...values, [key]: value });
    // The message goes once the user works on the field; Save checks everything again.
    if (errors[key]) setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  function submit() {
    if (saving) return;
    const parsed = GalleryImageInputSchema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      onSubmit(parsed.data);
    } else {
      setErrors(fieldErrors(parsed.error, GALLERY_FIELD_LABELS, values));
      setRefusals((count) => count + 1);
    }
  }

  const previewSrc = isSafeUrl(values.url.trim()) ? values.url.trim() : '';

  return (
    <form
      ref={form}
      className="gallery-form"
      aria-label={label}
      noValidate
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      {heading}
      {conflict && (
        <p className="notice gallery-conflict" role="alert">
          Someone else saved this image after you opened it. Your changes are still here: press Save again to
          replace their version, or Cancel to keep theirs.
        </p>
      )}
      <div className="gallery-form-layout">
        <div className="gallery-preview">
          <ImageWithFallback src={previewSrc} alt="Image preview" className="thumb" />
          <p className="field-hint">Preview</p>
        </div>
        <div className="gallery-form-fields">
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
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
