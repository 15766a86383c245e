/**
 * The activity log: the newest admin actions, newest first, as a table (When, Who, What); "Show older"
 * adds the page before.
 */
import { RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import {
  AUDIT_LIMIT_DEFAULT,
  type AuditLogEntry,
  AuditLogEntrySchema,
} from '../../../domain/shared/audit.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { When } from '../../components/When.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { sayServerMessage } from '../../i18n/server-words.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';

/**
 * One page of the log, newest first: the newest entries, or those older than the entry `before` (named by
 * id, so actions recorded meanwhile neither repeat nor hide entries).
 */
const page = (before?: string) =>
  api(
    `/api/admin/audit?limit=${AUDIT_LIMIT_DEFAULT}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
    {
      schema: AuditLogEntrySchema.array(),
    },
  );

export function AuditLog({ refreshKey }: { refreshKey: number }) {
  const [entries, setEntries] = useState<AuditLogEntry[] | null>(null);
  const [status, setStatus] = useState<'loading' | 'failed' | 'ready'>('loading');
  /** A full page came back last time: there may be older entries. */
  const [more, setMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const t = useT();

  const load = useCallback(async () => {
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    try {
      const newest = await page();
      setEntries(newest);
      setMore(newest.length === AUDIT_LIMIT_DEFAULT);
      setStatus('ready');
    } catch (error) {
      setStatus('failed');
      notifyFailure(error, translate('activity.loadFailed'));
    }
  }, []);

  async function showOlder() {
    if (!entries) return;
    setLoadingOlder(true);
    try {
      const older = await page(entries.at(-1)?.id);
      setEntries([...entries, ...older]);
      setMore(older.length === AUDIT_LIMIT_DEFAULT);
    } catch (error) {
      notifyFailure(error, translate('activity.loadFailed'));
    } finally {
      setLoadingOlder(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey asks for a reload after an import.
  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  return (
    <section className="card activity-log" aria-labelledby="activity-log-title">
      <div className="card-header">
        <div>
          <h2 id="activity-log-title">{t('activity.title')}</h2>
          <p className="muted activity-hint">{t('activity.hint')}</p>
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => void load()}
          disabled={status === 'loading'}
        >
          <RotateCcw size={16} aria-hidden /> {t('activity.refresh')}
        </button>
      </div>
      {status === 'loading' && <Spinner label={t('activity.loading')} />}
      {status === 'failed' && <p className="muted">{t('activity.loadFailed')}</p>}
      {status === 'ready' && entries?.length === 0 && <p className="empty-state">{t('activity.none')}</p>}
      {status === 'ready' && entries && entries.length > 0 && (
        <div className="table-wrap">
          <table className="data-table activity-table">
            <caption className="visually-hidden">{t('activity.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('activity.when')}</th>
                <th scope="col">{t('activity.who')}</th>
                <th scope="col">{t('activity.what')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="activity-when">
                    <When iso={entry.at} />
                  </td>
                  <td>{entry.by}</td>
                  <td>{sayServerMessage(entry.summary)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {more && (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => void showOlder()}
              disabled={loadingOlder}
            >
              {loadingOlder ? t('common.loading') : t('activity.showOlder')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
