import { z } from 'zod';
import { BOOKING_ID_PATTERN, GUEST_OPTIONS, PHONE_INVALID, type ReservationField } from './booking.ts';
import { calendarDate, NOT_SINGLE_LINE_MESSAGE, requiredText } from './fields.ts';
import { normalizeIndonesianMobile } from './phone.ts';

export {
  BOOKING_ID_PATTERN,
  BOOKING_WINDOW_DAYS,
  bookingIssue,
  bookingProblem,
  GUEST_OPTIONS,
  newBookingId,
  PHONE_INVALID,
  RESERVATION_FIELDS,
  type ReservationField,
} from './booking.ts';

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

export const RESERVATION_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export const ReservationStatusSchema = z.enum(RESERVATION_STATUSES);
export type ReservationStatus = z.infer<typeof ReservationStatusSchema>;

/** A reservation as stored and as staff see it. */
export const ReservationSchema = z.object({
  /** The booking id the guest was given: RMP + 9 uppercase letters or digits. */
  id: z.string().regex(BOOKING_ID_PATTERN),
  name: requiredText(100),
  /** International form without the plus sign (62…). */
  phone: z.string().regex(/^62\d{8,13}$/),
  date: calendarDate(),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  guests: GuestsSchema,
  /** pending until staff confirm or decline it. */
  status: ReservationStatusSchema,
  /** Sort key: when it was made (ms). */
  position: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Username of the staff member who last changed the status. */
  updated_by: z.string().nullable().default(null),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/** What staff may do with a pending reservation. */
/** Staff confirm or decline a pending reservation, or put a decided one back to pending (Undo). */
export const ReservationDecisionSchema = z.object({ status: z.enum(['confirmed', 'declined', 'pending']) });

const FIELD_LABELS: Record<string, string> = {
  name: 'Nama',
  phone: 'Nomor telepon',
  date: 'Tanggal',
  time: 'Waktu',
  guests: 'Jumlah tamu',
};

const FIELD_MESSAGES: Record<string, string> = {
  phone: PHONE_INVALID,
  date: 'Tanggal tidak valid.',
  time: 'Waktu tidak valid.',
  guests: 'Pilih jumlah tamu: 1, 2, 3-4, 5-8 atau 8+.',
};

/** What is wrong with one field of a rejected request, in Indonesian; null for a problem outside the form. */
function describeIssue(
  issue: z.ZodError['issues'][number],
): { field: ReservationField; message: string } | null {
  const field = String(issue.path[0] ?? '');
  const label = FIELD_LABELS[field];
  if (!label) return null;
  const missing =
    (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) ||
    (issue.code === 'too_small' && field === 'name');
  const message = missing
    ? `${label} wajib diisi.`
    : issue.message === NOT_SINGLE_LINE_MESSAGE
      ? `${label} hanya boleh satu baris teks biasa, tanpa karakter kontrol.`
      : (FIELD_MESSAGES[field] ?? `${label} tidak valid.`);
  return { field: field as ReservationField, message };
}

/** A rejected reservation request, said to the guest in Indonesian: the first problem only. */
export function describeReservationIssues(error: z.ZodError): string {
  return firstReservationIssue(error)?.message ?? 'Data reservasi tidak valid.';
}

/** The first problem of a rejected request and its field, or null when it is about no field of the form. */
export function firstReservationIssue(
  error: z.ZodError,
): { field: ReservationField; message: string } | null {
  const first = error.issues[0];
  return first ? describeIssue(first) : null;
}

/** Every field of a rejected request with its first problem, for a form that marks them all. */
export function reservationFieldErrors(error: z.ZodError): Partial<Record<ReservationField, string>> {
  const errors: Partial<Record<ReservationField, string>> = {};
  for (const issue of error.issues) {
    const described = describeIssue(issue);
    if (described && !errors[described.field]) errors[described.field] = described.message;
  }
  return errors;
}
