import { isSafeUrl } from '../../../domain/fields.ts';
import { ImageWithFallback } from '../ImageWithFallback.tsx';

/** A live preview of the image URL being typed; the placeholder icon until it is a usable address. */
export function ImagePreview({ url }: { url: string }) {
  const src = isSafeUrl(url.trim()) ? url.trim() : '';
  return (
    <div className="collection-preview">
      <ImageWithFallback src={src} alt="Image preview" className="thumb" />
      <p className="field-hint">Preview</p>
    </div>
  );
}
