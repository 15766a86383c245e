/**
 * A table as guests meet it: `?meja=7` on the address its card's QR code opens, and "Meja 7" in the navbar
 * and the order basket. Free of the QR encoder (qr.ts), so the public pages' scripts stay small.
 */

/** The query parameter a table's code carries: `/?meja=7`. */
export const TABLE_PARAM = 'meja';

export const tableLabel = (table: number | string) => `Meja ${table}`;

/**
 * How a table is named in `?meja=`: digits, with at most one letter before them ("7", "12", "A12"). Nothing
 * else: whatever a link adds ("5 LUNAS") would otherwise arrive in the order as the table's number.
 */
const TABLE_NAME = /^[A-Z]?\d{1,4}$/;

/** `value` as a table is called ("a12" → "A12"), or null when it is no table's name ("5 LUNAS"). */
export function tableName(value: string | null | undefined): string | null {
  const name = value?.trim().toUpperCase() ?? '';
  return TABLE_NAME.test(name) ? name : null;
}

/** The table a visit came with (`?meja=7`), or null when there is none or it is no table's name. */
export const tableFromSearch = (search: string): string | null =>
  tableName(new URLSearchParams(search).get(TABLE_PARAM));
