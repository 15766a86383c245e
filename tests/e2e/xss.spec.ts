/**
 * Attacker-looking content saved through the admin's own code is shown as text on the public pages and
 * never runs. The site only shows a new dish after a build, so this spec seeds a store of its own, saves
 * the dish and the restaurant details through the content service, builds the site from that store and
 * opens the built pages (static files, as a visitor gets them).
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startLocalBlobs } from '../../scripts/local/blob-server.ts';
import { buildSite } from '../../scripts/local/site-builder.ts';
import { addMenuItem, MenuItemWriteSchema } from '../../src/server/content/menu-service.ts';
import { restaurantInfo, saveSettings } from '../../src/server/content/settings-service.ts';
import { contentStore } from '../../src/server/store/blobs.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';

const SCRIPT = '<script>window.__xss = 1; alert(1)</script>';
const IMG = '"><img src=x onerror="window.__xss = 2; alert(2)">';
const JS_URL = 'javascript:window.__xss=3';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

let dir: string;
let server: Server;
let baseUrl: string;
let slug: string;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const root = resolve(import.meta.dirname, '../..');
  dir = await mkdtemp(join(tmpdir(), 'rmp-xss-'));
  const blobs = await startLocalBlobs(dir);
  const saved = process.env.NETLIFY_BLOBS_CONTEXT;
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
  try {
    await ensureSeeded(contentStore());
    const item = await addMenuItem(
      'makanan',
      MenuItemWriteSchema.parse({
        name: `Gulai ${SCRIPT}`,
        category: 'Makanan',
        description: `Enak ${IMG} ${SCRIPT} ${JS_URL}`,
        price: 'Rp <img src=x onerror=alert(4)>',
        image: '/images/menu/gulai-ikan-kakap.svg',
        portion: SCRIPT,
        ingredients: [IMG, JS_URL],
        allergens: [SCRIPT],
      }),
      'admin',
    );
    slug = item.slug;
    const info = await restaurantInfo();
    await saveSettings('restaurant', { ...info, tagline: `${SCRIPT}${IMG}` }, 'admin');
    const result = await buildSite(
      root,
      { ...process.env, SITE_URL: 'http://localhost' },
      { siteDir: join(dir, 'dist'), cacheDir: join(dir, 'cache') },
    );
    if (!result.ok) throw new Error(`build failed:\n${result.output}`);
  } finally {
    process.env.NETLIFY_BLOBS_CONTEXT = saved;
    await blobs.stop();
  }
  const dist = join(dir, 'dist');
  server = createServer(async (req, res) => {
    let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (path.endsWith('/')) path += 'index.html';
    const file = join(dist, path);
    const found = await stat(file).catch(() => null);
    const target = found?.isDirectory() ? join(file, 'index.html') : file;
    if (!found || !file.startsWith(dist)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  if (server) await new Promise((done) => server.close(done));
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function openWithoutExecution(page: Page, path: string) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // No element the attacker tried to inject exists; the payload is shown as text instead.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
}

test('the dish page shows the markup as text and runs none of it', async ({ page }) => {
  await openWithoutExecution(page, `/menu/${slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(SCRIPT);
  await expect(page.locator('main')).toContainText(IMG);
});

test('the landing page runs none of it either', async ({ page }) => {
  await openWithoutExecution(page, '/');
  await expect(page.locator('body')).toContainText(SCRIPT);
});
