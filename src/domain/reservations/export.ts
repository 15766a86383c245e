/**
 * Reservations → Export: the bookings of a date range as a CSV file staff open in a spreadsheet. UTF-8
 * with a byte order mark (so Excel reads names as UTF-8), CRLF lines and RFC 4180 quoting; a cell a
 * spreadsheet would run as a formula is neutralised (guests type their own names).
 */
import { z } from 'zod';
import { type AdminLanguage, AdminLanguageSchema } from '../accounts/admin-user.ts';
import { clockIn, RESTAURANT_TIME_ZONE, type RestaurantTimeZone } from '../content/hours.ts';
import { calendarDate } from '../shared/fields.ts';
import { formatIndonesianMobile } from '../shared/phone.ts';
import { lastBookableDay } from './booking-messages.ts';
import { zoneName } from './calendar-file.ts';
import type { Reservation } from './reservation.ts';
import { RESERVATION_SOURCE_WORDS, RESERVATION_STATUS_WORDS } from './status-words.ts';

/**
 * GET /api/admin/reservations/export?from=&to=&lang=: the bookings dated from `from` to `to`, both
 * included, in the language the admin shows.
 */
export const ReservationExportQuerySchema = z
  .object({
    from: calendarDate('must be a date (yyyy-mm-dd)'),
    to: calendarDate('must be a date (yyyy-mm-dd)'),
    /**
     * The language the admin shows (the account's choice, else the device's): the file's words are
     * the ones staff read on screen. Without it, the account's saved language.
     */
    lang: AdminLanguageSchema.optional(),
  })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'must not be before the start date' });
export type ReservationExportQuery = z.infer<typeof ReservationExportQuerySchema>;

/**
 * What a spreadsheet runs as a formula (or a command, for a tab or carriage return) when a cell starts with
 * it, or with it behind spaces and quotes.
 */
const FORMULA_START = /^[\s"]*[=+\-@\t\r]/;

/**
 * Where a spreadsheet may start a cell inside a value, and a formula character there: after a comma,
 * semicolon or tab (the separators a spreadsheet may split on: Excel and LibreOffice split on `;` where it
 * is the list separator, as on many Indonesian installations) or a line break, past any spaces and quotes
 * (a quote there opens a quoted cell). A spreadsheet splitting on another separator than the file's sees
 * quotes in the middle of a cell as plain characters, so quoting alone does not keep such a cell whole.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][\s"]*)(?=[=+\-@])/g;

/**
 * One cell as CSV: a value a spreadsheet would read as a formula gets an apostrophe before the formula
 * character (shown, never run), at its start and wherever a cell could start inside it, and a value with
 * a separator (comma, semicolon, tab), quote or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string): string {
  const inside = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const safe = FORMULA_START.test(inside) ? `'${inside}` : inside;
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text: cells by {@link csvCell}, CRLF after each row, a byte order mark first. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}

const COLUMNS = {
  en: [
    'Booking ID',
    'Date',
    'Time',
    'Name',
    'Phone',
    'Guests',
    'Status',
    'Source',
    'Staff note',
    'Created',
    'Last changed',
  ],
  id: [
    'ID Booking',
    'Tanggal',
    'Waktu',
    'Nama',
    'Telepon',
    'Jumlah tamu',
    'Status',
    'Sumber',
    'Catatan staf',
    'Dibuat',
    'Terakhir diubah',
  ],
} as const satisfies Record<AdminLanguage, readonly string[]>;

/** "2026-11-20 15:00": a stored instant on the restaurant's clock, as spreadsheets read a date and time. */
const onClock = (iso: string, timeZone: RestaurantTimeZone) => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const { date, time } = clockIn(at, timeZone);
  return `${date} ${time}`;
};

/**
 * The export of `list` (sorted by date and time) in the admin's language: the column names, and each
 * status and source as the admin labels it ("Tidak datang", "Datang langsung"). When a booking was made
 * and last changed are on the restaurant's clock, its zone named in the column ("Created (WIB)").
 */
export function reservationsCsv(
  list: readonly Reservation[],
  language: AdminLanguage = 'en',
  timeZone: RestaurantTimeZone = RESTAURANT_TIME_ZONE,
): string {
  const sorted = [...list].sort(
    (a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`) || a.position - b.position,
  );
  const zone = zoneName(timeZone);
  // The last two: when the booking was made and last changed.
  const columns = COLUMNS[language].map((name, index, all) =>
    index >= all.length - 2 ? `${name} (${zone})` : name,
  );
  return toCsv([
    columns,
    ...sorted.map((r) => [
      r.id,
      r.date,
      r.time,
      r.name,
      r.phone ? formatIndonesianMobile(r.phone) : '',
      r.guests,
      RESERVATION_STATUS_WORDS[language][r.status],
      RESERVATION_SOURCE_WORDS[language][r.source],
      r.note,
      onClock(r.created_at, timeZone),
      onClock(r.updated_at, timeZone),
    ]),
  ]);
}

/** The download's file name: reservasi-2026-11-01-2026-11-30.csv. */
export const exportFileName = ({ from, to }: Pick<ReservationExportQuery, 'from' | 'to'>) =>
  `reservasi-${from}-${to}.csv`;

/**
 * The range the export offers first: from the first day of this month to the last day a table can be
 * booked, so this month's bookings and every one ahead (early next month too) are in one file.
 */
export const defaultExportRange = (today: string): Pick<ReservationExportQuery, 'from' | 'to'> => ({
  from: `${today.slice(0, 7)}-01`,
  to: lastBookableDay(today),
});
