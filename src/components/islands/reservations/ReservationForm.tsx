import {
  type ComponentType,
  type SubmitEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  bookableTimes,
  hoursOn,
  lastBookingOn,
  type OpeningHours,
  restaurantNow,
} from '../../../domain/content/hours.ts';
import type { SiteLanguage } from '../../../domain/content/site-language.ts';
import {
  bookingIssue,
  GUEST_OPTIONS,
  lastBookableDay,
  RESERVATION_ERROR,
  RESERVATION_FIELDS,
  RESERVATION_SUCCESS,
  type ReservationField,
} from '../../../domain/reservations/booking-messages.ts';
import type { BookingWords } from '../../../domain/reservations/booking-words-id.ts';
import type { CalendarPlace } from '../../../domain/reservations/calendar-file.ts';
import { normalizeIndonesianMobile } from '../../../domain/shared/phone.ts';
import { LazyToasts, toasts } from '../../../ui/lazy-toasts.tsx';
import type { BookingDoneProps } from './BookingDone.tsx';
import { useFullSlots } from './use-full-slots.ts';

export { RESERVATION_ERROR, RESERVATION_SUCCESS };

export interface ReservationFormProps {
  /** The restaurant's hours: the time picker offers only what can be booked on the chosen day. */
  openingHours: OpeningHours;
  /**
   * The restaurant's date when the page was built: the date field's bounds before hydration (and without
   * JavaScript), replaced by the day the guest opens the page once it runs.
   */
  renderedOn?: string;
  /** The restaurant's name, whole address and clock, for the booking saved to the guest's calendar. */
  place: CalendarPlace;
}

interface Props extends ReservationFormProps {
  /** The page's language: the language the server answers the booking in. */
  lang: SiteLanguage;
  /** The form's words in that language: the page's island (ReservationFormId, -En) ships only its own. */
  words: BookingWords;
}

type FieldErrors = Partial<Record<ReservationField, string>>;
interface Booked {
  id: string;
  fields: Record<ReservationField, string>;
  /** The confirmation, or null when its code could not be fetched (then the id is said on its own). */
  Done: ComponentType<BookingDoneProps> | null;
}

/** The confirmation: needed only once a table is booked, so fetched while the booking is sent. */
const bookingDone = () => import('./BookingDone.tsx').then((module) => module.default);

/** One toast for the form's errors: sending again replaces it instead of stacking the same words. */
const ERROR_TOAST = 'reservation-error';

/** The toast area's name and its close buttons' for screen readers on the English pages. */
const ENGLISH_TOASTS = { label: 'Notifications', closeLabel: 'Close notification' };

const isField = (name: unknown): name is ReservationField =>
  typeof name === 'string' && (RESERVATION_FIELDS as readonly string[]).includes(name);

/**
 * The guest's table request (SPEC §2, §4): every field required; "Mengirim..." while it is sent to
 * POST /api/reservations. Before hydration (or without JavaScript) the same form posts itself and the
 * function answers with a page. A problem with a field is said at the field; other refusals are a toast
 * headed by their reason. A booking leaves its summary in place of the form. On an English page every
 * word is English, and the form tells the server so (its `language` field): its refusals and the page
 * it answers without JavaScript are English too. The booking itself is the same in either language.
 */
export default function ReservationForm({ openingHours, renderedOn, place, lang, words }: Props) {
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [booked, setBooked] = useState<Booked | null>(null);
  /** A refusal said in the form when its toast cannot show. */
  const [notice, setNotice] = useState<{ message: string; description?: string | undefined } | null>(null);
  /** Remounts an empty form for the next booking. */
  const [formKey, setFormKey] = useState(0);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  // The build's day until hydration; then the guest's: the prerendered HTML was built on another day.
  const [today, setToday] = useState<string | undefined>(renderedOn);
  const timeZone = openingHours.timeZone;
  useEffect(() => setToday(restaurantNow(undefined, timeZone).date), [timeZone]);
  const formRef = useRef<HTMLFormElement>(null);
  // A guest may fill the form in before it hydrates (its script loads once the form is in view). React
  // keeps what the browser shows at hydration but would reset the controlled date and time to their empty
  // state on the next render: they are taken over as they stand, before anything renders again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typedDate = (form.elements.namedItem('date') as HTMLInputElement | null)?.value ?? '';
    const typedTime = (form.elements.namedItem('time') as HTMLSelectElement | null)?.value ?? '';
    if (typedDate) setDate(typedDate);
    if (typedTime) setTime(typedTime);
    // The list before the script offers every time some day does: one the chosen day does not offer, or
    // one already gone today, stays chosen and is said at once, with the reason the server would give.
    const issue = whyNot(typedDate, typedTime);
    if (issue) setErrors({ [issue.field]: issue.message });
  }, []);
  /** Why a date and time both chosen cannot be booked (see bookingIssue), or null. */
  function whyNot(chosenDate: string, chosenTime: string) {
    if (!chosenDate || !chosenTime) return null;
    return bookingIssue({ date: chosenDate, time: chosenTime }, openingHours, new Date(), words);
  }
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const times = bookableTimes(openingHours, date || undefined).filter(
    // Later today only: a time already gone cannot be booked.
    (t) => !(today && date === today && t.time <= restaurantNow(undefined, timeZone).time),
  );
  const day = date ? hoursOn(openingHours, date) : null;
  const last = day ? lastBookingOn(day) : null;
  // A closed day is said at the date, before the guest looks for a time that is not there.
  const closedNotice = day && times.length === 0 && !last ? words.closedOn(day.note) : null;
  const closedId = useId();
  const full = useFullSlots(date);

  useEffect(() => {
    if (booked) summaryRef.current?.focus();
  }, [booked]);

  function markField(field: ReservationField, message: string) {
    setErrors({ [field]: message });
    // The guest is taken to the field; its message sits right under it, where no toast covers it.
    requestAnimationFrame(() => document.getElementById(`res-${field}`)?.focus());
  }

  function clearError(field: ReservationField) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** A refusal's toast; said in the form instead when the toaster's code cannot be fetched (offline). */
  function failed(message: string, description?: string) {
    toasts().then(
      (show) => show.error(message, { id: ERROR_TOAST, description }),
      () => setNotice({ message, description }),
    );
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const phone = normalizeIndonesianMobile(fields.phone ?? '');
    if (!phone) return markField('phone', words.phoneInvalid);
    const issue = bookingIssue(
      { date: fields.date ?? '', time: fields.time ?? '' },
      openingHours,
      new Date(),
      words,
    );
    if (issue) return markField(issue.field, issue.message);
    setErrors({});
    setNotice(null);
    setSubmitting(true);
    const confirmation = bookingDone();
    try {
      const response = await fetch('/api/reservations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fields),
      });
      const body = (await response.json().catch(() => null)) as {
        id?: string;
        detail?: string;
        field?: string;
      } | null;
      if (response.ok && body?.id) {
        const id = body.id;
        const bookedFields = { ...(fields as Record<ReservationField, string>), phone };
        // The summary that replaces the form says it too, toaster or not.
        toasts()
          .then((show) => {
            show.dismiss(ERROR_TOAST);
            show.success(words.success, { description: words.bookingId(id), duration: 5000 });
          })
          .catch(() => undefined);
        // Fetched alongside the booking, so it is here by now.
        const Done = await confirmation.catch(() => null);
        setBooked({ id, fields: bookedFields, Done });
        return;
      }
      if (response.status < 500 && body?.detail) {
        if (isField(body.field)) markField(body.field, body.detail);
        else failed(body.detail);
        return;
      }
      failed(words.error);
    } catch {
      failed(words.error, words.offline);
    } finally {
      setSubmitting(false);
    }
  }

  function bookAnother() {
    setBooked(null);
    setDate('');
    setTime('');
    setFormKey((key) => key + 1);
    requestAnimationFrame(() => firstFieldRef.current?.focus());
  }

  /** Props that mark a field with its problem and tie the message to it. */
  const invalid = (field: ReservationField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `res-${field}-error` } : {};
  const message = (field: ReservationField) =>
    errors[field] ? (
      <p className="field-error" id={`res-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <>
      {/* The landing page's toast area: sonner loads once the form has something to say. */}
      <LazyToasts {...(lang === 'en' ? ENGLISH_TOASTS : {})} />
      {booked?.Done ? (
        <booked.Done
          id={booked.id}
          fields={booked.fields}
          place={place}
          lang={lang}
          onBookAnother={bookAnother}
        />
      ) : booked ? (
        <p className="reservation-done" role="status" tabIndex={-1} ref={summaryRef}>
          {words.success} {words.bookingId(booked.id)}
        </p>
      ) : (
        // Before hydration, or without JavaScript, the browser posts this form itself (form-encoded).
        <form
          key={formKey}
          ref={formRef}
          className="reservation-form"
          method="post"
          action="/api/reservations"
          onSubmit={onSubmit}
          // The toaster loads as the guest fills the form in, so a refusal sent back offline still shows.
          onFocus={() => toasts().catch(() => undefined)}
        >
          <div className="field">
            <label htmlFor="res-name">{words.labels.name}</label>
            <input
              id="res-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={100}
              ref={firstFieldRef}
              onChange={() => clearError('name')}
              {...invalid('name')}
            />
            {message('name')}
          </div>
          <div className="field">
            <label htmlFor="res-phone">{words.labels.phone}</label>
            <input
              id="res-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="08xx xxxx xxxx"
              required
              maxLength={30}
              onChange={() => clearError('phone')}
              {...invalid('phone')}
            />
            {message('phone')}
          </div>
          <div className="field">
            <label htmlFor="res-date">{words.labels.date}</label>
            <input
              id="res-date"
              name="date"
              type="date"
              required
              min={today}
              max={today && lastBookableDay(today)}
              value={date}
              onChange={(event) => {
                const next = event.target.value;
                setDate(next);
                // The time chosen stays; if the new day does not take it, the time says why.
                const issue = whyNot(next, time);
                setErrors((current) => ({
                  ...current,
                  date: undefined,
                  time: issue?.field === 'time' ? issue.message : undefined,
                }));
              }}
              {...invalid('date')}
              aria-describedby={
                [errors.date && 'res-date-error', closedNotice && !errors.date && closedId]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            {message('date')}
            {closedNotice && !errors.date && (
              <p className="field-hint" id={closedId} role="status">
                {closedNotice}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="res-time">{words.labels.time}</label>
            <select
              id="res-time"
              name="time"
              required
              value={time}
              onChange={(event) => {
                setTime(event.target.value);
                clearError('time');
              }}
              {...invalid('time')}
              aria-describedby={
                [errors.time && 'res-time-error', last && hintId].filter(Boolean).join(' ') || undefined
              }
            >
              <option value="" disabled>
                {words.chooseTime}
              </option>
              {/* The time chosen, once the clock has passed it: shown and sent as chosen, and refused with
                  its reason, never swapped for the next one the browser would show in its place. */}
              {time && !times.some((t) => t.time === time) && <option value={time}>{time}</option>}
              {times.map(({ time: value, afterMidnight }) => (
                <option key={value} value={value} disabled={full.has(value)}>
                  {afterMidnight ? words.afterMidnight(value) : value}
                  {full.has(value) ? words.full : ''}
                </option>
              ))}
            </select>
            {message('time')}
            {last && (
              <p className="field-hint" id={hintId}>
                {words.lastBooking(last)}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="res-guests">{words.labels.guests}</label>
            <select
              id="res-guests"
              name="guests"
              required
              defaultValue=""
              onChange={() => clearError('guests')}
              {...invalid('guests')}
            >
              <option value="" disabled>
                {words.chooseGuests}
              </option>
              {GUEST_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {words.guests(option)}
                </option>
              ))}
            </select>
            {message('guests')}
          </div>
          {/* Left empty by people (it is off-screen); bots that fill every field give themselves away. */}
          <div className="reservation-hp" aria-hidden="true">
            <label htmlFor="res-website">Website</label>
            <input id="res-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          {/* The server answers in the page's language; an Indonesian form sends nothing (its default). */}
          {lang !== 'id' && <input type="hidden" name="language" value={lang} />}
          {notice && (
            <p className="field-error" role="alert">
              {notice.message}
              {notice.description && ` ${notice.description}`}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? words.sending : words.submit}
          </button>
        </form>
      )}
    </>
  );
}
