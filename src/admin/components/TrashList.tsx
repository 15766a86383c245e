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
} from '../../domain/content/history.ts';
import { adoptStyles } from '../../ui/adopt-styles.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { api } from '../shared/api.ts';
import { notifyFailure } from '../shared/failure-toasts.ts';
import { useConfirm } from './ConfirmDialog.tsx';
import historyStyles from './history.css?inline';
import { ImageWithFallback } from './ImageWithFallback.tsx';
import { When } from './When.tsx';

adoptStyles(historyStyles);

/** Toasts after a restore, per kind. */
export const restoredMessage = (kind: ContentKind) => translate(`trash.restored.${kind}`);

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
  const t = useT();

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
      notifyFailure(error, translate('trash.loadFailed'));
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
      toast.success(restoredMessage(kind));
      setEntries((list) => list?.filter((other) => other.id !== entry.id) ?? list);
      onRestored(saved as EntityOf<K>);
    } catch (error) {
      notifyFailure(error, translate('trash.restoreFailed'));
      void load();
    } finally {
      setBusyId(null);
    }
  }

  async function purge(entry: TrashEntry<K>) {
    if (busyId) return;
    const confirmed = await confirm({
      title: t('trash.purgeTitle', { title: entry.title }),
      message: <p>{t('trash.purgeMessage')}</p>,
      confirmLabel: t('trash.purge'),
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(entry.id);
    try {
      await api(path(entry), { method: 'DELETE' });
      toast.success(translate('trash.deletedPermanently'));
      setEntries((list) => list?.filter((other) => other.id !== entry.id) ?? list);
    } catch (error) {
      notifyFailure(error, translate('trash.purgeFailed'));
      void load();
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="card trash" aria-labelledby={headingId}>
      <div className="card-header">
        <h2 id={headingId}>
          <Trash2 size={18} aria-hidden /> {t('trash.title')}
          {entries && entries.length > 0 && (
            <span className="badge badge-grey trash-count">{entries.length}</span>
          )}
        </h2>
        {failed && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void load()}>
            <RotateCcw size={16} aria-hidden /> {t('common.retry')}
          </button>
        )}
      </div>
      {entries === null && !failed && <p className="muted">{t('common.loading')}</p>}
      {failed && <p className="muted">{t('trash.loadFailed')}</p>}
      {entries?.length === 0 && <p className="muted trash-empty">{t('trash.empty')}</p>}
      {entries && entries.length > 0 && (
        <ul className="trash-list" aria-label={t('trash.title')}>
          {entries.map((entry) => (
            <li key={entry.id} className="trash-entry">
              {image && <ImageWithFallback src={image(entry.entity)} alt="" className="thumb trash-thumb" />}
              <div className="trash-text">
                <p className="trash-title">{entry.title}</p>
                <p className="muted trash-meta">
                  {t('trash.deletedBy', { by: entry.deleted_by })} <When iso={entry.deleted_at} />
                </p>
              </div>
              <div className="actions trash-actions">
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-label={t('trash.restoreItem', { title: entry.title })}
                  onClick={() => void restore(entry)}
                  disabled={busyId !== null}
                >
                  <RotateCcw size={16} aria-hidden />{' '}
                  {busyId === entry.id ? t('common.working') : t('common.restore')}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary btn-small trash-purge"
                  aria-label={t('trash.purgeItem', { title: entry.title })}
                  onClick={() => void purge(entry)}
                  disabled={busyId !== null}
                >
                  <Trash2 size={16} aria-hidden /> {t('trash.purge')}
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
