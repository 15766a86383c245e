/**
 * Several photos into the gallery at once: staff pick (or drop) a handful of photos, each is uploaded to
 * the media library as it comes, and each waits in a row for its alt text (required: it describes the
 * photo for visitors who cannot see it) and its category. "Add to gallery" then adds every row that is
 * complete; a row the server refuses stays, with its reason, and nothing typed is lost.
 */
import { Images, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { GALLERY_CATEGORIES, GalleryImageInputSchema } from '../../../domain/gallery.ts';
import { imageCdnUrl } from '../../../lib/images.ts';
import { ApiError, api } from '../../api.ts';
import { UploadButton, UploadProgress, useDropZone, useImageUploads } from '../../components/ImageUpload.tsx';
import { notifyFailure } from '../../notify.ts';

export const ALT_REQUIRED = 'Describe the photo: alt text is required';
export const BATCH_ADD_FAILED = 'Failed to add image';

interface Row {
  key: string;
  url: string;
  alt: string;
  category: (typeof GALLERY_CATEGORIES)[number];
  error?: string;
}

const CATEGORY_LABELS: Record<Row['category'], string> = { food: 'Food', interior: 'Interior' };

export function GalleryBatchAdd({ onAdded }: { onAdded: () => void }) {
  const [rows, setRows] = useState<Row[]>([]);
  const [adding, setAdding] = useState(false);
  const headingId = useId();
  const { progress, upload, cancel } = useImageUploads((url) =>
    setRows((current) => [...current, { key: `${url}-${current.length}`, url, alt: '', category: 'food' }]),
  );
  const { over, handlers } = useDropZone((files) => void upload(files));
  const change = (key: string, patch: Partial<Row>) =>
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, ...patch, error: undefined } : row)),
    );

  async function addAll() {
    const checked = rows.map((row) => ({ row, parsed: GalleryImageInputSchema.safeParse(row) }));
    if (checked.some(({ parsed }) => !parsed.success)) {
      setRows(checked.map(({ row, parsed }) => (parsed.success ? row : { ...row, error: ALT_REQUIRED })));
      return;
    }
    setAdding(true);
    const left: Row[] = [];
    let added = 0;
    for (const { row, parsed } of checked) {
      try {
        await api('/api/admin/gallery', { method: 'POST', json: parsed.data });
        added += 1;
      } catch (error) {
        notifyFailure(error, BATCH_ADD_FAILED, { detailFirst: true });
        left.push({
          ...row,
          error: error instanceof ApiError && error.detail ? error.detail : BATCH_ADD_FAILED,
        });
      }
    }
    setRows(left);
    setAdding(false);
    if (added > 0) {
      toast.success(added === 1 ? 'Image added successfully' : `${added} images added to the gallery`);
      onAdded();
    }
  }

  return (
    <section
      className={`card gallery-batch${over ? ' drop-over' : ''}`}
      aria-labelledby={headingId}
      {...handlers}
    >
      <h2 id={headingId}>
        <Images size={18} aria-hidden /> Add several photos
      </h2>
      <p className="muted">Pick several photos (or drop them here), then describe each one.</p>
      <UploadButton
        what="gallery photos"
        multiple
        disabled={progress !== null || adding}
        onFiles={(files) => void upload(files)}
      />
      {progress && <UploadProgress progress={progress} onCancel={cancel} />}
      {rows.length > 0 && (
        <>
          <ul className="gallery-batch-rows" aria-label="Photos to add">
            {rows.map((row, index) => (
              <li key={row.key} className="gallery-batch-row">
                <img src={imageCdnUrl(row.url, { width: 192 })} alt="" width={96} height={72} />
                <div className="field">
                  <label htmlFor={`${headingId}-alt-${index}`}>
                    Alt text (caption) of photo {index + 1}
                    <span className="required" aria-hidden="true">
                      {' '}
                      *
                    </span>
                  </label>
                  <input
                    id={`${headingId}-alt-${index}`}
                    type="text"
                    maxLength={200}
                    required
                    value={row.alt}
                    aria-invalid={row.error ? true : undefined}
                    aria-describedby={row.error ? `${headingId}-error-${index}` : undefined}
                    onChange={(event) => change(row.key, { alt: event.target.value })}
                  />
                  {row.error && (
                    <p className="field-error" id={`${headingId}-error-${index}`}>
                      {row.error}
                    </p>
                  )}
                </div>
                <div className="field">
                  <label htmlFor={`${headingId}-category-${index}`}>Category of photo {index + 1}</label>
                  <select
                    id={`${headingId}-category-${index}`}
                    value={row.category}
                    onChange={(event) => change(row.key, { category: event.target.value as Row['category'] })}
                  >
                    {GALLERY_CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {CATEGORY_LABELS[category]}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Leave out photo ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                >
                  <X size={18} aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-primary"
            disabled={adding || progress !== null}
            onClick={() => void addAll()}
          >
            {adding
              ? 'Adding…'
              : `Add ${rows.length} ${rows.length === 1 ? 'photo' : 'photos'} to the gallery`}
          </button>
        </>
      )}
    </section>
  );
}
