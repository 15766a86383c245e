/**
 * A photo from a phone, through the real admin and the real media functions (no mocks): the browser scales
 * it and turns it upright, the server keeps no EXIF or GPS, the library shows where it is used and refuses
 * to delete it until it is no longer used.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { GPS_TAG, phonePhoto } from '../helpers/photos.ts';
import { adminApi, confirmInPage, loginAsAdmin } from './admin-fixtures.ts';

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a phone photo goes into the library upright, without its location, and leaves it once unused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page, { open: { path: '/admin/media', heading: 'Media' } });
  const name = `dapur-${Date.now().toString(36)}.jpg`;
  await page
    .getByRole('button', { name: 'Upload photos' })
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await phonePhoto() });

  const card = page
    .getByRole('list', { name: 'Images' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name }) });
  // Taken sideways (orientation 6): upright it is taller than wide, and no side is over 2560 px.
  await expect(card).toContainText('1920 × 2560 px');
  await expect(card).toContainText('Not used on the site');
  const url = (await card.getByRole('img', { name }).getAttribute('src')) ?? '';
  const source = decodeURIComponent(url).match(/\/media\/[a-f0-9]{24}\.jpg/)?.[0] ?? '';
  expect(source, url).not.toBe('');

  const served = await page.request.get(source);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const bytes = Buffer.from(await served.body());
  const stored = await sharp(bytes).metadata();
  expect([stored.width, stored.height, stored.exif, stored.orientation]).toEqual([
    1920,
    2560,
    undefined,
    undefined,
  ]);
  expect(bytes.includes(GPS_TAG)).toBe(false);

  // Put on a dish, it is in use: the library says where, and refuses to delete it.
  const api = await adminApi(page.request);
  const menu = await api.get('/api/admin/menu');
  const category = menu.find((c: { items: unknown[] }) => c.items.length > 0);
  const dish = category.items[0];
  const path = `/api/admin/menu/category/${category.id}/item/${dish.id}`;
  // (How the published dish page shows such a photo is the next test's.)
  const withPhoto = await api.send('PUT', path, { ...dish, image: source });
  await page.reload();
  await expect(card.getByRole('listitem')).toHaveText([`Dish: ${dish.name}`]);
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmInPage(page, 'removed from the library');
  await expect(toast(page, dish.name)).toBeVisible();
  expect((await page.request.get(source)).status()).toBe(200);

  // Once the dish has its picture back, the photo can go.
  await api.send('PUT', path, { ...withPhoto, image: dish.image });
  await page.reload();
  await expect(card).toContainText('Not used on the site');
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmInPage(page, 'removed from the library');
  await expect(toast(page, 'Image deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(source)).status()).toBe(404);
});

test('on a phone, staff add a dish with a photo taken on the spot, and guests see it sized for their screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page, { open: { path: '/admin/gallery', heading: 'Gallery' } });
  // Every image field offers the camera first: Upload, then Choose from library; a link only if asked for.
  for (const [path, add, photo] of [
    ['/admin/gallery', 'Add Image', 'gallery photo'],
    ['/admin/events', 'Add Event', 'event photo'],
    ['/admin/menu', 'Add Item to Minuman', 'dish photo'],
  ] as const) {
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    await page.getByRole('button', { name: add, exact: true }).first().click();
    const image = page.getByRole('group', { name: /^Photo/ });
    const controls = image.locator('input, button, select, textarea, summary');
    await expect(controls.first()).toHaveAccessibleName(`Upload ${photo}`);
    await expect(controls.nth(1)).toHaveAccessibleName(`Choose from library for the ${photo}`);
    await expect(image.getByText('or paste a link')).toBeVisible();
    await expect(image.getByRole('textbox')).toHaveCount(0);
  }
  const form = page.getByRole('form', { name: 'Add item to Minuman' });
  const name = `Es Tebu Foto ${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill('Rp 12.000');
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Tebu segar diperas di tempat.');
  // The camera's photo, as a phone hands it to the file input.
  await form
    .getByLabel('Upload dish photo')
    .setInputFiles({ name: 'IMG_2031.JPG', mimeType: 'image/jpeg', buffer: await phonePhoto() });
  const field = form.getByRole('textbox', { name: 'Image URL', exact: true });
  await expect(field).toHaveValue(/^\/media\/[a-f0-9]{24}\.jpg$/, { timeout: 30_000 });
  const source = await field.inputValue();
  await form.getByRole('button', { name: 'Save Item' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Menu item added successfully' }),
  ).toBeVisible();

  // Guests on a phone: the published dish page shows the photo through the image CDN, no wider than needed.
  // (The only wait for a rebuild in this file.)
  const api = await adminApi(page.request);
  const menu = await api.get('/api/admin/menu');
  const dish = menu
    .flatMap((c: { items: Array<{ name: string }> }) => c.items)
    .find((d: { name: string }) => d.name === name);
  const id = source.slice('/media/'.length, -'.jpg'.length);
  await expect
    .poll(async () => (await (await page.request.get(`/menu/${dish.slug}/`)).text()).includes(id), {
      timeout: 60_000,
    })
    .toBe(true);
  const loaded: Array<{ url: string; type: string; width: number }> = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/.netlify/images') || !response.url().includes(id)) return;
    const body = await response.body().catch(() => null);
    const width = body ? ((await sharp(body).metadata()).width ?? 0) : 0;
    loaded.push({ url: response.url(), type: response.headers()['content-type'] ?? '', width });
  });
  await page.goto(`/menu/${dish.slug}/`);
  const photo = page.getByRole('img', { name }).first();
  await expect(photo).toBeVisible();
  // At the photo's own size, known before it loads (no layout shift), through the image CDN.
  await expect(photo).toHaveAttribute('src', new RegExp(`^/\\.netlify/images\\?url=[^&]*${id}`));
  await expect(photo).toHaveAttribute('width', '1920');
  await expect(photo).toHaveAttribute('height', '2560');
  // Several widths to choose from, none wider than the photo.
  const srcset = (await photo.getAttribute('srcset')) ?? '';
  const widths = [...srcset.matchAll(/\/\.netlify\/images\?url=[^ ]+ (\d+)w/g)].map((m) => Number(m[1]));
  expect(widths.length, srcset).toBeGreaterThanOrEqual(3);
  expect(Math.max(...widths)).toBeLessThanOrEqual(1920);
  await expect.poll(() => loaded.length).toBeGreaterThan(0);
  // A 390 px screen at this page's pixel density needs far less than the 1920 px stored.
  expect(loaded[0]?.type).toMatch(/^image\/(avif|webp)$/);
  expect(loaded[0]?.width).toBeLessThanOrEqual(800);
});
