import { describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import type { EventDates } from '../../src/domain/content/event.ts';
import type { SpecialDay } from '../../src/domain/content/hours.ts';
import { type DatedContent, dailyPublishReasons } from '../../src/domain/publishing/daily-publish.ts';

const restaurant = fallbackContent.restaurant;
/** The run just after midnight on 6 December 2026, on the restaurant's clock. */
const NOW = '2026-12-06T00:05';

const event = (id: string, dates: Partial<EventDates>) => ({
  id,
  title: id,
  starts_at: null,
  ends_at: null,
  repeat: null,
  ...dates,
});
const content = (
  events: DatedContent['events'],
  special: SpecialDay[] = [],
  halalUntil = '',
): DatedContent => ({
  restaurant: {
    openingHours: { ...restaurant.openingHours, special },
    halal: { ...restaurant.halal, certificate_number: halalUntil ? 'ID123' : '', valid_until: halalUntil },
  },
  events,
});
const closed = (from: string, to = from): SpecialDay => ({ from, to, closed: true, ranges: [], note: '' });

describe('the daily publish', () => {
  it('rebuilds when an event ended the day before, at 23:59 too', () => {
    expect(
      dailyPublishReasons(
        content([event('Malam Randai', { starts_at: '2026-12-05T19:00', ends_at: '2026-12-05T23:59' })]),
        NOW,
      ),
    ).toEqual(['event "Malam Randai" is over']);
    expect(
      dailyPublishReasons(
        content([event('Pagi', { starts_at: '2026-12-05T06:00', ends_at: '2026-12-05T08:00' })]),
        NOW,
      ),
    ).toEqual(['event "Pagi" is over']);
  });

  it('rebuilds when an event without an end started the day before', () => {
    expect(
      dailyPublishReasons(content([event('Buka Bersama', { starts_at: '2026-12-05T18:00' })]), NOW),
    ).toEqual(['event "Buka Bersama" is over']);
  });

  it('rebuilds when a weekly event moved on to its next occurrence', () => {
    const weekly = event('Bajamba', {
      starts_at: '2026-11-01T12:00',
      ends_at: '2026-11-01T14:00',
      repeat: 'weekly',
    });
    // 1 November 2026 is a Sunday: the occurrence of Sunday 29 November is over by Monday.
    expect(dailyPublishReasons(content([weekly]), '2026-11-30T00:05')).toEqual([
      'event "Bajamba" is next on 2026-12-06 12:00',
    ]);
    expect(dailyPublishReasons(content([weekly]), '2026-12-01T00:05')).toEqual([]);
  });

  it('rebuilds when a special day is over', () => {
    expect(dailyPublishReasons(content([], [closed('2026-12-05')]), NOW)).toEqual([
      'special day 2026-12-05 is over',
    ]);
    expect(dailyPublishReasons(content([], [closed('2026-12-04', '2026-12-05')]), NOW)).toEqual([
      'special days 2026-12-04 to 2026-12-05 are over',
    ]);
  });

  it('rebuilds when the halal certificate expired', () => {
    expect(dailyPublishReasons(content([], [], '2026-12-05'), NOW)).toEqual([
      'the halal certificate has expired',
    ]);
  });

  it('does not rebuild when nothing shown depends on the date that passed', () => {
    expect(
      dailyPublishReasons(
        content(
          [
            event('Tanpa tanggal', {}),
            event('Nanti', { starts_at: '2026-12-12T09:00', ends_at: '2026-12-12T13:00' }),
            event('Sedang berlangsung', { starts_at: '2026-12-05T09:00', ends_at: '2026-12-08T13:00' }),
            event('Lama', { starts_at: '2026-11-01T09:00', ends_at: '2026-11-01T13:00' }),
          ],
          [closed('2026-12-06'), closed('2026-11-01')],
          '2027-06-30',
        ),
        NOW,
      ),
    ).toEqual([]);
  });
});
