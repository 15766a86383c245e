/**
 * The reservations screen's view in its address (`?view=day&day=2026-12-23`), so that a reload (a phone's
 * pull to refresh), the app opened again or a link shows the same day rather than the list.
 */
export type View = 'list' | 'day';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The view and the day the address names (no day: today, whichever day that is when shown). */
export function viewFromAddress(search = typeof location === 'undefined' ? '' : location.search): {
  view: View;
  day: string | null;
} {
  const query = new URLSearchParams(search);
  const day = query.get('day') ?? '';
  return { view: query.get('view') === 'day' ? 'day' : 'list', day: DAY.test(day) ? day : null };
}

/** Puts the view (and its day, once chosen) in the address, keeping the rest of it, without a history entry. */
export function showViewInAddress(view: View, day: string | null): void {
  const url = new URL(location.href);
  if (view === 'day') url.searchParams.set('view', 'day');
  else url.searchParams.delete('view');
  if (view === 'day' && day) url.searchParams.set('day', day);
  else url.searchParams.delete('day');
  if (url.href !== location.href) history.replaceState(history.state, '', url);
}
