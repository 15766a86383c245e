/**
 * The fields of an event (title, free-text schedule, description, optional image with a live preview),
 * used both by the Add Event form and for editing a card in place.
 */
import { toast } from 'sonner';
import type { z } from 'zod';
import { type EventInput, EventInputSchema } from '../../../domain/event.ts';
import { CollectionForm, type CollectionFormProps } from '../../components/collection/CollectionForm.tsx';
import { ImagePreview } from '../../components/collection/ImagePreview.tsx';
import { TextAreaField, TextField } from '../../components/fields.tsx';
import { ImageUpload, imageAddressHint } from '../../components/ImageUpload.tsx';

export const REQUIRED_FIELDS_MISSING = 'Please fill in all required fields';
/** SPEC §5: the fields an event cannot be saved without (the image is optional). */
const REQUIRED: ReadonlyArray<keyof EventInput> = ['title', 'date', 'description'];
export const DATE_EXAMPLE = 'Setiap Sabtu, 19:00 - 21:00';

/** What the form edits: every field of an event, the optional image as '' when there is none. */
export type EventValues = Required<EventInput>;
/** Valid fields, ready to send. */
export type EventFields = z.output<typeof EventInputSchema>;

/** How each field is named on screen, also in its error messages ("Title is required"). */
export const EVENT_FIELD_LABELS: Record<keyof EventInput, string> = {
  title: 'Title',
  date: 'Date / schedule',
  description: 'Description',
  image: 'Image URL',
};

function sayWhatIsMissing(values: EventValues) {
  if (REQUIRED.some((key) => !values[key].trim())) toast.error(REQUIRED_FIELDS_MISSING);
}

export function EventForm(props: CollectionFormProps<EventValues, EventFields>) {
  const { values } = props;
  return (
    <CollectionForm
      {...props}
      schema={EventInputSchema}
      labels={EVENT_FIELD_LABELS}
      noun="event"
      onRefused={sayWhatIsMissing}
    >
      {({ errors, set }) => (
        <div className="collection-form-layout events-form-layout">
          <div className="collection-form-fields">
            <TextField
              label={EVENT_FIELD_LABELS.title}
              name="title"
              required
              maxLength={120}
              error={errors.title}
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
            />
            <TextField
              label={EVENT_FIELD_LABELS.date}
              name="date"
              required
              maxLength={120}
              placeholder={DATE_EXAMPLE}
              error={errors.date}
              hint={`Free text, as visitors should read it, e.g. "${DATE_EXAMPLE}".`}
              value={values.date}
              onChange={(event) => set('date', event.target.value)}
            />
            <TextAreaField
              label={EVENT_FIELD_LABELS.description}
              name="description"
              required
              rows={4}
              maxLength={1000}
              error={errors.description}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
            />
            <ImageUpload what="event photo" onUploaded={(url) => set('image', url)}>
              <TextField
                label={`${EVENT_FIELD_LABELS.image} (optional)`}
                name="image"
                inputMode="url"
                autoComplete="off"
                maxLength={2048}
                placeholder="https://… or /images/events/photo.jpg"
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
