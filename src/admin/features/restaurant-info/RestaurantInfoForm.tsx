/** The restaurant info form: five sections of labelled fields, each able to show why it was refused. */
import { Save } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SubmitEvent } from 'react';
import type { z } from 'zod';
import type { RestaurantInfo } from '../../../domain/restaurant.ts';
import { fieldErrors } from '../../../domain/validation.ts';
import { TextAreaField, TextField } from '../../components/fields.tsx';

type TextKey = Exclude<keyof RestaurantInfo, 'openingHours'>;
type HoursKey = keyof RestaurantInfo['openingHours'];
/** A field of the form: a top-level key, or one of the opening hours ("openingHours.weekday"). */
export type FieldPath = TextKey | `openingHours.${HoursKey}`;

/** Field errors by field path, worded with the field's label ("Email must be a valid email address"). */
export type FieldErrors = Partial<Record<FieldPath | 'form', string>>;

/** How each field is named on screen, also in its error messages and its history. */
export const LABELS: Record<FieldPath, string> = {
  name: 'Restaurant Name',
  tagline: 'Tagline',
  phone: 'Phone Number',
  whatsapp: 'WhatsApp',
  email: 'Email',
  instagram: 'Instagram',
  facebook: 'Facebook',
  address: 'Address',
  mapEmbedUrl: 'Maps Embed URL',
  'openingHours.weekday': 'Weekday (Mon-Fri)',
  'openingHours.weekend': 'Weekend (Sat-Sun)',
};

/** The problems of a refused restaurant info, one message per field, named as on screen. */
export function restaurantInfoErrors(error: z.ZodError, info: RestaurantInfo): FieldErrors {
  // The opening hours are two fields of one object: their path is joined to name the field.
  const problems = error.issues.map((issue) => ({
    path: [issue.path.map(String).join('.')],
    message: issue.message,
  }));
  const values = {
    ...info,
    'openingHours.weekday': info.openingHours.weekday,
    'openingHours.weekend': info.openingHours.weekend,
  };
  return fieldErrors(problems, LABELS, values);
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
  const bindHours = (key: HoursKey) => ({
    label: LABELS[`openingHours.${key}`],
    name: `openingHours.${key}`,
    value: info.openingHours[key],
    placeholder: '10:00 - 22:00',
    hint: 'Free text, for example 10:00 - 22:00',
    error: errors[`openingHours.${key}`],
    onChange: (event: { target: { value: string } }) =>
      onChange(
        { ...info, openingHours: { ...info.openingHours, [key]: event.target.value } },
        `openingHours.${key}`,
      ),
  });

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
            error={errors.address}
            onChange={(event) => onChange({ ...info, address: event.target.value }, 'address')}
          />
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
        </div>
      </section>

      <section className="card" aria-labelledby="ri-hours">
        <h2 id="ri-hours">Opening Hours</h2>
        <div className="form-grid">
          <TextField {...bindHours('weekday')} />
          <TextField {...bindHours('weekend')} />
        </div>
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
