/**
 * What every save of the content (dishes, gallery, events, settings) shares: the revision the client
 * edited, an id read from a URL, the store seeded before the first write, and the check that the photos
 * a save places are in the media library.
 */
import { z } from 'zod';
import { id as idSchema } from '../../domain/shared/fields.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { getMediaImage, mediaStore } from '../media/media-repo.ts';
import { contentStore } from '../store/blobs.ts';
import { ensureSeeded } from '../store/seed.ts';

/** The revision the client edited, sent with every PUT so a stale save is refused. */
export const revision = z.object({ revision: z.number().int().min(1).optional() });

/** An id from a URL: anything that is not a well-formed id cannot exist. */
export function parseId(raw: string | undefined, missing: string): string {
  const parsed = idSchema().safeParse(raw);
  if (!parsed.success) throw notFound(missing);
  return parsed.data;
}

/** The store, seeded with the starter content before the first write so nothing of it is lost. */
export async function writableStore() {
  const store = contentStore();
  await ensureSeeded(store);
  return store;
}

const NOT_IN_LIBRARY = 'is not in the media library (deleted, or never uploaded)';

/**
 * Refuses (400, naming the field) a save that places a photo of the media library (`/media/<id>.<ext>`,
 * a query or fragment may follow) the library does not have: one deleted meanwhile, or an address typed
 * by hand. Other addresses are not the library's to judge. `fields`: each image field and its value.
 */
export async function assertMediaExist(
  fields: Record<string, string | readonly string[] | null>,
): Promise<void> {
  const placed = Object.entries(fields).flatMap(([field, value]) =>
    typeof value === 'string'
      ? [{ field, url: value }]
      : (value ?? []).map((url, i) => ({ field: `${field}.${i}`, url })),
  );
  const store = mediaStore();
  // Read at once (a dish's gallery holds several), judged in order so the first bad field is named.
  const found = await Promise.all(
    placed.map(({ url }) => {
      const path = url.replace(/[?#].*$/, '');
      if (!path.startsWith('/media/')) return true;
      const id = /^\/media\/([a-f0-9]{24})\.[a-z]+$/.exec(path)?.[1];
      return id ? getMediaImage(store, id).then((image) => image?.url === path) : false;
    }),
  );
  const missing = placed.find((_, i) => !found[i]);
  if (missing) throw badRequest(`${missing.field}: ${NOT_IN_LIBRARY}`);
}
