import { DEFAULT_DISH_IMAGE } from '../../domain/shared/assets.ts';

const SELECTOR = 'img[data-fallback-image]';

const replace = (img: HTMLImageElement) => {
  if (img.getAttribute('src') === DEFAULT_DISH_IMAGE) return;
  img.removeAttribute('srcset');
  img.src = DEFAULT_DISH_IMAGE;
};

/**
 * Swaps any broken image marked data-fallback-image for the default image. One capturing listener
 * covers images added or changed later (thumbnails, live updates); images that failed before this
 * script ran are caught by the first pass.
 */
export function initImageFallback(): void {
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.matches(SELECTOR)) replace(target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>(SELECTOR)) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) replace(img);
  }
}
