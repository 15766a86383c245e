/**
 * "All dishes available again at opening time" (issue 17), off by default. With
 * MENU_AVAILABLE_AGAIN_AT set (e.g. `10:00`, the restaurant's time in WIB, or `10:00 Asia/Makassar`), the
 * scheduled function `menu-available-again` (every 15 minutes on Netlify) marks every dish that is Habis
 * Tersedia again once a day, at the first run in the hour after that time. Each day is claimed with a
 * create-only write, so runs that overlap or come twice in that hour change nothing more.
 */

import type { Store } from '@netlify/blobs';
import { clockIn } from '../../domain/content/hours.ts';
import type { MenuItem } from '../../domain/content/menu.ts';
import { AUDIT, fillIn } from '../../domain/shared/server-messages.ts';
import { AVAILABLE_AGAIN_ENV, availableAgainFromEnv } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { printable } from '../log-text.ts';
import { published } from '../publishing/publish.ts';
import { contentStore } from '../store/blobs.ts';
import { deleteDocument, mapLimit, writeDocument } from '../store/documents.ts';
import { ensureSeeded } from '../store/seed.ts';
import { updateIn } from './entity-service.ts';
import { getMenu, menuItems } from './menu-repo.ts';

export { AVAILABLE_AGAIN_ENV };
/** The restaurant's time zone unless the setting names another: WIB. */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';
/** Who the activity log says did it. */
export const SCHEDULE_AUTHOR = 'schedule';
/** How long after the set time a run still counts (runs may come late, or be missed). */
const WINDOW_MINUTES = 60;
const DAY_MINUTES = 24 * 60;

export interface AvailableAgainSetting {
  /** Minutes after local midnight. */
  at: number;
  timeZone: string;
}

/** The setting, or null when it is off (unset or empty); a value that is no time is refused with why. */
export function availableAgainSetting(raw = availableAgainFromEnv()): AvailableAgainSetting | null {
  const text = raw?.trim();
  if (!text) return null;
  const match = /^(\d{1,2}):(\d{2})(?:\s+(\S+))?$/.exec(text);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59)
    throw new Error(
      `${AVAILABLE_AGAIN_ENV} must be a time such as 10:00 (optionally with a time zone), not "${printable(text)}"`,
    );
  const timeZone = match[3] ?? DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new Error(`${AVAILABLE_AGAIN_ENV} names an unknown time zone: "${printable(timeZone)}"`);
  }
  return { at: hours * 60 + minutes, timeZone };
}

/** The local date (YYYY-MM-DD) and minutes after midnight of `now` in `timeZone`. */
export function localClock(now: Date, timeZone: string): { date: string; minutes: number } {
  const { date, time } = clockIn(now, timeZone);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { date, minutes: hours * 60 + minutes };
}

/**
 * The local date whose opening `now` falls in the hour after (so a time just before midnight still
 * counts for its own day after midnight), or null when `now` is outside that hour.
 */
export function openingDue(setting: AvailableAgainSetting, now: Date): string | null {
  const { minutes } = localClock(now, setting.timeZone);
  const since = (minutes - setting.at + DAY_MINUTES) % DAY_MINUTES;
  if (since >= WINDOW_MINUTES) return null;
  return localClock(new Date(now.getTime() - since * 60_000), setting.timeZone).date;
}

/** The key that claims one day's run. */
export const availableAgainKey = (date: string) => `meta/available-again/${date}`;

export type AvailableAgainOutcome =
  | { state: 'off' }
  | { state: 'not-due' }
  | { state: 'done-already'; date: string }
  | { state: 'done'; date: string; available_again: string[] };

/** One run of the schedule: every Habis dish Tersedia again if it is opening time and not done today. */
export async function runAvailableAgain(
  now = new Date(),
  setting = availableAgainSetting(),
): Promise<AvailableAgainOutcome> {
  if (!setting) return { state: 'off' };
  const date = openingDue(setting, now);
  if (!date) return { state: 'not-due' };
  const store = contentStore();
  await ensureSeeded(store);
  const claimed = await writeDocument(
    store,
    availableAgainKey(date),
    { at: now.toISOString() },
    { onlyIfNew: true },
  );
  if (!claimed) return { state: 'done-already', date };
  try {
    return await openAll(store, date);
  } catch (error) {
    // The store failed midway: the next run within the hour tries again.
    await deleteDocument(store, availableAgainKey(date)).catch(() => undefined);
    throw error;
  }
}

async function openAll(store: Store, date: string): Promise<AvailableAgainOutcome> {
  const soldOut = (await getMenu(store))
    .flatMap((category) => category.items)
    .filter((i) => i.status === 'Habis');
  // A few at a time: a scheduled function has 30 seconds on Netlify.
  const saved = await mapLimit(soldOut, 4, async (item) => {
    try {
      const after = await updateIn<{ status: 'Tersedia' }, MenuItem>(
        store,
        menuItems,
        item.id,
        { status: 'Tersedia' },
        {
          missing: 'Menu item not found',
          author: { kind: 'menu-item', by: SCHEDULE_AUTHOR },
          describe: (what, title) => fillIn(AUDIT.markedAtOpening, { what, title }),
        },
      );
      return after.name;
    } catch (error) {
      // Deleted meanwhile (404): the others still open.
      if (!(error instanceof HttpError)) throw error;
      console.warn(`Could not mark "${printable(item.name)}" Tersedia:`, error.message);
      return null;
    }
  });
  const changed = saved.filter((name): name is string => name !== null);
  const outcome = { state: 'done' as const, date, available_again: changed };
  if (changed.length === 0) return outcome;
  return published(`All dishes available again (${changed.length})`, outcome);
}
