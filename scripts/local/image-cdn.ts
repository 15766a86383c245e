/**
 * Netlify Image CDN (`/.netlify/images?url=…&w=…`) for the local runtime, answered by Netlify's own
 * implementation, @netlify/images (ipx + sharp), as `netlify dev` and @netlify/dev answer it. The source
 * of a site-relative `url` is fetched from this same server (static files and function-served
 * `/media/…` and `/uploads/…` alike); other origins only when netlify.toml's `[images] remote_images`
 * allows them (403 otherwise, as on Netlify).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageHandler } from '@netlify/images';

export const IMAGE_CDN_PATHS = new Set(['/.netlify/images', '/.netlify/images/']);

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

export async function createImageCdn(root: string): Promise<ImageCdn> {
  const toml = await readFile(join(root, 'netlify.toml'), 'utf8').catch(() => '');
  const handler = new ImageHandler({
    imagesConfig: { remote_images: remoteImagePatterns(toml) },
    logger: console as never,
  });
  return {
    async handle(request, origin) {
      const url = new URL(request.url);
      // Without `fm`, Netlify picks the format from the Accept header (AVIF or WebP where the browser takes
      // them); ipx does the same when asked for format "auto" (and adds Vary: Accept).
      if (!url.searchParams.has('fm')) url.searchParams.set('fm', 'auto');
      const match = handler.match(new Request(url, { method: request.method, headers: request.headers }));
      if (!match) return new Response('Not found', { status: 404 });
      const sourcePolicy = cachePolicyOf(url.searchParams.get('url') ?? '', origin);
      const response = await match.handle(origin);
      // ipx answers its own errors with a JSON body that names the source's address: keep only the status.
      if (!response.ok && response.status !== 304) {
        return new Response(
          response.status === 403 ? 'Forbidden: remote image URL not allowed' : 'Bad image',
          {
            status: response.status,
            headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
          },
        );
      }
      // ipx takes the source's cache lifetime from a HEAD request, which the functions serving /media and
      // /uploads do not answer: the transformed file is then cached as long as its source, read here.
      const policy = await sourcePolicy;
      if (policy && response.ok) {
        const headers = new Headers(response.headers);
        headers.set('cache-control', policy);
        return new Response(response.body, { status: response.status, headers });
      }
      return response;
    },
  };
}

/** The Cache-Control of a site-relative source (its headers only: the body is not read), or null. */
async function cachePolicyOf(source: string, origin: string): Promise<string | null> {
  if (!source.startsWith('/') || source.startsWith('//')) return null;
  const controller = new AbortController();
  try {
    const response = await fetch(new URL(source, origin), { signal: controller.signal });
    return response.ok ? response.headers.get('cache-control') : null;
  } catch {
    return null;
  } finally {
    controller.abort();
  }
}
