// The daily publish: what the site shows depends on the date as well as on what staff saved (events
// over, special days over, the halal certificate's validity), so the site is rebuilt after midnight on
// the days when that changes, and only then.
import type { EventDates } from '../content/event.ts';
import { shownEvents } from '../content/event-schedule.ts';
import { addDays, type OpeningHours } from '../content/hours.ts';
import { upcomingSpecialDays } from '../content/hours-text.ts';
import { type HalalCertificate, isHalalCertified } from '../content/restaurant.ts';

/** What the date-dependent parts of the site are read from. */
export interface DatedContent {
  restaurant: { openingHours: OpeningHours; halal: HalalCertificate };
  events: ReadonlyArray<EventDates & { id: string; title: string }>;
}

/** What the site shows that depends on the date, at `now` (a reading of the restaurant's clock). */
function datedView({ restaurant, events }: DatedContent, now: string) {
  const today = now.slice(0, 10);
  return {
    events: new Map(shownEvents(events, now).map(({ event, next }) => [event.id, next?.starts_at ?? null])),
    specialDays: new Set(
      upcomingSpecialDays(restaurant.openingHours, today).map(({ day }) => `${day.from}/${day.to}`),
    ),
    halal: isHalalCertified(restaurant.halal, today),
  };
}

/**
 * Why the site must be rebuilt at `now`, a reading of the restaurant's clock just after midnight: what
 * it shows differently from the start of the day before (the last daily publish), with nothing saved
 * since. Empty when nothing shown depends on the dates that passed: no rebuild is needed.
 */
export function dailyPublishReasons(content: DatedContent, now: string): string[] {
  const since = `${addDays(now.slice(0, 10), -1)}T00:00`;
  const [before, after] = [datedView(content, since), datedView(content, now)];
  const reasons: string[] = [];
  for (const event of content.events) {
    if (!before.events.has(event.id)) continue;
    if (!after.events.has(event.id)) reasons.push(`event "${event.title}" is over`);
    else if (after.events.get(event.id) !== before.events.get(event.id))
      reasons.push(`event "${event.title}" is next on ${after.events.get(event.id)?.replace('T', ' ')}`);
  }
  for (const day of before.specialDays) {
    if (after.specialDays.has(day)) continue;
    const [from, to] = day.split('/');
    reasons.push(from === to ? `special day ${from} is over` : `special days ${from} to ${to} are over`);
  }
  if (before.halal && !after.halal) reasons.push('the halal certificate has expired');
  return reasons;
}
