/**
 * The site with real photos, as a restaurant that photographs its dishes has it: camera-sized JPEGs
 * (4032×3024 with EXIF and GPS, about 4 MB each) for 40 dishes, 12 gallery images and 3 events, uploaded
 * through the media API after the scaling the admin does in the browser (longest side 2560, JPEG 85 %),
 * and put in place through the admin API. Then, once the site is live with them: Lighthouse (mobile, and on
 * simulated slow 3G for `/`, the dish page, `/admin/login` and, as the dish page's floor, a page of its
 * photo alone: LCP, FCP, bytes before the LCP) and
 * the image bytes a phone loads before scrolling on `/` and a dish page, one photo uploaded through the
 * admin in Chromium (scaling + upload + server processing) with the server's memory, and save → visible.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { dishPath } from '../../src/domain/content/dish.ts';
import type { RestaurantInfo } from '../../src/domain/content/restaurant.ts';
import type { SiteContent } from '../../src/domain/index.ts';
import { MEDIA_MAX_SIDE, type MediaImage } from '../../src/domain/media/media-library.ts';
import { CHROMIUM_ARGS } from '../../tests/helpers/chromium.ts';
import { CAMERA_EXIF } from '../../tests/helpers/photos.ts';
import { type ImageWeight, measureImagesBeforeScroll } from './image-weight.ts';
import {
  type LighthouseResult,
  type PaintFigures,
  paintFigures,
  runLighthouse,
  SLOW_3G,
  summarize,
} from './lighthouse.ts';
import { median, type Runtime, signedInPage, startRuntime } from './publish.ts';

export const PHOTO_COUNTS = { dishes: 40, gallery: 12, events: 3 } as const;

/**
 * A page of the dish's name and its photo alone (the `<img>` exactly as the dish page has it): what the
 * slow-3G figures of a dish page would be with nothing else on it, the floor its budget is measured against.
 */
export const PHOTO_ALONE_PAGE = '/bench-photo-alone/';

export interface PhotoFigures {
  /** Size of the camera photos made for the run, bytes. */
  originalBytes: number[];
  uploadMs: number[];
  /** One photo through the admin in Chromium: picked → in the library. */
  adminUploadMs: number;
  /** The server process's resident memory before the uploads and its peak after them, bytes. */
  serverMemory: { before: number; peak: number };
  dishPage: string;
  lighthouse: Record<string, LighthouseResult & { performanceOfEachRun: (number | null)[] }>;
  /**
   * On Lighthouse's simulated slow 3G ({@link SLOW_3G}), by page: each run, and the median of each figure;
   * {@link PHOTO_ALONE_PAGE} among them.
   */
  slow3g: Record<string, { runs: PaintFigures[]; median: Omit<PaintFigures, 'requestsBeforeLcp'> }>;
  imagesBeforeScroll: ImageWeight[];
  saveToVisibleMs: number[];
}

const CAMERA = { width: 4032, height: 3024 };
const TINTS = [
  { r: 170, g: 80, b: 40 },
  { r: 120, g: 140, b: 60 },
  { r: 200, g: 160, b: 90 },
  { r: 150, g: 50, b: 50 },
  { r: 90, g: 110, b: 130 },
];

/** A camera photo: textured like food under warm light (JPEG of a few MB), with EXIF and a GPS position. */
async function cameraPhoto(n: number): Promise<Buffer> {
  const texture = await sharp({
    create: {
      width: 1008,
      height: 756,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: { ...CAMERA, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma: 12 } },
  })
    .png()
    .toBuffer();
  return sharp(texture)
    .resize(CAMERA.width, CAMERA.height, { kernel: 'cubic' })
    .tint(TINTS[n % TINTS.length] ?? { r: 170, g: 80, b: 40 })
    .composite([{ input: grain, blend: 'add' }])
    .withExif(CAMERA_EXIF)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** What the admin sends for a camera photo: upright, longest side 2560, JPEG 85 % (made distinct by `n`). */
async function asTheAdminSendsIt(photo: Buffer, n: number): Promise<Buffer> {
  return sharp(photo)
    .rotate()
    .resize(MEDIA_MAX_SIDE, MEDIA_MAX_SIDE, { fit: 'inside' })
    .modulate({ brightness: 1 + (n % 17) / 200 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function upload(runtime: Runtime, data: Buffer, name: string): Promise<MediaImage> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${runtime.url}/api/admin/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${runtime.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload ${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as MediaImage;
}

/** Resident memory of a process now and its peak so far (VmRSS, VmHWM), bytes. */
async function memory(pid: number): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const bytes = (field: string) =>
    Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
  return { now: bytes('VmRSS'), peak: bytes('VmHWM') };
}

type Menu = Array<{ id: string; items: Array<Record<string, unknown> & { id: string; image: string }> }>;

/** Puts the photos on 40 dishes (adding dishes to reach 40), 12 gallery images and 3 events. */
async function placePhotos(runtime: Runtime, photos: MediaImage[]): Promise<string> {
  const next = (() => {
    let i = 0;
    return () => photos[i++ % photos.length]?.url ?? '';
  })();
  let menu = (await runtime.call('/api/admin/menu')) as Menu;
  const dishes = () => menu.flatMap((category) => category.items.map((item) => ({ category, item })));
  const first = menu.find((category) => category.items.length > 0);
  for (let n = dishes().length; n < PHOTO_COUNTS.dishes && first?.items[0]; n++) {
    const { id: _id, slug: _slug, revision: _revision, ...fields } = first.items[0];
    await runtime.call(`/api/admin/menu/category/${first.id}/item`, {
      method: 'POST',
      json: { ...fields, name: `Hidangan Foto ${n + 1}`, image: next() },
    });
  }
  menu = (await runtime.call('/api/admin/menu')) as Menu;
  for (const { category, item } of dishes().slice(0, PHOTO_COUNTS.dishes)) {
    if (item.image.startsWith('/media/')) continue;
    await runtime.call(`/api/admin/menu/category/${category.id}/item/${item.id}`, {
      method: 'PUT',
      json: { ...item, image: next() },
    });
  }
  const gallery = (await runtime.call('/api/admin/gallery')) as Array<
    Record<string, unknown> & { id: string }
  >;
  for (let n = 0; n < PHOTO_COUNTS.gallery; n++) {
    const image = gallery[n];
    if (image)
      await runtime.call(`/api/admin/gallery/${image.id}`, {
        method: 'PUT',
        json: { ...image, url: next() },
      });
    else
      await runtime.call('/api/admin/gallery', {
        method: 'POST',
        json: { url: next(), alt: `Suasana rumah makan ${n + 1}`, category: n % 2 ? 'interior' : 'food' },
      });
  }
  const events = (await runtime.call('/api/admin/events')) as Array<Record<string, unknown> & { id: string }>;
  for (const event of events.slice(0, PHOTO_COUNTS.events))
    await runtime.call(`/api/admin/events/${event.id}`, { method: 'PUT', json: { ...event, image: next() } });
  const slug = (dishes()[0]?.item.slug as string | undefined) ?? '';
  return dishPath(slug);
}

/** Writes {@link PHOTO_ALONE_PAGE} into the live site of the runtime whose project is `projectDir`. */
async function writePhotoAlonePage(runtime: Runtime, projectDir: string, dishPage: string): Promise<void> {
  const html = await fetch(`${runtime.url}${dishPage}`).then((response) => response.text());
  const photo = html.match(/<img\b[^>]*\bdata-main-image\b[^>]*>/)?.[0];
  const name = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  if (!photo) throw new Error(`No main photo on ${dishPage}`);
  const dir = join(projectDir, '.netlify', 'site', PHOTO_ALONE_PAGE);
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html lang="id"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Foto</title>' +
      // The site's icon, as every page of the site links it (else the browser asks for /favicon.ico).
      (html.match(/<link rel="icon"[^>]*>/)?.[0] ?? '') +
      '<style>body{margin:1rem;font-family:system-ui,sans-serif}img{display:block;width:100%;height:auto}</style>' +
      `</head><body><h1>${name}</h1>${photo}</body></html>`,
  );
}

/** One camera photo through the admin's Media page in Chromium: picked → listed in the library, ms. */
async function uploadThroughAdmin(runtime: Runtime, photo: Buffer, chromePath: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await signedInPage(browser, runtime);
    await page.goto(`${runtime.url}/admin/media`);
    const input = page.getByRole('button', { name: 'Upload photos' });
    await input.waitFor({ state: 'attached' });
    const name = `kamera-${Date.now()}.jpg`;
    // Timed in the page, from the moment it has the file: handing 4 MB to the browser through the DevTools
    // protocol takes Playwright 1.5 to 2 s here, which a phone picking a photo does not spend.
    await page.evaluate(() => {
      const scope = window as unknown as { picked?: number };
      const picked = () => {
        scope.picked ??= performance.now();
      };
      document.addEventListener('change', picked, { capture: true });
    });
    await input.setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
    const shown = await page.waitForFunction(
      (title) => {
        const heading = [...document.querySelectorAll('h3')].some((h) => h.textContent === title);
        const { picked } = window as unknown as { picked?: number };
        return heading && picked !== undefined ? performance.now() - picked : false;
      },
      name,
      { polling: 'raf', timeout: 60_000 },
    );
    return (await shown.jsonValue()) as number;
  } finally {
    await browser.close();
  }
}

export async function measurePhotos({
  root,
  workDir,
  port,
  content,
  chromePath,
  lighthouseRuns,
  log = console.log,
}: {
  root: string;
  workDir: string;
  port: number;
  content: SiteContent;
  chromePath: string;
  lighthouseRuns: number;
  log?: (line: string) => void;
}): Promise<PhotoFigures> {
  log('  making camera photos…');
  const originals = await Promise.all([0, 1, 2, 3, 4].map((n) => cameraPhoto(n)));
  log(
    `  ${originals.length} camera photos of ${originals.map((p) => (p.length / 1e6).toFixed(1)).join(', ')} MB`,
  );
  const { runtime, projectDir, stop } = await startRuntime({ root, workDir, port, content });
  try {
    const pid = runtime.child.pid ?? 0;
    const before = await memory(pid);
    const total = PHOTO_COUNTS.dishes + PHOTO_COUNTS.gallery + PHOTO_COUNTS.events;
    const uploaded: MediaImage[] = [];
    const uploadMs: number[] = [];
    for (let n = 0; n < total; n++) {
      const scaled = await asTheAdminSendsIt(originals[n % originals.length] ?? Buffer.alloc(0), n);
      const started = performance.now();
      uploaded.push(await upload(runtime, scaled, `foto-${n + 1}.jpg`));
      uploadMs.push(performance.now() - started);
    }
    log(
      `  ${uploaded.length} photos uploaded, median ${Math.round(median(uploadMs))} ms each (API, already scaled)`,
    );
    const adminUploadMs = await uploadThroughAdmin(runtime, originals[0] ?? Buffer.alloc(0), chromePath);
    const after = await memory(pid);
    log(
      `  one ${((originals[0]?.length ?? 0) / 1e6).toFixed(1)} MB photo through the admin: ${Math.round(adminUploadMs)} ms`,
    );

    const dishPage = await placePhotos(runtime, uploaded);
    await runtime.waitUntilLive(300_000);
    log(`  site live with photos; dish page ${dishPage}`);

    const lighthouse: PhotoFigures['lighthouse'] = {};
    const pages = ['/', dishPage, '/admin/login'];
    for (const page of pages) {
      const { median: run, all } = await runLighthouse(`${runtime.url}${page}`, chromePath, lighthouseRuns);
      const result = summarize(run, 'maps.google.com');
      const performanceOfEachRun = all.map((lhr) => summarize(lhr, 'maps.google.com').scores.performance);
      lighthouse[page] = { ...result, performanceOfEachRun };
      log(
        `  Lighthouse ${page}: performance ${performanceOfEachRun.join(', ')}; LCP ${Math.round(result.largestContentfulPaintMs ?? 0)} ms, CLS ${result.cumulativeLayoutShift}`,
      );
    }
    await writePhotoAlonePage(runtime, projectDir, dishPage);
    const slow3g: PhotoFigures['slow3g'] = {};
    for (const page of [...pages, PHOTO_ALONE_PAGE]) {
      const { all } = await runLighthouse(`${runtime.url}${page}`, chromePath, lighthouseRuns, {
        throttling: SLOW_3G,
      });
      const runs = all.map(paintFigures);
      const middle = (pick: (run: PaintFigures) => number | null) => {
        const values = runs.map(pick).filter((value): value is number => value !== null);
        return values.length === 0 ? null : median(values);
      };
      slow3g[page] = {
        runs,
        median: {
          lcpMs: middle((run) => run.lcpMs),
          fcpMs: middle((run) => run.fcpMs),
          bytesBeforeLcp: middle((run) => run.bytesBeforeLcp),
        },
      };
      const ms = (value: number | null) => (value === null ? '?' : `${Math.round(value)} ms`);
      log(
        `  slow 3G ${page}: LCP ${runs.map((run) => ms(run.lcpMs)).join(', ')}; FCP ${runs.map((run) => ms(run.fcpMs)).join(', ')}; ` +
          `KB before LCP ${runs.map((run) => ((run.bytesBeforeLcp ?? 0) / 1024).toFixed(1)).join(', ')}`,
      );
      const last = runs.at(-1);
      if (last) log(`    before the LCP: ${last.requestsBeforeLcp.join('; ')}`);
    }
    const imagesBeforeScroll = await measureImagesBeforeScroll(runtime.url, ['/', dishPage], chromePath);
    for (const weight of imagesBeforeScroll)
      log(
        `  ${weight.page}: ${(weight.bytes / 1024).toFixed(1)} KB of images before scroll (${weight.images.length} files)`,
      );

    const restaurant = (await runtime.call('/api/admin/restaurant')) as RestaurantInfo;
    const saveToVisibleMs: number[] = [];
    for (let n = 1; n <= 3; n++) {
      await runtime.waitUntilLive();
      saveToVisibleMs.push(await runtime.saveAndWait(restaurant, `Foto bench ${Date.now()} ${n}`));
    }
    log(`  save → visible with photos: ${saveToVisibleMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`);
    return {
      originalBytes: originals.map((p) => p.length),
      uploadMs,
      adminUploadMs,
      serverMemory: { before: before.now, peak: after.peak },
      dishPage,
      lighthouse,
      slow3g,
      imagesBeforeScroll,
      saveToVisibleMs,
    };
  } finally {
    await stop();
  }
}
