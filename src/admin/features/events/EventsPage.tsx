/**
 * /admin/events (SPEC §2, §4, §5, §7, §8): the events of the website's Event section as a grid of cards.
 * Events are added with the form at the top and edited in place, one at a time; a save closes the form
 * and reloads the list (CollectionPage).
 */
import { EventSchema, type RestaurantEvent } from '../../../domain/event.ts';
import { CollectionPage } from '../../components/collection/CollectionPage.tsx';
import type { CollectionConfig } from '../../components/collection/useCollectionEditor.ts';
import type { PageProps } from '../../routes.ts';
import { EventCard } from './EventCard.tsx';
import { EVENT_FIELD_LABELS, EventForm, type EventValues } from './EventForm.tsx';
import './events.css';

const EVENTS: CollectionConfig<RestaurantEvent, EventValues> = {
  endpoint: '/api/admin/events',
  schema: EventSchema,
  idPrefix: 'events',
  blank: { title: '', date: '', description: '', image: '' },
  valuesOf: ({ title, date, description, image }) => ({ title, date, description, image }),
  messages: {
    empty: 'No events yet. Click "Add Event" to get started.',
    confirmDelete: 'Are you sure you want to delete this event?',
    added: 'Event added successfully',
    updated: 'Event updated successfully',
    deleted: 'Event deleted',
    loadFailed: 'Failed to load events',
    addFailed: 'Failed to add event',
    updateFailed: 'Failed to update event',
    deleteFailed: 'Failed to delete event',
    discardChanges: 'You have unsaved changes to an event. Discard them?',
  },
};

export function EventsPage(_props: PageProps) {
  return (
    <CollectionPage
      kind="event"
      config={EVENTS}
      intro="Events in the Event section of the website, such as weekly performances, cooking classes or special menus."
      addLabel="Add Event"
      loadingLabel="Loading events…"
      listLabel="Events"
      editHeading="Edit event"
      titleOf={(event) => event.title}
      imageOf={(event) => event.image}
      fieldLabels={EVENT_FIELD_LABELS}
      Form={EventForm}
      renderCard={(event) => <EventCard event={event} />}
    />
  );
}
