import type { Store } from '@netlify/blobs';
import { fallbackContent } from '../../content/fallback.ts';
import { EventSchema, type RestaurantEvent } from '../../domain/event.ts';
import { collection } from './collection.ts';
import { isSeeded } from './seed-marker.ts';

export const events = collection('events/', EventSchema);

export async function getEvents(store: Store): Promise<RestaurantEvent[]> {
  const list = await events.list(store);
  if (list.length === 0 && !(await isSeeded(store))) return fallbackContent.events;
  return list;
}
