/**
 * The daily publish (issue 29): the site shows what is not over yet (events, special days) as of its
 * build, so the scheduled function `daily-publish` (every 15 minutes on Netlify, and under `npm start`)
 * rebuilds it once a day at the first run after midnight on the restaurant's clock, when something shown
 * changed with the date, and not otherwise. Each day is claimed with a create-only write, so runs that
 * overlap or come again that hour do nothing more.
 */

import { localDateTime } from '../../domain/content/event-schedule.ts';
import { minutesOf } from '../../domain/content/hours.ts';
import { dailyPublishReasons } from '../../domain/publishing/daily-publish.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { SCHEDULE_AUTHOR } from '../content/available-again.ts';
import { getEvents } from '../content/event-repo.ts';
import { getRestaurantInfo } from '../content/settings-repo.ts';
import { contentStore } from '../store/blobs.ts';
import { deleteDocument, writeDocument } from '../store/documents.ts';
import { ensureSeeded } from '../store/seed.ts';
import { requestRebuild } from './publish.ts';
import { getContentRevision } from './publish-repo.ts';

/** How long after midnight a run still counts (runs may come late, or be missed). */
const WINDOW_MINUTES = 60;

/** The key that claims one day's run. */
export const dailyPublishKey = (date: string) => `meta/daily-publish/${date}`;

export type DailyPublishOutcome =
  | { state: 'not-due' }
  | { state: 'done-already'; date: string }
  | { state: 'unchanged'; date: string }
  | { state: 'published'; date: string; reasons: string[] };

/** One run of the schedule: rebuilds the site if it is just after midnight and the date changed what it shows. */
export async function runDailyPublish(now = new Date()): Promise<DailyPublishOutcome> {
  const store = contentStore();
  await ensureSeeded(store);
  const restaurant = await getRestaurantInfo(store);
  const clock = localDateTime(now, restaurant.openingHours.timeZone);
  const [date = '', time = ''] = clock.split('T');
  if (minutesOf(time) >= WINDOW_MINUTES) return { state: 'not-due' };
  const claimed = await writeDocument(
    store,
    dailyPublishKey(date),
    { at: now.toISOString() },
    { onlyIfNew: true },
  );
  if (!claimed) return { state: 'done-already', date };
  try {
    const reasons = dailyPublishReasons({ restaurant, events: await getEvents(store) }, clock);
    if (reasons.length === 0) return { state: 'unchanged', date };
    const summary = `Published the site for ${date}: ${reasons.join('; ')}`;
    // Nothing was saved: the build stands for the content revision already recorded.
    const revision = (await getContentRevision(store))?.revision ?? null;
    await requestRebuild(summary, { revision });
    await recordAudit({ by: SCHEDULE_AUTHOR, action: 'publish', target: 'site', summary });
    return { state: 'published', date, reasons };
  } catch (error) {
    // The store failed midway: the next run within the hour tries again.
    await deleteDocument(store, dailyPublishKey(date)).catch(() => undefined);
    throw error;
  }
}
