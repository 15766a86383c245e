/**
 * /admin/media: every photo staff uploaded, newest first, with its size, who uploaded it when, and where
 * the site uses it. Photos are uploaded here too (the button or drag and drop); one the site still uses
 * cannot be deleted (the server says where it is used).
 */
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { MediaLibraryItem, MediaUse } from '../../../domain/media/media-library.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import type { PageProps } from '../../app/routes.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { useListLoader } from '../../components/collection/useListLoader.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { UploadButton, UploadProgress, useDropZone, useImageUploads } from '../../components/ImageUpload.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { When } from '../../components/When.tsx';
import { useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import mediaStyles from './media.css?inline';
import { formatBytes, MEDIA_ENDPOINT, MediaLibrarySchema } from './photo-uploads.ts';

adoptStyles(mediaStyles);

const usageKey = (kind: MediaUse['kind']) => `media.use.${kind}` as const;

const nameOf = (image: MediaLibraryItem) => image.original_name || image.id;

export function MediaPage(_props: PageProps) {
  const t = useT();
  const { data, status, load } = useListLoader(MEDIA_ENDPOINT, MediaLibrarySchema, t('library.loadFailed'));
  const { progress, upload, cancel } = useImageUploads(() => void load({ quiet: true }));
  const { over, handlers } = useDropZone((files) => void upload(files));
  const { confirm, dialog } = useConfirm();
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(image: MediaLibraryItem) {
    const yes = await confirm({
      title: t('delete.title', { title: nameOf(image) }),
      message: <p>{t('media.confirmDelete')}</p>,
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (!yes) return;
    setDeleting(image.id);
    try {
      await api(`${MEDIA_ENDPOINT}/${encodeURIComponent(image.id)}`, { method: 'DELETE' });
      toast.success(t('media.deleted'));
      await load({ quiet: true });
    } catch (error) {
      // 409: the server names where the image is still used.
      notifyFailure(error, t('media.deleteFailed'), { detailFirst: true });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <p className="page-intro">{t('media.intro')}</p>
      <section
        className={`card media-upload${over ? ' drop-over' : ''}`}
        aria-labelledby="media-upload-heading"
        {...handlers}
      >
        <h2 id="media-upload-heading">{t('media.uploadTitle')}</h2>
        <p className="muted">
          {t('media.uploadHelp')} <span className="for-fine-pointer">{t('media.dropHelp')}</span>
        </p>
        <UploadButton
          what={t('media.photo')}
          multiple
          disabled={progress !== null}
          onFiles={(files) => void upload(files)}
        />
        {progress && <UploadProgress progress={progress} onCancel={cancel} />}
      </section>

      {status === 'loading' && !data && <Spinner label={t('library.loading')} />}
      {status === 'failed' && (
        <p className="notice">
          {t('library.loadFailed')}.{' '}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void load()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {data?.length === 0 && <EmptyState>{t('media.empty')}</EmptyState>}
      {data && data.length > 0 && (
        <ul className="media-grid" aria-label={t('media.list')}>
          {data.map((image) => (
            <li key={image.id} className="media-card">
              <img
                src={image.url}
                alt={nameOf(image)}
                width={image.width}
                height={image.height}
                loading="lazy"
                className="media-thumb"
              />
              <div className="media-card-body">
                <h3 className="media-name">{nameOf(image)}</h3>
                <p className="muted">
                  {t('media.size', {
                    width: image.width,
                    height: image.height,
                    bytes: formatBytes(image.bytes),
                  })}
                </p>
                <p className="muted">
                  {t('media.by', { by: image.uploaded_by })} <When iso={image.uploaded_at} />
                </p>
                {image.used_by.length > 0 ? (
                  <div className="media-uses">
                    <span>{t('media.usedBy')}</span>
                    <ul>
                      {image.used_by.map((use) => (
                        <li key={`${use.kind}-${use.id}`}>
                          {t(usageKey(use.kind))}: {use.label}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : (
                  <p className="muted">{t('media.notUsed')}</p>
                )}
                <button
                  type="button"
                  className="btn btn-danger btn-small"
                  disabled={deleting === image.id}
                  onClick={() => void remove(image)}
                >
                  <Trash2 size={16} aria-hidden />
                  {t('common.delete')}
                  <span className="visually-hidden"> {nameOf(image)}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </>
  );
}
