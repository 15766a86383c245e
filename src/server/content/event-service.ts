/** The restaurant's events: listing, adding, editing and deleting one, each save published. */
import type { z } from 'zod';
import {
  checkEventSchedule,
  EventFieldsSchema,
  type EventInput,
  type RestaurantEvent,
} from '../../domain/content/event.ts';
import { withUnsentKept } from '../http/unsent-fields.ts';
import { published } from '../publishing/publish.ts';
import { contentStore } from '../store/blobs.ts';
import { assertMediaExist, parseId, revision, writableStore } from './content-writes.ts';
import { createIn, deleteIn, updateIn } from './entity-service.ts';
import { events, getEvents } from './event-repo.ts';

export const EventWriteSchema = EventFieldsSchema.extend(revision.shape).superRefine(checkEventSchedule);

const EVENT_MISSING = 'Event not found';

export const listEvents = (): Promise<RestaurantEvent[]> => getEvents(contentStore());

export async function addEvent(
  input: z.infer<typeof EventWriteSchema>,
  by: string,
): Promise<RestaurantEvent> {
  const { revision: _ignored, ...fields } = input;
  await assertMediaExist({ image: fields.image });
  const event = await createIn<EventInput, RestaurantEvent>(
    await writableStore(),
    events,
    fields,
    {},
    { kind: 'event', by },
  );
  return published(`Event added: ${event.title}`, event);
}

export async function updateEvent(
  rawId: string | undefined,
  input: z.infer<typeof EventWriteSchema>,
  by: string,
  /** The body the request sent (`fieldsSent`): fields it lacks keep their stored values. Absent: all count. */
  sent?: object,
) {
  const { revision: clientRevision, ...fields } = input;
  await assertMediaExist({ image: fields.image });
  const event = await updateIn<typeof fields, RestaurantEvent>(
    await writableStore(),
    events,
    parseId(rawId, EVENT_MISSING),
    fields,
    {
      revision: clientRevision,
      missing: EVENT_MISSING,
      author: { kind: 'event', by },
      keep: (stored) => withUnsentKept(EventWriteSchema, fields, stored, sent),
    },
  );
  return published(`Event updated: ${event.title}`, event);
}

export async function deleteEvent(rawId: string | undefined, by: string) {
  await deleteIn(await writableStore(), events, parseId(rawId, EVENT_MISSING), EVENT_MISSING, {
    kind: 'event',
    by,
  });
  return published('Event deleted', { detail: 'Event deleted' });
}
