// How guests and staff read times: one way everywhere, "19:05" (24 hours, a colon). Locale formats differ
// ("19.05" in id-ID, "19:05" in en-GB), so the clock part is never left to a locale. Free of the schema
// library: the public islands and the admin both use it.

const two = (n: number) => String(n).padStart(2, '0');

/** "19:05": hours and minutes of a moment in the reader's time zone. */
export function formatClock(date: Date): string {
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "5 Nov 2026, 14:02" (the reader's time zone), or null when `iso` is not a moment. */
export function formatMoment(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${DAY_FORMAT.format(date)}, ${formatClock(date)}`;
}
