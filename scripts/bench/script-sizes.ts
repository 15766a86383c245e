import type { Page } from '@playwright/test';
import { gzipSize } from './page-weight.ts';

/**
 * Watches the scripts `page` loads from now on: call the result once the page has settled for the gzip
 * bytes of each (by path, largest first), counted as section 2 counts a build's files (the body gzipped at
 * level 9, whether or not the server compressed it).
 */
export function watchScripts(page: Page): () => Promise<Array<{ path: string; gzipBytes: number }>> {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.set(
      new URL(response.url()).pathname,
      response.body().then(gzipSize, () => 0),
    );
  });
  return async () => {
    const scripts = await Promise.all(
      [...sizes].map(async ([path, gzipBytes]) => ({ path, gzipBytes: await gzipBytes })),
    );
    return scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  };
}
