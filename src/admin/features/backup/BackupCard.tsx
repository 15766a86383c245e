/**
 * Backups: download all content as one file; import such a file. An import is checked in full by the
 * server and summarised first; the content is replaced only after the admin confirms.
 */
import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  BackupSchema,
  type BackupSummary,
  BackupSummarySchema,
  backupFileName,
  serializeBackup,
} from '../../../domain/backup/backup-file.ts';
import { When } from '../../components/When.tsx';
import { useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { saveFile } from '../../shared/download.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';

const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** A file chosen for import, checked by the server, waiting for the admin's confirmation. */
interface Pending {
  fileName: string;
  backup: unknown;
  summary: BackupSummary;
}

export function BackupCard({ onImported }: { onImported: () => void }) {
  const [downloading, setDownloading] = useState(false);
  // Guests' personal data goes into the file only when the superadmin asks for it.
  const [withReservations, setWithReservations] = useState(false);
  const t = useT();
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  // A new key empties the file input (after an import or a cancel), so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);

  async function download() {
    setDownloading(true);
    try {
      const path = withReservations ? '/api/admin/backup?reservations=1' : '/api/admin/backup';
      const backup = await api(path, { schema: BackupSchema });
      saveFile(serializeBackup(backup), backupFileName(new Date(backup.exported_at)), 'application/json');
      toast.success(t('backup.downloaded'));
    } catch (error) {
      notifyFailure(error, t('backup.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPending(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      toast.error(t('backup.cannotImport'), { description: t('backup.tooLarge') });
      return;
    }
    setChecking(true);
    try {
      let backup: unknown;
      try {
        backup = JSON.parse(await file.text());
      } catch {
        toast.error(t('backup.cannotImport'), { description: t('backup.notJson') });
        return;
      }
      const summary = await api('/api/admin/backup/preview', {
        method: 'POST',
        json: backup,
        schema: BackupSummarySchema,
      });
      setPending({ fileName: file.name, backup, summary });
    } catch (error) {
      notifyFailure(error, t('backup.cannotImport'));
    } finally {
      setChecking(false);
    }
  }

  function cancel() {
    setPending(null);
    setInputKey((key) => key + 1);
  }

  async function confirmImport() {
    if (!pending || importing) return;
    setImporting(true);
    try {
      await api('/api/admin/backup/restore', {
        method: 'POST',
        json: { backup: pending.backup, confirm: true },
        schema: BackupSummarySchema,
      });
      toast.success(t('backup.imported'));
      setPending(null);
      setInputKey((key) => key + 1);
      onImported();
    } catch (error) {
      notifyFailure(error, t('backup.importFailed'));
    } finally {
      setImporting(false);
    }
  }

  return (
    <section className="card activity-backup" aria-labelledby="activity-backup-title">
      <h2 id="activity-backup-title">{t('backup.title')}</h2>
      <p className="muted">{t('backup.intro')}</p>
      <div className="activity-backup-grid">
        <div className="activity-backup-part">
          <h3>{t('backup.download')}</h3>
          <p className="muted">{t('backup.downloadHint')}</p>
          <label className="activity-backup-check">
            <input
              type="checkbox"
              name="reservations"
              checked={withReservations}
              onChange={(event) => setWithReservations(event.target.checked)}
            />
            {t('backup.withReservations')}
          </label>
          <p className="field-hint">{t('backup.withReservationsHint')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void download()}
            disabled={downloading}
          >
            <Download size={18} aria-hidden />{' '}
            {downloading ? t('backup.preparing') : t('backup.downloadButton')}
          </button>
        </div>
        <div className="activity-backup-part">
          <h3>{t('backup.import')}</h3>
          <div className="field">
            <label htmlFor="activity-backup-file">{t('backup.file')}</label>
            <input
              key={inputKey}
              id="activity-backup-file"
              type="file"
              accept="application/json,.json"
              aria-describedby="activity-backup-file-hint"
              onChange={(event) => void choose(event)}
              disabled={checking || importing}
            />
            <p className="field-hint" id="activity-backup-file-hint">
              {checking ? t('backup.checking') : t('backup.fileHint')}
            </p>
          </div>
        </div>
      </div>

      {pending && (
        <section className="notice activity-import-preview" aria-label={t('backup.preview')}>
          <h3>
            <Upload size={18} aria-hidden /> {t('backup.importQuestion', { file: pending.fileName })}
          </h3>
          <p>
            {t('backup.madeBy')} <strong>{pending.summary.restaurant_name}</strong>
            {t('backup.madeOn')} <When iso={pending.summary.exported_at} />
            {t('backup.holds')}
          </p>
          <ul className="activity-summary">
            <li>{t('backup.categories', { count: pending.summary.categories })}</li>
            <li>{t('backup.items', { count: pending.summary.menu_items })}</li>
            <li>{t('backup.images', { count: pending.summary.gallery_images })}</li>
            <li>{t('backup.events', { count: pending.summary.events })}</li>
            {pending.summary.reservations !== undefined && (
              <li>{t('backup.reservations', { count: pending.summary.reservations })}</li>
            )}
            {pending.summary.orders !== undefined && (
              <li>{t('backup.orders', { count: pending.summary.orders })}</li>
            )}
          </ul>
          {pending.summary.reservations !== undefined && <p>{t('backup.reservationsRestore')}</p>}
          {pending.summary.orders !== undefined && <p>{t('backup.ordersRestore')}</p>}
          <p>
            {t('backup.replacesBefore')} <strong>{t('backup.replacesStrong')}</strong>{' '}
            {t('backup.replacesAfter')}
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn-secondary" onClick={cancel} disabled={importing}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => void confirmImport()}
              disabled={importing}
            >
              {importing ? t('backup.importing') : t('backup.replaceAll')}
            </button>
          </div>
        </section>
      )}
    </section>
  );
}
