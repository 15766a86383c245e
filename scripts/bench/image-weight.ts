/**
 * The image bytes a page costs a phone before the visitor scrolls: the page opened in Chromium on a
 * 390×844 screen at 3x, every image response counted (bytes on the wire) until the network is quiet.
 * Lazy images below the first screen and srcset candidates wider than the phone needs are not fetched, so
 * this is what the Image CDN and the loading attributes save.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../tests/helpers/chromium.ts';

export interface ImageFetch {
  url: string;
  contentType: string;
  bytes: number;
}

export interface ImageWeight {
  page: string;
  bytes: number;
  images: ImageFetch[];
}

export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };

export async function measureImagesBeforeScroll(
  baseUrl: string,
  pages: string[],
  executablePath: string,
): Promise<ImageWeight[]> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const results: ImageWeight[] = [];
    for (const page of pages) {
      const context = await browser.newContext({
        viewport: { width: PHONE.width, height: PHONE.height },
        deviceScaleFactor: PHONE.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      const pending: Promise<ImageFetch | null>[] = [];
      tab.on('requestfinished', (request) => {
        if (request.resourceType() !== 'image') return;
        pending.push(
          (async () => {
            const response = await request.response();
            if (!response) return null;
            const sizes = await request.sizes();
            return {
              url: request.url().replace(baseUrl, ''),
              contentType: response.headers()['content-type'] ?? '',
              bytes: sizes.responseBodySize + sizes.responseHeadersSize,
            };
          })().catch(() => null),
        );
      });
      await tab.goto(`${baseUrl}${page}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(500);
      const images = (await Promise.all(pending)).filter((fetch): fetch is ImageFetch => fetch !== null);
      results.push({ page, bytes: images.reduce((sum, image) => sum + image.bytes, 0), images });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
