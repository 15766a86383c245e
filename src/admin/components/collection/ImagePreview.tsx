import { isSafeUrl } from '../../../domain/shared/fields.ts';
import { useT } from '../../i18n/i18n.ts';
import { ImageWithFallback } from '../ImageWithFallback.tsx';

/** A live preview of the image URL being typed; the placeholder icon until it is a usable address. */
export function ImagePreview({ url }: { url: string }) {
  const src = isSafeUrl(url.trim()) ? url.trim() : '';
  const t = useT();
  return (
    <div className="collection-preview">
      <ImageWithFallback src={src} alt={t('collection.imagePreview')} className="thumb" />
      <p className="field-hint">{t('collection.preview')}</p>
    </div>
  );
}
