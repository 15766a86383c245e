/**
 * The pages a reservation sent without JavaScript gets (the form's own POST, before the island has
 * hydrated or where scripts never run): the confirmation with the booking id, or the form again with
 * what the guest typed and each problem at its field. Nothing personal ever goes into a URL.
 */
import { createHash } from 'node:crypto';
import {
  bookableTimes,
  hoursOn,
  lastBookingOn,
  type OpeningHours,
  restaurantNow,
} from '../../domain/content/hours.ts';
import type { RestaurantInfo } from '../../domain/content/restaurant.ts';
import { localizedPath, type SiteLanguage } from '../../domain/content/site-language.ts';
import {
  GUEST_OPTIONS,
  lastBookableDay,
  RESERVATION_FIELDS,
  type ReservationField,
} from '../../domain/reservations/booking-messages.ts';
import { bookingSummary } from '../../domain/reservations/booking-summary.ts';
import { BOOKING_WORDS } from '../../domain/reservations/booking-words.ts';
import {
  bookingCalendar,
  type CalendarPlace,
  calendarFileName,
  calendarHref,
} from '../../domain/reservations/calendar-file.ts';
import { getRestaurantInfo } from '../content/settings-repo.ts';
import { contentStore } from '../store/blobs.ts';

/** Text for HTML: element content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
:root{--maroon:#7a1a1a;--ink:#2b1a10;--cream:#fff8e7;--line:#8a7663;--error:#a11d1d}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--cream);line-height:1.5}
header{background:var(--maroon);color:#fff;padding:.9rem 1.25rem}
header a{color:#fff;font-weight:700;text-decoration:none;font-size:1.1rem}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1.25rem 3rem}
h1{color:var(--maroon);font-size:1.6rem;line-height:1.25;margin:0 0 1rem}
.card{background:#fff;border-radius:16px;padding:1.5rem;box-shadow:0 6px 24px rgba(43,26,16,.1)}
.booking-id{font-size:1.25rem;font-weight:700;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem;margin:0 0 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}dd.one-line{white-space:nowrap}
.alert{border:2px solid var(--error);border-radius:12px;padding:1rem;margin:0 0 1.25rem;background:#fff}
.alert p{margin:0 0 .5rem;font-weight:700;color:var(--error)}
.alert ul{margin:0;padding-left:1.25rem}
.alert a{color:var(--error)}
form{display:grid;gap:1rem}
.field{display:grid;gap:.35rem}
label{font-weight:600}
input,select{min-height:48px;padding:.6rem .8rem;border:1.5px solid var(--line);border-radius:10px;font:inherit;background:#fff;color:var(--ink);width:100%}
[aria-invalid=true]{border-color:var(--error);border-width:2px}
.field-error{margin:0;color:var(--error);font-weight:600}
.field-hint{margin:0;font-size:.9rem}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{min-height:48px;border:0;border-radius:999px;background:var(--maroon);color:#fff;font:inherit;font-weight:700;padding:.75rem 1.5rem;cursor:pointer}
.back{display:inline-block;margin-top:1.25rem;color:var(--maroon);font-weight:600}
.calendar{display:inline-block;border:2px solid var(--maroon);border-radius:999px;color:var(--maroon);font-weight:700;padding:.6rem 1.25rem;text-decoration:none}
`.trim();

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** These pages load nothing but their own style, post only to this site and are never framed. */
export const RESERVATION_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** The pages' own words; the form's are the island's (BOOKING_WORDS). */
const PAGE_WORDS = {
  id: {
    home: 'Kembali ke Beranda',
    notSent: 'Reservasi belum terkirim',
    refused: 'Reservasi Anda belum dapat kami terima.',
    check: 'Periksa kembali isian berikut:',
    /** The header's name when the restaurant's could not be read. */
    reservations: 'Reservasi',
  },
  en: {
    home: 'Back to the home page',
    notSent: 'Your booking has not been sent',
    refused: 'We could not take your booking.',
    check: 'Please check the following:',
    reservations: 'Reservations',
  },
} satisfies Record<
  SiteLanguage,
  { home: string; notSent: string; refused: string; check: string; reservations: string }
>;

/** The header's name when the restaurant's could not be read, in the guest's language. */
export const reservationsTitle = (language: SiteLanguage = 'id') => PAGE_WORDS[language].reservations;

function page(
  language: SiteLanguage,
  title: string,
  restaurantName: string,
  body: string,
  status: number,
  headers = {},
): Response {
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(restaurantName)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${localizedPath(language, '/')}">${escapeHtml(restaurantName)}</a></header>
<main>
${body}
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': RESERVATION_PAGE_POLICY,
      ...headers,
    },
  });
}

/** Back to the reservation section of the home page the guest booked from. */
const backLink = (language: SiteLanguage) =>
  `<a class="back" href="${localizedPath(language, '/')}#reservation">${PAGE_WORDS[language].home}</a>`;

/** Tells the server which language the form was filled in: nothing for Indonesian, the default. */
const languageField = (language: SiteLanguage) =>
  language === 'id' ? '' : `<input type="hidden" name="language" value="${language}">\n`;

/**
 * The confirmation: the spec's success message, the booking id, what was booked and "Simpan ke kalender"
 * (an .ics file in a data: link, so it downloads without JavaScript or another request), in the language
 * of the page the guest booked from.
 */
export function bookedPage(
  id: string,
  booking: { name: string; phone: string; date: string; time: string; guests: string },
  place: CalendarPlace,
  language: SiteLanguage = 'id',
): Response {
  const words = BOOKING_WORDS[language];
  const restaurantName = place.name;
  const ics = bookingCalendar({ id, ...booking, confirmed: false }, place, undefined, language);
  const rows = bookingSummary(booking, language)
    .map(
      ([label, value, oneLine]) =>
        `<dt>${escapeHtml(label)}</dt><dd${oneLine ? ' class="one-line"' : ''}>${escapeHtml(value)}</dd>`,
    )
    .join('');
  return page(
    language,
    words.doneTitle,
    restaurantName,
    `<section class="card" aria-labelledby="done-title">
<h1 id="done-title">${escapeHtml(words.success)}</h1>
<p class="booking-id">${escapeHtml(words.bookingId(id))}</p>
<dl>${rows}</dl>
<p>${escapeHtml(words.keepId)}</p>
<p><a class="calendar" href="${escapeHtml(calendarHref(ics))}" download="${escapeHtml(calendarFileName(id, language))}">${escapeHtml(words.saveToCalendar)}</a></p>
${backLink(language)}
</section>`,
    201,
  );
}

export interface RefusedForm {
  status: number;
  headers?: Record<string, string>;
  /** What the guest sent, to fill the form in again. */
  values: Record<string, string>;
  /** Each field's problem; `form` for one about the whole request (too many requests, a failure). */
  errors: Partial<Record<ReservationField | 'form', string>>;
  /** The restaurant's hours, for the times the form offers; null when they could not be read. */
  hours: OpeningHours | null;
  restaurantName: string;
  /** The language of the page the form was sent from (Indonesian unless it said otherwise). */
  language?: SiteLanguage;
}

/** The form again, as the guest filled it in, with each problem said at its field and listed on top. */
export function refusedPage({
  status,
  headers,
  values,
  errors,
  hours,
  restaurantName,
  language = 'id',
}: RefusedForm): Response {
  const words = BOOKING_WORDS[language];
  const pageWords = PAGE_WORDS[language];
  const labels = words.labels;
  const value = (field: ReservationField) => (values[field] ?? '').slice(0, 200);
  const invalid = (field: ReservationField) =>
    errors[field] ? ` aria-invalid="true" aria-describedby="res-${field}-error"` : '';
  const message = (field: ReservationField) =>
    errors[field] ? `<p class="field-error" id="res-${field}-error">${escapeHtml(errors[field])}</p>` : '';
  const field = (name: ReservationField, control: string) =>
    `<div class="field"><label for="res-${name}">${labels[name]}</label>${control}${message(name)}</div>`;

  const date = /^\d{4}-\d{2}-\d{2}$/.test(value('date')) ? value('date') : undefined;
  // The days the island offers: from today to the end of the booking window, on the restaurant's clock.
  const today = restaurantNow(new Date(), hours?.timeZone).date;
  const dateBounds = ` min="${today}" max="${lastBookableDay(today)}"`;
  const offered = hours ? bookableTimes(hours, date) : [];
  const chosenTime = value('time');
  const times = offered.map(({ time, afterMidnight }) => ({
    time,
    label: afterMidnight ? words.afterMidnight(time) : time,
  }));
  // What the guest chose stays chosen even when it cannot be booked: the message says why.
  if (chosenTime && !times.some((t) => t.time === chosenTime))
    times.unshift({ time: chosenTime, label: chosenTime });
  const option = (optionValue: string, label: string, chosen: string) =>
    `<option value="${escapeHtml(optionValue)}"${optionValue === chosen ? ' selected' : ''}>${escapeHtml(label)}</option>`;
  const timeControl = hours
    ? `<select id="res-time" name="time" required${invalid('time')}><option value="" disabled${chosenTime ? '' : ' selected'}>${escapeHtml(words.chooseTime)}</option>${times
        .map((t) => option(t.time, t.label, chosenTime))
        .join('')}</select>`
    : `<input id="res-time" name="time" type="time" required value="${escapeHtml(chosenTime)}"${invalid('time')}>`;
  const guests = value('guests');
  const last = hours && date ? lastBookingOn(hoursOn(hours, date)) : null;
  const lastHint = last
    ? `<p class="field-hint" id="res-time-hint">${escapeHtml(words.lastBooking(last))}</p>`
    : '';

  const problems = [
    ...(errors.form ? [`<li>${escapeHtml(errors.form)}</li>`] : []),
    ...RESERVATION_FIELDS.filter((name) => errors[name]).map(
      (name) => `<li><a href="#res-${name}">${labels[name]}: ${escapeHtml(errors[name] ?? '')}</a></li>`,
    ),
  ];

  return page(
    language,
    pageWords.notSent,
    restaurantName,
    `<section class="card" aria-labelledby="form-title">
<h1 id="form-title">${pageWords.notSent}</h1>
<div class="alert" role="alert">
<p>${escapeHtml(errors.form && problems.length === 1 ? pageWords.refused : pageWords.check)}</p>
<ul>${problems.join('')}</ul>
</div>
<form class="reservation-form" method="post" action="/api/reservations">
${field('name', `<input id="res-name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(value('name'))}"${invalid('name')}>`)}
${field('phone', `<input id="res-phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" placeholder="08xx xxxx xxxx" required maxlength="30" value="${escapeHtml(value('phone'))}"${invalid('phone')}>`)}
${field('date', `<input id="res-date" name="date" type="date" required${dateBounds} value="${escapeHtml(date ?? '')}"${invalid('date')}>`)}
${field('time', timeControl + lastHint)}
${field(
  'guests',
  `<select id="res-guests" name="guests" required${invalid('guests')}><option value="" disabled${GUEST_OPTIONS.some((g) => g === guests) ? '' : ' selected'}>${escapeHtml(words.chooseGuests)}</option>${GUEST_OPTIONS.map(
    (g) => option(g, words.guests(g), guests),
  ).join('')}</select>`,
)}
<div class="hp" aria-hidden="true"><label for="res-website">Website</label><input id="res-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
${languageField(language)}<button type="submit">${escapeHtml(words.submit)}</button>
</form>
${backLink(language)}
</section>`,
    status,
    headers,
  );
}

/** The restaurant's name and hours for the reservation pages; null when the store cannot say. */
export async function restaurantForPages(): Promise<RestaurantInfo | null> {
  try {
    return await getRestaurantInfo(contentStore());
  } catch (error) {
    console.error(error);
    return null;
  }
}
