import { describe, expect, it } from 'vitest';
import { type EventDates, EventInputSchema } from '../../src/domain/content/event.ts';
import {
  isEventOver,
  localDateTime,
  nextOccurrence,
  occurrenceText,
  shownEvents,
  withOffset,
} from '../../src/domain/content/event-schedule.ts';

const WIB = 'Asia/Jakarta';
/** The restaurant's clock (WIB) at a UTC instant. */
const wib = (utc: string) => localDateTime(new Date(utc), WIB);
const once = (starts_at: string, ends_at: string | null = null): EventDates => ({
  starts_at,
  ends_at,
  repeat: null,
});
const weekly = (starts_at: string, ends_at: string | null = null): EventDates => ({
  starts_at,
  ends_at,
  repeat: 'weekly',
});

describe('when an event is over', () => {
  it('shows an event ending at 23:59 WIB until midnight WIB, not a minute longer', () => {
    const event = once('2026-12-05T19:00', '2026-12-05T23:59');
    // 23:59:59 WIB is 16:59:59 UTC; midnight WIB is 17:00 UTC.
    expect(wib('2026-12-05T16:59:59Z')).toBe('2026-12-05T23:59');
    expect(isEventOver(event, wib('2026-12-05T16:59:59Z'))).toBe(false);
    expect(isEventOver(event, wib('2026-12-05T17:00:00Z'))).toBe(true);
  });

  it('reads the dates on the restaurant clock, not UTC: at 23:30 UTC it is already the next day in WIB', () => {
    const event = once('2026-12-05T10:00', '2026-12-05T22:00');
    expect(isEventOver(event, localDateTime(new Date('2026-12-05T23:30:00Z'), 'UTC'))).toBe(true);
    expect(isEventOver(event, wib('2026-12-05T14:59:00Z'))).toBe(false);
    expect(isEventOver(event, wib('2026-12-05T15:01:00Z'))).toBe(true);
    // The same instant is an hour later in WITA.
    expect(localDateTime(new Date('2026-12-05T14:30:00Z'), 'Asia/Makassar')).toBe('2026-12-05T22:30');
  });

  it('ends an event without an end once it has started', () => {
    const event = once('2026-12-05T19:00');
    expect(isEventOver(event, '2026-12-05T18:59')).toBe(false);
    expect(isEventOver(event, '2026-12-05T19:00')).toBe(false);
    expect(isEventOver(event, '2026-12-05T19:01')).toBe(true);
  });

  it('never ends an event without dates', () => {
    const event: EventDates = { starts_at: null, ends_at: null, repeat: null };
    expect(isEventOver(event, '2099-01-01T00:00')).toBe(false);
    expect(nextOccurrence(event, '2026-12-05T19:00')).toBeNull();
  });

  it('shows an event that has not started yet with its dates', () => {
    expect(nextOccurrence(once('2026-12-12T09:00', '2026-12-12T13:00'), '2026-11-27T08:00')).toEqual({
      starts_at: '2026-12-12T09:00',
      ends_at: '2026-12-12T13:00',
    });
  });
});

describe('an event every week', () => {
  // Every Saturday 19:00 - 21:00 from 5 December 2026.
  const saturdays = weekly('2026-12-05T19:00', '2026-12-05T21:00');

  it('is never over, and shows its next occurrence', () => {
    expect(nextOccurrence(saturdays, '2026-12-01T10:00')?.starts_at).toBe('2026-12-05T19:00');
    expect(nextOccurrence(saturdays, '2026-12-05T20:00')?.starts_at).toBe('2026-12-05T19:00');
    expect(nextOccurrence(saturdays, '2026-12-05T21:00')?.starts_at).toBe('2026-12-05T19:00');
    expect(nextOccurrence(saturdays, '2026-12-05T21:01')).toEqual({
      starts_at: '2026-12-12T19:00',
      ends_at: '2026-12-12T21:00',
    });
    expect(nextOccurrence(saturdays, '2027-03-01T00:00')).toEqual({
      starts_at: '2027-03-06T19:00',
      ends_at: '2027-03-06T21:00',
    });
    expect(isEventOver(saturdays, '2030-01-01T00:00')).toBe(false);
  });

  it('keeps its weekday and time across months and years', () => {
    const next = nextOccurrence(saturdays, '2026-12-27T12:00');
    expect(next).toEqual({ starts_at: '2027-01-02T19:00', ends_at: '2027-01-02T21:00' });
    expect(occurrenceText(next ?? { starts_at: '', ends_at: null })).toBe(
      'Sabtu, 2 Januari 2027, 19:00 - 21:00',
    );
  });

  it('without an end, moves on once it has started', () => {
    const sundays = weekly('2026-12-06T12:00');
    expect(nextOccurrence(sundays, '2026-12-06T12:00')?.starts_at).toBe('2026-12-06T12:00');
    expect(nextOccurrence(sundays, '2026-12-06T12:01')?.starts_at).toBe('2026-12-13T12:00');
  });

  it('running past midnight, stays shown until it ends the next day', () => {
    const lateNight = weekly('2026-12-05T22:00', '2026-12-06T02:00');
    expect(nextOccurrence(lateNight, '2026-12-13T01:30')?.starts_at).toBe('2026-12-12T22:00');
    expect(occurrenceText({ starts_at: '2026-12-12T22:00', ends_at: '2026-12-13T02:00' })).toBe(
      'Sabtu, 12 Desember 2026, 22:00 - Minggu, 13 Desember 2026, 02:00',
    );
  });
});

describe('the events the site shows', () => {
  it('leaves out those that are over, keeps those without dates, in their order', () => {
    const events = [
      { id: 'a', ...once('2026-12-05T19:00', '2026-12-05T21:00') },
      { id: 'b', starts_at: null, ends_at: null, repeat: null },
      { id: 'c', ...weekly('2026-11-01T12:00', '2026-11-01T14:00') },
      { id: 'd', ...once('2026-12-20T19:00') },
    ];
    const shown = shownEvents(events, '2026-12-06T00:00');
    expect(shown.map(({ event }) => event.id)).toEqual(['b', 'c', 'd']);
    expect(shown.map(({ next }) => next?.starts_at ?? null)).toEqual([
      null,
      '2026-12-06T12:00',
      '2026-12-20T19:00',
    ]);
  });
});

describe('event dates as staff enter them', () => {
  const base = { title: 'Malam Randai', date: 'Sabtu, 19:00', description: 'Randai.' };

  it('accepts an event without dates, as before', () => {
    expect(EventInputSchema.parse(base)).toMatchObject({ starts_at: null, ends_at: null, repeat: null });
  });

  it('takes empty fields as no dates', () => {
    expect(EventInputSchema.parse({ ...base, starts_at: '', ends_at: '', repeat: '' })).toMatchObject({
      starts_at: null,
      ends_at: null,
      repeat: null,
    });
  });

  it('refuses dates that are no local date-time, or do not fit together', () => {
    const problems = (fields: Record<string, unknown>) =>
      EventInputSchema.safeParse({ ...base, ...fields }).error?.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message}`,
      );
    expect(problems({ starts_at: '2026-12-05 19:00' })).toEqual([
      'starts_at: must be a date and time (yyyy-mm-ddTHH:mm)',
    ]);
    expect(problems({ starts_at: '2026-02-30T19:00' })).toHaveLength(1);
    expect(problems({ starts_at: '2026-12-05T19:00+07:00' })).toHaveLength(1);
    expect(problems({ repeat: 'daily' })).toHaveLength(1);
    expect(problems({ ends_at: '2026-12-05T21:00' })).toEqual(['starts_at: needs a start date and time']);
    expect(problems({ repeat: 'weekly' })).toEqual(['starts_at: needs a start date and time']);
    expect(problems({ starts_at: '2026-12-05T19:00', ends_at: '2026-12-05T19:00' })).toEqual([
      'ends_at: must be after the start',
    ]);
    expect(
      problems({ starts_at: '2026-12-05T19:00', ends_at: '2026-12-12T19:00', repeat: 'weekly' }),
    ).toEqual(['ends_at: must be less than a week after the start for an event that repeats every week']);
    expect(problems({ starts_at: '2026-12-05T19:00', ends_at: '2026-12-12T19:00' })).toBeUndefined();
  });
});

describe('dates for search engines', () => {
  it("carry the restaurant's offset", () => {
    expect(withOffset('2026-12-05T19:00', 'Asia/Jakarta')).toBe('2026-12-05T19:00:00+07:00');
    expect(withOffset('2026-12-05T19:00', 'Asia/Makassar')).toBe('2026-12-05T19:00:00+08:00');
    expect(withOffset('2026-12-05T19:00', 'Asia/Jayapura')).toBe('2026-12-05T19:00:00+09:00');
  });
});
