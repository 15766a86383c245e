/**
 * What guests read while booking a table on the English pages: the Indonesian words
 * (booking-words-id.ts) written for visitors, who may not know the Indonesian ("dini hari" is "after
 * midnight"). Staff see the same booking whichever the guest read.
 */
import { type BookableTime, bookingHoursTextEn } from '../content/hours.ts';
import { BOOKING_WINDOW_DAYS } from './booking-messages.ts';
import type { BookingWords } from './booking-words-id.ts';

export const ENGLISH_BOOKING_WORDS: BookingWords = {
  labels: {
    name: 'Full name',
    phone: 'Phone number',
    date: 'Date',
    time: 'Time',
    guests: 'Number of guests',
  },
  summary: {
    name: 'Name',
    phone: 'Phone',
    date: 'Date',
    time: 'Time',
    guests: 'Guests',
  },
  chooseTime: 'Choose a time',
  chooseGuests: 'How many guests?',
  guests: (count: string) => (count === '1' ? '1 person' : `${count} people`),
  afterMidnight: (time: string) => `${time} (after midnight)`,
  full: ' (fully booked)',
  lastBooking: ({ time, afterMidnight }: BookableTime) =>
    `Last booking at ${time}${afterMidnight ? ', after midnight' : ''}.`,
  lastBookingOfDay: ({ time, afterMidnight }: BookableTime) =>
    `last booking at ${time}${afterMidnight ? ' (after midnight)' : ''}`,
  submit: 'Book a table',
  sending: 'Sending...',
  success: 'Your booking request has been sent! We will contact you soon to confirm it.',
  bookingId: (id: string) => `Booking ID: ${id}`,
  doneTitle: 'Booking request sent!',
  keepId: 'Keep this booking ID. We will contact you on the number above to confirm your table.',
  saveToCalendar: 'Add to calendar',
  bookAnother: 'Book another table',
  error: 'Something went wrong. Please try again.',
  offline: 'Please check your internet connection.',
  crossSite: 'Bookings can only be sent from our own website.',
  phoneInvalid: 'Please enter an Indonesian mobile number, for example 0812 3456 7890.',
  closedOn: (note: string) =>
    `Sorry, we are closed on that date${note ? ` (${note})` : ''}. Please choose another date.`,
  dateInvalid: 'Please enter a valid date.',
  timeInvalid: 'Please choose a valid time.',
  guestsInvalid: 'Please choose the number of guests: 1, 2, 3-4, 5-8 or 8+.',
  dateBeforeToday: 'That date has passed. Please choose today or a later date.',
  dateTooFar: `Tables can be booked up to ${BOOKING_WINDOW_DAYS} days ahead.`,
  outsideHours: (day: Parameters<typeof bookingHoursTextEn>[0]) => {
    const window = bookingHoursTextEn(day);
    return window && `On that date, tables can be booked for ${window}.`;
  },
  timePassed: 'That time has already passed. Please choose another time.',
  dateLocale: 'en-GB',
};
