import { readFile } from 'node:fs/promises';
import { PUBLIC_DIR, publicFilePath } from './image-size.ts';

/** The largest shipped SVG icon written into the pages (bytes of the file). */
export const INLINE_ICON_MAX_BYTES = 1024;

const hrefs = new Map<string, Promise<string>>();

/**
 * The `href` of the site's icon as its pages link it. A small SVG shipped with the site (the starter's
 * /favicon.svg) is written into the page as a `data:` address, so the browser asks for no file: it asks for
 * a page's icon as soon as the page has loaded, and on a slow link that request shares the link with the
 * page's largest picture, still arriving or being painted. Any other icon (an upload, another site, a
 * larger file, one that cannot be read) is linked by its address.
 */
export function faviconHref(url: string, publicDir: string = PUBLIC_DIR): Promise<string> {
  // Every page of a build links the same icon: its file is read once.
  const key = `${publicDir}\n${url}`;
  let href = hrefs.get(key);
  if (!href) {
    href = readHref(url, publicDir);
    hrefs.set(key, href);
  }
  return href;
}

async function readHref(url: string, publicDir: string): Promise<string> {
  const file = url.toLowerCase().endsWith('.svg') ? publicFilePath(url, publicDir) : null;
  if (!file) return url;
  const svg = await readFile(file).catch(() => null);
  if (!svg || svg.length > INLINE_ICON_MAX_BYTES) return url;
  // Line breaks and indentation between the tags are not part of the picture.
  const compact = svg.toString('utf8').trim().replace(/>\s+</g, '><');
  return `data:image/svg+xml,${encodeURIComponent(compact)}`;
}
