/** The restaurant info form: five sections of labelled fields, each able to show why it was refused. */
import { Save } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SubmitEvent } from 'react';
import type { RestaurantInfo } from '../../../domain/restaurant.ts';
import { TextAreaField, TextField } from '../../components/fields.tsx';

/** Field errors by field path ("email", "openingHours.weekday"). */
export type FieldErrors = Partial<Record<string, string>>;

type TextKey = Exclude<keyof RestaurantInfo, 'openingHours'>;
type HoursKey = keyof RestaurantInfo['openingHours'];

/** What a field shows under its input: its hint, and the reason it was refused (read out with it). */
function hintWithError(label: string, hint: ReactNode, error: string | undefined): ReactNode {
  if (!error) return hint;
  return (
    <>
      {hint}
      {hint && ' '}
      <span className="restaurant-info-error">
        {label} {error}
      </span>
    </>
  );
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
  onChange: (next: RestaurantInfo, changedPath: string) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
}) {
  /** Props of a single-line field bound to a top-level key. */
  const bind = (
    key: TextKey,
    label: string,
    hint?: ReactNode,
  ): InputHTMLAttributes<HTMLInputElement> & { label: string; hint: ReactNode } => ({
    label,
    name: key,
    value: info[key],
    hint: hintWithError(label, hint, errors[key]),
    'aria-invalid': errors[key] ? true : undefined,
    onChange: (event) => onChange({ ...info, [key]: event.target.value }, key),
  });
  const bindHours = (key: HoursKey, label: string) => ({
    label,
    name: `openingHours.${key}`,
    value: info.openingHours[key],
    placeholder: '10:00 - 22:00',
    hint: hintWithError(label, 'Free text, for example 10:00 - 22:00', errors[`openingHours.${key}`]),
    'aria-invalid': errors[`openingHours.${key}`] ? true : undefined,
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
          <TextField {...bind('name', 'Restaurant Name')} required autoComplete="organization" />
          <TextField {...bind('tagline', 'Tagline')} />
        </div>
      </section>

      <section className="card" aria-labelledby="ri-contact">
        <h2 id="ri-contact">Contact Information</h2>
        <div className="form-grid">
          <TextField {...bind('phone', 'Phone Number')} type="tel" placeholder="0751 123 456" />
          <TextField
            {...bind('whatsapp', 'WhatsApp', 'Without plus sign, country code first, e.g. 6281234567890')}
            inputMode="numeric"
            placeholder="6281234567890"
          />
          <TextField {...bind('email', 'Email')} type="email" placeholder="info@example.com" />
        </div>
      </section>

      <section className="card" aria-labelledby="ri-social">
        <h2 id="ri-social">Social Media</h2>
        <div className="form-grid">
          <TextField
            {...bind('instagram', 'Instagram', 'Full link to your profile')}
            type="url"
            placeholder="https://instagram.com/yourrestaurant"
          />
          <TextField
            {...bind('facebook', 'Facebook', 'Full link to your page')}
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
            label="Address"
            name="address"
            rows={3}
            value={info.address}
            hint={hintWithError('Address', undefined, errors.address)}
            aria-invalid={errors.address ? true : undefined}
            onChange={(event) => onChange({ ...info, address: event.target.value }, 'address')}
          />
          <TextField
            {...bind(
              'mapEmbedUrl',
              'Maps Embed URL',
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
          <TextField {...bindHours('weekday', 'Weekday (Mon-Fri)')} />
          <TextField {...bindHours('weekend', 'Weekend (Sat-Sun)')} />
        </div>
      </section>

      <div className="form-actions restaurant-info-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          <Save size={18} aria-hidden />
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
