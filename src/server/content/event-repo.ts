import type { Store } from '@netlify/blobs';
import { fallbackContent } from '../../content/fallback.ts';
import { EventSchema, type RestaurantEvent } from '../../domain/content/event.ts';
import { collection } from '../store/collection.ts';
import { isSeeded } from '../store/seed-marker.ts';

export const events = collection('events/', EventSchema);

export async function getEvents(store: Store): Promise<RestaurantEvent[]> {
  const list = await events.list(store);
  if (list.length === 0 && !(await isSeeded(store))) return fallbackContent.events;
  return list;
}
