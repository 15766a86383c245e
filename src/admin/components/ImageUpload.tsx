/**
 * Upload and "Choose from library" for an image field: a file picker (the camera on phones), drag and
 * drop on the field on a laptop, a progress bar with Cancel while a photo is sent, and the library dialog.
 * They come first, as the way staff add a photo; the address field is folded under "or paste a link".
 * Each stored photo's URL goes to `onUploaded`; the rest of the form is left as it is, whatever happens.
 */
import { ImagePlus, Upload as UploadIcon } from 'lucide-react';
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { isTransformable } from '../../domain/media/images.ts';
import { adoptStyles } from '../../ui/adopt-styles.ts';
import {
  checkSize,
  checkType,
  prepareImage,
  type Upload,
  UploadCancelledError,
  uploadImage,
} from '../features/media/photo-uploads.ts';
import { english, t, useT } from '../i18n/i18n.ts';
import { notifyFailure } from '../shared/failure-toasts.ts';
import imageUploadStyles from './image-upload.css?inline';
import { MediaLibraryDialog } from './MediaLibraryDialog.tsx';

adoptStyles(imageUploadStyles);

export const UPLOAD_CANCELLED = english('upload.cancelled');
/** The usual hint of an image address field, in English. */
export const IMAGE_ADDRESS_HINT = english('upload.addressHint');
/** The hint for a photo on another site, in English. */
export const REMOTE_IMAGE_NOTE = english('upload.remoteNote');

/**
 * The hint of an image address field for `value` (`usual`, else the common one): says when a typed
 * address is shown as it is, a photo on another site the image CDN may not fetch (netlify.toml remote_images).
 */
export function imageAddressHint(value: string, usual?: string): string {
  return /^https:\/\//i.test(value.trim()) && !isTransformable(value.trim())
    ? t('upload.remoteNote')
    : (usual ?? t('upload.addressHint'));
}

interface Progress {
  name: string;
  /** Which file of how many (several files at once). */
  index: number;
  count: number;
  /** 0 to 100. */
  percent: number;
}

/**
 * Sends photos one after the other. `onUploaded` is read at the time each upload ends, so that what the
 * user typed meanwhile is kept.
 */
export function useImageUploads(onUploaded: (url: string) => void) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const latest = useRef(onUploaded);
  latest.current = onUploaded;
  const current = useRef<Upload | null>(null);
  const stopped = useRef(false);

  // Leaving the page stops an upload on its way.
  useEffect(
    () => () => {
      stopped.current = true;
      current.current?.cancel();
    },
    [],
  );

  async function upload(files: readonly File[]) {
    if (progress || files.length === 0) return;
    stopped.current = false;
    let uploaded = 0;
    for (const [index, file] of files.entries()) {
      if (stopped.current) break;
      setProgress({ name: file.name, index, count: files.length, percent: 0 });
      try {
        checkType(file);
        const prepared = await prepareImage(file);
        checkSize(prepared);
        if (stopped.current) throw new UploadCancelledError(t('upload.cancelled'));
        const sending = uploadImage(prepared, (share) =>
          setProgress((shown) => shown && { ...shown, percent: Math.round(share * 100) }),
        );
        current.current = sending;
        const image = await sending.done;
        latest.current(image.url);
        uploaded += 1;
      } catch (error) {
        if (error instanceof UploadCancelledError) {
          toast(t('upload.cancelled'));
          break;
        }
        notifyFailure(error, t('upload.failed'), { detailFirst: true });
      } finally {
        current.current = null;
      }
    }
    setProgress(null);
    if (uploaded > 0)
      toast.success(uploaded === 1 ? t('upload.uploaded') : t('upload.uploadedMany', { count: uploaded }));
  }

  function cancel() {
    stopped.current = true;
    current.current?.cancel();
  }

  return { progress, upload, cancel };
}

/** The bar shown while photos are sent, with its Cancel button. */
export function UploadProgress({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  const translate = useT();
  const of =
    progress.count > 1
      ? translate('upload.ofCount', { index: progress.index + 1, count: progress.count })
      : '';
  return (
    <div className="upload-progress">
      <progress
        max={100}
        value={progress.percent}
        aria-label={translate('upload.uploading', { name: progress.name, of })}
      />
      <span className="upload-progress-text">
        {progress.percent}%{of}
      </span>
      <button type="button" className="btn btn-secondary btn-small" onClick={onCancel}>
        {translate('upload.cancel')}
      </button>
    </div>
  );
}

/** The hidden file input and the label that looks like a button; the camera is offered on phones. */
export function UploadButton({
  what,
  multiple = false,
  disabled = false,
  small = true,
  onFiles,
}: {
  /**
   * What is uploaded, read out after "Upload" ("dish photo": "Upload dish photo", or "Upload dish photos"
   * for several). Not the field's label, which names the URL field alone.
   */
  what: string;
  multiple?: boolean;
  disabled?: boolean;
  /** A small button beside other controls; full size where it is the main way to add a photo. */
  small?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const translate = useT();
  return (
    <span className="upload-button">
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        className="visually-hidden"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file can be chosen again after a failure.
          event.target.value = '';
          onFiles(files);
        }}
      />
      <label
        htmlFor={id}
        className={`btn btn-secondary${small ? ' btn-small' : ''}${disabled ? ' is-disabled' : ''}`}
      >
        <UploadIcon size={16} aria-hidden />
        {translate('upload.button')}
        <span className="visually-hidden"> {multiple ? translate('upload.whatMany', { what }) : what}</span>
      </label>
    </span>
  );
}

/** The files dragged over an element, or none when it is not files (text, a link). */
const draggingFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** Drag-and-drop handlers for an area that takes photos, and whether files are over it. */
export function useDropZone(onFiles: (files: File[]) => void) {
  const [over, setOver] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!draggingFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (!draggingFiles(event)) return;
      event.preventDefault();
      setOver(false);
      onFiles([...event.dataTransfer.files]);
    },
  };
  return { over, handlers };
}

/**
 * An image field: Upload (the camera on phones), Choose from library and drag and drop first, then the
 * address field (`children`) folded under "or paste a link", for a photo already on the web. `multiple`
 * takes several photos at once, for a field that lists images: `onUploaded` is then called once per photo.
 */
export function ImageUpload({
  what,
  label,
  required = false,
  multiple = false,
  linkOpen = false,
  onUploaded,
  children,
}: {
  /** What the field shows, for the buttons' accessible names ("dish photo"; see {@link UploadButton}). */
  what: string;
  /** The field's visible name ("Photo"), the legend of its controls. */
  label?: string;
  /** Marks the field required: a photo must be uploaded, chosen or linked. */
  required?: boolean;
  multiple?: boolean;
  /** Shows the address field unfolded: it has something to show (an address, an error). */
  linkOpen?: boolean;
  onUploaded: (url: string) => void;
  children: ReactNode;
}) {
  const { progress, upload, cancel } = useImageUploads(onUploaded);
  const [choosing, setChoosing] = useState(false);
  const [linkShown, setLinkShown] = useState(linkOpen);
  // Once shown, the address stays unfolded: clearing it must not fold the field away under the cursor.
  useEffect(() => {
    if (linkOpen) setLinkShown(true);
  }, [linkOpen]);
  const take = (files: File[]) => void upload(multiple ? files : files.slice(0, 1));
  const { over, handlers } = useDropZone(take);
  const translate = useT();

  return (
    <fieldset className={`image-upload${over ? ' drop-over' : ''}`} {...handlers}>
      {label && (
        <legend className="image-upload-label">
          {label}
          {required && (
            <span className="required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </legend>
      )}
      <div className="image-upload-actions">
        <UploadButton
          what={what}
          multiple={multiple}
          small={false}
          disabled={progress !== null}
          onFiles={take}
        />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={progress !== null}
          onClick={() => setChoosing(true)}
        >
          <ImagePlus size={16} aria-hidden />
          {translate('upload.chooseFromLibrary')}
          <span className="visually-hidden">{translate('upload.forThe', { what })}</span>
        </button>
        <span className="field-hint image-upload-drop-hint for-fine-pointer">
          {multiple ? translate('upload.dropPhotos') : translate('upload.dropPhoto')}
        </span>
      </div>
      {progress && <UploadProgress progress={progress} onCancel={cancel} />}
      <details
        className="image-upload-link"
        open={linkShown || linkOpen}
        onToggle={(event) => setLinkShown(event.currentTarget.open)}
      >
        <summary>{multiple ? translate('upload.pasteLinks') : translate('upload.pasteLink')}</summary>
        {children}
      </details>
      {choosing && (
        <MediaLibraryDialog
          title={translate('upload.chooseThe', { what })}
          onPick={(url) => {
            setChoosing(false);
            onUploaded(url);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
    </fieldset>
  );
}
