import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { RESTAURANT_TIME_ZONE } from '../../src/domain/content/hours.ts';
import { bookingLanguage, CROSS_SITE_BOOKING } from '../../src/domain/reservations/booking-messages.ts';
import { BOOKING_WORDS } from '../../src/domain/reservations/booking-words.ts';
import { calendarPlace } from '../../src/domain/reservations/calendar-file.ts';
import {
  describeReservationIssues,
  firstReservationIssue,
  ReservationRequestSchema,
} from '../../src/domain/reservations/reservation.ts';
import { siteOrigin } from '../../src/server/config.ts';
import { clientIp } from '../../src/server/http/client-ip.ts';
import { isCrossSite } from '../../src/server/http/cross-site.ts';
import { badRequest, forbidden, invalidField } from '../../src/server/http/errors.ts';
import { isFormSubmission, readForm } from '../../src/server/http/read-form.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { errorResponse, handle, json } from '../../src/server/http/respond.ts';
import { deferWith } from '../../src/server/notifications/notify-service.ts';
import {
  type BookingOrigin,
  bookFromForm,
  createReservation,
  type FormBooking,
} from '../../src/server/reservations/intake.ts';
import {
  bookedPage,
  refusedPage,
  reservationsTitle,
  restaurantForPages,
} from '../../src/server/reservations/no-script-page.ts';

/** The site's own origin (the admin link in notifications, never the request's Host), and waitUntil. */
const bookedFrom = (context: Context): BookingOrigin => ({ origin: siteOrigin(), defer: deferWith(context) });

/**
 * The form's own POST (no JavaScript): answered with a page, the confirmation or the form with its errors,
 * in the language of the page the form was on.
 */
async function bookWithPage(request: Request, context: Context): Promise<Response> {
  let values: Record<string, string> = {};
  let outcome: FormBooking;
  try {
    if (isCrossSite(request))
      outcome = { booked: false, status: 403, headers: {}, errors: { form: CROSS_SITE_BOOKING } };
    else {
      values = await readForm(request);
      outcome = await bookFromForm(
        values,
        clientIp(request, context),
        bookedFrom(context),
        bookingLanguage(values),
      );
    }
  } catch (error) {
    // Logged and given its status as any function answer is; the guest reads the spec's message.
    const { status, headers } = errorResponse(error);
    const retryAfter = headers.get('retry-after');
    outcome = {
      booked: false,
      status,
      headers: retryAfter ? { 'retry-after': retryAfter } : {},
      errors: { form: BOOKING_WORDS[bookingLanguage(values)].error },
    };
  }
  const language = bookingLanguage(values);
  const restaurant = await restaurantForPages();
  const restaurantName = restaurant?.name ?? reservationsTitle(language);
  if (outcome.booked)
    return bookedPage(
      outcome.id,
      outcome.booking,
      restaurant
        ? calendarPlace(restaurant)
        : {
            name: restaurantName,
            address: '',
            city: '',
            province: '',
            postalCode: '',
            timeZone: RESTAURANT_TIME_ZONE,
          },
      language,
    );
  return refusedPage({
    ...outcome,
    values,
    hours: restaurant?.openingHours ?? null,
    restaurantName,
    language,
  });
}

/**
 * The island's JSON booking, read as sent first: its `language` says which language the guest reads a
 * refusal in, before the booking's own fields are checked.
 */
async function readBooking(request: Request) {
  const sent = await readJson(request, z.unknown());
  const language = bookingLanguage(sent);
  const parsed = ReservationRequestSchema.safeParse(sent);
  if (!parsed.success) {
    const field = firstReservationIssue(parsed.error, language)?.field;
    const detail = describeReservationIssues(parsed.error, language);
    throw field ? invalidField(field, detail) : badRequest(detail);
  }
  return { booking: parsed.data, language };
}

/**
 * A guest books a table (public). The island sends JSON and gets JSON; the form's own POST (before the
 * page's JavaScript runs, or without it) is form-encoded and gets a page.
 */
export default handle({
  POST: async (request, context) => {
    if (isFormSubmission(request)) return bookWithPage(request, context);
    // A booking is made from the restaurant's own pages only.
    if (isCrossSite(request)) throw forbidden(CROSS_SITE_BOOKING);
    const { booking, language } = await readBooking(request);
    const booked = await createReservation(
      booking,
      clientIp(request, context),
      new Date(),
      bookedFrom(context),
      language,
    );
    return json(booked, { status: 201 });
  },
});

export const config: Config = { path: '/api/reservations' };
