/**
 * The media library in a dialog, to put one of its images into a field: every image as a button with its
 * thumbnail, name and size. Focus is trapped inside, Esc closes it, and focus goes back to the opener.
 */

import { adoptStyles } from '../../ui/adopt-styles.ts';
import { formatBytes, MEDIA_ENDPOINT, MediaLibrarySchema } from '../features/media/photo-uploads.ts';
import { useT } from '../i18n/i18n.ts';
import { useListLoader } from './collection/useListLoader.ts';
import { Dialog } from './Dialog.tsx';
import { EmptyState } from './EmptyState.tsx';
import imageUploadStyles from './image-upload.css?inline';
import { Spinner } from './Spinner.tsx';

adoptStyles(imageUploadStyles);

export function MediaLibraryDialog({
  title,
  onPick,
  onClose,
}: {
  title: string;
  onPick: (url: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const { data, status, load } = useListLoader(MEDIA_ENDPOINT, MediaLibrarySchema, t('library.loadFailed'));

  return (
    // The dialog sits inside a form that Esc cancels: Esc here closes the dialog only.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops Esc from reaching the form around it.
    <div
      className="media-dialog-scope"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        event.preventDefault();
        onClose();
      }}
    >
      <Dialog title={title} onClose={onClose} wide>
        {status === 'loading' && <Spinner label={t('library.loading')} />}
        {status === 'failed' && (
          <p className="notice">
            {t('library.loadFailed')}.{' '}
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void load()}>
              {t('common.retry')}
            </button>
          </p>
        )}
        {status === 'ready' && data?.length === 0 && <EmptyState>{t('library.empty')}</EmptyState>}
        {status === 'ready' && data && data.length > 0 && (
          <ul className="media-pick-list">
            {data.map((image) => (
              <li key={image.id}>
                <button type="button" className="media-pick" onClick={() => onPick(image.url)}>
                  <img
                    src={image.url}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    className="media-thumb"
                  />
                  <span className="media-pick-name">{image.original_name || image.id}</span>
                  <span className="muted">
                    {image.width} × {image.height} · {formatBytes(image.bytes)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </div>
  );
}
