/**
 * The fields of an event (title, free-text schedule, optional dates, description, optional image with a
 * live preview), used both by the Add Event form and for editing a card in place.
 */
import { toast } from 'sonner';
import type { z } from 'zod';
import { type EventInput, EventInputSchema } from '../../../domain/content/event.ts';
import { TIME_ZONES } from '../../../domain/content/hours.ts';
import { CollectionForm, type CollectionFormProps } from '../../components/collection/CollectionForm.tsx';
import { ImagePreview } from '../../components/collection/ImagePreview.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/fields.tsx';
import { ImageUpload, imageAddressHint } from '../../components/ImageUpload.tsx';
import { adminTimeZone } from '../../i18n/format.ts';
import { t, useT } from '../../i18n/i18n.ts';

/** SPEC §5: the fields an event cannot be saved without (the image is optional). */
const REQUIRED = ['title', 'date', 'description'] as const satisfies ReadonlyArray<keyof EventInput>;

/** What the form edits: every field of an event, the optional image as '' and dates as null when none. */
export type EventValues = Required<EventInput>;
/** Valid fields, ready to send. */
export type EventFields = z.output<typeof EventInputSchema>;

/** How each field is named on screen, also in its error messages ("Title is required"). */
export const eventFieldLabels = (): Record<keyof EventInput, string> => ({
  title: t('events.field.title'),
  date: t('events.field.date'),
  description: t('events.field.description'),
  title_en: t('events.field.titleEn'),
  date_en: t('events.field.dateEn'),
  description_en: t('events.field.descriptionEn'),
  image: t('events.field.image'),
  starts_at: t('events.field.startsAt'),
  ends_at: t('events.field.endsAt'),
  repeat: t('events.field.repeat'),
});

function sayWhatIsMissing(values: EventValues) {
  if (REQUIRED.some((key) => !values[key].trim())) toast.error(t('events.requiredMissing'));
}

/** A datetime-local field's value: '' clears it. */
const dateTimeOf = (value: string) => value || null;

export function EventForm(props: CollectionFormProps<EventValues, EventFields>) {
  const { values } = props;
  const translate = useT();
  const labels = eventFieldLabels();
  const example = translate('events.dateExample');
  return (
    <CollectionForm
      {...props}
      schema={EventInputSchema}
      labels={labels}
      noun={translate('events.noun')}
      onRefused={sayWhatIsMissing}
    >
      {({ errors, set }) => (
        <div className="collection-form-layout events-form-layout">
          <div className="collection-form-fields">
            <div className="language-pair">
              <TextField
                label={labels.title}
                name="title"
                required
                maxLength={120}
                error={errors.title}
                value={values.title}
                onChange={(event) => set('title', event.target.value)}
              />
              <TextField
                label={labels.title_en}
                name="title_en"
                lang="en"
                maxLength={120}
                error={errors.title_en}
                hint={translate('events.englishHint')}
                value={values.title_en}
                onChange={(event) => set('title_en', event.target.value)}
              />
            </div>
            <div className="language-pair">
              <TextField
                label={labels.date}
                name="date"
                required
                maxLength={120}
                placeholder={example}
                error={errors.date}
                hint={translate('events.dateHint', { example })}
                value={values.date}
                onChange={(event) => set('date', event.target.value)}
              />
              <TextField
                label={labels.date_en}
                name="date_en"
                lang="en"
                maxLength={120}
                placeholder={translate('events.dateExampleEn')}
                hint={translate('events.dateEnHint', { example: translate('events.dateExampleEn') })}
                error={errors.date_en}
                value={values.date_en}
                onChange={(event) => set('date_en', event.target.value)}
              />
            </div>
            <TextField
              type="datetime-local"
              label={translate('events.optional', { label: labels.starts_at })}
              name="starts_at"
              error={errors.starts_at}
              hint={translate('events.startsHint', { zone: TIME_ZONES[adminTimeZone()] })}
              value={values.starts_at ?? ''}
              onChange={(event) => set('starts_at', dateTimeOf(event.target.value))}
            />
            <TextField
              type="datetime-local"
              label={translate('events.optional', { label: labels.ends_at })}
              name="ends_at"
              min={values.starts_at ?? undefined}
              error={errors.ends_at}
              hint={translate('events.endsHint')}
              value={values.ends_at ?? ''}
              onChange={(event) => set('ends_at', dateTimeOf(event.target.value))}
            />
            <SelectField
              label={labels.repeat}
              name="repeat"
              options={[
                { value: '', label: translate('events.repeat.once') },
                { value: 'weekly', label: translate('events.repeat.weekly') },
              ]}
              error={errors.repeat}
              hint={translate('events.repeatHint')}
              value={values.repeat ?? ''}
              onChange={(event) => set('repeat', event.target.value === 'weekly' ? 'weekly' : null)}
            />
            <div className="language-pair">
              <TextAreaField
                label={labels.description}
                name="description"
                required
                rows={4}
                maxLength={1000}
                error={errors.description}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
              />
              <TextAreaField
                label={labels.description_en}
                name="description_en"
                lang="en"
                rows={4}
                maxLength={1000}
                error={errors.description_en}
                value={values.description_en}
                onChange={(event) => set('description_en', event.target.value)}
              />
            </div>
            <ImageUpload
              what={translate('events.photo')}
              label={translate('events.optional', { label: translate('upload.photo') })}
              linkOpen={Boolean(values.image.trim() || errors.image)}
              onUploaded={(url) => set('image', url)}
            >
              <TextField
                label={translate('events.optional', { label: labels.image })}
                name="image"
                inputMode="url"
                autoComplete="off"
                maxLength={2048}
                placeholder={translate('events.imagePlaceholder')}
                error={errors.image}
                hint={imageAddressHint(values.image)}
                value={values.image}
                onChange={(event) => set('image', event.target.value)}
              />
            </ImageUpload>
          </div>
          <ImagePreview url={values.image} />
        </div>
      )}
    </CollectionForm>
  );
}
