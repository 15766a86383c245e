/**
 * "Recently deleted": the deleted items of one kind, newest deletion first, each with who deleted it
 * and when. Restore puts an item back on the website where it was; Delete permanently removes it (and
 * its history) for good, after a confirmation.
 */
import { RotateCcw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  type ContentKind,
  ENTITY_SCHEMAS,
  type EntityOf,
  type TrashEntry,
  trashEntrySchema,
} from '../../domain/history.ts';
import { api } from '../api.ts';
import { notifyFailure } from '../notify.ts';
import { useConfirm } from './ConfirmDialog.tsx';
import { ImageWithFallback } from './ImageWithFallback.tsx';
import { When } from './When.tsx';
import './history.css';

/** Toasts after a restore, per kind. */
export const RESTORED: Record<ContentKind, string> = {
  'menu-item': 'Menu item restored',
  'gallery-image': 'Image restored',
  event: 'Event restored',
};
export const RESTORE_FAILED = 'Failed to restore';
export const DELETED_PERMANENTLY = 'Deleted permanently';
export const PURGE_FAILED = 'Failed to delete permanently';
export const LOAD_TRASH_FAILED = 'Failed to load recently deleted items';
export const confirmPurge = (title: string) => `Delete "${title}" permanently? This cannot be undone.`;
export const TRASH_EMPTY =
  'Nothing here. Deleted items wait here until you restore them or delete them permanently.';

export function TrashList<K extends ContentKind>({
  kind,
  refreshKey = 0,
  image,
  onRestored,
}: {
  kind: K;
  /** Changes whenever the page deleted something: the list reloads. */
  refreshKey?: number;
  /** The picture shown beside each item, when the kind has one. */
  image?: (entity: EntityOf<K>) => string;
  /** Called with the item as saved once it is back. */
  onRestored: (entity: EntityOf<K>) => void;
}) {
  const [entries, setEntries] = useState<TrashEntry<K>[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const lastLoad = useRef(0);
  const headingId = `trash-${kind}-title`;
  const { confirm, dialog } = useConfirm();

  const load = useCallback(async () => {
    const ticket = ++lastLoad.current;
    try {
      const list = await api(`/api/admin/trash?kind=${kind}`, { schema: trashEntrySchema(kind).array() });
      if (ticket !== lastLoad.current) return;
      setEntries(list);
      setFailed(false);
    } catch (error) {
      if (ticket !== lastLoad.current) return;
      setFailed(true);
      notifyFailure(error, LOAD_TRASH_FAILED);
    }
  }, [kind]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey is the page asking for a reload.
  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  const path = (entry: TrashEntry<K>) => `/api/admin/trash/${kind}/${encodeURIComponent(entry.id)}`;

  async function restore(entry: TrashEntry<K>) {
    if (busyId) return;
    setBusyId(entry.id);
    try {
      const saved = await api(`${path(entry)}/restore`, { method: 'POST', schema: ENTITY_SCHEMAS[kind] });
      toast.success(RESTORED[kind]);
      setEntries((list) => list?.filter((other) => other.id !== entry.id) ?? list);
      onRestored(saved as EntityOf<K>);
    } catch (error) {
      notifyFailure(error, RESTORE_FAILED);
      void load();
    } finally {
      setBusyId(null);
    }
  }

  async function purge(entry: TrashEntry<K>) {
    if (busyId) return;
    const confirmed = await confirm({
      title: `Delete "${entry.title}" permanently?`,
      message: <p>This cannot be undone: it is gone from Recently deleted, with its history.</p>,
      confirmLabel: 'Delete permanently',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(entry.id);
    try {
      await api(path(entry), { method: 'DELETE' });
      toast.success(DELETED_PERMANENTLY);
      setEntries((list) => list?.filter((other) => other.id !== entry.id) ?? list);
    } catch (error) {
      notifyFailure(error, PURGE_FAILED);
      void load();
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="card trash" aria-labelledby={headingId}>
      <div className="card-header">
        <h2 id={headingId}>
          <Trash2 size={18} aria-hidden /> Recently deleted
          {entries && entries.length > 0 && (
            <span className="badge badge-grey trash-count">{entries.length}</span>
          )}
        </h2>
        {failed && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void load()}>
            <RotateCcw size={16} aria-hidden /> Retry
          </button>
        )}
      </div>
      {entries === null && !failed && <p className="muted">Loading…</p>}
      {failed && <p className="muted">{LOAD_TRASH_FAILED}</p>}
      {entries?.length === 0 && <p className="muted trash-empty">{TRASH_EMPTY}</p>}
      {entries && entries.length > 0 && (
        <ul className="trash-list" aria-label="Recently deleted">
          {entries.map((entry) => (
            <li key={entry.id} className="trash-entry">
              {image && <ImageWithFallback src={image(entry.entity)} alt="" className="thumb trash-thumb" />}
              <div className="trash-text">
                <p className="trash-title">{entry.title}</p>
                <p className="muted trash-meta">
                  Deleted by {entry.deleted_by} on <When iso={entry.deleted_at} />
                </p>
              </div>
              <div className="actions trash-actions">
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-label={`Restore ${entry.title}`}
                  onClick={() => void restore(entry)}
                  disabled={busyId !== null}
                >
                  <RotateCcw size={16} aria-hidden /> {busyId === entry.id ? 'Working...' : 'Restore'}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary btn-small trash-purge"
                  aria-label={`Delete permanently: ${entry.title}`}
                  onClick={() => void purge(entry)}
                  disabled={busyId !== null}
                >
                  <Trash2 size={16} aria-hidden /> Delete permanently
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
