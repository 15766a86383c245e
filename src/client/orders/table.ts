/**
 * The table a guest sits at, from the QR code on it (`/?meja=7`): kept for the visit (the tab's session),
 * shown discreetly in the navbar ("Meja 7") and filled into the order basket; and the way of ordering the
 * guest chose, kept for the visit too. The number leaves the address
 * bar, so a link the guest shares does not seat a friend at table 7.
 */
import { documentLanguage, type SiteLanguage } from '../../domain/content/site-language.ts';
import { TABLE_PARAM, tableFromSearch, tableLabel, tableName } from '../../domain/content/table-name.ts';

const TABLE_KEY = 'rmp-table';

/**
 * The visit's table: from the address when it names one (and then kept), else the one kept, read with the
 * same rule (what a table is called, nothing else).
 */
export function visitTable(): string | null {
  const fromLink = tableFromSearch(location.search);
  try {
    if (fromLink) sessionStorage.setItem(TABLE_KEY, fromLink);
    return fromLink ?? tableName(sessionStorage.getItem(TABLE_KEY));
  } catch {
    return fromLink; // storage blocked: this page still knows
  }
}

/**
 * Keeps the table the guest typed into the basket for the rest of the visit, like one from a link, when it
 * is what a table is called; anything else forgets it. Never in local storage: tomorrow's take-away order
 * is not at table 5.
 */
export function keepVisitTable(table: string): void {
  const name = tableName(table);
  try {
    if (name) sessionStorage.setItem(TABLE_KEY, name);
    else sessionStorage.removeItem(TABLE_KEY);
  } catch {
    // Storage blocked: the basket still knows it on this page.
  }
}

/** The navbar's badge of a table, in the page's language: "Meja 7", "Table 7". */
export const tableBadgeText = (table: string, language: SiteLanguage): string =>
  language === 'en' ? `Table ${table}` : tableLabel(table);

/**
 * Shows the visit's table in `badge`, in the page's language (its `<html lang>`: the navbar has no
 * configuration of its own), and takes `?meja=` out of the address.
 */
export function initTableBadge(badge: HTMLElement | null, language: SiteLanguage = documentLanguage()): void {
  const table = visitTable();
  if (!table) return;
  if (badge) {
    badge.textContent = tableBadgeText(table, language);
    badge.hidden = false;
  }
  const url = new URL(location.href);
  if (url.searchParams.has(TABLE_PARAM)) {
    url.searchParams.delete(TABLE_PARAM);
    history.replaceState(history.state, '', url);
  }
}

const MODE_KEY = 'rmp-mode';

/** The way of ordering the guest chose earlier in this visit, when the restaurant still offers it. */
export function visitMode<T extends string>(offered: readonly T[]): T | null {
  try {
    const kept = sessionStorage.getItem(MODE_KEY);
    return offered.find((mode) => mode === kept) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the way the guest chose for the rest of the visit, as the table is kept (never in local storage). */
export function keepVisitMode(mode: string): void {
  try {
    sessionStorage.setItem(MODE_KEY, mode);
  } catch {
    // Storage blocked: the basket still knows it on this page.
  }
}
