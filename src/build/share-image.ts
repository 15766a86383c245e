/**
 * The picture a link to the site shows when it is pasted into WhatsApp, Facebook, Instagram, Telegram or X
 * (`og:image`). Those apps render neither SVG nor anything heavy: every page gets one JPEG of 1200×630
 * (1.91:1) of at most 300 KB, on the site's own origin.
 *
 * - A dish with a photo the image CDN can transform (an upload, a shipped JPEG) links the CDN's crop of it.
 * - A dish with only an SVG illustration (the starter content) links a JPEG rendered from it at build time.
 * - The landing page, and any dish without either, link a card made at build time: the house dish's photo
 *   (the menu's first dish) with the restaurant's name and tagline.
 *
 * Cards are named by a hash of what they show, so a changed name or photo gets a new address (apps cache
 * previews by address), and kept in the build cache: a build renders only the cards it has not made before.
 * Build-time only (Node, sharp).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MenuItem } from '../domain/content/menu.ts';
import { SHARE_HEIGHT, SHARE_MAX_BYTES, SHARE_WIDTH } from '../domain/content/share-image.ts';
import type { ContentSnapshot } from '../domain/content/site-content.ts';
import { imageCdnUrl, isTransformable } from '../domain/media/images.ts';
import { DEFAULT_DISH_IMAGE } from '../domain/shared/assets.ts';
import { publicFilePath } from './image-size.ts';

/** Where the cards are published: `/og/<name>.jpg`. */
export const SHARE_CARD_DIR = '/og/';
/** Changes every card's address when the drawing below changes. */
const CARD_VERSION = '1';

export interface ShareImage {
  /** Site path (the page makes it absolute). */
  url: string;
  width: number;
  height: number;
  type: 'image/jpeg';
  alt: string;
}

/** How one card is made: a picture cropped to 1.91:1, with the restaurant's name and tagline or without. */
interface CardRecipe {
  photo: Buffer;
  caption?: { name: string; tagline: string };
}

const hashOf = (...parts: Array<string | Buffer>) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
};

/** The bytes of an image shipped in `public/` at a site address, or null for any other address. */
async function publicFile(url: string): Promise<Buffer | null> {
  const file = publicFilePath(url);
  return file ? readFile(file).catch(() => null) : null;
}

/** Whether an image address names an SVG file (no link preview or search engine shows those). */
export const isSvg = (url: string) => /\.svg$/i.test(url.split(/[?#]/)[0] ?? '');

/** The CDN's 1200×630 JPEG crop of a photo it can transform. */
const cdnCrop = (url: string) =>
  imageCdnUrl(url, { width: SHARE_WIDTH, height: SHARE_HEIGHT, fit: 'cover', format: 'jpg', quality: 80 });

/**
 * Every card of one build, by file name, and the share image of each page. Read once per build from the
 * content snapshot (see {@link getShareImages}).
 */
export interface ShareImages {
  cards: Map<string, CardRecipe>;
  home: ShareImage;
  dish(item: MenuItem): ShareImage;
}

async function planShareImages(snapshot: ContentSnapshot): Promise<ShareImages> {
  const { content } = snapshot;
  const { restaurant } = content;
  const cards = new Map<string, CardRecipe>();
  const card = (prefix: string, recipe: CardRecipe, alt: string): ShareImage => {
    const name = `${prefix}-${hashOf(CARD_VERSION, recipe.photo, recipe.caption?.name ?? '', recipe.caption?.tagline ?? '')}.jpg`;
    cards.set(name, recipe);
    return {
      url: `${SHARE_CARD_DIR}${name}`,
      width: SHARE_WIDTH,
      height: SHARE_HEIGHT,
      type: 'image/jpeg',
      alt,
    };
  };

  const house = content.menu[0]?.items[0];
  const housePhoto =
    (snapshot.share_photo ? Buffer.from(snapshot.share_photo, 'base64') : null) ??
    (house ? await publicFile(house.image) : null) ??
    (await publicFile(DEFAULT_DISH_IMAGE));
  if (!housePhoto) throw new Error(`The share card has no picture: ${DEFAULT_DISH_IMAGE} is missing`);
  const home = card(
    'rumah-makan',
    { photo: housePhoto, caption: { name: restaurant.name, tagline: restaurant.tagline } },
    restaurant.tagline ? `${restaurant.name}: ${restaurant.tagline}` : restaurant.name,
  );

  const illustrations = new Map<string, Buffer | null>();
  const dishImage = (item: MenuItem): ShareImage => {
    const alt = `${item.name}, ${restaurant.name}`;
    if (isTransformable(item.image))
      return { url: cdnCrop(item.image), width: SHARE_WIDTH, height: SHARE_HEIGHT, type: 'image/jpeg', alt };
    const illustration = illustrations.get(item.image);
    return illustration ? card('hidangan', { photo: illustration }, alt) : home;
  };
  // Every card is planned before any page renders: the card route lists them first.
  const dishes = new Map<string, ShareImage>();
  for (const item of content.menu.flatMap((category) => category.items)) {
    if (isSvg(item.image) && !illustrations.has(item.image))
      illustrations.set(item.image, await publicFile(item.image));
    dishes.set(`${item.id} ${item.image}`, dishImage(item));
  }

  return { cards, home, dish: (item) => dishes.get(`${item.id} ${item.image}`) ?? dishImage(item) };
}

let planned: { snapshot: ContentSnapshot; images: Promise<ShareImages> } | undefined;

/** The share images of the build of `snapshot` (planned once per snapshot). */
export function getShareImages(snapshot: ContentSnapshot): Promise<ShareImages> {
  if (planned?.snapshot !== snapshot) planned = { snapshot, images: planShareImages(snapshot) };
  return planned.images;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits `text` into at most `lines` lines of about `width` characters; the last one ends in "…" if cut. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]?.slice(0, width - 1)}…`;
  return kept;
}

/** The name and tagline over a dark band at the foot of the card, as SVG. */
function captionSvg({ name, tagline }: { name: string; tagline: string }): Buffer {
  const nameLines = wrap(name, 28, 2);
  const taglineLines = wrap(tagline, 56, 2);
  const lineHeights = [...nameLines.map(() => 70), ...taglineLines.map(() => 46)];
  const band = lineHeights.reduce((sum, h) => sum + h, 0) + 70;
  let y = SHARE_HEIGHT - band + 40;
  const text: string[] = [];
  for (const line of nameLines) {
    y += 62;
    text.push(
      `<text x="60" y="${y}" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    );
    y += 8;
  }
  for (const line of taglineLines) {
    y += 42;
    text.push(`<text x="60" y="${y}" font-size="34" fill="#f6e7c8">${escapeXml(line)}</text>`);
    y += 4;
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">` +
      '<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">' +
      '<stop offset="0" stop-color="#2b0a0a" stop-opacity="0"/><stop offset="0.35" stop-color="#2b0a0a" stop-opacity="0.78"/>' +
      '<stop offset="1" stop-color="#2b0a0a" stop-opacity="0.92"/></linearGradient></defs>' +
      `<rect x="0" y="${SHARE_HEIGHT - band - 60}" width="${SHARE_WIDTH}" height="${band + 60}" fill="url(#shade)"/>` +
      `<rect x="0" y="${SHARE_HEIGHT - 12}" width="${SHARE_WIDTH}" height="12" fill="#c8962e"/>` +
      `<g font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif">${text.join('')}</g></svg>`,
  );
}

/** Draws a card: the picture cropped to 1200×630, the caption over it, as JPEG within 300 KB. */
async function drawCard(recipe: CardRecipe): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const base = await sharp(recipe.photo, { density: 300 })
    .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' })
    .flatten({ background: '#fdf6e9' })
    .png()
    .toBuffer();
  const layered = recipe.caption
    ? await sharp(base)
        .composite([{ input: captionSvg(recipe.caption) }])
        .png()
        .toBuffer()
    : base;
  for (const quality of [82, 72, 62, 50]) {
    const jpeg = await sharp(layered).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= SHARE_MAX_BYTES) return jpeg;
  }
  throw new Error(`A share card stays above ${SHARE_MAX_BYTES} bytes`);
}

/** Where cards made by earlier builds are kept: the build cache (ASTRO_CACHE_DIR, see astro.config.mjs). */
const cardCacheDir = () =>
  join(process.env.ASTRO_CACHE_DIR || join(process.cwd(), 'node_modules', '.astro'), 'share-cards');

/** The JPEG of card `name` of this build: from the cache when an earlier build made it, else drawn now. */
export async function renderShareCard(images: ShareImages, name: string): Promise<Buffer> {
  const recipe = images.cards.get(name);
  if (!recipe) throw new Error(`No share card ${name} in this build`);
  const cached = join(cardCacheDir(), name);
  const kept = await readFile(cached).catch(() => null);
  if (kept) return kept;
  const jpeg = await drawCard(recipe);
  await mkdir(cardCacheDir(), { recursive: true });
  const partial = `${cached}.${process.pid}.part`;
  await writeFile(partial, jpeg);
  await rename(partial, cached);
  return jpeg;
}
