/**
 * Reservations → Export: the bookings of a date range (from this month's first day to the last bookable
 * day by default) downloaded as a CSV file that spreadsheets open as it is. The server writes the file and
 * logs the export.
 */
import { Download } from 'lucide-react';
import { type SubmitEvent, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { defaultExportRange, exportFileName } from '../../../domain/reservations/export.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/fields.tsx';
import { adminNow } from '../../i18n/format.ts';
import { getLanguage, useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { saveFile } from '../../shared/download.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';

export function ExportDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [range, setRange] = useState(() => defaultExportRange(adminNow().date));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function download() {
    if (!range.from || !range.to || range.to < range.from) {
      setError(t('reservations.export.badRange'));
      return;
    }
    setBusy(true);
    try {
      // The file in the words staff read here, whether the language is the account's or the phone's.
      const query = new URLSearchParams({ ...range, lang: getLanguage() });
      const file = await api(`/api/admin/reservations/export?${query}`, {
        file: true,
        schema: z.instanceof(Blob),
      });
      saveFile(file, exportFileName(range), 'text/csv');
      toast.success(t('reservations.export.done'));
      onClose();
    } catch (failure) {
      notifyFailure(failure, t('reservations.export.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('reservations.export.title')} onClose={onClose}>
      <form
        noValidate
        className="reservations-export"
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!busy) void download();
        }}
      >
        <p className="muted">{t('reservations.export.intro')}</p>
        <TextField
          label={t('reservations.export.from')}
          type="date"
          name="from"
          required
          value={range.from}
          onChange={(event) => {
            setRange((current) => ({ ...current, from: event.target.value }));
            setError(undefined);
          }}
        />
        <TextField
          label={t('reservations.export.to')}
          type="date"
          name="to"
          required
          value={range.to}
          error={error}
          onChange={(event) => {
            setRange((current) => ({ ...current, to: event.target.value }));
            setError(undefined);
          }}
        />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <Download size={18} aria-hidden />{' '}
            {busy ? t('reservations.export.busy') : t('reservations.export.download')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
