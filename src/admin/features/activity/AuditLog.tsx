/**
 * The activity log: the newest admin actions, newest first, as a table (When, Who, What); "Show older"
 * adds the page before.
 */
import { RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { AUDIT_LIMIT_DEFAULT, type AuditEntry, AuditEntrySchema } from '../../../domain/audit.ts';
import { api } from '../../api.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { When } from '../../components/When.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { notifyFailure } from '../../notify.ts';

/** One page of the log, newest first, after the newest `offset` entries. */
const page = (offset: number) =>
  api(`/api/admin/audit?limit=${AUDIT_LIMIT_DEFAULT}&offset=${offset}`, { schema: AuditEntrySchema.array() });

export function AuditLog({ refreshKey }: { refreshKey: number }) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [status, setStatus] = useState<'loading' | 'failed' | 'ready'>('loading');
  /** A full page came back last time: there may be older entries. */
  const [more, setMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const t = useT();

  const load = useCallback(async () => {
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    try {
      const newest = await page(0);
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
      // Entries recorded meanwhile shift the pages: one seen twice is left out by its time and words.
      const seen = new Set(entries.map((entry) => JSON.stringify(entry)));
      const older = await page(entries.length);
      setEntries([...entries, ...older.filter((entry) => !seen.has(JSON.stringify(entry)))]);
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
              {entries.map((entry, index) => (
                // Entries never change: their position in this newest-first list is stable enough.
                // biome-ignore lint/suspicious/noArrayIndexKey: two actions can share a time and a user.
                <tr key={`${entry.at}-${index}`}>
                  <td className="activity-when">
                    <When iso={entry.at} />
                  </td>
                  <td>{entry.by}</td>
                  <td>{entry.summary}</td>
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
