import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  isCalendarDate,
  isSingleLine,
  longText,
  requiredText,
  text,
  withoutInvisibles,
} from '../../src/domain/shared/fields.ts';
import { SLUG_MAX, slugify, uniqueSlug } from '../../src/domain/shared/slug.ts';
import { printable } from '../../src/server/log-text.ts';

describe('single-line text', () => {
  const hostile = [
    'Siti\n\nHello from the restaurant: pay at http://example.com',
    'Ren\rdang',
    'Rendang\u001b[31m merah',
    'Nama\u0000',
    'Tab\there',
    'abc\u202egnp.exe',
    'isolate\u2066x\u2069',
    'mark\u200f',
    'arabic letter mark\u061c',
    'line\u2028separator',
    'lone \ud800 surrogate',
  ];
  it.each(hostile)('refuses %j', (value) => {
    expect(isSingleLine(value)).toBe(false);
    expect(text(200).safeParse(value).success).toBe(false);
  });
  it('accepts ordinary text in any script, emoji included', () => {
    for (const value of ['Rendang Daging', 'Café Noir — spesial', '巴东牛肉', 'Sate 🍢 Padang', 'عربي'])
      expect(text(200).safeParse(value).success, value).toBe(true);
  });
  it('allows line breaks and tabs in long text, and nothing else of the kind', () => {
    expect(longText().safeParse('Baris satu\nBaris dua\r\n\tTiga').success).toBe(true);
    expect(longText().safeParse('Teks \u001b[2J').success).toBe(false);
    expect(longText().safeParse('Teks \u202e').success).toBe(false);
  });
  it('is written escaped in logs', () => {
    expect(printable('a\nb\u001b[31mc\u202e')).toBe('a\\u000ab\\u001b[31mc\\u202e');
    expect(printable('Rendang Daging')).toBe('Rendang Daging');
  });
});

describe('invisible characters', () => {
  it.each([
    ['A\u200b\u200bB', 'AB'],
    ['Siti\u200c Rahmah', 'Siti Rahmah'],
    ['Ren\u200ddang', 'Rendang'],
    ['\ufeffRendang', 'Rendang'],
    ['Ren\u00addang', 'Rendang'],
    ['Ren\u2060dang', 'Rendang'],
    ['Rendang\u180e', 'Rendang'],
    // Tag characters spell hidden ASCII ("hi") that some readers, people excepted, still see.
    ['Rendang\u{e0068}\u{e0069}', 'Rendang'],
    ['\u200d👨', '👨'],
  ])('removes them from %j, leaving what it shows', (value, shown) => {
    expect(withoutInvisibles(value)).toBe(shown);
    expect(text(200).parse(value)).toBe(shown);
    expect(longText().parse(value)).toBe(shown);
  });
  it('refuses a name of invisible characters alone as empty', () => {
    expect(requiredText(100).safeParse('\u200b\u200b').success).toBe(false);
  });
  it.each([
    'Keluarga 👨\u200d👩\u200d👧',
    'Bendera 🏳\ufe0f\u200d🌈',
    'Koki 👩🏽\u200d🍳',
    'Rambut 👩\u200d🦰',
    // Scripts that shape their letters with the joiners: Persian, Devanagari.
    'می\u200cخواهم',
    'क्\u200dष',
    'Rendang Daging Sapi (pedas), Sate Padang — khas Minang, Teh Talua 100% enak!',
    'Bu Ratna & Pak Hendra, Jl. Sudirman No. 5',
  ])('keeps %j as it is', (value) => {
    expect(withoutInvisibles(value)).toBe(value);
    expect(text(200).parse(value)).toBe(value);
  });
});

describe('calendar dates', () => {
  it('accepts real dates, leap days included', () => {
    for (const date of ['2026-11-30', '2028-02-29', '2026-12-31', '2027-01-01'])
      expect(isCalendarDate(date), date).toBe(true);
  });
  it('refuses dates the calendar does not have', () => {
    for (const date of ['2026-11-31', '2026-02-29', '2026-13-01', '2026-00-10', '2026-04-00', '2026-4-1'])
      expect(calendarDate().safeParse(date).success, date).toBe(false);
  });
});

describe('slug length', () => {
  it(`caps a slug at ${SLUG_MAX} characters, however the name expands`, () => {
    const slug = slugify('㎯'.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slugify('kata '.repeat(40))).not.toMatch(/-$/);
  });
  it('keeps a unique slug within the cap', () => {
    const name = 'Rendang '.repeat(30);
    const base = slugify(name);
    const next = uniqueSlug(name, new Set([base]));
    expect(next.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(next).toMatch(/-2$/);
  });
});
