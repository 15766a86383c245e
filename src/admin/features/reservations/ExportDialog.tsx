/**
 * Reservations → Export: the bookings of a date range (from this month's first day to the last bookable
 * day by default) downloaded as a CSV file that spreadsheets open as it is.
 */
import { defaultExportRange, exportFileName } from '../../../domain/reservations/export.ts';
import { RangeExportDialog } from '../../components/RangeExportDialog.tsx';
import { adminNow } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';

export function ExportDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <RangeExportDialog
      words={{
        title: t('reservations.export.title'),
        intro: t('reservations.export.intro'),
        from: t('reservations.export.from'),
        to: t('reservations.export.to'),
        badRange: t('reservations.export.badRange'),
        busy: t('reservations.export.busy'),
        download: t('reservations.export.download'),
        done: t('reservations.export.done'),
        failed: t('reservations.export.failed'),
      }}
      initial={() => defaultExportRange(adminNow().date)}
      path="/api/admin/reservations/export"
      fileName={exportFileName}
      onClose={onClose}
    />
  );
}
