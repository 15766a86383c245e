import type { AdminLanguage } from '../../domain/accounts/admin-user.ts';
import {
  exportFileName,
  type ReservationExportQuery,
  reservationsCsv,
} from '../../domain/reservations/export.ts';
import type { Reservation } from '../../domain/reservations/reservation.ts';
import { AUDIT, fillIn } from '../../domain/shared/server-messages.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { getRestaurantInfo } from '../content/settings-repo.ts';
import { contentStore } from '../store/blobs.ts';
import { mapLimit } from '../store/documents.ts';
import { reservationIndex, reservationStore, reservations } from './repo.ts';

/**
 * The bookings dated from `from` to `to` as a CSV file (see domain/reservations/export.ts) in the language the
 * admin shows (`lang`, else the account's), found through the index and read in full; the export is in
 * the activity log, as it takes guests' personal data away.
 */
export async function exportReservations(
  { lang, ...range }: ReservationExportQuery,
  by: { username: string; language: AdminLanguage },
): Promise<{ body: string; fileName: string; count: number }> {
  const store = reservationStore();
  // The restaurant's clock (for when each booking was made) is read beside the index.
  const [index, restaurant] = await Promise.all([reservationIndex(store), getRestaurantInfo(contentStore())]);
  const entries = index.filter((entry) => entry.date >= range.from && entry.date <= range.to);
  const read = await mapLimit(entries, 32, (entry) => reservations.get(store, entry.id));
  const list = read.filter((r): r is Reservation => r !== null);
  await recordAudit({
    by: by.username,
    action: 'reservations-export',
    target: 'reservations',
    summary: fillIn(list.length === 1 ? AUDIT.exportedOne : AUDIT.exported, {
      count: String(list.length),
      ...range,
    }),
  });
  return {
    body: reservationsCsv(list, lang ?? by.language, restaurant.openingHours.timeZone),
    fileName: exportFileName(range),
    count: list.length,
  };
}
