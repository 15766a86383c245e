import type { AdminLanguage } from '../../domain/accounts/admin-user.ts';
import { type OrderExportQuery, orderExportFileName, ordersCsv } from '../../domain/orders/export.ts';
import { AUDIT, fillIn } from '../../domain/shared/server-messages.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { orderIndex, orderStore, readIndexed } from './repo.ts';

/**
 * The orders for the days from `from` to `to` as a CSV file (see domain/orders/export.ts) in the language
 * the admin shows (`lang`, else the account's), found through the index and read in full; the export is
 * in the activity log, as it takes guests' personal data away.
 */
export async function exportOrders(
  { lang, ...range }: OrderExportQuery,
  by: { username: string; language: AdminLanguage },
): Promise<{ body: string; fileName: string; count: number }> {
  const store = orderStore();
  const entries = (await orderIndex(store)).filter(
    (entry) => entry.date >= range.from && entry.date <= range.to,
  );
  const list = await readIndexed(store, entries);
  await recordAudit({
    by: by.username,
    action: 'orders-export',
    target: 'orders',
    summary: fillIn(list.length === 1 ? AUDIT.ordersExportedOne : AUDIT.ordersExported, {
      count: String(list.length),
      ...range,
    }),
  });
  return {
    body: ordersCsv(list, lang ?? by.language),
    fileName: orderExportFileName(range),
    count: list.length,
  };
}
