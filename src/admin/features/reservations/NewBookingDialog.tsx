/**
 * A booking staff enter for a guest who phoned or walked in: checked with the shared schema before it is
 * sent, saved as confirmed (a walk-in already at the table as seated). The note and source are for staff.
 */
import { type SubmitEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  GUEST_OPTIONS,
  type Reservation,
  StaffBookingResultSchema,
  StaffBookingSchema,
  tooEarlyFor,
} from '../../../domain/reservations/reservation.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/fields.tsx';
import { adminNow } from '../../i18n/format.ts';
import { type MessageKey, t as translate, useT } from '../../i18n/i18n.ts';
import { sayProblem } from '../../i18n/problems.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';

interface Values {
  name: string;
  phone: string;
  date: string;
  time: string;
  guests: string;
  source: 'phone' | 'walk_in';
  note: string;
  seated: boolean;
}
type Errors = Partial<Record<keyof Values, string>>;

/** How each field is named on screen, also in its error messages ("Name is required"). */
const FIELD_LABELS: Record<keyof Values, MessageKey> = {
  name: 'reservations.field.name',
  phone: 'reservations.field.phone',
  date: 'reservations.field.date',
  time: 'reservations.field.time',
  guests: 'reservations.field.guests',
  source: 'reservations.field.source',
  note: 'reservations.field.note',
  seated: 'reservations.field.seated',
};

/** The server's warning of a booking beyond the seats per slot, in the admin's language. */
function sayWarning(warning: string): string {
  // The server words it in English (server/reservations/desk.ts): the numbers are taken from there.
  const over = /^This booking goes beyond the seats per slot: (\d+) of (\d+) seats at (\d{2}:\d{2})\.$/.exec(
    warning,
  );
  if (!over) return warning;
  const [, seats = '', limit = '', time = ''] = over;
  return translate('reservations.overLimit', { seats, limit, time });
}

/** Now at the restaurant, rounded down to the quarter hour: a walk-in's time. */
function nowTime(): string {
  const [hours = '00', minutes = '00'] = adminNow().time.split(':');
  return `${hours}:${String(Math.floor(Number(minutes) / 15) * 15).padStart(2, '0')}`;
}

export function NewBookingDialog({
  defaultDate,
  onSaved,
  onClose,
}: {
  defaultDate: string;
  onSaved: (reservation: Reservation) => void;
  onClose: () => void;
}) {
  const t = useT();
  const sourceOptions = [
    { value: 'phone', label: t('reservations.source.phone') },
    { value: 'walk_in', label: t('reservations.source.walk_in') },
  ];
  const guestChoices = GUEST_OPTIONS.map((value) => ({
    value,
    label: t('reservations.guests', { count: value }),
  }));
  const [values, setValues] = useState<Values>({
    name: '',
    phone: '',
    date: defaultDate,
    time: '19:00',
    guests: '2',
    source: 'phone',
    note: '',
    seated: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  // A guest can be at the table only on the booking's day (see tooEarlyFor).
  const mayBeSeated = tooEarlyFor('seated', values.date, adminNow().date) === null;

  async function submit() {
    const parsed = StaffBookingSchema.safeParse({
      ...values,
      seated: values.source === 'walk_in' && values.seated && mayBeSeated,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as keyof Values;
        if (!found[field]) {
          const label = field in FIELD_LABELS ? t(FIELD_LABELS[field]) : field;
          found[field] = sayProblem(`${label} ${issue.message}`);
        }
      }
      setErrors(found);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const { reservation, warning } = await api('/api/admin/reservations', {
        method: 'POST',
        json: parsed.data,
        schema: StaffBookingResultSchema,
      });
      toast.success(t('reservations.bookingSaved'), {
        description: `${reservation.name}, ${reservation.time}`,
      });
      if (warning) toast.warning(sayWarning(warning));
      onSaved(reservation);
    } catch (error) {
      notifyFailure(error, t('reservations.bookingFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog title={t('reservations.newBookingTitle')} onClose={onClose}>
      <form
        ref={form}
        className="new-booking-form"
        noValidate
        aria-busy={saving}
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!saving) void submit();
        }}
      >
        <SelectField
          label={t('reservations.field.source')}
          name="source"
          options={sourceOptions}
          value={values.source}
          onChange={(event) => {
            const source = event.target.value as Values['source'];
            set('source', source);
            if (source === 'walk_in') setValues((current) => ({ ...current, source, time: nowTime() }));
          }}
        />
        <TextField
          label={t('reservations.field.name')}
          name="name"
          required
          maxLength={100}
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          label={t('reservations.field.phone')}
          name="phone"
          type="tel"
          required={values.source === 'phone'}
          maxLength={30}
          placeholder={t('reservations.phonePlaceholder')}
          hint={t('reservations.phoneHint')}
          value={values.phone}
          error={errors.phone}
          onChange={(event) => set('phone', event.target.value)}
        />
        <div className="new-booking-row">
          <TextField
            label={t('reservations.field.date')}
            name="date"
            type="date"
            required
            value={values.date}
            error={errors.date}
            onChange={(event) => set('date', event.target.value)}
          />
          <TextField
            label={t('reservations.field.time')}
            name="time"
            type="time"
            required
            value={values.time}
            error={errors.time}
            onChange={(event) => set('time', event.target.value)}
          />
          <SelectField
            label={t('reservations.field.guests')}
            name="guests"
            options={guestChoices}
            value={values.guests}
            error={errors.guests}
            onChange={(event) => set('guests', event.target.value)}
          />
        </div>
        <TextAreaField
          label={t('reservations.field.note')}
          name="note"
          maxLength={500}
          hint={t('reservations.noteHint')}
          value={values.note}
          error={errors.note}
          onChange={(event) => set('note', event.target.value)}
        />
        {values.source === 'walk_in' && mayBeSeated && (
          <label className="new-booking-check">
            <input
              type="checkbox"
              name="seated"
              checked={values.seated}
              onChange={(event) => set('seated', event.target.checked)}
            />
            {t('reservations.field.seated')}
          </label>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t('common.saving') : t('reservations.saveBooking')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
