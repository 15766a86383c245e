/**
 * Pesanan → Export: the orders of a date range (this month so far by default) downloaded as a CSV file
 * that spreadsheets open as it is.
 */
import { ORDER_EXPORT_DAYS_MAX, orderExportFileName } from '../../../domain/orders/export.ts';
import { RangeExportDialog } from '../../components/RangeExportDialog.tsx';
import { adminNow } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';

export function OrderExportDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <RangeExportDialog
      words={{
        title: t('orders.export.title'),
        intro: t('orders.export.intro'),
        from: t('orders.export.from'),
        to: t('orders.export.to'),
        badRange: t('orders.export.badRange'),
        busy: t('orders.export.busy'),
        download: t('orders.export.download'),
        done: t('orders.export.done'),
        failed: t('orders.export.failed'),
        tooLong: t('orders.export.tooLong', { days: ORDER_EXPORT_DAYS_MAX }),
      }}
      initial={() => {
        const today = adminNow().date;
        return { from: `${today.slice(0, 8)}01`, to: today };
      }}
      path="/api/admin/orders/export"
      fileName={orderExportFileName}
      maxDays={ORDER_EXPORT_DAYS_MAX}
      onClose={onClose}
    />
  );
}
