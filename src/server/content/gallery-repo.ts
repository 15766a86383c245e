import type { Store } from '@netlify/blobs';
import { fallbackContent } from '../../content/fallback.ts';
import { type GalleryImage, GalleryImageSchema } from '../../domain/content/gallery.ts';
import { collection } from '../store/collection.ts';
import { isSeeded } from '../store/seed-marker.ts';

export const galleryImages = collection('gallery/', GalleryImageSchema);

export async function getGallery(store: Store): Promise<GalleryImage[]> {
  const images = await galleryImages.list(store);
  if (images.length === 0 && !(await isSeeded(store))) return fallbackContent.gallery;
  return images;
}
