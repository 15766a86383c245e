/** What a gallery card shows: the photo, its caption and category (its buttons come with the card). */
import type { GalleryImage } from '../../../domain/content/gallery.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { categoryLabel } from './GalleryImageForm.tsx';

const CATEGORY_BADGE: Record<GalleryImage['category'], string> = {
  food: 'badge-gold',
  interior: 'badge-blue',
};

export function GalleryCard({ image }: { image: GalleryImage }) {
  return (
    <>
      <ImageWithFallback src={image.url} alt={image.alt} className="thumb" />
      <div className="gallery-card-body">
        <p className="gallery-caption">{image.alt}</p>
        <span className={`badge ${CATEGORY_BADGE[image.category]}`}>{categoryLabel(image.category)}</span>
      </div>
    </>
  );
}
