/**
 * Addresses of the site's photos through Netlify Image CDN (`/.netlify/images`): each raster image is
 * resized to the widths a page offers in its `srcset`, and the CDN picks AVIF or WebP for each browser
 * from its Accept header (no `fm` is given: Netlify negotiates the format when it is left out, and caches
 * one answer per format). SVG illustrations are never transformed, and an image on another site only when
 * netlify.toml's `[images] remote_images` allows it: everything else keeps its own address.
 *
 * Free of Node and of the schema library: pages, islands and browser scripts (a dish loaded after the
 * build) all build the same addresses.
 */

export const IMAGE_CDN_PATH = '/.netlify/images';

/**
 * The widths a srcset offers for a photo on a page (cards, a dish's photo, events, gallery tiles), in
 * pixels of the file: up to the widest slot a photo fills on a phone at 3x, sharp on the densest screens
 * (a 390 px phone's 358 px slot is 1,074 device pixels: the 1080 file; a 430 px phone's 398 px, 1,194: the
 * 1200 one). Never wider than the photo itself (see {@link responsiveImage}). The lightbox, where a photo
 * fills the screen, offers more (LIGHTBOX_WIDTHS).
 */
export const IMAGE_WIDTHS: readonly number[] = [320, 480, 640, 800, 1080, 1200];

/**
 * Files wider than this are asked for only by screens of about 1.7x and denser (a phone's 380 px photo slot
 * at 1.75x takes the 800 file; 3x, the 1080 or 1200 one), where each file pixel is at most 0.6 CSS pixel and
 * compression artefacts do not show: they are made at {@link DENSE_QUALITY} instead of the CDN's 75, which
 * keeps a dish page's photo, its largest paint, at about 25 KB in AVIF on such a phone (a slow 3G link
 * brings that in half a second), and a 3x phone's sharper photo at about what the 800 file cost at 75.
 */
export const DENSE_FROM_WIDTH = 640;
/**
 * Quality of the files only dense screens ask for (see {@link DENSE_FROM_WIDTH}). At 50 the bench's camera
 * photo (sensor-like grain, the hardest case) made a 32 KB file of the dish page's 720 px; at 45, 21 KB.
 */
export const DENSE_QUALITY = 45;

/**
 * The widths for a dish page's photo, its largest paint: those of {@link IMAGE_WIDTHS} and a 720 px file, the
 * one a phone's 360-380 px slot takes at 1.75x to 2x (instead of the 800 one, a fifth more pixels).
 */
export const DISH_PHOTO_WIDTHS: readonly number[] = [320, 480, 640, 720, 800, 1080, 1200];

/** The widths for a photo opened full screen in the gallery's lightbox. */
export const LIGHTBOX_WIDTHS: readonly number[] = [480, 800, 1200, 1600];

/**
 * Regular expressions a remote image's address must match to go through the CDN: the same strings as
 * netlify.toml's `[images] remote_images` (a unit test keeps them equal). Netlify tests them against the
 * full address, unanchored.
 */
export const REMOTE_IMAGE_PATTERNS: readonly string[] = [];

/**
 * `sizes` of each use of an image: the width it takes on the page at each viewport width, from the
 * layouts' CSS (the container is min(1120px, 100% - 2rem)).
 */
export const IMAGE_SIZES = {
  /** A menu card: grid columns of 260-360px, one column on a phone. */
  menuCard: '(min-width: 600px) 360px, calc(100vw - 2rem)',
  /** The main photo of a dish page: half the container from 900px, the full width below. */
  dishMain: '(min-width: 1120px) 570px, (min-width: 900px) 52vw, calc(100vw - 2rem)',
  /** A thumbnail under the main photo of a dish. */
  dishThumb: '96px',
  /**
   * A related dish's card: two or more columns from 600px; below, a row with a 96 px photo beside the name,
   * as delivery apps list dishes (a phone scrolls less, and does not fetch three full-width photos of other
   * dishes before the guest has looked at this one).
   */
  relatedCard: '(min-width: 700px) 280px, (min-width: 600px) calc(50vw - 1.5rem), 96px',
  /** A gallery tile: two columns on a phone, three from 900px. */
  galleryTile: '(min-width: 1120px) 360px, (min-width: 900px) 31vw, calc(50vw - 1.5rem)',
  /** The photo opened in the gallery's lightbox. */
  lightbox: 'min(1000px, 100vw - 2rem)',
  /** An event's card: grid columns of at least 280px, one column on a phone. */
  eventCard: '(min-width: 700px) 360px, calc(100vw - 2rem)',
} as const;

/** Widths for a small thumbnail (96 CSS px, up to 3x screens). */
export const THUMB_WIDTHS: readonly number[] = [160, 320];

export interface ImageCdnOptions {
  /** Width of the file to make, in pixels. */
  width?: number;
  /** Height of the file to make, in pixels. */
  height?: number;
  /** How the image fills width x height (Netlify's default is contain). */
  fit?: 'contain' | 'cover' | 'fill';
  position?: 'center' | 'top' | 'bottom' | 'left' | 'right';
  /** A fixed format; left out, the CDN negotiates AVIF or WebP with the browser. */
  format?: 'avif' | 'webp' | 'jpg' | 'png';
  /** Quality 1-100 of lossy formats (Netlify's default: 75). */
  quality?: number;
}

/** Site-relative addresses of raster images (not the CDN itself, not another host's `//…`). */
const SITE_RASTER = /^\/(?!\/)(?!\.netlify\/)[^?#\s]*\.(?:jpe?g|png|webp|avif|gif)$/i;
const RASTER_PATH = /\.(?:jpe?g|png|webp|avif|gif)$/i;

/**
 * Whether the CDN can transform this image: a raster image on this site (`/media/<id>.jpg`,
 * `/uploads/logo.png`, `/images/….jpg`), or an https one whose address a remote pattern allows. SVG and
 * every other address are shown as they are.
 */
export function isTransformable(url: string, patterns: readonly string[] = REMOTE_IMAGE_PATTERNS): boolean {
  if (SITE_RASTER.test(url)) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || !RASTER_PATH.test(parsed.pathname)) return false;
  return patterns.some((pattern) => {
    try {
      return new RegExp(pattern).test(parsed.href);
    } catch {
      return false;
    }
  });
}

/** The CDN's address for `url` with these transformations (the caller checks {@link isTransformable}). */
export function imageCdnUrl(url: string, options: ImageCdnOptions = {}): string {
  const params = [`url=${encodeURIComponent(url)}`];
  if (options.width) params.push(`w=${Math.round(options.width)}`);
  if (options.height) params.push(`h=${Math.round(options.height)}`);
  if (options.fit) params.push(`fit=${options.fit}`);
  if (options.position) params.push(`position=${options.position}`);
  if (options.format) params.push(`fm=${options.format}`);
  if (options.quality) params.push(`q=${Math.round(options.quality)}`);
  return `${IMAGE_CDN_PATH}?${params.join('&')}`;
}

export interface ResponsiveImageOptions {
  /** The image's `sizes` (see {@link IMAGE_SIZES}). */
  sizes: string;
  /** The widths to offer (default {@link IMAGE_WIDTHS}). */
  widths?: readonly number[];
  /** The image's own width, when known: no larger file is asked for (the CDN would only enlarge it). */
  intrinsicWidth?: number;
  /** Width of the `src` for browsers without srcset (the widest offered at most this). */
  fallbackWidth?: number;
  quality?: number;
}

export interface ResponsiveImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

/**
 * `src`, `srcset` and `sizes` of an `<img>` showing `url`: CDN addresses at each width for a
 * transformable image, the address itself (no srcset) for any other.
 */
export function responsiveImage(url: string, options: ResponsiveImageOptions): ResponsiveImage {
  if (!isTransformable(url)) return { src: url };
  const { sizes, widths = IMAGE_WIDTHS, intrinsicWidth, fallbackWidth = 800, quality } = options;
  let offered = [...new Set(widths)].filter((width) => width > 0).sort((a, b) => a - b);
  if (intrinsicWidth && intrinsicWidth > 0) {
    const smaller = offered.filter((width) => width < intrinsicWidth);
    offered = smaller.length < offered.length ? [...smaller, intrinsicWidth] : smaller;
  }
  if (offered.length === 0) return { src: imageCdnUrl(url, { quality }) };
  const fallback = offered.filter((width) => width <= fallbackWidth).pop() ?? offered[0] ?? fallbackWidth;
  const qualityAt = (width: number) =>
    width > DENSE_FROM_WIDTH ? Math.min(quality ?? DENSE_QUALITY, DENSE_QUALITY) : quality;
  return {
    src: imageCdnUrl(url, { width: fallback, quality: qualityAt(fallback) }),
    srcset: offered
      .map((width) => `${imageCdnUrl(url, { width, quality: qualityAt(width) })} ${width}w`)
      .join(', '),
    sizes,
  };
}

/**
 * `src` and `srcset` (1x, 2x) of an image shown at a fixed height in CSS pixels (the logo): for an
 * image the CDN cannot transform, its own address.
 */
export function fixedHeightImage(url: string, height: number, quality?: number): ResponsiveImage {
  if (!isTransformable(url)) return { src: url };
  return {
    src: imageCdnUrl(url, { height, quality }),
    srcset: [1, 2]
      .map((density) => `${imageCdnUrl(url, { height: height * density, quality })} ${density}x`)
      .join(', '),
  };
}

/**
 * The `width` and `height` attributes of an image: its own size when known, otherwise the box it is shown
 * in (`fallback`, the aspect ratio the CSS gives it), so the page reserves its space either way.
 */
export function imageDimensions(
  known: { width?: number | null; height?: number | null } | null | undefined,
  fallback: { width: number; height: number },
): { width: number; height: number } {
  const width = known?.width ?? 0;
  const height = known?.height ?? 0;
  return width > 0 && height > 0 ? { width, height } : fallback;
}

/**
 * What an `<img>` below the first screen shows until it is scrolled near (src/client/shared/deferred-media.ts):
 * an empty picture of its size in the colour of an empty photo slot, so it keeps its place and its
 * fallback (image-fallback.ts) sees a picture that loaded.
 */
export function placeholderImage(width: number, height: number): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${Math.round(width)}' height='${Math.round(height)}'><rect width='100%' height='100%' fill='#efe6d8'/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Points an `<img>` already on the page at another image (a thumbnail shown as the main photo, a dish
 * filled in by the browser), with the srcset of its use: the browser would otherwise keep showing the old
 * srcset's image.
 */
export function setImageSource(img: HTMLImageElement, url: string, options: ResponsiveImageOptions): void {
  const image = responsiveImage(url, options);
  // A picture that waited to be scrolled near (src/client/shared/deferred-media.ts) waits no more.
  for (const name of ['data-defer-src', 'data-defer-srcset', 'data-defer-sizes']) img.removeAttribute(name);
  if (image.srcset) {
    img.setAttribute('sizes', image.sizes ?? options.sizes);
    img.setAttribute('srcset', image.srcset);
  } else {
    img.removeAttribute('srcset');
    img.removeAttribute('sizes');
  }
  img.setAttribute('src', image.src);
}
