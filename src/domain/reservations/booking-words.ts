/**
 * The booking's words in every language of the site, for the server's answers, the pages built and the
 * confirmation; the booking form itself ships only its page's language (booking-words-id.ts,
 * booking-words-en.ts).
 */
import type { SiteLanguage } from '../content/site-language.ts';
import { ENGLISH_BOOKING_WORDS } from './booking-words-en.ts';
import { type BookingWords, INDONESIAN_BOOKING_WORDS } from './booking-words-id.ts';

export type { BookingWords };

export const BOOKING_WORDS: Record<SiteLanguage, BookingWords> = {
  id: INDONESIAN_BOOKING_WORDS,
  en: ENGLISH_BOOKING_WORDS,
};
