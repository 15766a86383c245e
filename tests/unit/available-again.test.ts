import { describe, expect, it } from 'vitest';
import { availableAgainSetting, localClock, openingDue } from '../../src/server/content/available-again.ts';

describe('MENU_AVAILABLE_AGAIN_AT', () => {
  it('is off when unset or empty', () => {
    expect(availableAgainSetting(undefined)).toBeNull();
    expect(availableAgainSetting('  ')).toBeNull();
  });
  it('reads a time in WIB, or in the zone it names', () => {
    expect(availableAgainSetting('10:00')).toEqual({ at: 600, timeZone: 'Asia/Jakarta' });
    expect(availableAgainSetting(' 7:30 Asia/Makassar ')).toEqual({ at: 450, timeZone: 'Asia/Makassar' });
  });
  it('refuses what is no time or no zone, saying which setting', () => {
    for (const bad of ['10', '24:00', '10:60', 'pagi', '10:00 Mars/Olympus'])
      expect(() => availableAgainSetting(bad), bad).toThrow(/MENU_AVAILABLE_AGAIN_AT/);
  });
});

describe('opening time', () => {
  const wib = { at: 10 * 60, timeZone: 'Asia/Jakarta' };
  it('tells the local date and time', () => {
    expect(localClock(new Date('2026-11-25T03:05:00Z'), 'Asia/Jakarta')).toEqual({
      date: '2026-11-25',
      minutes: 10 * 60 + 5,
    });
  });
  it('is due in the hour after the set time only', () => {
    expect(openingDue(wib, new Date('2026-11-25T02:59:00Z'))).toBeNull();
    expect(openingDue(wib, new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
    expect(openingDue(wib, new Date('2026-11-25T03:59:00Z'))).toBe('2026-11-25');
    expect(openingDue(wib, new Date('2026-11-25T04:00:00Z'))).toBeNull();
  });
  it('counts a run just after midnight for the day before when the time is just before it', () => {
    const lateNight = { at: 23 * 60 + 30, timeZone: 'Asia/Jakarta' };
    // 00:10 WIB on the 26th is 17:10 UTC on the 25th.
    expect(openingDue(lateNight, new Date('2026-11-25T17:10:00Z'))).toBe('2026-11-25');
  });
});
