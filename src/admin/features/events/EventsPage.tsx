/**
 * /admin/events (SPEC §2, §4, §5, §7, §8): the events of the website's Event section as a grid of cards.
 * Events are added with the form at the top and edited in place, one at a time; a save closes the form
 * and reloads the list (CollectionPage).
 */
import { EventSchema, type RestaurantEvent } from '../../../domain/content/event.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import type { PageProps } from '../../app/routes.ts';
import { CollectionPage } from '../../components/collection/CollectionPage.tsx';
import type { CollectionConfig } from '../../components/collection/useCollectionEditor.ts';
import { useT } from '../../i18n/i18n.ts';
import { EventCard } from './EventCard.tsx';
import { EventForm, type EventValues, eventFieldLabels } from './EventForm.tsx';
import eventsStyles from './events.css?inline';

adoptStyles(eventsStyles);

/** A new event's fields: also the list of the fields the form edits. */
const BLANK: EventValues = {
  title: '',
  date: '',
  description: '',
  title_en: '',
  date_en: '',
  description_en: '',
  image: '',
  starts_at: null,
  ends_at: null,
  repeat: null,
};

const EVENTS: CollectionConfig<RestaurantEvent, EventValues> = {
  endpoint: '/api/admin/events',
  schema: EventSchema,
  idPrefix: 'events',
  blank: BLANK,
  valuesOf: (event) =>
    Object.fromEntries(
      Object.keys(BLANK).map((key) => [key, event[key as keyof EventValues]]),
    ) as EventValues,
  messages: {
    empty: 'events.empty',
    confirmDelete: 'events.confirmDelete',
    added: 'events.added',
    updated: 'events.updated',
    deleted: 'events.deleted',
    loadFailed: 'events.loadFailed',
    addFailed: 'events.addFailed',
    updateFailed: 'events.updateFailed',
    deleteFailed: 'events.deleteFailed',
    discardChanges: 'events.discardChanges',
  },
};

export function EventsPage(_props: PageProps) {
  const t = useT();
  return (
    <CollectionPage
      kind="event"
      config={EVENTS}
      intro={t('events.intro')}
      addLabel={t('events.add')}
      loadingLabel={t('events.loading')}
      listLabel={t('events.list')}
      editHeading={t('events.editHeading')}
      titleOf={(event) => event.title}
      imageOf={(event) => event.image}
      fieldLabels={eventFieldLabels()}
      Form={EventForm}
      renderCard={(event) => <EventCard event={event} />}
    />
  );
}
