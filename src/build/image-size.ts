import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { imageMetadata } from 'astro/assets/utils';

export interface ImageSize {
  width: number;
  height: number;
}

const sizes = new Map<string, Promise<ImageSize | null>>();

/**
 * Where the site's shipped images are: `public/` of the project, which every build runs in (`astro build`
 * on Netlify, the local runtime's builds). Not taken from `astro:config/server`: importing that module
 * pulls Astro's manifest, and with it every page's styles, into the page that imports it (the landing page
 * then carried the whole admin stylesheet).
 */
export const PUBLIC_DIR = join(process.cwd(), 'public');

/**
 * The intrinsic size of an image shipped in the site's public directory at a site address
 * ("/images/gallery/…"), read once per build, so a page can reserve its space before it loads (nothing
 * below it jumps). Null for any other address (an upload, another site) or a file that cannot be read:
 * such an image is shown without reserved space.
 */
export function publicImageSize(url: string, publicDir: string = PUBLIC_DIR): Promise<ImageSize | null> {
  let size = sizes.get(url);
  if (!size) {
    size = readSize(url, publicDir.replace(/[\\/]+$/, ''));
    sizes.set(url, size);
  }
  return size;
}

/**
 * The file in the public directory behind a site address ("/images/gallery/…"), or null for any other
 * address (an upload, another site, a path that climbs out of the directory).
 */
export function publicFilePath(url: string, publicDir: string = PUBLIC_DIR): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  let file: string;
  try {
    file = join(publicDir, decodeURIComponent(new URL(url, 'http://site').pathname));
  } catch {
    return null;
  }
  return file.startsWith(publicDir + sep) ? file : null;
}

async function readSize(url: string, publicDir: string): Promise<ImageSize | null> {
  const file = publicFilePath(url, publicDir);
  if (!file) return null;
  try {
    const { width, height } = await imageMetadata(await readFile(file), url);
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}
