/**
 * The booking's words in every language of the site, for the server's answers, the pages built and the
 * confirmation; the booking form itself ships only its page's language (booking-words-id.ts,
 * booking-words-en.ts).
 */
import type { OpeningHours } from '../content/hours.ts';
import type { SiteLanguage } from '../content/site-language.ts';
import { bookingIssue } from './booking-messages.ts';
import { ENGLISH_BOOKING_WORDS } from './booking-words-en.ts';
import { type BookingWords, INDONESIAN_BOOKING_WORDS } from './booking-words-id.ts';

export type { BookingWords };

export const BOOKING_WORDS: Record<SiteLanguage, BookingWords> = {
  id: INDONESIAN_BOOKING_WORDS,
  en: ENGLISH_BOOKING_WORDS,
};

/** Said when the chosen date is a day the restaurant is closed, with the special day's note if any. */
export const closedOn = (note: string, language: SiteLanguage = 'id'): string =>
  BOOKING_WORDS[language].closedOn(note);

/** {@link bookingIssue}'s message alone. */
export function bookingProblem(
  request: { date: string; time: string },
  hours: OpeningHours,
  now: Date = new Date(),
  language: SiteLanguage = 'id',
): string | null {
  return bookingIssue(request, hours, now, BOOKING_WORDS[language])?.message ?? null;
}
