import type { Store } from '@netlify/blobs';
import { deleteDocument, listKeys, writeDocument } from './documents.ts';

/**
 * An index of a store's dated items (bookings, orders) in their keys alone,
 * `index/<date>/<made, ms>-<id>-<status>`, so that a day's list is one listing of keys plus the reads of
 * its items. The item's own blob stays the truth: an entry is written after its item and replaced after a
 * status change; each feature's repo repairs what an interrupted write left.
 */
export interface DayEntry {
  id: string;
  date: string;
  /** When the item was made, ms: the entries of a day list in that order. */
  made: number;
  status: string;
}

export const DAY_INDEX = 'index/';

/** The index of items whose ids match `idPattern` (no anchors: the entry's pattern places it). */
export function dayIndex(idPattern: RegExp) {
  const entry = new RegExp(`^(\\d{4}-\\d{2}-\\d{2})/(\\d{13})-(${idPattern.source})-([a-z_]{1,20})$`);
  const key = (item: DayEntry) =>
    `${DAY_INDEX}${item.date}/${String(Math.max(0, Math.floor(item.made))).padStart(13, '0')}-${item.id}-${item.status}`;
  return {
    key,
    /** The entry a key names (without `index/`), or null for a key of another shape. */
    parse(rest: string): DayEntry | null {
      const match = rest.match(entry);
      if (!match) return null;
      const [, date = '', made = '0', id = '', status = ''] = match;
      return { id, date, made: Number(made), status };
    },
    /** Writes the entry of `item`, and removes the one of its earlier state. */
    async write(store: Store, item: DayEntry, before?: DayEntry | null): Promise<void> {
      await writeDocument(store, key(item), {});
      if (before && key(before) !== key(item)) await deleteDocument(store, key(before));
    },
    /** Every entry of `date`, or of every day, each with its full key, grouped by item. */
    async list(store: Store, date?: string): Promise<Map<string, Array<DayEntry & { key: string }>>> {
      const prefix = date ? `${DAY_INDEX}${date}/` : DAY_INDEX;
      const byId = new Map<string, Array<DayEntry & { key: string }>>();
      for (const rest of await listKeys(store, prefix)) {
        const found = this.parse(date ? `${date}/${rest}` : rest);
        if (found) byId.set(found.id, [...(byId.get(found.id) ?? []), { ...found, key: prefix + rest }]);
      }
      return byId;
    },
  };
}
