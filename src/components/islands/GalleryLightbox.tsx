import { type SyntheticEvent, useCallback, useRef, useState } from 'react';
import type { GalleryImage } from '../../domain/content/gallery.ts';
import { indonesianOn, type SiteLanguage } from '../../domain/content/site-language.ts';
import { IMAGE_SIZES, imageDimensions, LIGHTBOX_WIDTHS, responsiveImage } from '../../domain/media/images.ts';
import { useModal } from '../../ui/use-modal.ts';

interface Props {
  /** With the intrinsic size of each image when known, so the grid does not grow as they load. */
  images: Array<Pick<GalleryImage, 'id' | 'url' | 'alt' | 'category'> & { width?: number; height?: number }>;
  fallbackImage: string;
  /** The page's language: the buttons' words. The photos' descriptions are written in Indonesian only. */
  lang?: SiteLanguage;
}

const WORDS = {
  id: {
    enlarge: 'Perbesar gambar:',
    close: 'Tutup',
    previous: 'Gambar sebelumnya',
    next: 'Gambar berikutnya',
  },
  en: { enlarge: 'Enlarge picture:', close: 'Close', previous: 'Previous picture', next: 'Next picture' },
} satisfies Record<SiteLanguage, Record<string, string>>;

/** Masonry gallery; a click opens the image full screen with its caption (SPEC §2). */
export default function GalleryLightbox({ images, fallbackImage, lang = 'id' }: Props) {
  const words = WORDS[lang];
  // An English page marks the Indonesian descriptions as such (alt texts, captions).
  const described = indonesianOn(lang);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpenIndex(null), []);
  const step = useCallback(
    (delta: number) =>
      setOpenIndex((index) => (index === null ? null : (index + delta + images.length) % images.length)),
    [images.length],
  );

  useModal(dialogRef, openIndex !== null, close, (event) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  });

  const current = openIndex === null ? null : images[openIndex];
  // A photo that cannot be loaded shows the default image rather than a broken icon and its alt text.
  // Before hydration the page's image-fallback script does the same for the grid (data-fallback-image).
  const showFallback = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (img.getAttribute('src') === fallbackImage) return;
    img.removeAttribute('srcset');
    img.src = fallbackImage;
  };
  // Each photo through the image CDN at the widths its place takes; the space it takes is reserved.
  const picture = (
    image: Props['images'][number],
    sizes: string,
    fallbackWidth: number,
    widths?: readonly number[],
  ) => {
    const {
      src,
      srcset,
      sizes: sizesAttribute,
    } = responsiveImage(image.url, {
      sizes,
      intrinsicWidth: image.width,
      fallbackWidth,
      widths,
    });
    return {
      src,
      srcSet: srcset,
      sizes: sizesAttribute,
      ...imageDimensions(image, { width: 800, height: 600 }),
    };
  };

  return (
    <>
      <ul className="gallery-grid below-fold">
        {images.map((image, index) => (
          <li key={image.id} className="gallery-item">
            {/* A link to the photo itself: a tap before this island has hydrated (or without JavaScript)
                still shows it; once hydrated the tap opens the lightbox instead. */}
            <a
              href={image.url}
              className="gallery-button"
              aria-label={`${words.enlarge} ${image.alt}`}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                event.preventDefault();
                setOpenIndex(index);
              }}
            >
              <img
                {...picture(image, IMAGE_SIZES.galleryTile, 640)}
                alt={image.alt}
                lang={described}
                loading="lazy"
                decoding="async"
                data-fallback-image
                onError={showFallback}
              />
            </a>
          </li>
        ))}
      </ul>
      {current && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: Esc closes it from the keyboard; a click on the backdrop is the pointer equivalent.
        <div
          className="lightbox"
          role="dialog"
          aria-modal="true"
          aria-label={current.alt}
          ref={dialogRef}
          onClick={(event) => {
            if (event.target === event.currentTarget) close();
          }}
        >
          <button type="button" className="lightbox-close" aria-label={words.close} onClick={close}>
            ×
          </button>
          {images.length > 1 && (
            <>
              <button
                type="button"
                className="lightbox-nav prev"
                aria-label={words.previous}
                onClick={() => step(-1)}
              >
                ‹
              </button>
              <button
                type="button"
                className="lightbox-nav next"
                aria-label={words.next}
                onClick={() => step(1)}
              >
                ›
              </button>
            </>
          )}
          <figure className="lightbox-figure">
            <img
              key={current.url}
              {...picture(current, IMAGE_SIZES.lightbox, 1200, LIGHTBOX_WIDTHS)}
              alt={current.alt}
              lang={described}
              data-fallback-image
              onError={showFallback}
            />
            <figcaption lang={described}>{current.alt}</figcaption>
          </figure>
        </div>
      )}
    </>
  );
}
