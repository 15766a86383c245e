import type { Store } from '@netlify/blobs';
import { storeCall } from './blobs.ts';

/** Present once the store holds the restaurant's own content; until then reads show the fallback content. */
export const SEED_MARKER_KEY = 'meta/seeded';

export async function isSeeded(store: Store): Promise<boolean> {
  const marker = await storeCall('read the seed marker', () => store.get(SEED_MARKER_KEY));
  return marker !== null;
}
