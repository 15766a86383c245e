import { DISH_PHOTO_WIDTHS, IMAGE_SIZES, setImageSource } from '../../domain/media/images.ts';

/** Thumbnail strip of the dish page: a thumbnail shows its image as the main one. */
export function initDishGallery(root: ParentNode = document): void {
  const gallery = root.querySelector<HTMLElement>('[data-dish-gallery]');
  const main = gallery?.querySelector<HTMLImageElement>('[data-main-image]');
  if (!gallery || !main) return;
  const thumbs = [...gallery.querySelectorAll<HTMLButtonElement>('[data-thumb]')];
  for (const thumb of thumbs) {
    thumb.addEventListener('click', () => {
      const url = thumb.dataset.thumb;
      if (url) setImageSource(main, url, { sizes: IMAGE_SIZES.dishMain, widths: DISH_PHOTO_WIDTHS });
      for (const other of thumbs) other.setAttribute('aria-pressed', String(other === thumb));
    });
  }
}
