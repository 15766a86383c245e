import { z } from 'zod';
import { addDays } from '../content/hours.ts';
import type { SiteLanguage } from '../content/site-language.ts';
import { calendarDate, longText, NOT_SINGLE_LINE_MESSAGE, requiredText } from '../shared/fields.ts';
import { normalizeIndonesianMobile } from '../shared/phone.ts';
import {
  BOOKING_ID_PATTERN,
  GUEST_OPTIONS,
  PHONE_INVALID,
  RESERVATION_FIELDS,
  type ReservationField,
} from './booking-messages.ts';
import { BOOKING_WORDS } from './booking-words.ts';

export {
  BOOKING_ID_PATTERN,
  BOOKING_WINDOW_DAYS,
  bookingIssue,
  GUEST_OPTIONS,
  newBookingId,
  PHONE_INVALID,
  RESERVATION_FIELDS,
  type ReservationField,
} from './booking-messages.ts';
export { BOOKING_WORDS } from './booking-words.ts';

export const GuestsSchema = z.enum(GUEST_OPTIONS);

/** The guest's reservation request as the form sends it (messages in Indonesian: guests read them). */
export const ReservationRequestSchema = z.object({
  name: requiredText(100),
  /** Any common way of writing an Indonesian mobile number; stored as 62… */
  phone: z
    .string()
    .max(30, PHONE_INVALID)
    .transform((value, ctx) => {
      const normalized = normalizeIndonesianMobile(value);
      if (!normalized) ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
      return normalized ?? '';
    }),
  /** yyyy-mm-dd */
  date: calendarDate('Tanggal tidak valid.'),
  /** HH:mm */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Waktu tidak valid.'),
  guests: GuestsSchema,
  /** A field people never see: a request that fills it is from a bot. */
  website: z.string().max(500).optional(),
});
export type ReservationRequest = z.infer<typeof ReservationRequestSchema>;

/**
 * Where a reservation stands. Guests' bookings start pending; staff confirm or decline them, and a
 * confirmed one ends as cancelled, seated or no_show. Stored spelled as here.
 */
export const RESERVATION_STATUSES = [
  'pending',
  'confirmed',
  'declined',
  'cancelled',
  'seated',
  'no_show',
] as const;
export const ReservationStatusSchema = z.enum(RESERVATION_STATUSES);
export type ReservationStatus = z.infer<typeof ReservationStatusSchema>;

/** The only changes of status staff may make (besides Undo, which returns to the status before). */
export const RESERVATION_TRANSITIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  pending: ['confirmed', 'declined'],
  confirmed: ['cancelled', 'seated', 'no_show'],
  declined: [],
  cancelled: [],
  seated: [],
  no_show: [],
};

/** Whether staff may move a reservation from `from` to `to`. */
export function canTransition(from: ReservationStatus, to: ReservationStatus): boolean {
  return RESERVATION_TRANSITIONS[from].includes(to);
}

/**
 * Statuses that record what happened at the table: a guest can only arrive, or fail to, on the booking's
 * own day. Staff may set them from that day on (on the restaurant's clock), never before.
 */
export const DAY_OF_STATUSES: readonly ReservationStatus[] = ['seated', 'no_show'];

/**
 * Why `to` cannot be set yet on a reservation for `date` when it is `today` (yyyy-mm-dd, both on the
 * restaurant's clock), or null when the day allows it.
 */
export function tooEarlyFor(to: ReservationStatus, date: string, today: string): string | null {
  if (!DAY_OF_STATUSES.includes(to) || today >= date) return null;
  return `This reservation is for ${date}: it can be marked ${to.replace('_', '-')} from that day on (today is ${today} at the restaurant)`;
}

/** The changes staff may make to `reservation` when it is `today` at the restaurant (see tooEarlyFor). */
export function nextStatuses(
  reservation: { status: ReservationStatus; date: string },
  today: string,
): ReservationStatus[] {
  return RESERVATION_TRANSITIONS[reservation.status].filter(
    (to) => tooEarlyFor(to, reservation.date, today) === null,
  );
}

/** Statuses whose guests hold seats in their slot (see {@link seatsOf}). */
export const SEAT_HOLDING_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed', 'seated'];

/**
 * Seats a party takes when slots are counted: the upper end of its size. "8+" counts as 10, a large
 * table; staff who know a bigger party is coming can enter it themselves (they may exceed the limit).
 */
export const SEATS_PER_GUEST_OPTION: Readonly<Record<(typeof GUEST_OPTIONS)[number], number>> = {
  '1': 1,
  '2': 2,
  '3-4': 4,
  '5-8': 8,
  '8+': 10,
};

/** The seats a reservation counts for in its slot. */
export const seatsOf = (guests: (typeof GUEST_OPTIONS)[number]): number => SEATS_PER_GUEST_OPTION[guests];

/** How a reservation was made: by the guest on the website, or by staff for a phone call or a walk-in. */
export const RESERVATION_SOURCES = ['website', 'phone', 'walk_in'] as const;
export const ReservationSourceSchema = z.enum(RESERVATION_SOURCES);
export type ReservationSource = z.infer<typeof ReservationSourceSchema>;

/** A status as it was before the last change: what Undo returns to. */
export const PreviousStatusSchema = z.object({
  status: ReservationStatusSchema,
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});

/** A note staff keep on a reservation; staff see it, guests never do. */
export const STAFF_NOTE_MAX = 500;
const staffNote = longText(STAFF_NOTE_MAX);

/** A reservation as it is stored and as staff see it. */
export const ReservationSchema = z.object({
  /** The booking id the guest was given: RMP + 9 uppercase letters or digits. */
  id: z.string().regex(BOOKING_ID_PATTERN),
  name: requiredText(100),
  /** International form without the plus sign (62…); empty for a walk-in who left no number. */
  phone: z.string().regex(/^(62\d{8,13})?$/),
  date: calendarDate(),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  guests: GuestsSchema,
  /** pending until staff confirm or decline it; see RESERVATION_TRANSITIONS. */
  status: ReservationStatusSchema,
  /** Sort key: when it was made (ms). */
  position: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Username of the staff member who last changed the status. */
  updated_by: z.string().nullable().default(null),
  /** Counts the changes of status: a change sent with an older revision is refused (409). */
  revision: z.number().int().min(1).default(1),
  /** The status before the last change, for Undo; null when there is nothing to undo. */
  previous: PreviousStatusSchema.nullable().default(null),
  source: ReservationSourceSchema.default('website'),
  /** Staff only: never shown or sent to the guest. */
  note: z.string().max(STAFF_NOTE_MAX).default(''),
  /** Username of the staff member who entered it; null for a guest's own booking. */
  created_by: z.string().nullable().default(null),
  /** The last reminder staff sent the guest on WhatsApp ("Kirim pengingat"): when and who; null before. */
  reminder: z.object({ at: z.string(), by: z.string() }).nullable().default(null),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/**
 * Whether staff are offered "Kirim pengingat" for `reservation` when it is `today` at the restaurant: a
 * confirmed booking with a phone number, for today or tomorrow.
 */
export function reminderDue(
  reservation: Pick<Reservation, 'status' | 'phone' | 'date'>,
  today: string,
): boolean {
  return (
    reservation.status === 'confirmed' &&
    reservation.phone !== '' &&
    (reservation.date === today || reservation.date === addDays(today, 1))
  );
}

/**
 * A change of status by staff (PUT /api/admin/reservations/{id}). `revision` is the one they were looking
 * at: when someone changed the reservation since, the change is refused (409) instead of overwriting theirs.
 */
export const ReservationDecisionSchema = z.object({
  status: ReservationStatusSchema,
  revision: z.number().int().min(1).optional(),
});
export type ReservationDecision = z.infer<typeof ReservationDecisionSchema>;

/** Undo of the last change (POST /api/admin/reservations/{id}/undo), with the revision staff saw. */
export const ReservationUndoSchema = z.object({ revision: z.number().int().min(1).optional() });

/** A booking staff enter for a guest who phoned or walked in: confirmed at once (a walk-in may be seated). */
export const StaffBookingSchema = z
  .object({
    name: requiredText(100),
    /** Required for a phone booking; a walk-in may leave it empty. Stored as 62… */
    phone: z
      .string()
      .max(30, 'must be an Indonesian mobile number, e.g. 0812 3456 7890')
      .default('')
      .transform((value, ctx) => {
        if (value.trim() === '') return '';
        const normalized = normalizeIndonesianMobile(value);
        if (!normalized)
          ctx.addIssue({
            code: 'custom',
            message: 'must be an Indonesian mobile number, e.g. 0812 3456 7890',
          });
        return normalized ?? '';
      }),
    date: calendarDate('must be a date (yyyy-mm-dd)'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time (HH:mm)'),
    guests: GuestsSchema,
    source: z.enum(['phone', 'walk_in']),
    note: staffNote.default(''),
    /** A walk-in already at the table: stored as seated instead of confirmed. */
    seated: z.boolean().default(false),
  })
  .superRefine((booking, ctx) => {
    if (booking.source === 'phone' && booking.phone === '')
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'is required for a phone booking' });
    if (booking.source === 'phone' && booking.seated)
      ctx.addIssue({ code: 'custom', path: ['seated'], message: 'is only for a walk-in' });
  });
export type StaffBooking = z.infer<typeof StaffBookingSchema>;

/** What a staff booking returns: the reservation, and a warning when it goes beyond the seats per slot. */
export const StaffBookingResultSchema = z.object({
  reservation: ReservationSchema,
  warning: z.string().nullable(),
});

/** How a rejected request's problems are said to guests, in each language of the site. */
const REQUEST_WORDS = {
  id: {
    labels: { name: 'Nama', phone: 'Nomor telepon', date: 'Tanggal', time: 'Waktu', guests: 'Jumlah tamu' },
    missing: (label: string) => `${label} wajib diisi.`,
    notSingleLine: (label: string) => `${label} hanya boleh satu baris teks biasa, tanpa karakter kontrol.`,
    invalid: (label: string) => `${label} tidak valid.`,
    request: 'Data reservasi tidak valid.',
  },
  en: {
    labels: { name: 'Name', phone: 'Phone number', date: 'Date', time: 'Time', guests: 'Number of guests' },
    missing: (label: string) => `${label} is required.`,
    notSingleLine: (label: string) => `${label} must be a single line of plain text.`,
    invalid: (label: string) => `${label} is not valid.`,
    request: 'The booking could not be read. Please fill in the form again.',
  },
} satisfies Record<
  SiteLanguage,
  {
    labels: Record<ReservationField, string>;
    missing: (label: string) => string;
    notSingleLine: (label: string) => string;
    invalid: (label: string) => string;
    request: string;
  }
>;

/** A field's own message for a value it cannot take, whatever the schema said (none for the name). */
function fieldMessage(field: ReservationField, language: SiteLanguage): string | null {
  const words = BOOKING_WORDS[language];
  if (field === 'phone') return words.phoneInvalid;
  if (field === 'date') return words.dateInvalid;
  if (field === 'time') return words.timeInvalid;
  if (field === 'guests') return words.guestsInvalid;
  return null;
}

const isField = (field: string): field is ReservationField =>
  (RESERVATION_FIELDS as readonly string[]).includes(field);

/** What is wrong with one field of a rejected request, in the guest's language; null for a problem outside the form. */
function describeIssue(
  issue: z.ZodError['issues'][number],
  language: SiteLanguage,
): { field: ReservationField; message: string } | null {
  const field = String(issue.path[0] ?? '');
  if (!isField(field)) return null;
  const words = REQUEST_WORDS[language];
  const label = words.labels[field];
  const missing =
    (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) ||
    (issue.code === 'too_small' && field === 'name');
  const message = missing
    ? words.missing(label)
    : issue.message === NOT_SINGLE_LINE_MESSAGE
      ? words.notSingleLine(label)
      : (fieldMessage(field, language) ?? words.invalid(label));
  return { field, message };
}

/** A rejected reservation request, said to the guest (in Indonesian unless told): the first problem only. */
export function describeReservationIssues(error: z.ZodError, language: SiteLanguage = 'id'): string {
  return firstReservationIssue(error, language)?.message ?? REQUEST_WORDS[language].request;
}

/** The first problem of a rejected request and its field, or null when it is about no field of the form. */
export function firstReservationIssue(
  error: z.ZodError,
  language: SiteLanguage = 'id',
): { field: ReservationField; message: string } | null {
  const first = error.issues[0];
  return first ? describeIssue(first, language) : null;
}

/** Every field of a rejected request with its first problem, for a form that marks them all. */
export function reservationFieldErrors(
  error: z.ZodError,
  language: SiteLanguage = 'id',
): Partial<Record<ReservationField, string>> {
  const errors: Partial<Record<ReservationField, string>> = {};
  for (const issue of error.issues) {
    const described = describeIssue(issue, language);
    if (described && !errors[described.field]) errors[described.field] = described.message;
  }
  return errors;
}
