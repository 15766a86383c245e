import { formatMoment } from '../../domain/time-format.ts';

/** A moment as staff read it ("5 Nov 2026, 14:02", in the browser's time zone), machine-readable too. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatWhen(iso)}</time>;
}

export function formatWhen(iso: string): string {
  return formatMoment(iso) ?? 'Unknown time';
}
