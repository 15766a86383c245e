/**
 * Several photos into the gallery at once: staff pick (or drop) a handful of photos, each is uploaded to
 * the media library as it comes, and each waits in a row for its alt text (required: it describes the
 * photo for visitors who cannot see it) and its category. "Add to gallery" then adds every row that is
 * complete; a row the server refuses stays, with its reason, and nothing typed is lost.
 */
import { Images, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { GALLERY_CATEGORIES, GalleryImageInputSchema } from '../../../domain/content/gallery.ts';
import { imageCdnUrl } from '../../../domain/media/images.ts';
import { UploadButton, UploadProgress, useDropZone, useImageUploads } from '../../components/ImageUpload.tsx';
import { t, useT } from '../../i18n/i18n.ts';
import { ApiError, api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { categoryLabel } from './GalleryImageForm.tsx';

interface Row {
  key: string;
  url: string;
  alt: string;
  category: (typeof GALLERY_CATEGORIES)[number];
  error?: string;
}

export function GalleryBatchAdd({ onAdded }: { onAdded: () => void }) {
  const [rows, setRows] = useState<Row[]>([]);
  const [adding, setAdding] = useState(false);
  const headingId = useId();
  const translate = useT();
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
      setRows(
        checked.map(({ row, parsed }) =>
          parsed.success ? row : { ...row, error: t('gallery.batch.altRequired') },
        ),
      );
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
        notifyFailure(error, t('gallery.addFailed'), { detailFirst: true });
        left.push({
          ...row,
          error: error instanceof ApiError && error.detail ? error.detail : t('gallery.addFailed'),
        });
      }
    }
    setRows(left);
    setAdding(false);
    if (added > 0) {
      toast.success(added === 1 ? t('gallery.added') : t('gallery.batch.addedMany', { count: added }));
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
        <Images size={18} aria-hidden /> {translate('gallery.batch.title')}
      </h2>
      <p className="muted for-fine-pointer">{translate('gallery.batch.help')}</p>
      <p className="muted for-touch">{translate('gallery.batch.helpTap')}</p>
      <UploadButton
        what={translate('gallery.photo')}
        multiple
        disabled={progress !== null || adding}
        onFiles={(files) => void upload(files)}
      />
      {progress && <UploadProgress progress={progress} onCancel={cancel} />}
      {rows.length > 0 && (
        <>
          <ul className="gallery-batch-rows" aria-label={translate('gallery.batch.rows')}>
            {rows.map((row, index) => (
              <li key={row.key} className="gallery-batch-row">
                <img src={imageCdnUrl(row.url, { width: 192 })} alt="" width={96} height={72} />
                <div className="field">
                  <label htmlFor={`${headingId}-alt-${index}`}>
                    {translate('gallery.batch.altOf', { index: index + 1 })}
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
                  <label htmlFor={`${headingId}-category-${index}`}>
                    {translate('gallery.batch.categoryOf', { index: index + 1 })}
                  </label>
                  <select
                    id={`${headingId}-category-${index}`}
                    value={row.category}
                    onChange={(event) => change(row.key, { category: event.target.value as Row['category'] })}
                  >
                    {GALLERY_CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {categoryLabel(category)}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={translate('gallery.batch.leaveOut', { index: index + 1 })}
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
            {adding ? translate('gallery.batch.adding') : translate.plural('gallery.batch.add', rows.length)}
          </button>
        </>
      )}
    </section>
  );
}
