/**
 * What a build of the public site reads, taken from the content store before the build starts. On Netlify
 * the build command gets no Blobs context (only build plugins do), so the plugin netlify/plugins/content-store
 * calls {@link writeContentSnapshot} in `onPreBuild`; locally the site builder of `npm start` does the same.
 * The build then renders from that file alone (src/build/site-content.ts) and never touches the store.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Store } from '@netlify/blobs';
import { SHARE_HEIGHT, SHARE_WIDTH } from '../../domain/content/share-image.ts';
import type { ContentSnapshot } from '../../domain/content/site-content.ts';
import { resolveBrand } from '../../domain/content/site-settings.ts';
import { getSettings } from '../content/settings-repo.ts';
import { loadSiteContent } from '../content/site-content.ts';
import { getMediaFile, listMediaImages } from '../media/media-repo.ts';
import { getUpload } from '../media/upload-repo.ts';
import { type StoreName, siteStore, storeCall } from '../store/blobs.ts';
import { mapLimit } from '../store/documents.ts';
import { isSeeded } from '../store/seed-marker.ts';
import { getContentRevision } from './publish-repo.ts';

/** Raised when the store answers but what it holds must not be published. */
export class UnpublishableContentError extends Error {
  override name = 'UnpublishableContentError';
}

/**
 * The content to build, with the revision it stands for (read first: a save made while the content is
 * read leaves the build marked stale, and requests the next one). Refuses a store that holds the
 * restaurant's own content (it was seeded) but whose menu reads back without a single dish: a broken
 * list must never publish a site without dishes (and prune every dish page).
 */
export async function readBuildContent(
  store: Store,
  media?: Store,
  uploads?: Store,
): Promise<ContentSnapshot> {
  const revision = (await getContentRevision(store))?.revision ?? null;
  const [content, ordering, preorder] = await Promise.all([
    loadSiteContent(store),
    getSettings(store, 'ordering'),
    getSettings(store, 'preorder'),
  ]);
  const dishes = content.menu.reduce((count, category) => count + category.items.length, 0);
  if (dishes === 0 && (await isSeeded(store))) {
    throw new UnpublishableContentError(
      'The content store holds the restaurant’s content, but its menu reads back without a single dish. ' +
        'The build stops rather than publish a site without dishes: check the store, or add a dish in the admin.',
    );
  }
  const images = Object.fromEntries(
    (media ? await listMediaImages(media) : []).map(({ url, width, height }) => [url, { width, height }]),
  );
  const share_photo = media ? await sharePhotoOf(content.menu[0]?.items[0]?.image, media) : null;
  const brand = resolveBrand(content.settings);
  const brand_logo = brand.kind === 'image' ? await brandLogoOf(brand.src, media, uploads) : null;
  return {
    revision,
    read_at: new Date().toISOString(),
    content,
    images,
    share_photo,
    brand_logo,
    ordering,
    preorder,
  };
}

const MEDIA_ADDRESS = /^\/media\/([a-f0-9]{24})\.[a-z]+$/;
const UPLOAD_ADDRESS = /^\/uploads\/([^/]+)$/;
/** The largest app icon the admin's manifest lists (src/build/admin-app.ts). */
const BRAND_LOGO_SIZE = 512;

/**
 * The brand logo at `url` as a PNG within 512×512 (an SVG rasterised), base64, when it is an upload or in
 * the media library; null for any other address (the build reads a logo shipped in public/ itself; one on
 * another site is not fetched) or a file that cannot be read (the icons then show the brand's initial).
 */
async function brandLogoOf(url: string, media?: Store, uploads?: Store): Promise<string | null> {
  try {
    const upload = UPLOAD_ADDRESS.exec(url)?.[1];
    const mediaId = MEDIA_ADDRESS.exec(url)?.[1];
    const file =
      upload && uploads
        ? await getUpload(upload, uploads)
        : mediaId && media
          ? await getMediaFile(media, mediaId)
          : null;
    if (!file) return null;
    const { default: sharp } = await import('sharp');
    const png = await sharp(Buffer.from(file.data), { density: 300 })
      .resize(BRAND_LOGO_SIZE, BRAND_LOGO_SIZE, { fit: 'inside' })
      .png()
      .toBuffer();
    return png.toString('base64');
  } catch (error) {
    console.error('The brand logo could not be read for the app icons:', error);
    return null;
  }
}

/**
 * The house dish's photo cropped to the share card's 1200×630, base64 JPEG, when it is in the media library;
 * null for any other address, or a photo that cannot be read (the card then shows the default picture).
 */
async function sharePhotoOf(url: string | undefined, media: Store): Promise<string | null> {
  const id = url ? MEDIA_ADDRESS.exec(url)?.[1] : undefined;
  if (!id) return null;
  try {
    const file = await getMediaFile(media, id);
    if (!file) return null;
    const { default: sharp } = await import('sharp');
    const crop = await sharp(Buffer.from(file.data))
      .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' })
      .jpeg({ quality: 88 })
      .toBuffer();
    return crop.toString('base64');
  } catch (error) {
    console.error('The house dish photo could not be read for the share card:', error);
    return null;
  }
}

/**
 * Reads the content to build from `store` (the photos' sizes from the `media` store, an uploaded logo
 * from `uploads`) and writes it to `file`; returns what was written.
 */
export async function writeContentSnapshot(
  file: string,
  store: Store,
  media?: Store,
  uploads?: Store,
): Promise<ContentSnapshot> {
  const snapshot = await readBuildContent(store, media, uploads);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(snapshot));
  return snapshot;
}

/** The stores a deploy preview starts from: the live content, its uploaded logos and its media library
 * (the content points to both), never accounts, guests' reservations or the activity log. */
export const PREVIEW_STORES: readonly StoreName[] = ['content', 'uploads', 'media'];

const COPY_CONCURRENCY = 16;

/**
 * Copies every blob (with its metadata) of a site-wide store into `target`, a deploy-specific store: a
 * deploy preview or branch deploy starts from the live content and keeps its edits to itself. Returns
 * how many blobs were copied.
 */
export async function copyStore(source: Store, target: Store): Promise<number> {
  const { blobs } = await storeCall('list the store to copy', () => source.list());
  await mapLimit(blobs, COPY_CONCURRENCY, async ({ key }) => {
    const entry = await storeCall(`read ${key}`, () => source.getWithMetadata(key, { type: 'arrayBuffer' }));
    if (!entry) return;
    await storeCall(`copy ${key}`, () => target.set(key, entry.data, { metadata: entry.metadata }));
  });
  return blobs.length;
}

/** The live (site-wide) content store, whatever deploy reads it: previews build from it too. */
export const liveContentStore = () => siteStore('content');

/** The live media library: its photos' sizes go into the snapshot. */
export const liveMediaStore = () => siteStore('media');

/** The live uploads: an uploaded brand logo goes into the snapshot (the admin's app icons). */
export const liveUploadStore = () => siteStore('uploads');
