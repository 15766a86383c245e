import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../i18n/i18n.ts';

/** An image that is replaced by a placeholder icon when it cannot be loaded (SPEC §2, admin events). */
export function ImageWithFallback({ src, alt, className }: { src: string; alt: string; className?: string }) {
  // Remember which src failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const t = useT();
  if (!src || failedSrc === src) {
    return (
      <div
        className={`image-placeholder ${className ?? ''}`}
        role="img"
        aria-label={alt || t('common.noImage')}
      >
        <ImageOff aria-hidden="true" size={32} />
      </div>
    );
  }
  return <img src={src} alt={alt} className={className} loading="lazy" onError={() => setFailedSrc(src)} />;
}
