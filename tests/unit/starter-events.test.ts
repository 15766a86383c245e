import { describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import { MONTHS } from '../../src/domain/content/event-schedule.ts';

const WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
const DATED = new RegExp(`^(${WEEKDAYS.join('|')}), (\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})\\b`);

describe('starter events', () => {
  const dated = fallbackContent.events.filter((event) => DATED.test(event.date));

  it('include an event on a calendar date', () => {
    expect(dated.length).toBeGreaterThan(0);
  });

  it('name the weekday that date falls on', () => {
    for (const event of dated) {
      const [, weekday, day, month, year] = DATED.exec(event.date) ?? [];
      const date = new Date(Date.UTC(Number(year), MONTHS.indexOf(month ?? ''), Number(day)));
      expect(`${WEEKDAYS[date.getUTCDay()]}, ${day} ${month} ${year}`, event.title).toBe(
        `${weekday}, ${day} ${month} ${year}`,
      );
    }
  });
});
