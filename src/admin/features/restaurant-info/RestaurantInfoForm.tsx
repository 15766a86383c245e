/** The restaurant info form: five sections of labelled fields, each able to show why it was refused. */
import { Save } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SubmitEvent } from 'react';
import type { z } from 'zod';
import { coordinatesAfterMapChange, mapLinkProblem } from '../../../domain/content/address.ts';
import { dayHoursText, weeklyHoursLines } from '../../../domain/content/hours-text.ts';
import {
  DELIVERY_APP_KEYS,
  type DeliveryApp,
  type RestaurantInfo,
} from '../../../domain/content/restaurant.ts';
import { fieldErrors } from '../../../domain/shared/validation.ts';
import { TextAreaField, TextField } from '../../components/fields.tsx';
import { adminNow, formatDay } from '../../i18n/format.ts';
import { t, useT } from '../../i18n/i18n.ts';
import { sayProblems } from '../../i18n/problems.ts';
import { useStarterNote } from '../../shared/starter-texts.ts';
import { GeoFields } from './GeoFields.tsx';
import { OpeningHoursEditor } from './OpeningHoursEditor.tsx';

// Code to copy as it is, in every language.
const IFRAME_SRC = 'src="…"';
// A certificate number as BPJPH prints it, in every language.
const HALAL_NUMBER_EXAMPLE = 'ID13110000123450722';

type TextKey = Exclude<keyof RestaurantInfo, 'openingHours' | 'geo' | 'order_links' | 'halal'>;
type NestedKey = `order_links.${DeliveryApp}` | `halal.${keyof RestaurantInfo['halal']}`;
/**
 * A field of the form: a top-level key, a delivery app or a part of the halal certificate
 * ("order_links.gofood"), or a place in the opening hours ("openingHours.week.monday.ranges").
 */
export type FieldPath = TextKey | NestedKey | 'geo' | `openingHours.${string}`;

/** Field errors by field path, worded with the field's label ("Email must be a valid email address"). */
export type FieldErrors = Partial<Record<FieldPath | 'form', string>>;

type LabelledField =
  | TextKey
  | NestedKey
  | 'geo'
  | 'openingHours.week'
  | 'openingHours.special'
  | 'openingHours.timeZone';

const LABELLED_FIELDS: readonly Exclude<LabelledField, 'openingHours.timeZone'>[] = [
  'name',
  'tagline',
  'tagline_en',
  'phone',
  'whatsapp',
  'email',
  'instagram',
  'facebook',
  'address',
  'city',
  'province',
  'postalCode',
  'geo',
  'mapEmbedUrl',
  'order_links.gofood',
  'order_links.grabfood',
  'order_links.shopeefood',
  'halal.certificate_number',
  'halal.valid_until',
  'openingHours.week',
  'openingHours.special',
];

/** How each field is named on screen (admin's language), also in its error messages and its history. */
export const restaurantInfoLabels = (): Record<LabelledField, string> => ({
  ...(Object.fromEntries(LABELLED_FIELDS.map((field) => [field, t(`info.field.${field}`)])) as Record<
    LabelledField,
    string
  >),
  'openingHours.timeZone': t('hours.timeZone'),
});

/**
 * Restaurant info as the history compares it: the opening hours as the lines guests read, not as nested
 * ranges.
 */
export function historyFields(info: RestaurantInfo): Record<string, unknown> {
  const { openingHours, order_links, halal, ...rest } = info;
  return {
    ...rest,
    ...Object.fromEntries(DELIVERY_APP_KEYS.map((app) => [`order_links.${app}`, order_links[app]])),
    'halal.certificate_number': halal.certificate_number,
    'halal.valid_until': halal.valid_until,
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

/** The problems of a refused restaurant info, one message per field, named and said as on screen. */
export function restaurantInfoErrors(error: z.ZodError, info: RestaurantInfo): FieldErrors {
  // Opening hours problems are shown at their own input, by their path inside the hours.
  const hours: FieldErrors = {};
  for (const issue of error.issues) {
    const [first, ...rest] = issue.path.map(String);
    const key: FieldPath = `openingHours.${rest.join('.')}`;
    if (first === 'openingHours' && !hours[key]) hours[key] = issue.message;
  }
  // Delivery apps and the halal certificate: each part at its own input, named by its label.
  const labels = restaurantInfoLabels();
  const nested: FieldErrors = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path.map(String);
    const key = `${first}.${second}` as NestedKey;
    if ((first === 'order_links' || first === 'halal') && Object.hasOwn(labels, key) && !nested[key])
      nested[key] = `${labels[key]} ${issue.message}`;
  }
  const others = error.issues.filter(
    (issue) => !['openingHours', 'order_links', 'halal'].includes(String(issue.path[0])),
  );
  return sayProblems({ ...fieldErrors(others, labels, info), ...hours, ...nested });
}

/**
 * What the form says at "Valid until" when the date entered is over: the site no longer shows that
 * certificate. Null while it is valid, and for a certificate without a date (valid as long as it is set).
 */
export function halalEnded(info: RestaurantInfo): string | null {
  const until = info.halal.valid_until;
  return until !== '' && until < adminNow().date ? t('info.halalEnded', { date: formatDay(until) }) : null;
}

export function RestaurantInfoForm({
  info,
  errors,
  saving,
  unsaved,
  onChange,
  onSubmit,
}: {
  info: RestaurantInfo;
  errors: FieldErrors;
  saving: boolean;
  /** What the form shows differs from what is saved. */
  unsaved: boolean;
  onChange: (next: RestaurantInfo, changedPath: FieldPath) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
}) {
  const translate = useT();
  const starterNote = useStarterNote();
  const labels = restaurantInfoLabels();
  /** Props of a single-line field bound to a top-level key. */
  const bind = (
    key: TextKey,
    hint?: ReactNode,
  ): InputHTMLAttributes<HTMLInputElement> & { label: string; hint: ReactNode; error?: string } => ({
    label: labels[key],
    name: key,
    value: info[key],
    hint,
    error: errors[key],
    onChange: (event) => onChange({ ...info, [key]: event.target.value }, key),
  });
  /** Props of a field of a delivery app's link or of the halal certificate. */
  const bindNested = <G extends 'order_links' | 'halal'>(
    group: G,
    part: keyof RestaurantInfo[G] & string,
    hint?: ReactNode,
  ): InputHTMLAttributes<HTMLInputElement> & { label: string; hint: ReactNode; error?: string } => {
    const key = `${group}.${part}` as NestedKey;
    return {
      label: labels[key],
      name: key,
      value: (info[group] as Record<string, string>)[part] ?? '',
      hint,
      error: errors[key],
      onChange: (event) =>
        onChange({ ...info, [group]: { ...info[group], [part]: event.target.value } }, key),
    };
  };
  // A share link or a map page is said as soon as it is pasted, with the way to the embed link.
  const mapProblem = mapLinkProblem(info.mapEmbedUrl);
  const mapError =
    errors.mapEmbedUrl ??
    (mapProblem &&
      `${translate(`info.mapLink.${mapProblem.kind}`, { host: mapProblem.host })} ${translate('info.mapLink.how')}`);
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
        <h2 id="ri-basic">{translate('info.section.basic')}</h2>
        <div className="form-grid">
          <TextField {...bind('name')} required autoComplete="organization" />
          <TextField {...bind('tagline')} warning={starterNote('tagline', info.tagline)} />
          <TextField {...bind('tagline_en', translate('info.englishHint'))} lang="en" />
        </div>
      </section>

      <section className="card" aria-labelledby="ri-contact">
        <h2 id="ri-contact">{translate('info.section.contact')}</h2>
        <div className="form-grid">
          <TextField {...bind('phone')} type="tel" placeholder="0751 123 456" />
          <TextField
            {...bind('whatsapp', translate('info.whatsappHint'))}
            type="tel"
            placeholder="0812 3456 7890"
          />
          <TextField {...bind('email')} type="email" placeholder={translate('info.emailPlaceholder')} />
        </div>
      </section>

      <section className="card" aria-labelledby="ri-social">
        <h2 id="ri-social">{translate('info.section.social')}</h2>
        <div className="form-grid">
          <TextField
            {...bind('instagram', translate('info.instagramHint'))}
            type="url"
            placeholder="https://instagram.com/yourrestaurant"
          />
          <TextField
            {...bind('facebook', translate('info.facebookHint'))}
            type="url"
            placeholder="https://facebook.com/yourrestaurant"
          />
        </div>
      </section>

      <section className="card" aria-labelledby="ri-delivery">
        <h2 id="ri-delivery">{translate('info.section.delivery')}</h2>
        <p className="muted">{translate('info.deliveryIntro')}</p>
        <div className="form-grid">
          <TextField
            {...bindNested('order_links', 'gofood', translate('info.deliveryHint'))}
            type="url"
            placeholder="https://gofood.co.id/…"
          />
          <TextField
            {...bindNested('order_links', 'grabfood')}
            type="url"
            placeholder="https://food.grab.com/…"
          />
          <TextField
            {...bindNested('order_links', 'shopeefood')}
            type="url"
            placeholder="https://shopee.co.id/…"
          />
        </div>
      </section>

      <section className="card" aria-labelledby="ri-halal">
        <h2 id="ri-halal">{translate('info.section.halal')}</h2>
        <p className="muted">{translate('info.halalIntro')}</p>
        <div className="form-grid">
          <TextField
            {...bindNested('halal', 'certificate_number', translate('info.halalNumberHint'))}
            placeholder={HALAL_NUMBER_EXAMPLE}
            autoCapitalize="characters"
          />
          <TextField
            {...bindNested('halal', 'valid_until', translate('info.halalDateHint'))}
            type="date"
            warning={halalEnded(info) ?? undefined}
          />
        </div>
      </section>

      <section className="card" aria-labelledby="ri-location">
        <h2 id="ri-location">{translate('info.section.location')}</h2>
        <div className="form-grid">
          <TextAreaField
            className="span-all"
            label={labels.address}
            name="address"
            rows={3}
            value={info.address}
            hint={translate('info.addressHint')}
            error={errors.address}
            onChange={(event) => onChange({ ...info, address: event.target.value }, 'address')}
          />
          <TextField {...bind('city', translate('info.cityHint'))} />
          <TextField {...bind('province')} placeholder={translate('info.provincePlaceholder')} />
          <TextField {...bind('postalCode')} inputMode="numeric" placeholder="25173" />
          <TextField
            {...bind(
              'mapEmbedUrl',
              <>
                {translate('info.mapHintBefore')} <strong>{translate('info.mapHintShare')}</strong>
                {translate('info.mapHintMiddle')} <code>{IFRAME_SRC}</code> {translate('info.mapHintAfter')}
              </>,
            )}
            className="span-all"
            type="url"
            placeholder="https://www.google.com/maps/embed?pb=…"
            error={mapError || undefined}
            // A new map moves the coordinates with it: the old ones would be saved stale.
            onChange={(event) => {
              const mapEmbedUrl = event.target.value;
              onChange(
                {
                  ...info,
                  mapEmbedUrl,
                  geo: coordinatesAfterMapChange(info.mapEmbedUrl, mapEmbedUrl, info.geo),
                },
                'mapEmbedUrl',
              );
            }}
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
        <h2 id="ri-hours">{translate('info.section.hours')}</h2>
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
        {unsaved && !saving && <span className="unsaved-note">{translate('common.unsaved')}</span>}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          <Save size={18} aria-hidden />
          {saving ? translate('common.saving') : translate('info.save')}
        </button>
      </div>
    </form>
  );
}
