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
} from '../../../domain/backup.ts';
import { api } from '../../api.ts';
import { When } from '../../components/When.tsx';
import { notifyFailure } from '../../notify.ts';

export const BACKUP_DOWNLOADED = 'Backup downloaded';
export const DOWNLOAD_FAILED = 'Failed to download backup';
export const CANNOT_IMPORT = 'This file cannot be imported';
export const NOT_JSON = 'It is not a JSON file.';
export const BACKUP_IMPORTED = 'Backup imported: the website now shows its content';
export const IMPORT_FAILED = 'Failed to import backup';
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** A file chosen for import, checked by the server, waiting for the admin's confirmation. */
interface Pending {
  fileName: string;
  backup: unknown;
  summary: BackupSummary;
}

/** Saves `text` as a file through the browser's download. */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function BackupCard({ onImported }: { onImported: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  // A new key empties the file input (after an import or a cancel), so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);

  async function download() {
    setDownloading(true);
    try {
      const backup = await api('/api/admin/backup', { schema: BackupSchema });
      saveFile(serializeBackup(backup), backupFileName(new Date(backup.exported_at)));
      toast.success(BACKUP_DOWNLOADED);
    } catch (error) {
      notifyFailure(error, DOWNLOAD_FAILED);
    } finally {
      setDownloading(false);
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPending(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      toast.error(CANNOT_IMPORT, { description: 'It is larger than 5 MB.' });
      return;
    }
    setChecking(true);
    try {
      let backup: unknown;
      try {
        backup = JSON.parse(await file.text());
      } catch {
        toast.error(CANNOT_IMPORT, { description: NOT_JSON });
        return;
      }
      const summary = await api('/api/admin/backup/preview', {
        method: 'POST',
        json: backup,
        schema: BackupSummarySchema,
      });
      setPending({ fileName: file.name, backup, summary });
    } catch (error) {
      notifyFailure(error, CANNOT_IMPORT);
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
      toast.success(BACKUP_IMPORTED);
      setPending(null);
      setInputKey((key) => key + 1);
      onImported();
    } catch (error) {
      notifyFailure(error, IMPORT_FAILED);
    } finally {
      setImporting(false);
    }
  }

  return (
    <section className="card activity-backup" aria-labelledby="activity-backup-title">
      <h2 id="activity-backup-title">Backup</h2>
      <p className="muted">
        One file with all the content of the website: menu, gallery, events, restaurant info, about text and
        site settings. Reservations, admin accounts and passwords are never in it.
      </p>
      <div className="activity-backup-grid">
        <div className="activity-backup-part">
          <h3>Download</h3>
          <p className="muted">Keep a copy somewhere safe, for example before large changes.</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void download()}
            disabled={downloading}
          >
            <Download size={18} aria-hidden /> {downloading ? 'Preparing...' : 'Download backup'}
          </button>
        </div>
        <div className="activity-backup-part">
          <h3>Import</h3>
          <div className="field">
            <label htmlFor="activity-backup-file">Backup file (.json)</label>
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
              {checking
                ? 'Checking the file…'
                : 'The file is checked in full first; nothing changes until you confirm.'}
            </p>
          </div>
        </div>
      </div>

      {pending && (
        <section className="notice activity-import-preview" aria-label="Import preview">
          <h3>
            <Upload size={18} aria-hidden /> Import “{pending.fileName}”?
          </h3>
          <p>
            Backup of <strong>{pending.summary.restaurant_name}</strong>, made on{' '}
            <When iso={pending.summary.exported_at} />. It holds:
          </p>
          <ul className="activity-summary">
            <li>{pending.summary.categories} menu categories</li>
            <li>{pending.summary.menu_items} menu items</li>
            <li>{pending.summary.gallery_images} gallery images</li>
            <li>{pending.summary.events} events</li>
          </ul>
          <p>
            Importing <strong>replaces all current content</strong> with the backup’s and publishes it. Items
            it changes or removes stay in their history and in Recently deleted. Reservations and accounts are
            not changed.
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn-secondary" onClick={cancel} disabled={importing}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => void confirmImport()}
              disabled={importing}
            >
              {importing ? 'Importing...' : 'Replace all content'}
            </button>
          </div>
        </section>
      )}
    </section>
  );
}
