import { formatDateTime } from '../i18n/format.ts';
import { t, useT } from '../i18n/i18n.ts';

/** A moment as staff read it ("5 Nov 2026, 14:02", in the restaurant's time zone), machine-readable too. */
export function When({ iso }: { iso: string }) {
  // Re-rendered in the new language when it changes.
  useT();
  return <time dateTime={iso}>{formatWhen(iso)}</time>;
}

/** "5 Nov 2026, 14:02" in the restaurant's time zone and the admin's language. */
export function formatWhen(iso: string): string {
  return formatDateTime(iso) ?? t('common.unknownTime');
}
