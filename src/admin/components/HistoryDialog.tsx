/**
 * The history of one menu item, gallery image or event, or of the restaurant info or site settings: earlier
 * versions, newest first, each with who replaced it and when, and how it differs from what is current.
 * Restoring a version is a normal save (published); the version it replaces joins the history, so a restore
 * can be undone.
 */
import { History, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  type ContentKind,
  ENTITY_SCHEMAS,
  type EntityOf,
  HISTORY_LIMIT,
  type HistoryAction,
  historyEntrySchema,
  SETTINGS_SCHEMAS,
  type SettingsDocument,
  type SettingsOf,
  settingsHistoryEntrySchema,
} from '../../domain/content/history.ts';
import { adoptStyles } from '../../ui/adopt-styles.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { ApiError, api, type DocumentVersion } from '../shared/api.ts';
import { notifyFailure } from '../shared/failure-toasts.ts';
import { Dialog } from './Dialog.tsx';
import historyStyles from './history.css?inline';
import { Spinner } from './Spinner.tsx';
import { formatWhen, When } from './When.tsx';

adoptStyles(historyStyles);

/** How the version ended, as a person would say it. */
const endedBy = (action: HistoryAction) => `history.endedBy.${action}` as const;

/** One field as shown in a summary: lists comma-separated, long text shortened. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return translate('history.empty');
  const text = Array.isArray(value) ? value.join(', ') || translate('history.empty') : String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** A field's stored value as staff read it (a dish's tags in words), before it is shown. */
export type ShownValue = (key: string, value: unknown) => unknown;

/** Nothing written: a field absent (a version saved before the field existed), null, empty text or list. */
const isNothing = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether a field reads the same in both versions. */
const same = (before: unknown, now: unknown) =>
  JSON.stringify(before) === JSON.stringify(now) || (isNothing(before) && isNothing(now));

/** The labelled fields in which `version` differs from `current`. */
export function differences(
  version: Record<string, unknown>,
  current: Record<string, unknown>,
  labels: Record<string, string>,
  shown: ShownValue = (_, value) => value,
): Array<{ label: string; before: string; now: string }> {
  return Object.entries(labels)
    .filter(([key]) => !same(version[key], current[key]))
    .map(([key, label]) => ({
      label,
      before: displayValue(shown(key, version[key])),
      now: displayValue(shown(key, current[key])),
    }));
}

/** One earlier version as the dialog shows it. */
interface VersionEntry {
  key: string;
  at: string;
  by: string;
  action: HistoryAction;
  /** The version as the dialog compares it. */
  version: unknown;
  /** A settings document's version as saved (before it is compared field by field). */
  stored?: unknown;
}

/** The history of one menu item, gallery image or event. */
export function HistoryDialog<K extends ContentKind>({
  kind,
  item,
  title,
  labels,
  shown,
  onRestored,
  onClose,
}: {
  kind: K;
  /** The item as the page shows it now (its revision is sent: 409 when someone saved it since). */
  item: EntityOf<K>;
  /** What staff call the item, for the dialog title. */
  title: string;
  /** The fields compared with the current version, with their on-screen labels, in display order. */
  labels: Record<string, string>;
  /** How a field's value reads, where its stored form is not what staff read. */
  shown?: ShownValue;
  /** Called with the saved item after a restore; the dialog then closes. */
  onRestored: (item: EntityOf<K>) => void;
  onClose: () => void;
}) {
  const base = `/api/admin/history/${kind}/${encodeURIComponent(item.id)}`;
  const load = useCallback(() => api(base, { schema: historyEntrySchema(kind).array() }), [base, kind]);
  const restore = async (entry: VersionEntry) => {
    const saved = await api(`${base}/restore`, {
      method: 'POST',
      json: { version: entry.key, revision: item.revision },
      schema: ENTITY_SCHEMAS[kind],
    });
    onRestored(saved as EntityOf<K>);
    return true;
  };
  return (
    <VersionsDialog
      title={translate('history.title', { title })}
      intro={translate('history.introItem', { count: HISTORY_LIMIT })}
      current={item as unknown as Record<string, unknown>}
      labels={labels}
      shown={shown}
      load={load}
      restore={restore}
      onClose={onClose}
    />
  );
}

/** The history of the restaurant info or the site settings. */
export function SettingsHistoryDialog<D extends SettingsDocument>({
  document,
  current,
  version,
  title,
  labels,
  fields,
  confirmRestore,
  onRestored,
  onClose,
}: {
  document: D;
  /** What is saved now (what the page loaded or last saved). */
  current: SettingsOf<D>;
  /** Its version: a restore over a save made since is refused, and the restored version becomes it. */
  version: DocumentVersion;
  title: string;
  labels: Record<string, string>;
  /** The document as compared field by field; nested objects become dotted keys unless given. */
  fields?: (value: SettingsOf<D>) => Record<string, unknown>;
  /**
   * Where bringing back a version may need the admin's yes first (booking settings: the past bookings a
   * shorter retention deletes): sends the restore with `send`, again with `confirm_deletes` when the
   * server asks for it, and resolves to null when the answer was no (nothing is restored).
   */
  confirmRestore?: (
    send: (confirmDeletes?: number) => Promise<SettingsOf<D>>,
    restored: SettingsOf<D>,
  ) => Promise<SettingsOf<D> | null>;
  onRestored: (saved: SettingsOf<D>) => void;
  onClose: () => void;
}) {
  const base = `/api/admin/settings-history/${document}`;
  // Both are defined once at module level: the history loads again only when the document changes.
  const compared = fields ?? (flatten as (value: SettingsOf<D>) => Record<string, unknown>);
  const load = useCallback(
    async () =>
      (await api(base, { schema: settingsHistoryEntrySchema(document).array() })).map((entry) => ({
        ...entry,
        stored: entry.version,
        version: compared(entry.version),
      })),
    [base, document, compared],
  );
  const restore = async (entry: VersionEntry) => {
    const send = async (confirmDeletes?: number) =>
      (await api(`${base}/restore`, {
        method: 'POST',
        json:
          confirmDeletes === undefined
            ? { version: entry.key }
            : { version: entry.key, confirm_deletes: confirmDeletes },
        schema: SETTINGS_SCHEMAS[document],
        version,
      })) as SettingsOf<D>;
    const saved = confirmRestore ? await confirmRestore(send, entry.stored as SettingsOf<D>) : await send();
    if (!saved) return false;
    onRestored(saved);
    return true;
  };
  return (
    <VersionsDialog
      title={translate('history.title', { title })}
      intro={translate('history.introDocument', { count: HISTORY_LIMIT })}
      current={compared(current)}
      labels={labels}
      load={load}
      restore={restore}
      onClose={onClose}
    />
  );
}

/** Nested fields ("openingHours": {weekday}) as dotted keys ("openingHours.weekday"), for comparing. */
function flatten(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner && typeof inner === 'object' && !Array.isArray(inner))
      Object.assign(out, flatten(inner as Record<string, unknown>, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = inner;
  }
  return out;
}

function VersionsDialog({
  title,
  intro,
  current,
  labels,
  shown,
  load: fetchEntries,
  restore: restoreEntry,
  onClose,
}: {
  title: string;
  intro: string;
  current: Record<string, unknown>;
  labels: Record<string, string>;
  shown?: ShownValue;
  load: () => Promise<VersionEntry[]>;
  /** Saves the entry's version; false when the admin said no (nothing saved), throws when that fails. */
  restore: (entry: VersionEntry) => Promise<boolean>;
  onClose: () => void;
}) {
  const [entries, setEntries] = useState<VersionEntry[] | null>(null);
  const [status, setStatus] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [restoringKey, setRestoringKey] = useState<string | null>(null);
  const t = useT();

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      setEntries(await fetchEntries());
      setStatus('ready');
    } catch (error) {
      setStatus('failed');
      notifyFailure(error, translate('history.loadFailed'));
    }
  }, [fetchEntries]);

  useEffect(() => {
    void load();
  }, [load]);

  async function restore(entry: VersionEntry) {
    if (restoringKey || !window.confirm(translate('history.confirmRestore'))) return;
    setRestoringKey(entry.key);
    try {
      if (!(await restoreEntry(entry))) {
        setRestoringKey(null);
        return;
      }
      toast.success(translate('history.restored'));
    } catch (error) {
      notifyFailure(error, translate('history.restoreFailed'));
      setRestoringKey(null);
      // Someone saved meanwhile: show the history as it is now.
      if (error instanceof ApiError && error.status === 409) void load();
    }
  }

  return (
    <Dialog title={title} onClose={onClose} wide>
      <p className="muted history-intro">{intro}</p>
      {status === 'loading' && <Spinner label={t('history.loading')} />}
      {status === 'failed' && (
        <div className="history-failed">
          <p>{t('history.loadFailed')}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void load()}>
            <RotateCcw size={16} aria-hidden /> {t('common.retry')}
          </button>
        </div>
      )}
      {status === 'ready' && entries?.length === 0 && <p className="empty-state">{t('history.none')}</p>}
      {status === 'ready' && entries && entries.length > 0 && (
        <ol className="history-list" aria-label={t('history.list')}>
          {entries.map((entry) => {
            const version = entry.version as Record<string, unknown>;
            const changes = differences(version, current, labels, shown);
            // Items know when each version was saved; whole documents only when it was replaced.
            const savedAt =
              typeof version.updated_at === 'string' && version.updated_at ? version.updated_at : '';
            const dated = 'updated_at' in version;
            return (
              <li key={entry.key} className="history-entry">
                <div className="history-entry-head">
                  <div>
                    <p className="history-when">
                      <History size={16} aria-hidden />{' '}
                      {savedAt ? (
                        <>
                          {t('history.versionOf')} <When iso={savedAt} />
                        </>
                      ) : dated ? (
                        t('history.startingVersion')
                      ) : (
                        t('history.earlierVersion')
                      )}
                    </p>
                    <p className="history-who muted">
                      {t('history.endedByWho', { how: t(endedBy(entry.action)) })} <strong>{entry.by}</strong>{' '}
                      {t('history.on')} <When iso={entry.at} />
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    onClick={() => void restore(entry)}
                    disabled={restoringKey !== null || changes.length === 0}
                    aria-label={
                      savedAt
                        ? t('history.restoreVersionOf', { when: formatWhen(savedAt) })
                        : dated
                          ? t('history.restoreStarting')
                          : t('history.restoreReplacedOn', { when: formatWhen(entry.at) })
                    }
                  >
                    <RotateCcw size={16} aria-hidden />{' '}
                    {restoringKey === entry.key ? t('history.restoring') : t('common.restore')}
                  </button>
                </div>
                {changes.length === 0 ? (
                  <p className="history-same muted">{t('history.same')}</p>
                ) : (
                  <dl className="history-changes">
                    {changes.map((change) => (
                      <div key={change.label}>
                        <dt>{change.label}</dt>
                        <dd>
                          <span className="history-then">{change.before}</span>
                          <span className="muted"> {t('history.now', { value: change.now })}</span>
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Dialog>
  );
}
