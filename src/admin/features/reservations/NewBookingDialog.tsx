/**
 * A booking staff enter for a guest who phoned or walked in: checked with the shared schema before it is
 * sent, saved as confirmed (a walk-in already at the table as seated). The note and source are for staff.
 */
import { type SubmitEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { restaurantNow } from '../../../domain/hours.ts';
import {
  GUEST_OPTIONS,
  type Reservation,
  StaffBookingResultSchema,
  StaffBookingSchema,
} from '../../../domain/reservation.ts';
import { api } from '../../api.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/fields.tsx';
import { notifyFailure } from '../../notify.ts';
import { LIFECYCLE_STRINGS as T } from './strings.ts';

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

const SOURCE_OPTIONS = [
  { value: 'phone', label: T.sources.phone },
  { value: 'walk_in', label: T.sources.walk_in },
];
const GUEST_CHOICES = GUEST_OPTIONS.map((value) => ({ value, label: `${value} orang` }));

/** Now at the restaurant, rounded down to the quarter hour: a walk-in's time. */
function nowTime(): string {
  const [hours = '00', minutes = '00'] = restaurantNow().time.split(':');
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

  async function submit() {
    const parsed = StaffBookingSchema.safeParse({
      ...values,
      seated: values.source === 'walk_in' && values.seated,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as keyof Values;
        if (!found[field])
          found[field] = `${T.fields[field as keyof typeof T.fields] ?? field} ${issue.message}`;
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
      toast.success(T.bookingSaved, { description: `${reservation.name}, ${reservation.time}` });
      if (warning) toast.warning(warning);
      onSaved(reservation);
    } catch (error) {
      notifyFailure(error, T.bookingFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog title={T.newBookingTitle} onClose={onClose}>
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
          label={T.fields.source}
          name="source"
          options={SOURCE_OPTIONS}
          value={values.source}
          onChange={(event) => {
            const source = event.target.value as Values['source'];
            set('source', source);
            if (source === 'walk_in') setValues((current) => ({ ...current, source, time: nowTime() }));
          }}
        />
        <TextField
          label={T.fields.name}
          name="name"
          required
          maxLength={100}
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          label={T.fields.phone}
          name="phone"
          type="tel"
          required={values.source === 'phone'}
          maxLength={30}
          placeholder="08xx xxxx xxxx"
          hint={T.fields.phoneHint}
          value={values.phone}
          error={errors.phone}
          onChange={(event) => set('phone', event.target.value)}
        />
        <div className="new-booking-row">
          <TextField
            label={T.fields.date}
            name="date"
            type="date"
            required
            value={values.date}
            error={errors.date}
            onChange={(event) => set('date', event.target.value)}
          />
          <TextField
            label={T.fields.time}
            name="time"
            type="time"
            required
            value={values.time}
            error={errors.time}
            onChange={(event) => set('time', event.target.value)}
          />
          <SelectField
            label={T.fields.guests}
            name="guests"
            options={GUEST_CHOICES}
            value={values.guests}
            error={errors.guests}
            onChange={(event) => set('guests', event.target.value)}
          />
        </div>
        <TextAreaField
          label={T.fields.note}
          name="note"
          maxLength={500}
          hint={T.fields.noteHint}
          value={values.note}
          error={errors.note}
          onChange={(event) => set('note', event.target.value)}
        />
        {values.source === 'walk_in' && (
          <label className="new-booking-check">
            <input
              type="checkbox"
              name="seated"
              checked={values.seated}
              onChange={(event) => set('seated', event.target.checked)}
            />
            {T.fields.seated}
          </label>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {T.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? T.saving : T.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
