/** The restaurant info form: five sections of labelled fields, each able to show why it was refused. */
import { Save } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SubmitEvent } from 'react';
import type { z } from 'zod';
import { dayHoursText, weeklyHoursLines } from '../../../domain/hours.ts';
import type { RestaurantInfo } from '../../../domain/restaurant.ts';
import { fieldErrors } from '../../../domain/validation.ts';
import { TextAreaField, TextField } from '../../components/fields.tsx';
import { GeoFields } from './GeoFields.tsx';
import { HOURS_STRINGS, OpeningHoursEditor } from './OpeningHoursEditor.tsx';

type TextKey = Exclude<keyof RestaurantInfo, 'openingHours' | 'geo'>;
/** A field of the form: a top-level key, or a place in the opening hours ("openingHours.week.monday.ranges"). */
export type FieldPath = TextKey | 'geo' | `openingHours.${string}`;

/** Field errors by field path, worded with the field's label ("Email must be a valid email address"). */
export type FieldErrors = Partial<Record<FieldPath | 'form', string>>;

/** How each field is named on screen, also in its error messages and its history. */
export const LABELS: Record<
  TextKey | 'geo' | 'openingHours.week' | 'openingHours.special' | 'openingHours.timeZone',
  string
> = {
  name: 'Restaurant Name',
  tagline: 'Tagline',
  phone: 'Phone Number',
  whatsapp: 'WhatsApp',
  email: 'Email',
  instagram: 'Instagram',
  facebook: 'Facebook',
  address: 'Address',
  city: 'City or Regency',
  province: 'Province',
  postalCode: 'Postal Code',
  geo: 'Coordinates',
  mapEmbedUrl: 'Maps Embed URL',
  'openingHours.week': 'Opening Hours',
  'openingHours.special': 'Special Days',
  'openingHours.timeZone': HOURS_STRINGS.timeZone,
};

/**
 * Restaurant info as the history compares it: the opening hours as the lines guests read, not as nested
 * ranges.
 */
export function historyFields(info: RestaurantInfo): Record<string, unknown> {
  const { openingHours, ...rest } = info;
  return {
    ...rest,
    'openingHours.week': weeklyHoursLines(openingHours)
      .map((line) => `${line.label}: ${line.text}`)
      .join('; '),
    'openingHours.special': openingHours.special
      .map(
        (day) =>
          `${day.from}${day.to !== day.from ? ` - ${day.to}` : ''}: ${dayHoursText(day)}${day.note ? ` (${day.note})` : ''}`,
      )
      .join('; '),
    'openingHours.timeZone': openingHours.timeZone,
  };
}

/** The problems of a refused restaurant info, one message per field, named as on screen. */
export function restaurantInfoErrors(error: z.ZodError, info: RestaurantInfo): FieldErrors {
  // Opening hours problems are shown at their own input, by their path inside the hours.
  const hours: FieldErrors = {};
  for (const issue of error.issues) {
    const [first, ...rest] = issue.path.map(String);
    const key: FieldPath = `openingHours.${rest.join('.')}`;
    if (first === 'openingHours' && !hours[key]) hours[key] = issue.message;
  }
  const others = error.issues.filter((issue) => issue.path[0] !== 'openingHours');
  return { ...fieldErrors(others, LABELS, info), ...hours };
}

export function RestaurantInfoForm({
  info,
  errors,
  saving,
  onChange,
  onSubmit,
}: {
  info: RestaurantInfo;
  errors: FieldErrors;
  saving: boolean;
  onChange: (next: RestaurantInfo, changedPath: FieldPath) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
}) {
  /** Props of a single-line field bound to a top-level key. */
  const bind = (
    key: TextKey,
    hint?: ReactNode,
  ): InputHTMLAttributes<HTMLInputElement> & { label: string; hint: ReactNode; error?: string } => ({
    label: LABELS[key],
    name: key,
    value: info[key],
    hint,
    error: errors[key],
    onChange: (event) => onChange({ ...info, [key]: event.target.value }, key),
  });
  /** Opening hours problems by their path inside the hours. */
  const hoursErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith('openingHours.'))
      .map(([key, message]) => [key.slice('openingHours.'.length), message]),
  );

  return (
    // noValidate: the shared schema checks every field and says what is wrong in words staff understand.
    <form className="restaurant-info-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <section className="card" aria-labelledby="ri-basic">
        <h2 id="ri-basic">Basic Information</h2>
        <div className="form-grid">
          <TextField {...bind('name')} required autoComplete="organization" />
          <TextField {...bind('tagline')} />
        </div>
      </section>

      <section className="card" aria-labelledby="ri-contact">
        <h2 id="ri-contact">Contact Information</h2>
        <div className="form-grid">
          <TextField {...bind('phone')} type="tel" placeholder="0751 123 456" />
          <TextField
            {...bind(
              'whatsapp',
              'Saved without plus sign, country code first: 0812 3456 7890 becomes 6281234567890',
            )}
            type="tel"
            placeholder="0812 3456 7890"
          />
          <TextField {...bind('email')} type="email" placeholder="info@example.com" />
        </div>
      </section>

      <section className="card" aria-labelledby="ri-social">
        <h2 id="ri-social">Social Media</h2>
        <div className="form-grid">
          <TextField
            {...bind('instagram', 'Full link to your profile')}
            type="url"
            placeholder="https://instagram.com/yourrestaurant"
          />
          <TextField
            {...bind('facebook', 'Full link to your page')}
            type="url"
            placeholder="https://facebook.com/yourrestaurant"
          />
        </div>
      </section>

      <section className="card" aria-labelledby="ri-location">
        <h2 id="ri-location">Location</h2>
        <div className="form-grid">
          <TextAreaField
            className="span-all"
            label={LABELS.address}
            name="address"
            rows={3}
            value={info.address}
            hint="Street, number and neighbourhood"
            error={errors.address}
            onChange={(event) => onChange({ ...info, address: event.target.value }, 'address')}
          />
          <TextField {...bind('city', 'Kota or kabupaten, for example Kota Padang or Kabupaten Bogor')} />
          <TextField {...bind('province')} placeholder="Sumatera Barat" />
          <TextField {...bind('postalCode')} inputMode="numeric" placeholder="25173" />
          <TextField
            {...bind(
              'mapEmbedUrl',
              <>
                In Google Maps (or another maps service) open your restaurant, choose{' '}
                <strong>Share → Embed a map</strong>, then copy only the link inside <code>src="…"</code> of
                the iframe code.
              </>,
            )}
            className="span-all"
            type="url"
            placeholder="https://www.google.com/maps/embed?pb=…"
          />
          <GeoFields
            geo={info.geo}
            mapEmbedUrl={info.mapEmbedUrl}
            error={errors.geo}
            onChange={(geo) => onChange({ ...info, geo }, 'geo')}
          />
        </div>
      </section>

      <section className="card" aria-labelledby="ri-hours">
        <h2 id="ri-hours">Opening Hours</h2>
        <OpeningHoursEditor
          hours={info.openingHours}
          errors={hoursErrors}
          onChange={(next, changedPath) =>
            onChange({ ...info, openingHours: next }, `openingHours.${changedPath}`)
          }
        />
      </section>

      <div className="form-actions restaurant-info-actions">
        {errors.form && (
          <p className="field-error restaurant-info-form-error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          <Save size={18} aria-hidden />
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
