/**
 * Pesanan → Export: the orders of a date range (this month so far by default) downloaded as a CSV file
 * that spreadsheets open as it is. The server writes the file and logs the export.
 */
import { Download } from 'lucide-react';
import { type SubmitEvent, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { addDays } from '../../../domain/content/hours.ts';
import { ORDER_EXPORT_DAYS_MAX, orderExportFileName } from '../../../domain/orders/export.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/fields.tsx';
import { adminNow } from '../../i18n/format.ts';
import { getLanguage, useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { saveFile } from '../../shared/download.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';

export function OrderExportDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [range, setRange] = useState(() => {
    const today = adminNow().date;
    return { from: `${today.slice(0, 8)}01`, to: today };
  });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function download() {
    if (!range.from || !range.to || range.to < range.from) {
      setError(t('orders.export.badRange'));
      return;
    }
    if (range.to >= addDays(range.from, ORDER_EXPORT_DAYS_MAX)) {
      setError(t('orders.export.tooLong', { days: ORDER_EXPORT_DAYS_MAX }));
      return;
    }
    setBusy(true);
    try {
      const query = new URLSearchParams({ ...range, lang: getLanguage() });
      const file = await api(`/api/admin/orders/export?${query}`, { file: true, schema: z.instanceof(Blob) });
      saveFile(file, orderExportFileName(range), 'text/csv');
      toast.success(t('orders.export.done'));
      onClose();
    } catch (failure) {
      notifyFailure(failure, t('orders.export.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('orders.export.title')} onClose={onClose}>
      <form
        noValidate
        className="reservations-export"
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!busy) void download();
        }}
      >
        <p className="muted">{t('orders.export.intro')}</p>
        <TextField
          label={t('orders.export.from')}
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
          label={t('orders.export.to')}
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
            <Download size={18} aria-hidden /> {busy ? t('orders.export.busy') : t('orders.export.download')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
