import type { OpeningHours } from '../../src/domain/content/hours.ts';
import type { SiteLanguage } from '../../src/domain/content/site-language.ts';
import { bookingIssue } from '../../src/domain/reservations/booking-messages.ts';
import { BOOKING_WORDS } from '../../src/domain/reservations/booking-words.ts';

/** What `bookingIssue` says of a date and time in `language`'s words, or null: the message alone. */
export const bookingProblem = (
  request: { date: string; time: string },
  hours: OpeningHours,
  now: Date,
  language: SiteLanguage = 'id',
): string | null => bookingIssue(request, hours, now, BOOKING_WORDS[language])?.message ?? null;
