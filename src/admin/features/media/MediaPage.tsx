/**
 * /admin/media: every photo staff uploaded, newest first, with its size, who uploaded it when, and where
 * the site uses it. Photos are uploaded here too (the button or drag and drop); one the site still uses
 * cannot be deleted (the server says where it is used).
 */
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { MediaLibraryItem, MediaUse } from '../../../domain/media.ts';
import { api } from '../../api.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { useListLoader } from '../../components/collection/useListLoader.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { UploadButton, UploadProgress, useDropZone, useImageUploads } from '../../components/ImageUpload.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { When } from '../../components/When.tsx';
import { formatBytes, MEDIA_ENDPOINT, MediaLibrarySchema } from '../../media.ts';
import { notifyFailure } from '../../notify.ts';
import type { PageProps } from '../../routes.ts';
import './media.css';

export const MEDIA_LOAD_FAILED = 'Failed to load images';
export const MEDIA_DELETED = 'Image deleted';
export const MEDIA_DELETE_FAILED = 'Failed to delete image';
export const CONFIRM_MEDIA_DELETE = 'The image is removed from the library for good.';

const USE_KINDS: Record<MediaUse['kind'], string> = {
  dish: 'Dish',
  'dish-gallery': 'Dish photos',
  gallery: 'Gallery',
  event: 'Event',
  logo: 'Logo',
  favicon: 'Favicon',
};

const nameOf = (image: MediaLibraryItem) => image.original_name || image.id;

export function MediaPage(_props: PageProps) {
  const { data, status, load } = useListLoader(MEDIA_ENDPOINT, MediaLibrarySchema, MEDIA_LOAD_FAILED);
  const { progress, upload, cancel } = useImageUploads(() => void load({ quiet: true }));
  const { over, handlers } = useDropZone((files) => void upload(files));
  const { confirm, dialog } = useConfirm();
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(image: MediaLibraryItem) {
    const yes = await confirm({
      title: `Delete "${nameOf(image)}"?`,
      message: <p>{CONFIRM_MEDIA_DELETE}</p>,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!yes) return;
    setDeleting(image.id);
    try {
      await api(`${MEDIA_ENDPOINT}/${encodeURIComponent(image.id)}`, { method: 'DELETE' });
      toast.success(MEDIA_DELETED);
      await load({ quiet: true });
    } catch (error) {
      // 409: the server names where the image is still used.
      notifyFailure(error, MEDIA_DELETE_FAILED, { detailFirst: true });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <p className="page-intro">
        Photos uploaded for dishes, the gallery and events. Upload them here or beside any image field.
      </p>
      <section
        className={`card media-upload${over ? ' drop-over' : ''}`}
        aria-labelledby="media-upload-heading"
        {...handlers}
      >
        <h2 id="media-upload-heading">Upload photos</h2>
        <p className="muted">
          Photos are made smaller before they are sent. On a computer you can also drop them here.
        </p>
        <UploadButton
          what="photo"
          multiple
          disabled={progress !== null}
          onFiles={(files) => void upload(files)}
        />
        {progress && <UploadProgress progress={progress} onCancel={cancel} />}
      </section>

      {status === 'loading' && !data && <Spinner label="Loading images…" />}
      {status === 'failed' && (
        <p className="notice">
          {MEDIA_LOAD_FAILED}.{' '}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void load()}>
            Retry
          </button>
        </p>
      )}
      {data?.length === 0 && <EmptyState>No images yet. Upload one above.</EmptyState>}
      {data && data.length > 0 && (
        <ul className="media-grid" aria-label="Images">
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
                  {image.width} × {image.height} px · {formatBytes(image.bytes)}
                </p>
                <p className="muted">
                  By {image.uploaded_by}, <When iso={image.uploaded_at} />
                </p>
                {image.used_by.length > 0 ? (
                  <div className="media-uses">
                    <span>Used by:</span>
                    <ul>
                      {image.used_by.map((use) => (
                        <li key={`${use.kind}-${use.id}`}>
                          {USE_KINDS[use.kind]}: {use.label}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : (
                  <p className="muted">Not used on the site</p>
                )}
                <button
                  type="button"
                  className="btn btn-danger btn-small"
                  disabled={deleting === image.id}
                  onClick={() => void remove(image)}
                >
                  <Trash2 size={16} aria-hidden />
                  Delete<span className="visually-hidden"> {nameOf(image)}</span>
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
