/**
 * Netlify Image CDN (`/.netlify/images?url=…&w=…`) for the local runtime, which is also what a self-hosted
 * site runs in production. It takes the parameters Netlify documents and nothing else, maps them to sharp
 * as Netlify's own @netlify/images does (contain → inside, no enlargement), and fetches the source itself:
 *
 * - a site-relative `url` from this same server (static files and the function-served `/media/…` and
 *   `/uploads/…` alike), other origins only when netlify.toml's `[images] remote_images` allows them (403
 *   otherwise, as on Netlify). The decision is made on the address as resolved (`/\host` and `/<tab>/host`
 *   are another host), and no redirect to another origin is followed;
 * - the transform runs in the process's bounded image work (src/server/media/image-work.ts), after the source's
 *   header has been weighed, and its result is kept, keyed by the query and the source's bytes, so the
 *   same file is made once (`Cache-Status` says which).
 *
 * Every refusal is JSON `{"detail": …}`: 400 for a parameter Netlify does not document (Netlify answers
 * 404), 403 for a source not allowed, 404 for one that is missing, 413/415 for one that cannot be made,
 * 503 with Retry-After when the image work is full.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata, type ResizeOptions, type Sharp } from 'sharp';
import { z } from 'zod';
import { MEDIA_MAX_PIXELS } from '../../src/domain/media/media-library.ts';
import {
  badRequest,
  forbidden,
  HttpError,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
} from '../../src/server/http/errors.ts';
import { readQuery } from '../../src/server/http/read-json.ts';
import { detail, errorResponse } from '../../src/server/http/respond.ts';
import {
  decodedBytes,
  IMAGE_MAX_DECODED_BYTES,
  IMAGE_WORK_BUSY,
  IMAGE_WORK_TIMEOUT_SECONDS,
  timedOut,
  withImageWork,
} from '../../src/server/media/image-work.ts';
import { busyError, workQueue } from '../../src/server/work-queue.ts';
import { encodeBlurhash } from './blurhash.ts';

export const IMAGE_CDN_PATHS = new Set(['/.netlify/images', '/.netlify/images/']);

/** Widest or tallest file made. Netlify documents no limit; no page asks for more than 1600. */
export const IMAGE_CDN_MAX_SIDE = 4000;

const FORMATS = ['avif', 'webp', 'jpg', 'png', 'gif', 'blurhash'] as const;
type Format = (typeof FORMATS)[number];

const pixels = z
  .string()
  .regex(/^[1-9][0-9]{0,3}$/, `must be a whole number of pixels from 1 to ${IMAGE_CDN_MAX_SIDE}`)
  .transform(Number)
  .refine((value) => value <= IMAGE_CDN_MAX_SIDE, {
    error: `must be a whole number of pixels from 1 to ${IMAGE_CDN_MAX_SIDE}`,
  });

/** The query of a transform, as Netlify documents it: https://docs.netlify.com/image-cdn/overview/ */
const ImageQuerySchema = z.strictObject({
  /** The source: site-relative, or an absolute address that `remote_images` allows. */
  url: z.string(),
  /** Width of the file, in pixels; never more than the source's. */
  w: pixels.optional(),
  /** Height of the file, in pixels; never more than the source's. */
  h: pixels.optional(),
  /** Quality of lossy formats. */
  q: z
    .string()
    .regex(/^(?:[1-9][0-9]?|100)$/, 'must be a whole number from 1 to 100')
    .transform(Number)
    .optional(),
  /** The format; left out, AVIF or WebP as the browser's Accept header takes them. */
  fm: z.enum(FORMATS, { error: `must be one of ${FORMATS.join(', ')}` }).optional(),
  /** How the image fills a box of `w` × `h`. */
  fit: z.enum(['contain', 'cover', 'fill'], { error: 'must be contain, cover or fill' }).optional(),
  /** What a `cover` crop keeps. */
  position: z
    .enum(['center', 'top', 'bottom', 'left', 'right'], {
      error: 'must be center, top, bottom, left or right',
    })
    .optional(),
});
type ImageQuery = z.infer<typeof ImageQuerySchema>;

/** Sources the CDN reads: what browsers show. */
const SOURCE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif', 'svg']);
/** Largest source read, and longest it may take to arrive. */
const SOURCE_MAX_BYTES = 10 * 1024 * 1024;
const SOURCE_TIMEOUT_MS = 10_000;
/** Redirects followed, within the source's own origin. */
const MAX_REDIRECTS = 3;
/** Sources being read at once: each is held in memory until its transform is done or refused. */
const fetching = workQueue({ running: 16, waiting: 0, maxWaitMs: 0 }, busyError(IMAGE_WORK_BUSY));

/**
 * AV1's encoding effort (sharp's default is 4). The encoder is outside sharp's timeout, and effort 4 costs
 * ten times effort 2 (on a megapixel of noise, 19 CPU-seconds against 1.5) for files about 5% smaller.
 */
const AVIF_EFFORT = 2;

/** Transformed files kept, the least recently used dropped first beyond this many bytes. */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const CACHE_NAME = '"Local Image CDN"';

const CONTENT_TYPES: Record<Format, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  blurhash: 'text/plain; charset=utf-8',
};

const NOT_ALLOWED = 'url: images from this address are not allowed (netlify.toml [images] remote_images)';

/**
 * The strings of `remote_images` in the `[images]` table of a netlify.toml (basic "…" and literal '…'
 * strings; the table and key as Netlify documents them).
 */
export function remoteImagePatterns(toml: string): string[] {
  const table = toml.split(/^\s*\[images\]\s*$/m)[1]?.split(/^\s*\[/m)[0] ?? '';
  const array = table.match(/^\s*remote_images\s*=\s*\[([^\]]*)\]/m)?.[1] ?? '';
  const withoutComments = array.replace(/#[^\n]*$/gm, '');
  return [...withoutComments.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g)].map(([, basic, literal]) =>
    basic !== undefined ? (JSON.parse(`"${basic}"`) as string) : (literal ?? ''),
  );
}

export interface ImageCdn {
  /** The Image CDN's answer to `request`, fetching site-relative sources from `origin`. */
  handle(request: Request, origin: string): Promise<Response>;
}

interface Transformed {
  body: Buffer;
  type: string;
  etag: string;
}

export async function createImageCdn(root: string): Promise<ImageCdn> {
  const toml = await readFile(join(root, 'netlify.toml'), 'utf8').catch(() => '');
  const patterns = remoteImagePatterns(toml).flatMap((pattern) => {
    try {
      return [new RegExp(pattern)];
    } catch {
      console.warn(`Malformed remote image pattern in netlify.toml, skipped: ${pattern}`);
      return [];
    }
  });
  const cache = transformCache(CACHE_MAX_BYTES);
  const inFlight = new Map<string, Promise<Transformed>>();

  /** One transform per key at a time: requests for a file being made wait for it. */
  function transformOnce(key: string, make: () => Promise<Transformed>): Promise<Transformed> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = make()
        .then((file) => {
          cache.set(key, file);
          return file;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    async handle(request, origin) {
      try {
        if (request.method !== 'GET' && request.method !== 'HEAD')
          return detail(405, 'Method not allowed', { allow: 'GET, HEAD' });
        const query = readQuery(request, ImageQuerySchema);
        const own = new URL(origin).origin;
        const allowed = (url: URL) =>
          url.origin === own || patterns.some((pattern) => pattern.test(url.href));
        const address = sourceAddress(query.url, origin, allowed);
        if (address.origin === own && IMAGE_CDN_PATHS.has(address.pathname))
          throw badRequest('url: must be an image, not the Image CDN itself');
        const source = await fetching.run(() => fetchSource(address, allowed));
        // Without `fm` the browser's Accept header decides, as on Netlify (AVIF or WebP where it takes them).
        const wanted = query.fm ?? negotiatedFormat(request.headers.get('accept') ?? '');
        const key = [
          createHash('sha256').update(source.data).digest('base64'),
          query.w,
          query.h,
          query.q,
          query.fit ?? 'contain',
          query.position ?? 'center',
          wanted,
        ].join(' ');
        const kept = cache.get(key);
        const file =
          kept ??
          (await transformOnce(key, () => withImageWork(() => transform(source.data, query, wanted))));
        const headers: Record<string, string> = {
          'content-type': file.type,
          'cache-control': source.cacheControl ?? 'public, max-age=0, must-revalidate',
          etag: file.etag,
          'content-security-policy': "default-src 'none'",
          'cache-status': kept ? `${CACHE_NAME}; hit` : `${CACHE_NAME}; fwd=miss; stored`,
        };
        if (!query.fm) headers.vary = 'Accept';
        if (request.headers.get('if-none-match') === file.etag)
          return new Response(null, { status: 304, headers });
        return new Response(request.method === 'HEAD' ? null : new Uint8Array(file.body), { headers });
      } catch (error) {
        return errorResponse(error);
      }
    },
  };
}

/** The source's address, resolved as a browser would resolve it, if it may be fetched at all. */
function sourceAddress(url: string, origin: string, allowed: (url: URL) => boolean): URL {
  let address: URL;
  try {
    address = new URL(url, origin);
  } catch {
    throw badRequest('url: must be a site-relative path or an http(s) address');
  }
  const web = address.protocol === 'http:' || address.protocol === 'https:';
  if (!web || address.username || address.password || !allowed(address)) throw forbidden(NOT_ALLOWED);
  return address;
}

/**
 * The source's bytes and Cache-Control. A redirect is followed only within the source's origin (and, for
 * a remote source, its pattern): anything else is refused before it is asked for.
 */
async function fetchSource(
  address: URL,
  allowed: (url: URL) => boolean,
): Promise<{ data: Buffer; cacheControl: string | null }> {
  const signal = AbortSignal.timeout(SOURCE_TIMEOUT_MS);
  let url = address;
  for (let redirects = 0; ; redirects++) {
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'manual', signal });
    } catch {
      throw new HttpError(502, 'url: the image could not be fetched');
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = URL.parse(location, url);
      if (!next || next.origin !== url.origin || !allowed(next)) throw forbidden(NOT_ALLOWED);
      if (redirects >= MAX_REDIRECTS) throw new HttpError(502, 'url: the image redirects too many times');
      url = next;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw notFound('url: no image at this address');
    }
    return {
      data: await readAtMost(response, SOURCE_MAX_BYTES),
      cacheControl: response.headers.get('cache-control'),
    };
  }
}

async function readAtMost(response: Response, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => payloadTooLarge(`url: the image is larger than ${maxBytes / 1024 / 1024} MB`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      size += chunk.value.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk.value);
    }
  } catch (error) {
    await reader?.cancel().catch(() => undefined);
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, 'url: the image could not be fetched');
  }
  return Buffer.concat(chunks);
}

/** AVIF or WebP when the browser says it takes them; otherwise PNG or JPEG (`auto`, decided by the image). */
function negotiatedFormat(accept: string): Format | 'auto' {
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'auto';
}

/**
 * The box of `w` × `h`, never larger than the source (shrunk, keeping its proportions, as @netlify/images
 * does), or one side alone; null for neither.
 */
function resizeOf(query: ImageQuery, source: { width: number; height: number }): ResizeOptions | null {
  const { w, h } = query;
  if (w && h) {
    const scale = Math.min(1, source.width / w, source.height / h);
    return {
      width: Math.max(1, Math.round(w * scale)),
      height: Math.max(1, Math.round(h * scale)),
      fit: query.fit === 'cover' || query.fit === 'fill' ? query.fit : 'inside',
      position: query.position ?? 'centre',
      withoutEnlargement: true,
    };
  }
  if (w || h) return { width: w, height: h, withoutEnlargement: true };
  return null;
}

/** The file `query` asks for, made from `data` once its header shows it can be. */
async function transform(data: Buffer, query: ImageQuery, wanted: Format | 'auto'): Promise<Transformed> {
  let header: Metadata;
  try {
    header = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMediaType('url: the source is not an image');
  }
  if (!SOURCE_FORMATS.has(header.format) || !header.width || !header.height)
    throw unsupportedMediaType('url: the source is not a JPEG, PNG, WebP, AVIF, GIF or SVG image');
  // Weighed from the header before anything decodes it (see src/server/media/image-work.ts).
  if (header.width * header.height > MEDIA_MAX_PIXELS || decodedBytes(header) > IMAGE_MAX_DECODED_BYTES)
    throw payloadTooLarge('url: the source image is too large to transform');
  const format = wanted === 'auto' ? (header.hasAlpha ? 'png' : 'jpg') : wanted;

  const image = sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })
    .timeout({ seconds: IMAGE_WORK_TIMEOUT_SECONDS })
    .rotate();
  try {
    const body =
      format === 'blurhash'
        ? Buffer.from(await blurhashOf(image))
        : await encoded(image, header, query, format);
    return {
      body,
      type: CONTENT_TYPES[format],
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
  } catch (error) {
    if (timedOut(error)) throw payloadTooLarge('url: the source image is too large to transform');
    console.error('Image CDN: could not transform an image:', (error as Error).message);
    throw unsupportedMediaType('url: the source image could not be read');
  }
}

function encoded(image: Sharp, header: Metadata, query: ImageQuery, format: Exclude<Format, 'blurhash'>) {
  const resize = resizeOf(query, header.autoOrient);
  if (resize) image.resize(resize);
  const quality = query.q;
  return {
    avif: () => image.avif({ quality, effort: AVIF_EFFORT }),
    webp: () => image.webp({ quality }),
    jpg: () => image.jpeg({ quality, progressive: true }),
    png: () => image.png(),
    gif: () => image.gif(),
  }
    [format]()
    .toBuffer();
}

/** The BlurHash of the whole image, from a copy of at most 32×32 pixels. */
async function blurhashOf(image: Sharp): Promise<string> {
  const { data, info } = await image
    .resize(32, 32, { fit: 'inside' })
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return encodeBlurhash(data, info.width, info.height, info.channels);
}

/** Transformed files by key, least recently used first out beyond `maxBytes`. */
function transformCache(maxBytes: number) {
  const entries = new Map<string, Transformed>();
  let size = 0;
  return {
    get(key: string): Transformed | undefined {
      const file = entries.get(key);
      if (file) {
        entries.delete(key);
        entries.set(key, file);
      }
      return file;
    },
    set(key: string, file: Transformed) {
      if (file.body.length > maxBytes / 8 || entries.has(key)) return;
      entries.set(key, file);
      size += file.body.length;
      for (const [oldest, old] of entries) {
        if (size <= maxBytes) break;
        entries.delete(oldest);
        size -= old.body.length;
      }
    },
  };
}
