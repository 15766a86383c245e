/**
 * The opening hours as guests read them, in the pages' languages: the week as the footer's lines, a day's
 * hours, the special days ahead. Rendered into the pages at build time and shown in the admin's preview;
 * the public pages' scripts never need them (hours.ts has what they do).
 */
import {
  type DayHours,
  type OpeningHours,
  openRanges,
  type SpecialDay,
  WEEKDAYS,
  type Weekday,
} from './hours.ts';
import type { SiteLanguage } from './site-language.ts';

/** How guests read each day. */
export const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Senin',
  tuesday: 'Selasa',
  wednesday: 'Rabu',
  thursday: 'Kamis',
  friday: 'Jumat',
  saturday: 'Sabtu',
  sunday: 'Minggu',
};

/** How guests on the English pages read each day; schema.org names the days the same way. */
export const DAY_NAMES_EN = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const satisfies Record<Weekday, string>;

/**
 * The words of the hours as each language's guests read them. The Indonesian ones are the site's own
 * ("Senin - Jumat: 10:00 - 22:00", "Tutup"); English puts an en dash between the ends of a span.
 */
const HOURS_WORDS = {
  id: { days: DAY_NAMES, closed: 'Tutup', span: ' - ', locale: 'id-ID' },
  en: { days: DAY_NAMES_EN, closed: 'Closed', span: ' – ', locale: 'en-GB' },
} satisfies Record<
  SiteLanguage,
  { days: Record<Weekday, string>; closed: string; span: string; locale: string }
>;

/**
 * A day's hours as guests read them: "10:00 - 14:00, 17:00 - 22:00", or "Tutup" (in English
 * "10:00 – 14:00, 17:00 – 22:00", or "Closed").
 */
export function dayHoursText(day: DayHours, language: SiteLanguage = 'id'): string {
  const { closed, span } = HOURS_WORDS[language];
  const ranges = openRanges(day);
  return ranges.length === 0 ? closed : ranges.map((r) => `${r.opens}${span}${r.closes}`).join(', ');
}

/**
 * The week as footer lines: consecutive days with the same hours share a line ("Senin - Jumat", in
 * English "Monday – Friday").
 */
export function weeklyHoursLines(
  hours: OpeningHours,
  language: SiteLanguage = 'id',
): Array<{ label: string; text: string; day: DayHours }> {
  const { days, span } = HOURS_WORDS[language];
  const lines: Array<{ first: Weekday; last: Weekday; text: string }> = [];
  for (const day of WEEKDAYS) {
    const text = dayHoursText(hours.week[day], language);
    const previous = lines.at(-1);
    if (previous && previous.text === text) previous.last = day;
    else lines.push({ first: day, last: day, text });
  }
  return lines.map(({ first, last, text }) => ({
    label: first === last ? days[first] : `${days[first]}${span}${days[last]}`,
    text,
    day: hours.week[first],
  }));
}

// Made when used: the island imports this module, and bundlers keep a top-level formatter.
const calendarDay = (date: string, language: SiteLanguage) =>
  new Intl.DateTimeFormat(HOURS_WORDS[language].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * Special days that have not ended by `today` (yyyy-mm-dd), in date order, as guests read them:
 * "30 Maret 2026 - 31 Maret 2026" and "Tutup (Idul Fitri)" (in English "30 March 2026 – 31 March 2026"
 * and "Closed (Idul Fitri)": the note is the restaurant's own words).
 */
export function upcomingSpecialDays(
  hours: OpeningHours,
  today: string,
  language: SiteLanguage = 'id',
): Array<{ label: string; text: string; day: SpecialDay }> {
  const { span } = HOURS_WORDS[language];
  const date = (day: string) => calendarDay(day, language);
  return hours.special
    .filter((day) => day.to >= today)
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((day) => ({
      label: day.from === day.to ? date(day.from) : `${date(day.from)}${span}${date(day.to)}`,
      text: `${dayHoursText(day, language)}${day.note ? ` (${day.note})` : ''}`,
      day,
    }));
}
