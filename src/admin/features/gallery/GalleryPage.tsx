/**
 * /admin/gallery (SPEC §2, §4, §7, §8): the photos of the website's Galeri section as a grid of cards.
 * Images are added with the form at the top and edited in place, one card at a time; every outcome is a
 * toast, failures with the server's reason, and whatever the user typed stays until it is saved.
 */
import { Plus, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { type GalleryImage, type GalleryImageInput, GalleryImageSchema } from '../../../domain/gallery.ts';
import { ApiError, api } from '../../api.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { HistoryDialog } from '../../components/HistoryDialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TrashList } from '../../components/TrashList.tsx';
import { notifyFailure } from '../../notify.ts';
import type { PageProps } from '../../routes.ts';
import { editButtonId, GalleryCard } from './GalleryCard.tsx';
import { GALLERY_FIELD_LABELS, type GalleryImageFields, GalleryImageForm } from './GalleryImageForm.tsx';
import './gallery.css';

export const GALLERY_EMPTY = 'No images yet. Click "Add Image" to get started.';
export const CONFIRM_DELETE_IMAGE = 'Are you sure you want to delete this image?';
export const IMAGE_ADDED = 'Image added successfully';
export const IMAGE_UPDATED = 'Image updated successfully';
export const IMAGE_DELETED = 'Image deleted';
export const LOAD_GALLERY_FAILED = 'Failed to load gallery';
export const ADD_IMAGE_FAILED = 'Failed to add image';
export const UPDATE_IMAGE_FAILED = 'Failed to update image';
export const DELETE_IMAGE_FAILED = 'Failed to delete image';
const DISCARD_CHANGES = 'You have unsaved changes to an image. Discard them?';

const ADD_BUTTON_ID = 'gallery-add-button';
const BLANK: GalleryImageInput = { url: '', alt: '', category: 'food' };

/** The one form open on the page: the Add Image form (`id` null) or one card being edited. */
interface Editor {
  id: string | null;
  /** The stored revision the user started from, sent with the update (409 when someone saved since). */
  revision?: number;
  values: GalleryImageInput;
  initial: GalleryImageInput;
  saving: boolean;
  conflict: boolean;
  /** A save failed: the list may be out of date, so closing the form reloads it. */
  failed: boolean;
}

const fieldsOf = ({ url, alt, category }: GalleryImage): GalleryImageInput => ({ url, alt, category });

const isDirty = (editor: Editor) => JSON.stringify(editor.values) !== JSON.stringify(editor.initial);

function upsert(list: GalleryImage[] | null, image: GalleryImage): GalleryImage[] {
  const current = list ?? [];
  return current.some((entry) => entry.id === image.id)
    ? current.map((entry) => (entry.id === image.id ? image : entry))
    : [...current, image].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

export function GalleryPage(_props: PageProps) {
  const [images, setImages] = useState<GalleryImage[] | null>(null);
  const [status, setStatus] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [editor, setEditor] = useState<Editor | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // The image whose history is open, and a counter that reloads "Recently deleted" after a deletion.
  const [historyOf, setHistoryOf] = useState<GalleryImage | null>(null);
  const [deletions, setDeletions] = useState(0);
  // Where the keyboard focus goes once the next render is on screen (a card's Edit button, Add Image).
  const [focusId, setFocusId] = useState<string | null>(null);
  const lastLoad = useRef(0);

  /** Fetches the list; `quiet` refreshes it behind what is shown, without a spinner or a failure toast. */
  const load = useCallback(async ({ quiet = false } = {}): Promise<GalleryImage[] | null> => {
    const ticket = ++lastLoad.current;
    if (!quiet) setStatus('loading');
    try {
      const list = await api('/api/admin/gallery', { schema: GalleryImageSchema.array() });
      if (ticket !== lastLoad.current) return null;
      setImages(list);
      setStatus('ready');
      return list;
    } catch (error) {
      if (ticket !== lastLoad.current || quiet) return null;
      setStatus('failed');
      notifyFailure(error, LOAD_GALLERY_FAILED);
      return null;
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  /** Whether the open form (if any) may close: never mid-save, and only with consent when it has edits. */
  function mayLeaveEditor(): boolean {
    if (!editor) return true;
    if (editor.saving) return false;
    return !isDirty(editor) || window.confirm(DISCARD_CHANGES);
  }

  function startAdd() {
    if (editor?.id === null) {
      document.querySelector<HTMLElement>('#gallery-add input')?.focus();
      return;
    }
    if (!mayLeaveEditor()) return;
    setEditor({ id: null, values: BLANK, initial: BLANK, saving: false, conflict: false, failed: false });
  }

  function startEdit(image: GalleryImage) {
    if (editor?.id === image.id || !mayLeaveEditor()) return;
    const values = fieldsOf(image);
    setEditor({
      id: image.id,
      revision: image.revision,
      values,
      initial: values,
      saving: false,
      conflict: false,
      failed: false,
    });
  }

  function cancel() {
    if (!editor) return;
    setEditor(null);
    setFocusId(editor.id ? editButtonId({ id: editor.id }) : ADD_BUTTON_ID);
    if (editor.failed) void load({ quiet: true });
  }

  async function save(fields: GalleryImageFields) {
    if (!editor || editor.saving) return;
    const { id, revision } = editor;
    setEditor({ ...editor, saving: true });
    try {
      const saved =
        id === null
          ? await api('/api/admin/gallery', { method: 'POST', json: fields, schema: GalleryImageSchema })
          : await api(`/api/admin/gallery/${encodeURIComponent(id)}`, {
              method: 'PUT',
              json: { ...fields, revision },
              schema: GalleryImageSchema,
            });
      toast.success(id === null ? IMAGE_ADDED : IMAGE_UPDATED);
      setImages((list) => upsert(list, saved));
      setEditor(null);
      setFocusId(editButtonId(saved));
      void load({ quiet: true });
    } catch (error) {
      notifyFailure(error, id === null ? ADD_IMAGE_FAILED : UPDATE_IMAGE_FAILED);
      const conflict = error instanceof ApiError && error.status === 409;
      // Keep the user's edits. On a conflict, learn the revision stored now before Save is possible again,
      // so that the next Save knowingly replaces the version saved meanwhile.
      const latest =
        conflict && id ? (await load({ quiet: true }))?.find((entry) => entry.id === id) : undefined;
      setEditor(
        (current) =>
          current && {
            ...current,
            saving: false,
            failed: true,
            conflict: current.conflict || conflict,
            revision: latest?.revision ?? current.revision,
          },
      );
    }
  }

  async function remove(image: GalleryImage) {
    if (!window.confirm(CONFIRM_DELETE_IMAGE)) return;
    setDeletingId(image.id);
    try {
      await api(`/api/admin/gallery/${encodeURIComponent(image.id)}`, { method: 'DELETE' });
      toast.success(IMAGE_DELETED);
      setDeletions((count) => count + 1);
      const list = images ?? [];
      const index = list.findIndex((entry) => entry.id === image.id);
      const neighbour = list[index + 1] ?? list[index - 1];
      setImages((current) => current?.filter((entry) => entry.id !== image.id) ?? current);
      setFocusId(neighbour ? editButtonId(neighbour) : ADD_BUTTON_ID);
    } catch (error) {
      notifyFailure(error, DELETE_IMAGE_FAILED);
      // Already gone (someone else deleted it): show the list as it is now.
      if (error instanceof ApiError && error.status === 404) void load({ quiet: true });
    } finally {
      setDeletingId(null);
    }
  }

  /** A restored image (an earlier version, or back from Recently deleted) shows at once, in its place. */
  function showRestored(image: GalleryImage) {
    setImages((list) => upsert(list, image));
    setFocusId(editButtonId(image));
    void load({ quiet: true });
  }

  const formProps = (current: Editor) => ({
    values: current.values,
    saving: current.saving,
    conflict: current.conflict,
    onChange: (values: GalleryImageInput) => setEditor((open) => open && { ...open, values }),
    onSubmit: save,
    onCancel: cancel,
  });

  return (
    <>
      <div className="toolbar gallery-toolbar">
        <p className="page-intro">
          Photos in the Galeri section of the website. The alt text describes each photo for visitors who
          cannot see it and is shown as its caption.
        </p>
        <button
          type="button"
          id={ADD_BUTTON_ID}
          className="btn btn-primary"
          onClick={startAdd}
          disabled={status !== 'ready'}
        >
          <Plus size={18} aria-hidden /> Add Image
        </button>
      </div>

      {editor?.id === null && (
        <section id="gallery-add" className="card gallery-add" aria-labelledby="gallery-add-title">
          <GalleryImageForm
            label="Add Image"
            heading={<h2 id="gallery-add-title">Add Image</h2>}
            {...formProps(editor)}
          />
        </section>
      )}

      {status === 'loading' && <Spinner label="Loading gallery…" />}

      {status === 'failed' && (
        <div className="card gallery-load-failed">
          <p>{LOAD_GALLERY_FAILED}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void load()}>
            <RotateCcw size={16} aria-hidden /> Retry
          </button>
        </div>
      )}

      {status === 'ready' &&
        images &&
        (images.length === 0 ? (
          <EmptyState>{GALLERY_EMPTY}</EmptyState>
        ) : (
          <ul className="cards-grid gallery-grid" aria-label="Gallery images">
            {images.map((image) => (
              <li key={image.id} className="card gallery-card">
                {editor?.id === image.id ? (
                  <GalleryImageForm
                    label={`Edit ${image.alt}`}
                    heading={<h2 className="gallery-edit-title">Edit image</h2>}
                    {...formProps(editor)}
                  />
                ) : (
                  <GalleryCard
                    image={image}
                    deleting={deletingId === image.id}
                    onEdit={() => startEdit(image)}
                    onHistory={() => setHistoryOf(image)}
                    onDelete={() => void remove(image)}
                  />
                )}
              </li>
            ))}
          </ul>
        ))}

      {status === 'ready' && (
        <TrashList
          kind="gallery-image"
          refreshKey={deletions}
          image={(image) => image.url}
          onRestored={showRestored}
        />
      )}

      {historyOf && (
        <HistoryDialog
          kind="gallery-image"
          item={historyOf}
          title={historyOf.alt}
          labels={GALLERY_FIELD_LABELS}
          onRestored={(image) => {
            setHistoryOf(null);
            showRestored(image);
          }}
          onClose={() => setHistoryOf(null)}
        />
      )}
    </>
  );
}
